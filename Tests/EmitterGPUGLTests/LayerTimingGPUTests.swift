import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing

/// A layer's clock changed while it runs (`setTiming` events of the canvas): the GPU simulator
/// equals the CPU reference through a pause, a resume at another speed, a jump ahead and one
/// back, on steady and jittery frames, a sublayer paused under a running superlayer included.
@Suite("Layer clocks changed live on the GPU", .serialized, .tags(.gl))
struct LayerTimingGPUTests {
  static func scene() -> Scene {
    var scene = GPUFixtures.scene(
      layer: { layer in
        var inner = layer
        inner.name = "inner"
        inner.emitterPosition = Point(x: 20, y: 30)
        layer.sublayers = [inner]
      },
      cell: { cell in
        cell.birthRate = 60
        cell.velocity = 50
        cell.yAcceleration = 20
        cell.spin = 1
      })
    scene.events = [
      // Paused at layer time 0.5, resumed at 1 s running one and a half times as fast.
      LayerChange(.setTiming(layer: 0, beginTime: 0, speed: 0, timeOffset: 0.5), at: 0.5),
      LayerChange(.setTiming(layer: 0, beginTime: 1, speed: 1.5, timeOffset: 0.5), at: 1),
      // The sublayer: paused alone, then 0.7 s ahead at once, then back 0.4 s.
      LayerChange(.setTiming(layer: 1, beginTime: 0, speed: 0, timeOffset: 1.2), at: 1.2),
      LayerChange(.setTiming(layer: 1, beginTime: 2, speed: 1, timeOffset: 1.9), at: 2),
      LayerChange(.setTiming(layer: 1, beginTime: 3, speed: 1, timeOffset: 2.5), at: 3),
    ]
    return scene
  }

  @Test("GPU equals CPU through pauses, resumes and jumps, steady and jittery frames")
  func pauseResumeAndJumps() throws {
    try expectGPUMatchesCPU(Self.scene(), "steady frames")
    try expectGPUMatchesCPU(Self.scene(), frames: GPUFixtures.jitteryFrames, "jittery frames")
  }
}
