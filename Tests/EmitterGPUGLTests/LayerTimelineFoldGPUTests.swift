import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing

/// A layer's own timing folds its timeline (docs/SEMANTICS.md, "Layer timing"): the fold is
/// planned once for both simulators, so the GPU spawns and moves the CPU reference's particles
/// through wraps, reversals and the fill after the end.
@Suite("A layer's own timing on the GPU", .serialized, .tags(.gl))
struct LayerTimelineFoldGPUTests {
  /// A 1.3 s layer, reversing, 1.5 repetitions (3.9 s) then held or off: a window [0, 0.5) of its cell, an
  /// animated cell birthRate and a moving emitter, all on the folded timeline.
  static func scene(fill: FillMode) -> Scene {
    GPUFixtures.scene(
      layer: { layer in
        layer.duration = 1.3
        layer.repeatCount = 1.5
        layer.autoreverses = true
        layer.fillMode = fill
        layer.animations = [
          .basic("emitterCells.cell.birthRate", from: 20.0, to: 120.0, duration: 0.8),
          .basic(
            "emitterPosition", from: Point(x: 120, y: 400), to: Point(x: 260, y: 380), duration: 1.3
          ),
        ]
      },
      cell: { cell in
        cell.timing.duration = 0.9
        cell.spin = 1
      })
  }

  @Test(
    "GPU equals CPU through the layer's wraps, reversals and its end, steady and jittery frames")
  func foldedTimeline() throws {
    for fill in [FillMode.removed, .forwards] {
      try expectGPUMatchesCPU(Self.scene(fill: fill), "\(fill), steady frames")
      // Jittery frames to 5 s too: later, every particle of the 3.9 s span is dead.
      let jittery = FrameTimes.jittery(until: 5, seed: 2026)
      try expectGPUMatchesCPU(Self.scene(fill: fill), frames: jittery, "\(fill), jittery frames")
    }
  }
}
