import EmitterGL
import EmitterGPU
import EmitterRaster

extension ParticleRenderer {
  /// Draws `frame` into a framebuffer the host owns, over what is already
  /// there: no clear, no background; each layer blends premultiplied source-over (additive
  /// layers `one, one`) exactly as into the offscreen image, so the result is the offscreen
  /// image's particles composited over the host's pixels.
  ///
  /// The scene's canvas (`view`, points) is mapped onto `host.viewport`; give the viewport
  /// `view.pixelWidth` × `view.pixelHeight` pixels for the pixels the reference draws. `view`
  /// defaults to the renderer's; a different size (a resized window) needs no new renderer,
  /// a different `scale` only looks softer (the contents were rasterised for `self.view.scale`).
  ///
  /// Leaves GL state changed (framebuffer, viewport, blending, program, bindings):
  /// `ParticleSystem` wraps this call in a `GLStateSnapshot` so the host's state comes back.
  package func draw(_ frame: GPUFrame, into host: HostFramebuffer, view: RenderView? = nil) {
    prepare(for: frame)
    GL.withDebugGroup("draw particles at t = \(frame.time) into \(host)") {
      GL.memoryBarrier(.shaderStorage)
      host.bind()
      bindBlocks()
      GLStateSnapshot.prepareForParticles()
      drawLayers(frame, view: view ?? self.view)
    }
  }
}
