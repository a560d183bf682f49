import EmitterModel
import Testing

/// The cubic calculation modes' spline: Kochanek-Bartels tangents from tension, continuity and
/// bias (Apple: "the standard Kochanek-Bartels form"), and `cubicPaced` at constant speed.
@Suite("Keyframe splines: tension, continuity, bias and cubicPaced")
struct KeyframeSplineTests {
  /// The value at fraction `f` of a 1 s animation held at its end.
  func value(
    _ animation: PropertyAnimation, _ f: Double, model: PropertyValue = .number(-1)
  ) -> [Double] {
    var held = animation
    held.timing.fillMode = .forwards
    held.isRemovedOnCompletion = false
    return held.value(atLayerTime: f, modelValue: model, underlying: model)?.components ?? [.nan]
  }

  func cubic(
    _ values: [Double], tension: [Double] = [], continuity: [Double] = [], bias: [Double] = [],
    mode: CalculationMode = .cubic
  ) -> PropertyAnimation {
    var animation = PropertyAnimation.keyframes(
      "birthRate", values: values, duration: 1, calculationMode: mode)
    animation.tensionValues = tension
    animation.continuityValues = continuity
    animation.biasValues = bias
    return animation
  }

  @Test("tension, continuity and bias of 0 are the Catmull-Rom spline, bit for bit")
  func zerosAreCatmullRom() {
    let plain = cubic([0, 10, 30, 5])
    let zeros = cubic([0, 10, 30, 5], tension: [0, 0, 0, 0], continuity: [0, 0], bias: [0])
    for f in stride(from: 0.0, through: 1, by: 1.0 / 64) {
      #expect(value(plain, f) == value(zeros, f), "at \(f)")
    }
  }

  /// The one-sided slopes at keyframe 1 of [0, 10, 30] (even key times: each segment is half
  /// the duration, so d/df is twice the tangent) against the Kochanek-Bartels tangents:
  /// leaving, (1 - t)(1 + b)(1 + c)/2 · 10 + (1 - t)(1 - b)(1 - c)/2 · 20; arriving,
  /// (1 - t)(1 + b)(1 - c)/2 · 10 + (1 - t)(1 - b)(1 + c)/2 · 20.
  @Test(
    "the slopes either side of a keyframe are the Kochanek-Bartels tangents",
    arguments: [
      (0.0, 0.0, 0.0), (1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1),
      (0.5, -0.3, 0.7),
    ])
  func tangents(t: Double, c: Double, b: Double) {
    let animation = cubic([0, 10, 30], tension: [0, t], continuity: [0, c], bias: [0, b])
    let leaving = (1 - t) * (1 + b) * (1 + c) / 2 * 10 + (1 - t) * (1 - b) * (1 - c) / 2 * 20
    let arriving = (1 - t) * (1 + b) * (1 - c) / 2 * 10 + (1 - t) * (1 - b) * (1 + c) / 2 * 20
    let h = 1e-6
    let right = (value(animation, 0.5 + h)[0] - value(animation, 0.5)[0]) / h
    let left = (value(animation, 0.5)[0] - value(animation, 0.5 - h)[0]) / h
    #expect(value(animation, 0.5) == [10])
    #expect(abs(right - 2 * leaving) < 1e-3, "right slope \(right), expected \(2 * leaving)")
    #expect(abs(left - 2 * arriving) < 1e-3, "left slope \(left), expected \(2 * arriving)")
  }

  @Test("a tension of 1 stops the value at its keyframe; the spline still passes every value")
  func fullTension() {
    let animation = cubic([0, 10, 30], tension: [1, 1, 1])
    #expect(value(animation, 0) == [0] && value(animation, 0.5) == [10] && value(animation, 1) == [30])
    // Zero tangents: each segment is the smoothstep between its ends.
    for f in stride(from: 0.0, through: 0.5, by: 1.0 / 32) {
      let s = f / 0.5
      #expect(abs(value(animation, f)[0] - 10 * (3 * s * s - 2 * s * s * s)) < 1e-12, "at \(f)")
    }
  }

  @Test("the values' bounds hold the spline for any tension, continuity and bias in -1...1")
  func boundsHoldTheSpline() {
    var random = SeededGenerator(seed: 72)
    for trial in 0..<200 {
      let count = Int.random(in: 2...6, using: &random)
      let values = (0..<count).map { _ in Double.random(in: -50...50, using: &random) }
      let parameters = { (0..<count).map { _ in Double.random(in: -1...1, using: &random) } }
      let animation = cubic(
        values, tension: parameters(), continuity: parameters(), bias: parameters(),
        mode: trial.isMultiple(of: 2) ? .cubic : .cubicPaced)
      let bounds = animation.componentBounds(modelValue: .number(values[0]))?.first
      let range = values.min()!...values.max()!
      // Prepared once, as the engine prepares it (cubicPaced's arc-length tables are built then).
      var held = animation
      held.timing.fillMode = .forwards
      held.isRemovedOnCompletion = false
      let model = PropertyValue.number(-1)
      let evaluator = held.evaluator(modelValue: model)
      for f in stride(from: 0.0, through: 1, by: 1.0 / 256) {
        let v = evaluator.value(atLayerTime: f, underlying: model)?.components?[0] ?? .nan
        #expect(bounds?.contains(v) == true, "trial \(trial): \(v) at \(f) outside \(String(describing: bounds)) of \(range)")
      }
    }
  }

  @Test("cubicPaced: constant speed along the spline, through every value, key times and functions ignored")
  func cubicPaced() {
    var animation = PropertyAnimation.keyframes(
      "emitterPosition",
      values: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 300), Point(x: 0, y: 320)],
      keyTimes: [0, 0.1, 0.2, 1], duration: 1, calculationMode: .cubicPaced)
    animation.timingFunctions = [.easeIn, .easeOut, .easeIn]
    animation.tensionValues = [0, 0.5, -0.25, 0]
    let samples = 2000
    let origin = PropertyValue.point(Point(x: 0, y: 0))
    let points = (0...samples).map { value(animation, Double($0) / Double(samples), model: origin) }
    let steps = zip(points, points.dropFirst()).map { a, b in
      ((b[0] - a[0]) * (b[0] - a[0]) + (b[1] - a[1]) * (b[1] - a[1])).squareRoot()
    }
    let mean = steps.reduce(0, +) / Double(steps.count)
    // Arc lengths by quadrature and Newton steps: equal arcs per sample. What is left is the
    // samples' chords cutting the curve's bends (short of the arc by θ²/24 for a bend of θ
    // radians between samples): a thousandth here.
    #expect(steps.allSatisfy { abs($0 - mean) < 1e-3 * mean }, "steps \(steps.min()!)...\(steps.max()!), mean \(mean)")
    #expect(points.first == [0, 0] && points.last == [0, 320])
    // The cubic spline through the same values meets them where cubicPaced's arc lengths say.
    var plain = animation
    plain.calculationMode = .cubic
    plain.keyTimes = []
    plain.timingFunctions = []
    let shapeOnly = (0...samples).map { value(plain, Double($0) / Double(samples), model: origin) }
    let pacedLength = steps.reduce(0, +)
    let cubicLength = zip(shapeOnly, shapeOnly.dropFirst()).reduce(0.0) { sum, pair in
      let (a, b) = pair
      return sum + ((b[0] - a[0]) * (b[0] - a[0]) + (b[1] - a[1]) * (b[1] - a[1])).squareRoot()
    }
    #expect(abs(pacedLength - cubicLength) < 1e-3 * cubicLength, "\(pacedLength) against \(cubicLength)")
  }

  @Test("a scene file keeps the spline's keys and refuses them out of range or too many")
  func sceneFile() throws {
    func layer(tension: String, bias: String) -> String {
      SceneFileSupport.cellScene(
        #""name": "a", "birthRate": 1, "lifetime": 1"#,
        layerMembers: #"""
          "animations": [{"keyPath": "birthRate", "values": [0, 10, 30], "duration": 1,
            "calculationMode": "cubicPaced", "tensionValues": \#(tension),
            "continuityValues": [0.25], "biasValues": \#(bias)}]
          """#)
    }
    let scene = try SceneFileSupport.scene(layer(tension: "[0.5, -1, 1]", bias: "[-0.5, 0.5]"))
    let animation = try #require(scene.layers.first?.animations.first)
    #expect(animation.calculationMode == .cubicPaced)
    #expect(animation.tensionValues == [0.5, -1, 1] && animation.continuityValues == [0.25])
    #expect(animation.biasValues == [-0.5, 0.5])
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)

    let outside = SceneFileSupport.diagnostics(layer(tension: "[0.5, -1.5, 1]", bias: "[]"))
    let range = outside.first { $0.keyPath == "layers[0].animations[0].tensionValues[1]" }
    #expect(range?.kind == .outOfRange && range?.expected == "-1...1", "\(outside)")
    let many = SceneFileSupport.diagnostics(layer(tension: "[]", bias: "[0, 0, 0, 0]"))
    let count = many.first { $0.keyPath == "layers[0].animations[0].biasValues" }
    #expect(count?.kind == .inconsistent && count?.expected == "at most 3, one per value", "\(many)")
  }
}
