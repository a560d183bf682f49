import EmitterContents
import Foundation
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterSimulation
import EmitterTestSupport
import Testing

/// A layer before its `beginTime` has not begun: its animations do not apply (the model's values
/// are drawn) unless the layer's `fillMode` is `backwards` or `both`, which holds its time at its
/// start, as Core Animation's timing holds any timed object before its begin (docs/SEMANTICS.md,
/// "Time"; issue #28). An animation's own fill cannot reach before its layer's begin. The CPU
/// reference and the GL renderer draw the same opacity, from the same timeline times.
@Suite("A layer before its begin is drawn as Core Animation draws it", .serialized, .tags(.gl))
struct LayerBeforeBeginRenderTests {
  /// One case: the layer's fill, the animation's begin (layer time) and fill, and the opacity
  /// expected before the layer's begin at 2 s and at 2.5 s (layer time 0.5).
  struct Case: Sendable, CustomTestStringConvertible {
    var layerFill: String
    var animationBegin: Double
    var animationFill: String
    var before: Double
    var after: Double
    var testDescription: String {
      "layer \(layerFill), animation from \(animationBegin) \(animationFill)"
    }
  }

  /// An opacity ramp 0.2 → 0.6 over 4 s of layer time: `0.2 + 0.1 (x − begin)` inside it.
  /// The model's opacity is 1.
  static let cases = [
    // Begun 2 s before the layer: at its start (layer time 0) the ramp is at 0.4.
    Case(
      layerFill: "removed", animationBegin: -2, animationFill: "removed", before: 1, after: 0.45),
    Case(
      layerFill: "forwards", animationBegin: -2, animationFill: "removed", before: 1, after: 0.45),
    Case(
      layerFill: "backwards", animationBegin: -2, animationFill: "removed", before: 0.4,
      after: 0.45),
    Case(layerFill: "both", animationBegin: -2, animationFill: "removed", before: 0.4, after: 0.45),
    // Beginning 1 s into the layer: held at the layer's start, only its own backwards fill shows
    // its start value; the layer not held, no animation applies.
    Case(
      layerFill: "both", animationBegin: 1, animationFill: "backwards", before: 0.2, after: 0.2),
    Case(layerFill: "both", animationBegin: 1, animationFill: "removed", before: 1, after: 1),
    Case(layerFill: "removed", animationBegin: 1, animationFill: "both", before: 1, after: 0.2),
  ]

  /// A white layer over black, begun at 2 s, its opacity animated; folded by its own `duration
  /// 4, repeatCount infinity` when `folds`.
  static func scene(_ c: Case, folds: Bool) throws -> Scene {
    let fold = folds ? #", "duration": 4, "repeatCount": "infinity""# : ""
    let json = #"""
      {"size": [40, 40], "backgroundColor": "#000000",
       "layers": [{"name": "card", "backgroundColor": "#ffffff", "beginTime": 2,
         "fillMode": "\#(c.layerFill)"\#(fold),
         "animations": [{"keyPath": "opacity", "fromValue": 0.2, "toValue": 0.6, "duration": 4,
           "beginTime": \#(c.animationBegin), "fillMode": "\#(c.animationFill)"}]}]}
      """#
    return try Scene(jsonData: Data(json.utf8), file: "before-begin.json")
  }

  /// Steps `scene` on the CPU reference and the GPU simulator to each of `times`, draws both,
  /// checks the GPU image against the CPU's (`label`), and hands `check` the time, the CPU
  /// snapshot, the GPU frame and the CPU image, then `live` the time and both simulators (for
  /// their queries and live calls, made after the frame).
  static func drawOnBoth(
    _ scene: Scene, at times: [Double], label: String,
    _ check: (Double, ParticleSnapshot, GPUFrame, RGBAImage) throws -> Void,
    live: (Double, CPUSimulator, GPUSimulator) throws -> Void = { _, _, _ in }
  ) throws {
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    let cpu = CPUSimulator(scene: scene)
    try withGL {
      let gpu = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: view, atlas: atlas)
      defer {
        renderer.destroy()
        gpu.destroy()
      }
      for time in times {
        cpu.advance(to: time)
        gpu.advance(to: time)
        let snapshot = cpu.snapshot()
        let frame = gpu.frame
        // The model as live calls left it (an animation added live is drawn too).
        let reference = ReferenceRasterizer(scene: cpu.model, view: view, atlas: atlas)
        let cpuImage = reference.render(snapshot)
        renderer.draw(frame)
        expectImagesMatch(renderer.readImage(), cpuImage, "\(label)-\(time)")
        try check(time, snapshot, frame, cpuImage)
        try live(time, cpu, gpu)
      }
    }
  }

  /// White at `opacity` over black: the grey drawn is the opacity, to a step.
  static func expectGrey(_ image: RGBAImage, _ opacity: Double, at time: Double) {
    let grey = Double(image[20, 20].x)
    #expect(abs(grey - 255 * opacity) <= 1, "\(time) s: CPU grey \(grey)")
  }

  @Test(arguments: cases, [false, true])
  func drawnOpacityIsCoreAnimations(_ c: Case, folds: Bool) throws {
    let scene = try Self.scene(c, folds: folds)
    let expected = [0.5: c.before, 1.5: c.before, 2.5: c.after]
    try Self.drawOnBoth(scene, at: [0.5, 1.5, 2.5], label: "before-begin-\(c.layerFill)") {
      time, snapshot, frame, cpuImage in
      // The same timeline time, bit for bit (NaN: off), on both simulators.
      let cpuTime = try #require(snapshot.timelineTimes?.first)
      let gpuTime = try #require(frame.timelineTimes.first)
      #expect(cpuTime.bitPattern == gpuTime.bitPattern || (cpuTime.isNaN && gpuTime.isNaN))
      let want = try #require(expected[time])
      let opacity = LayerOpacities(scene: scene).opacity(ofLayer: 0, atLayerTime: cpuTime)
      #expect(abs(Double(opacity) - want) < 1e-6, "\(time) s: opacity \(opacity)")
      Self.expectGrey(cpuImage, want, at: time)
    } live: { time, cpu, gpu in
      Self.expectPresented(cpu, gpu, opacity: try #require(expected[time]), at: time)
    }
  }

  /// Both simulators' `presentationValue` of layer `layer`'s opacity (CALayer's
  /// `presentation()` in the engine, and what an implicit animation starts from) is `opacity`:
  /// the value drawn.
  static func expectPresented(
    _ cpu: CPUSimulator, _ gpu: GPUSimulator, opacity: Double, layer: Int = 0, at time: Double
  ) {
    let shown = [
      ("CPU", cpu.presentationValue(forKeyPath: "opacity", layer: layer)),
      ("GPU", gpu.presentationValue(forKeyPath: "opacity", layer: layer)),
    ]
    for (name, value) in shown {
      let number = value?.components?.first ?? .nan
      #expect(abs(number - opacity) < 1e-6, "\(time) s: the \(name) presents \(number)")
    }
  }

  /// An implicit animation made before the layer's begin starts from what is drawn there: the
  /// model's 1 (not the ramp's 0.4 at the layer's start, which only a backwards fill shows).
  /// Set to 0.5 over 1 s, linearly, at 1.5 s (layer time 0, where the layer's clock stands),
  /// it is halfway at 2.5 s: 0.75.
  @Test func anImplicitAnimationBeforeTheBeginStartsFromWhatIsDrawn() throws {
    let scene = try Self.scene(Self.cases[0], folds: false)
    let expected = [1.5: 1.0, 2.5: 0.75]
    try Self.drawOnBoth(scene, at: [1.5, 2.5], label: "before-begin-implicit") {
      time, _, _, cpuImage in
      Self.expectGrey(cpuImage, try #require(expected[time]), at: time)
    } live: { time, cpu, gpu in
      Self.expectPresented(cpu, gpu, opacity: try #require(expected[time]), at: time)
      guard time == 1.5 else { return }
      for simulator in [cpu, gpu] as [any LiveSimulation] {
        try simulator.setValue(
          .number(0.5), forKeyPath: "opacity", animatedOver: 1, timingFunction: .linear, layer: 0)
      }
    }
  }

  /// A sublayer whose clock began at scene time −1 (a scene file's flat clocks are in scene
  /// time) has not begun while its superlayer, begun at 2 s with no fill, has not: the model's
  /// opacity (1) at 1.5 s; at 2.5 s its own time, 3.5, on a ramp 0.2 → 0.6 over 4 s: 0.55.
  @Test func aSuperlayerNotBegunHoldsItsSublayersOff() throws {
    let json = #"""
      {"size": [40, 40], "backgroundColor": "#000000",
       "layers": [{"name": "host", "beginTime": 2,
         "sublayers": [{"name": "card", "backgroundColor": "#ffffff", "beginTime": -1,
           "animations": [{"keyPath": "opacity", "fromValue": 0.2, "toValue": 0.6,
             "duration": 4}]}]}]}
      """#
    let scene = try Scene(jsonData: Data(json.utf8), file: "before-begin-sublayer.json")
    let expected = [1.5: 1.0, 2.5: 0.55]
    try Self.drawOnBoth(scene, at: [1.5, 2.5], label: "before-begin-sublayer") {
      time, _, _, cpuImage in
      Self.expectGrey(cpuImage, try #require(expected[time]), at: time)
    }
  }

  /// A superlayer held at its start by a `backwards` fill holds its sublayers' time there too,
  /// as Core Animation computes a sublayer's time from its superlayer's: before the host's
  /// begin at 2 s, a card's animations are at the card's own time at 2 s, whether the card's
  /// clock began before (at 0.5 s: time 1.5, 0.35 on the ramp 0.2 → 0.6 over 4 s), with it
  /// (at 2 s: time 0, 0.2) or not yet (at 3 s: not begun, the model's 1). From 2 s on the
  /// card's clock runs: at 3.25 s its time is 2.75, 1.25 or 0.25.
  @Test(arguments: [
    (0.5, [0.35, 0.35, 0.4, 0.475]), (2.0, [0.2, 0.2, 0.25, 0.325]), (3.0, [1, 1, 1, 0.225]),
  ])
  func aSuperlayerHeldByItsFillHoldsItsSublayersAtItsStart(cardBegin: Double, opacities: [Double])
    throws
  {
    let json = #"""
      {"size": [40, 40], "backgroundColor": "#000000",
       "layers": [{"name": "host", "beginTime": 2, "fillMode": "backwards",
         "sublayers": [{"name": "card", "backgroundColor": "#ffffff", "beginTime": \#(cardBegin),
           "animations": [{"keyPath": "opacity", "fromValue": 0.2, "toValue": 0.6,
             "duration": 4}]}]}]}
      """#
    let scene = try Scene(jsonData: Data(json.utf8), file: "held-superlayer.json")
    let times = [0.5, 1.5, 2.5, 3.25]
    let expected = Dictionary(uniqueKeysWithValues: zip(times, opacities))
    try Self.drawOnBoth(scene, at: times, label: "held-superlayer-\(cardBegin)") {
      time, snapshot, frame, cpuImage in
      let cpuTime = try #require(snapshot.timelineTimes?[1])
      try #require(frame.timelineTimes.count == 2)
      let gpuTime = frame.timelineTimes[1]
      #expect(cpuTime.bitPattern == gpuTime.bitPattern || (cpuTime.isNaN && gpuTime.isNaN))
      Self.expectGrey(cpuImage, try #require(expected[time]), at: time)
    } live: { time, cpu, gpu in
      Self.expectPresented(cpu, gpu, opacity: try #require(expected[time]), layer: 1, at: time)
    }
  }
}
