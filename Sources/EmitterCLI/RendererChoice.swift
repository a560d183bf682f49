import ArgumentParser
import EmitterKit
import Foundation

/// `--renderer`: what draws the frames of `emitter render` (the façade's `Backend`).
enum RendererChoice: String, CaseIterable, ExpressibleByArgument {
  /// The CPU reference simulator and the native CPU renderer: no GL context at all.
  case cpu
  /// The GPU simulator and the GL renderer in a headless EGL context.
  case gl
  /// `ParticleSystem.Backend.auto` in the headless context, or `cpu` when none can be made.
  /// `emitter render`'s default.
  case auto

  static let help = ArgumentHelp(
    """
    auto (the default): cpu when no GL context can be made, or when its driver draws in \
    software (llvmpipe, softpipe) and no layer of the scene draws a background, border, clip, \
    shadow or group; gl otherwise (a GPU's driver). gl: OpenGL through headless EGL. cpu: the \
    native CPU renderer, no GL needed.
    """)

  /// The backend to ask the façade for, and the headless context to make current around the
  /// render (none for `cpu`, or for `auto` where none can be made: then a note for stderr).
  /// `gl` without a context is exit code 2 with the driver's story (`HeadlessGL`).
  func backend() throws -> (ParticleSystem.Backend, HeadlessContext?, note: String?) {
    switch self {
    case .cpu: return (.cpu, nil, nil)
    case .gl: return (.openGL, try HeadlessGL.context(), nil)
    case .auto:
      guard let context = try? HeadlessContext.shared() else {
        return (.cpu, nil, "no OpenGL context could be made, so the CPU renderer draws")
      }
      return (.auto, context, nil)
    }
  }
}
