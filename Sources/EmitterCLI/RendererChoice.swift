import ArgumentParser
import EmitterGL
import Foundation

/// `--renderer`: what draws the frames of `emitter render`.
enum RendererChoice: String, CaseIterable, ExpressibleByArgument {
  /// The CPU reference simulator and the native CPU renderer: no GL context at all.
  case cpu
  /// The GPU simulator and the GL renderer in a headless EGL context.
  case gl
  /// `cpu` when no GL context can be made or the one made is a software driver (llvmpipe,
  /// softpipe: the CPU renderer is faster there); `gl` otherwise.
  case auto

  static let help = ArgumentHelp(
    """
    gl (OpenGL through headless EGL, the default), cpu (the native CPU renderer, no GL \
    needed), or auto: cpu when no GL context can be made or its driver draws in software \
    (llvmpipe, softpipe), gl otherwise.
    """)

  /// What draws: `gl` with the context to draw in, or `cpu` and why (for a note on stderr).
  enum Resolved {
    case cpu(reason: String?)
    case gl(HeadlessContext)
  }

  /// Resolves `auto` by making the shared headless context and reading its renderer string.
  /// `gl` without a context is exit code 2 with the driver's story (`HeadlessGL`).
  func resolve() throws -> Resolved {
    switch self {
    case .cpu: return .cpu(reason: nil)
    case .gl: return .gl(try HeadlessGL.context())
    case .auto:
      let context: HeadlessContext
      do {
        context = try HeadlessContext.shared()
      } catch {
        return .cpu(reason: "no OpenGL context could be made, so the CPU renderer draws")
      }
      guard let renderer = try? context.withCurrent({ GL.renderer }) else {
        return .cpu(reason: "the OpenGL context could not be made current, so the CPU renderer draws")
      }
      return Self.isSoftware(renderer) ? .cpu(reason: nil) : .gl(context)
    }
  }

  /// Whether `GL_RENDERER` names one of Mesa's software rasterisers.
  static func isSoftware(_ renderer: String) -> Bool {
    let name = renderer.lowercased()
    return ["llvmpipe", "softpipe", "swrast"].contains { name.contains($0) }
  }
}
