/// How `emitter render` asks ffmpeg to encode a video: container, codec and quality, and for a
/// GIF the delay after its last frame. `ffmpegOutputArguments()` is the one place that turns
/// them into ffmpeg's words.
struct VideoEncoding: Equatable {
  var format: VideoFormat
  var codec: VideoCodec
  var quality: VideoQuality = .high
  /// How hard x264, x265 and libvpx work (`--encoder-speed`).
  var speed: VideoEncoderSpeed = .fast
  /// GIF only: how long the last frame shows, centiseconds (`GIFTiming.finalDelay`).
  var gifFinalDelay: Int?
  /// Frames arrive as YUV 4:2:0 planes made on the GPU (`YUV420Readback`) instead of RGBA:
  /// only for codecs that store 4:2:0 (`acceptsPlanes`).
  var planarInput = false {
    didSet { precondition(!planarInput || acceptsPlanes, "\(codec) does not take YUV planes") }
  }

  init(
    format: VideoFormat, codec: VideoCodec? = nil, quality: VideoQuality = .high,
    speed: VideoEncoderSpeed = .fast
  ) {
    self.format = format
    self.codec = codec ?? format.defaultCodec
    self.quality = quality
    self.speed = speed
  }

  /// The raw frames' layout on ffmpeg's stdin: straight-alpha RGBA for codecs that keep alpha;
  /// for the others, premultiplied RGB, which is the image already over its matte.
  var inputPixelFormat: String {
    planarInput ? "yuv420p" : codec.keepsAlpha ? "rgba" : "rgb0"
  }

  /// Whether the codec stores what `YUV420Readback` makes (4:2:0, no alpha), so frames can be
  /// converted on the GPU and reach the encoder as they are.
  var acceptsPlanes: Bool { codec == .h264 || codec == .hevc }

  /// Whether `speed` means anything: x264 and x265 take a preset, libvpx a deadline and
  /// `-cpu-used`; the other encoders have no such setting.
  var hasSpeedPreset: Bool { [.h264, .hevc, .vp9, .vp8].contains(codec) }

  /// How H.264 and HEVC colours are stored and tagged: the BT.709 matrix, primaries and transfer
  /// in limited range, whether the GPU made the planes or ffmpeg's swscale converts RGBA
  /// (its own default would be BT.601, untagged, which players guess at).
  static let colorTags = [
    "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range",
    "tv",
  ]

  /// ffmpeg's arguments about the raw input before `-i`: planes say which matrix and range they
  /// are in, so nothing converts them again.
  func ffmpegInputArguments() -> [String] {
    planarInput ? ["-colorspace", "bt709", "-color_range", "tv"] : []
  }

  /// ffmpeg's arguments after the input: codec, pixel format, quality, container.
  ///
  /// Quality per codec, low / medium / high: x264 CRF 28 / 23 / 18, x265 CRF 32 / 28 / 22,
  /// VP9 CRF 42 / 36 / 30 and VP8 CRF 40 / 24 / 10 (constant quality), ProRes qscale
  /// 16 / 8 / 4, WebP quality 50 / 75 / 90. High is the default.
  func ffmpegOutputArguments() -> [String] {
    func pick(_ low: Int, _ medium: Int, _ high: Int) -> String {
      String(quality == .low ? low : quality == .medium ? medium : high)
    }
    // 4:2:0 chroma needs even dimensions in H.264 and HEVC; planes come padded, and already in
    // BT.709, which swscale is told to convert RGBA to.
    let evenSize =
      planarInput
      ? Self.colorTags
      : ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,scale=out_color_matrix=bt709:out_range=tv"]
        + Self.colorTags
    let fastStart = ["-movflags", "+faststart"]
    let codecArguments: [String] =
      switch codec {
      case .h264:
        [
          "-c:v", "libx264", "-preset", speed.preset, "-pix_fmt", "yuv420p", "-crf",
          pick(28, 23, 18),
        ] + evenSize + fastStart
      case .hevc:
        [
          "-c:v", "libx265", "-preset", speed.preset, "-pix_fmt", "yuv420p", "-crf", pick(32, 28, 22), "-tag:v", "hvc1",
          "-x265-params", "log-level=error",
        ] + evenSize + fastStart
      case .vp9:
        ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-b:v", "0", "-crf", pick(42, 36, 30)]
          + speed.vp9Effort + ["-row-mt", "1"]
      case .vp8:
        // VP8's CRF needs a bitrate ceiling; alpha needs alt-ref frames off.
        [
          "-c:v", "libvpx", "-pix_fmt", "yuva420p", "-b:v", "100M", "-crf", pick(40, 24, 10),
          "-auto-alt-ref", "0",
        ] + speed.vp8Effort
      case .prores:
        [
          "-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-vendor", "apl0",
          "-qscale:v", pick(16, 8, 4),
        ] + fastStart
      case .qtrle:
        ["-c:v", "qtrle", "-pix_fmt", "argb"] + fastStart
      case .gif:
        // One palette for the whole clip, from every frame's colours, so gradients don't band;
        // an entry is kept for transparency.
        [
          "-vf",
          "split[a][b];[a]palettegen=reserve_transparent=1:stats_mode=full[p];[b][p]paletteuse",
          "-loop", "0",
        ] + (gifFinalDelay.map { ["-final_delay", String($0)] } ?? [])
      case .apng:
        ["-plays", "0"]
      case .webp:
        ["-c:v", "libwebp_anim", "-lossless", "0", "-quality", pick(50, 75, 90), "-loop", "0"]
      case .webpLossless:
        ["-c:v", "libwebp_anim", "-lossless", "1", "-loop", "0"]
      }
    return codecArguments + ["-f", format.rawValue]
  }
}
