import ArgumentParser

/// `--encoder-speed`: how hard x264, x265 and libvpx work per frame, traded against file size at
/// the same `--quality` (the CRF keeps the picture's quality; a faster preset spends more bits on
/// it).
///
/// Measured on 300 frames of imessage-confetti at 780x1688 (docs/BENCHMARKS.md): `fast` renders
/// 2.8 times as many frames a second as the original path for a file 2.5 times `balanced`'s,
/// with a PSNR as high.
enum VideoEncoderSpeed: String, CaseIterable, ExpressibleByArgument {
  /// x264/x265 `ultrafast`: the most frames a second; the default, since a headless render
  /// is waited for.
  case fast
  /// `veryfast`: the earlier default, a file about 2.5 times smaller than `fast`'s.
  case balanced
  /// `medium`, the encoders' own default: the smallest files, about twice `balanced`'s time.
  case small

  /// The preset name x264 and x265 share.
  var preset: String {
    switch self {
    case .fast: "ultrafast"
    case .balanced: "veryfast"
    case .small: "medium"
    }
  }

  /// libvpx's deadline and `-cpu-used` for VP9 (WebM's default codec): its own defaults (`good`,
  /// 0) are its slowest, a tenth of x264 ultrafast's frames a second on alpha video. Row
  /// multithreading is on at every speed.
  var vp9Effort: [String] {
    switch self {
    case .fast: ["-deadline", "realtime", "-cpu-used", "8"]
    case .balanced: ["-deadline", "good", "-cpu-used", "4"]
    case .small: ["-deadline", "good", "-cpu-used", "1"]
    }
  }

  /// The same for VP8, which stays at `good`: its `realtime` mode leaks faint alpha into pixels
  /// nothing was drawn on (TransparentOutputToolTests), and `good` spends little at
  /// `-cpu-used 5`, VP8's fastest there.
  var vp8Effort: [String] {
    switch self {
    case .fast: ["-deadline", "good", "-cpu-used", "5"]
    case .balanced: ["-deadline", "good", "-cpu-used", "3"]
    case .small: ["-deadline", "good", "-cpu-used", "1"]
    }
  }

  static let help = ArgumentHelp(
    """
    Encoder effort for H.264, HEVC and WebM: fast (x264 ultrafast, VP9 realtime: the most \
    frames a second, larger files), balanced (veryfast; VP9 good, cpu-used 4) or small \
    (medium; VP9 good, cpu-used 1: the smallest files). Default: fast.
    """)
}
