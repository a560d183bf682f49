package import EmitterKit
import Foundation

/// Drawing a displayed tree: the façade's offscreen image over the background colour (CPU or
/// OpenGL), or into a GL target of the caller's.
extension LayerTreeHost {
  /// The canvas as premultiplied RGBA pixels, rows from the top: the background, then every
  /// layer as the running system draws it now (`ParticleSystem.image()`).
  package func renderImage() throws -> RGBAImage {
    let background = backgroundColor
    return try context.withCurrent { try system.image(over: background) }
  }

  /// Draws the layers over what `target` holds (a window's framebuffer: the window host).
  package func draw(into target: ParticleSystem.DrawTarget) throws {
    try context.withCurrent { try system.draw(into: target) }
  }
}
