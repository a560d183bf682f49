import ArgumentParser
import EmitterKit

/// `--video-conversion`: who turns the GL renderer's RGBA frames into the YUV 4:2:0 that H.264
/// and HEVC store.
enum VideoConversion: String, CaseIterable, ExpressibleByArgument {
  /// A fragment pass on the GPU (`YUV420Readback`): 1.5 bytes a pixel read back and piped
  /// instead of 4, and nothing left for ffmpeg to convert.
  case gpu
  /// ffmpeg's swscale, from RGBA piped to it.
  case ffmpeg
  /// `gpu` on hardware drivers, `ffmpeg` on software ones (llvmpipe, softpipe), where the pass
  /// costs the CPU several times what swscale does (docs/BENCHMARKS.md).
  case auto

  static let help = ArgumentHelp(
    """
    Who converts the GL renderer's frames to YUV 4:2:0 for H.264 and HEVC: gpu, ffmpeg, or \
    auto (the default: gpu unless the GL driver draws in software). Both give BT.709, \
    limited range, tagged so.
    """)

  /// Whether frames are converted on the GPU, for a context whose `GL_RENDERER` is `renderer`.
  func onGPU(renderer: String) -> Bool {
    switch self {
    case .gpu: true
    case .ffmpeg: false
    case .auto: !ParticleSystem.Backend.isSoftware(renderer: renderer)
    }
  }
}
