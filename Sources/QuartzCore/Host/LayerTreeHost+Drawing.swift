package import EmitterKit
import Foundation

/// Drawing a displayed tree: over the background colour into RGBA pixels (the CPU renderer,
/// or OpenGL into an offscreen target read back), or into a GL target of the caller's.
extension LayerTreeHost {
  /// The canvas as premultiplied RGBA pixels, rows from the top: the background, then every
  /// layer as the running system draws it now.
  package func renderImage() throws -> RGBAImage {
    let (width, height) = (system.pixelWidth, system.pixelHeight)
    switch renderer {
    case .cpu:
      var background = Scene()
      background.backgroundColor = backgroundColor
      var image = RGBAImage(
        width: width, height: height, fill: ReferenceRasterizer.backgroundPixel(background))
      let system = self.system
      try image.pixels.withUnsafeMutableBufferPointer { pixels throws(ParticleSystemError) in
        guard let base = pixels.baseAddress else { return }
        try system.draw(
          into: .rgba(RGBABuffer(base: base, width: width, height: height, bytesPerRow: width * 4)))
      }
      return image
    case .openGL:
      return try context.withCurrent {
        let target = try glTarget ?? RenderTarget(width: width, height: height, label: "CARenderer")
        glTarget = target
        target.clear(to: ParticleRenderer.premultiplied(backgroundColor))
        try system.draw(
          into: .framebuffer(
            target.framebufferName, viewport: PixelRect(width: width, height: height)))
        return RGBAImage(bottomUpPixels: target.readPixelsBottomUp(), width: width, height: height)
      }
    }
  }

  /// Draws the layers over what `target` holds (a window's framebuffer: the window host).
  package func draw(into target: ParticleSystem.DrawTarget) throws {
    try context.withCurrent { try system.draw(into: target) }
  }
}
