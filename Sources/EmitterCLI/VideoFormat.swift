/// The video containers `emitter render` writes through ffmpeg, chosen by the output's extension.
enum VideoFormat: String, CaseIterable {
  case mp4, webm, mov, gif, apng, webp

  /// The codecs `--codec` may name for this container, the default first.
  var codecs: [VideoCodec] {
    switch self {
    case .mp4: [.h264, .hevc]
    case .webm: [.vp9, .vp8]
    case .mov: [.prores, .qtrle, .h264]
    case .gif: [.gif]
    case .apng: [.apng]
    case .webp: [.webp, .webpLossless]
    }
  }

  /// The codec used when `--codec` is not given.
  var defaultCodec: VideoCodec { codecs[0] }

  /// The extensions `--out` accepts for videos, for messages.
  static var extensionList: String { allCases.map { "." + $0.rawValue }.joined(separator: ", ") }
}

/// A video codec, named as `--codec` takes it.
enum VideoCodec: String, CaseIterable {
  case h264, hevc, vp9, vp8, prores, qtrle, gif, apng, webp
  case webpLossless = "webp-lossless"

  /// Whether the codec stores alpha (the others get the image composited over a matte).
  var keepsAlpha: Bool {
    switch self {
    case .h264, .hevc: false
    case .vp9, .vp8, .prores, .qtrle, .gif, .apng, .webp, .webpLossless: true
    }
  }

  /// Whether `--quality` changes anything: lossless and palette codecs have no knob for it.
  var hasQuality: Bool {
    switch self {
    case .h264, .hevc, .vp9, .vp8, .prores, .webp: true
    case .qtrle, .gif, .apng, .webpLossless: false
    }
  }
}

/// `--quality`: how much a lossy codec may lose, mapped per codec to its own scale (CRF,
/// qscale, WebP quality) by `VideoEncoding.ffmpegArguments`.
enum VideoQuality: String, CaseIterable {
  case low, medium, high
}
