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
  /// snapshot, the GPU frame and the CPU image.
  static func drawOnBoth(
    _ scene: Scene, at times: [Double], label: String,
    _ check: (Double, ParticleSnapshot, GPUFrame, RGBAImage) throws -> Void
  ) throws {
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    let cpu = CPUSimulator(scene: scene)
    let reference = ReferenceRasterizer(scene: scene, view: view, atlas: atlas)
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
        let cpuImage = reference.render(snapshot)
        renderer.draw(frame)
        expectImagesMatch(renderer.readImage(), cpuImage, "\(label)-\(time)")
        try check(time, snapshot, frame, cpuImage)
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
}
