import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Testing

/// A superlayer's own timing folds its sublayers' timelines (docs/SEMANTICS.md, "Layer
/// timing"): the chain is evaluated once for both simulators, so the GPU spawns and moves the
/// CPU reference's particles, bit for bit, through an ancestor's wraps, reversals and its end.
@Suite("A superlayer's own timing on the GPU", .serialized, .tags(.gl))
struct SublayerTimelineFoldGPUTests {
  /// GPU = CPU, 0 deviation, with particles, on steady 60 fps frames and on jittery ones.
  static func expectExactOnSteadyAndJitteryFrames(
    _ scene: Scene, _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for (frameLabel, frames) in [
      ("steady", GPUFixtures.steadyFrames), ("jittery", FrameTimes.jittery(until: 5, seed: 2026)),
    ] {
      let comparison = try SimulatorComparison.run(
        scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
      let name = label.isEmpty ? frameLabel : "\(label), \(frameLabel)"
      #expect(comparison.expectedCount > 0, "\(name)", sourceLocation: sourceLocation)
      #expect(comparison.passed, "\(name)\n\(comparison)", sourceLocation: sourceLocation)
    }
  }

  /// `GPUFixtures.scene`'s layer, with an animated cell birthRate, a moving emitter and a
  /// window [0, 0.9), as the sublayer of a 1.3 s superlayer that reverses and plays 1.5 times
  /// (3.9 s); with `ownFold`, the sublayer repeats 0.7 s three times itself.
  static func scene(fill: FillMode, ownFold: Bool) -> Scene {
    var scene = GPUFixtures.scene(
      layer: { layer in
        layer.animations = [
          .basic("emitterCells.cell.birthRate", from: 20.0, to: 120.0, duration: 0.8),
          .basic(
            "emitterPosition", from: Point(x: 120, y: 400), to: Point(x: 260, y: 380), duration: 1.3
          ),
        ]
        if ownFold {
          layer.duration = 0.7
          layer.repeatCount = 3
        }
      },
      cell: { cell in
        cell.timing.duration = 0.9
        cell.spin = 1
      })
    var host = EmitterLayer(name: "host")
    host.duration = 1.3
    host.repeatCount = 1.5
    host.autoreverses = true
    host.fillMode = fill
    host.sublayers = [scene.layers[0]]
    scene.layers = [host]
    return scene
  }

  @Test("GPU equals CPU, 0 deviation, through a superlayer's wraps, reversals and its end")
  func foldedBySuperlayer() throws {
    for fill in [FillMode.removed, .forwards] {
      for ownFold in [false, true] {
        let scene = Self.scene(fill: fill, ownFold: ownFold)
        try Self.expectExactOnSteadyAndJitteryFrames(scene, "\(fill), own fold \(ownFold)")
      }
    }
  }
}

extension SublayerTimelineFoldGPUTests {
  @Test("GPU equals CPU, 0 deviation, where an event off the frame grid sets the superlayer's fold")
  func foldSetByAnEvent() throws {
    // The host unfolded until its event at 2.19 s sets duration 1.3: the sublayer's steps are
    // cut there on both simulators (StepPlanner+ChainChanges).
    var scene = Self.scene(fill: .removed, ownFold: false)
    scene.layers[0].duration = 0
    scene.layers[0].repeatCount = .infinity
    scene.layers[0].autoreverses = false
    scene.layers[0].events = [LayerChange(.set(keyPath: "duration", value: .number(1.3)), at: 2.19)]
    try Self.expectExactOnSteadyAndJitteryFrames(scene)
  }
}

extension SublayerTimelineFoldGPUTests {
  /// `GPUFixtures.scene`'s layer as QuartzCore builds a layer left at `beginTime` 0 under a host
  /// started at media time 123.7: its animations and its cell's window `[0.2, 0.7)` moved into
  /// the engine's time by that shift, and the fold that repeats them (its own, 1 s reversing, or
  /// with `nested` a 1.3 s superlayer's, itself shown at the same moment) beginning there too.
  static func mediaClockScene(nested: Bool) -> Scene {
    let shift = 123.7
    var scene = GPUFixtures.scene(
      layer: { layer in
        var rate = PropertyAnimation.basic(
          "emitterCells.cell.birthRate", from: 20.0, to: 120.0, duration: 0.8)
        rate.timing.beginTime = -shift
        var motion = PropertyAnimation.basic(
          "emitterPosition", from: Point(x: 120, y: 400), to: Point(x: 260, y: 380), duration: 1)
        motion.timing.beginTime = -shift
        layer.animations = [rate, motion]
        layer.repeatBeginTime = -shift
        if !nested {
          (layer.duration, layer.repeatCount, layer.autoreverses) = (1, .infinity, true)
        }
      },
      cell: { cell in
        cell.timing.beginTime = 0.2 - shift
        cell.timing.duration = 0.5
        cell.spin = 1
      })
    guard nested else { return scene }
    var host = EmitterLayer(name: "host")
    (host.duration, host.repeatCount, host.repeatBeginTime) = (1.3, .infinity, -shift)
    host.sublayers = [scene.layers[0]]
    scene.layers = [host]
    return scene
  }

  @Test(
    "GPU equals CPU, 0 deviation, for a fold in Core Animation's phase under the media clock",
    arguments: [false, true])
  func foldInTheMediaClocksPhase(nested: Bool) throws {
    let scene = Self.mediaClockScene(nested: nested)
    try Self.expectExactOnSteadyAndJitteryFrames(scene, "nested \(nested)")
  }
}

extension SublayerTimelineFoldGPUTests {
  @Test("GPU equals CPU, 0 deviation, where a folding superlayer restarts off the frame grid")
  func superlayerRestarted() throws {
    // The reversing superlayer restarts at 2.23 s: its sublayer's timeline with it.
    var scene = Self.scene(fill: .removed, ownFold: true)
    scene.layers[0].emissionEvents = [EmissionEvent(.restart, at: 2.23)]
    try Self.expectExactOnSteadyAndJitteryFrames(scene)
  }
}

extension SublayerTimelineFoldGPUTests {
  @Test("GPU equals CPU, 0 deviation, for a sublayer inserted before its superlayer's restart")
  func insertedBeforeAScheduledRestart() throws {
    // The reversing superlayer restarts at 2.23 s; its sublayer arrives at 0.61 s, off the
    // frame grid, and takes the restart when it starts (StepPlanner.inheritScheduledRestarts).
    var scene = Self.scene(fill: .removed, ownFold: true)
    scene.layers[0].emissionEvents = [EmissionEvent(.restart, at: 2.23)]
    var child = scene.layers[0].sublayers.removeFirst()
    child.beginTime = 0.61
    scene.layers[0].events = [LayerChange(.insertSublayer(child, at: nil), at: 0.61)]
    try Self.expectExactOnSteadyAndJitteryFrames(scene)
  }
}
