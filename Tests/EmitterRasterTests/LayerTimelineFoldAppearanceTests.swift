import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import Testing

/// The renderers draw a layer's appearance (its animated opacity here) at the timeline time its
/// own timing folds: repeated with the layer, and the model's value where the fold puts the
/// timeline off (the planner hands them NaN there, which no animation evaluates).
@Suite("A layer's own timing folds its appearance")
struct LayerTimelineFoldAppearanceTests {
  /// Opacity 1 → 0 over 2 s, in a 1 s layer repeated `repeatCount` times.
  static func opacity(atLayerTime t: Double, repeatCount: Double) -> Float {
    var scene = SceneFixtures.single(rate: 10)
    scene.layers[0].duration = 1
    scene.layers[0].repeatCount = repeatCount
    scene.layers[0].animations = [.basic("opacity", from: 1.0, to: 0.0, duration: 2)]
    let simulator = CPUSimulator(scene: scene)
    simulator.run(frameTimes: FrameTimes.steady(fps: 60, until: t))
    let timeline = simulator.planner.timelineTime(ofLayer: 0, atLayerTime: t)
    return LayerOpacities(scene: scene).opacity(ofLayer: 0, atLayerTime: timeline)
  }

  @Test("opacity repeats with the layer, and is the model's after the span")
  func opacityFolds() {
    #expect(Self.opacity(atLayerTime: 0.5, repeatCount: 2) == 0.75)
    #expect(Self.opacity(atLayerTime: 1.5, repeatCount: 2) == 0.75, "wrapped: timeline time 0.5")
    #expect(Self.opacity(atLayerTime: 2.5, repeatCount: 2) == 1, "off: the model's opacity")
  }
}
