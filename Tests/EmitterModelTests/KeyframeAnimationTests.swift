import EmitterModel
import Testing

@Suite("Keyframe and basic animation values")
struct KeyframeAnimationTests {
  /// The value at fraction `f` of a 1 s animation (held at the end, so f = 1 is its last value).
  func value(_ animation: PropertyAnimation, _ f: Double, model: PropertyValue = .number(-1)) -> [Double] {
    var held = animation
    held.timing.fillMode = .forwards
    held.isRemovedOnCompletion = false
    return held.value(atLayerTime: f, modelValue: model, underlying: model)?.components ?? [.nan]
  }

  func keyframes(_ values: [Double], keyTimes: [Double] = [], mode: CalculationMode = .linear) -> PropertyAnimation {
    .keyframes("birthRate", values: values, keyTimes: keyTimes, duration: 1, calculationMode: mode)
  }

  @Test("linear: straight lines through the values at their key times, even spacing by default")
  func linear() {
    let even = keyframes([0, 10, 30])
    #expect(value(even, 0.25) == [5] && value(even, 0.5) == [10] && value(even, 0.75) == [20])
    let timed = keyframes([1, 0, 0], keyTimes: [0, 0.5, 1])
    #expect(value(timed, 0.25) == [0.5] && value(timed, 0.6) == [0])
  }

  @Test("key times short of 1 hold the last value after it, as the iMessage recipe relies on")
  func partialKeyTimes() {
    let stiffness = keyframes([80, 5], keyTimes: [0, 0.4])
    #expect(value(stiffness, 0.2) == [42.5] && value(stiffness, 0.4) == [5] && value(stiffness, 0.9) == [5])
    let late = keyframes([0, 100, 2000, 4000], keyTimes: [0.05, 0.1, 0.5, 1])
    #expect(value(late, 0.01) == [0] && abs(value(late, 0.075)[0] - 50) < 1e-9 && value(late, 0.75) == [3000])
  }

  @Test("per-segment timing functions ease each segment")
  func segmentTiming() {
    var animation = keyframes([0, 10, 20])
    animation.timingFunctions = [.easeIn, .linear]
    #expect(abs(value(animation, 0.25)[0] - 10 * MediaTimingFunction.easeIn.value(at: 0.5)) < 1e-12)
    #expect(value(animation, 0.75) == [15])
  }

  @Test("discrete: each value holds until the next key time; n or n + 1 key times; even by default")
  func discrete() {
    let even = keyframes([1, 2, 3, 4], mode: .discrete)
    #expect([0, 0.24, 0.25, 0.6, 0.99].map { value(even, $0) } == [[1], [1], [2], [3], [4]])
    let apple = keyframes([1, 2], keyTimes: [0, 0.8, 1], mode: .discrete)
    #expect(value(apple, 0.79) == [1] && value(apple, 0.8) == [2])
    let starts = keyframes([1, 2], keyTimes: [0, 0.3], mode: .discrete)
    #expect(value(starts, 0.29) == [1] && value(starts, 0.3) == [2])
  }

  @Test("paced: constant speed along the path, key times and timing functions ignored")
  func paced() {
    var animation = keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced)
    animation.timingFunctions = [.easeIn, .easeIn]
    for f in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(abs(value(animation, f)[0] - 40 * f) < 1e-9, "at \(f)")
    }
    let points = PropertyAnimation.keyframes(
      "emitterPosition", values: [Point(x: 0, y: 0), Point(x: 30, y: 40), Point(x: 30, y: 0)], duration: 1,
      calculationMode: .paced)
    // Legs of 50 and 40: the corner is reached at 5/9 of the time.
    let corner = value(points, 5.0 / 9, model: .point(.zero))
    #expect(abs(corner[0] - 30) < 1e-9 && abs(corner[1] - 40) < 1e-9)
  }

  @Test("cubic: a Catmull-Rom spline through every value, smooth between them")
  func cubic() {
    let animation = keyframes([0, 10, 0, 10], mode: .cubic)
    for (i, expected) in [0.0, 10, 0, 10].enumerated() {
      #expect(abs(value(animation, Double(i) / 3)[0] - expected) < 1e-9)
    }
    // Uniform Catmull-Rom midpoint of the middle segment: (-p0 + 9 p1 + 9 p2 - p3) / 16 = 5.
    #expect(abs(value(animation, 0.5)[0] - 5) < 1e-9)
    // A spline overshoots a linear path near a peak: above 10 just after the second key.
    #expect(value(keyframes([0, 10, 10, 0], mode: .cubic), 0.4)[0] > 10)
  }

  @Test("basic animations take missing ends from the model value and byValue")
  func basicEnds() {
    let model = PropertyValue.number(4)
    func basic(from: Double? = nil, to: Double? = nil, by: Double? = nil) -> Double {
      value(.basic("birthRate", from: from, to: to, by: by, duration: 1), 0.5, model: model)[0]
    }
    #expect(basic(from: 0, to: 10) == 5)
    #expect(basic(from: 2, by: 2) == 3)
    #expect(basic(to: 10, by: 4) == 8)
    #expect(basic(from: 0) == 2)
    #expect(basic(to: 0) == 2)
    #expect(basic(by: 2) == 5)
    #expect(basic() == 4)
  }

  @Test("additive adds to the value underneath; cumulative continues from each repetition")
  func additiveAndCumulative() {
    var additive = PropertyAnimation.basic("yAcceleration", from: 0.0, to: 10.0, duration: 1)
    additive.isAdditive = true
    #expect(additive.value(atLayerTime: 0.5, modelValue: .number(100), underlying: .number(7)) == .number(12))
    var cumulative = PropertyAnimation.basic("yAcceleration", from: 0.0, to: 10.0, duration: 1)
    cumulative.isCumulative = true
    cumulative.timing.repeatCount = 3
    #expect(value(cumulative, 2.5) == [25])
    #expect(cumulative.componentBounds(modelValue: .number(0))?.first == 0...30)
  }

  @Test("colours and points interpolate component-wise")
  func components() {
    let colors = PropertyAnimation.basic(
      "emitterCells.a.color", from: Color.black, to: Color(red: 1, green: 0.5, blue: 0, alpha: 1), duration: 1)
    #expect(colors.value(atLayerTime: 0.5, modelValue: .color(.white), underlying: .color(.white))
      == .color(Color(red: 0.5, green: 0.25, blue: 0, alpha: 1)))
  }

  @Test("bounds hold every value, overshoot of timing functions and splines included")
  func bounds() {
    var overshoot = PropertyAnimation.basic("birthRate", from: 0.0, to: 10.0, duration: 1)
    overshoot.timingFunction = MediaTimingFunction(controlPoints: 0.5, -1, 0.5, 2)
    let range = overshoot.componentBounds(modelValue: .number(5))![0]
    for i in 0...100 {
      let v = value(overshoot, Double(i) / 100, model: .number(5))[0]
      #expect(range.contains(v))
    }
    let spline = keyframes([0, 10, 10, 0], mode: .cubic)
    let splineRange = spline.componentBounds(modelValue: .number(0))![0]
    for i in 0...100 { #expect(splineRange.contains(value(spline, Double(i) / 100)[0])) }
  }
}
