import ArgumentParser
import EmitterGL
import EmitterModel
import EmitterRaster
import Foundation

/// `--renderer`: what draws the frames of `emitter render`.
enum RendererChoice: String, CaseIterable, ExpressibleByArgument {
  /// The CPU reference simulator and the native CPU renderer: no GL context at all.
  case cpu
  /// The GPU simulator and the GL renderer in a headless EGL context.
  case gl
  /// `cpu` when no GL context can be made, or when the one made is a software driver
  /// (llvmpipe, softpipe: the CPU renderer is faster there) and the scene's layers draw no
  /// appearance (background, border, clip, shadow, a translucent group), whose composition
  /// the CPU renderer does more slowly; `gl` otherwise. `emitter render`'s default.
  case auto

  static let help = ArgumentHelp(
    """
    auto (the default): cpu when no GL context can be made, or when its driver draws in \
    software (llvmpipe, softpipe) and no layer of the scene draws a background, border, clip, \
    shadow or group; gl otherwise (a GPU's driver). gl: OpenGL through headless EGL. cpu: the \
    native CPU renderer, no GL needed.
    """)

  /// What draws: `gl` with the context to draw in, or `cpu` and why (for a note on stderr).
  enum Resolved {
    case cpu(reason: String?)
    case gl(HeadlessContext)
  }

  /// Resolves `auto` for `scene` by making the shared headless context and reading its
  /// renderer string. `gl` without a context is exit code 2 with the driver's story
  /// (`HeadlessGL`).
  func resolve(for scene: Scene) throws -> Resolved {
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
      // On a software driver the CPU renderer draws particles faster, but composes layers
      // more slowly (docs/BENCHMARKS.md, "`--renderer cpu` against `gl`, every preset").
      guard Self.isSoftware(renderer), !CPURenderer.composes(scene.flattened) else {
        return .gl(context)
      }
      return .cpu(reason: nil)
    }
  }

  /// Whether `GL_RENDERER` names one of Mesa's software rasterisers.
  static func isSoftware(_ renderer: String) -> Bool {
    let name = renderer.lowercased()
    return ["llvmpipe", "softpipe", "swrast"].contains { name.contains($0) }
  }
}
