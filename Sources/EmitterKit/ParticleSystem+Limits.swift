extension ParticleSystem {
  /// Caps the particle pools at `count` slots, named by `limit` in the error an update then
  /// throws (`emitter render --memory-limit`'s particle budget).
  package func limitSlots(to count: Int, because limit: String) {
    engine.limitSlots(to: count, because: limit)
  }

  /// The OpenGL backend's renderer, for a program that shows its offscreen image itself (the
  /// demo's window blits it); nil on the CPU backend.
  package var glRenderer: ParticleRenderer? { (engine as? OpenGLEngine)?.renderer }

  /// The OpenGL backend's simulator, for tests and the demo's heads-up counts; nil on the CPU.
  var gpuSimulator: GPUSimulator? { (engine as? OpenGLEngine)?.simulator }
}
