import ArgumentParser

/// `--encoder-speed`: how hard x264 and x265 work per frame, traded against file size at the same
/// `--quality` (the CRF keeps the picture's quality; a faster preset spends more bits on it).
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

  static let help = ArgumentHelp(
    """
    H.264/HEVC encoder effort: fast (x264 ultrafast: the most frames a second, larger files), \
    balanced (veryfast) or small (medium: the smallest files). Default: fast.
    """)
}
