import Foundation
import Testing

@testable import EmitterModel

/// No input runs longer than its work (issue 18): each class of large input is checked by
/// counting the operations spent on it, never by timing.
@Suite("Scene files: work bounded by the input")
struct InputScalingTests {
  @Test("keyframe lookup is a binary search: 10^6 key times cost at most 21 comparisons")
  func keyframeLookup() {
    let count = 1_000_000
    let times = (0..<count).map { Double($0) / Double(count - 1) }
    var worst = 0
    for f in [-1, 0, 1e-7, 0.25, 0.5, 0.999_999_9, 1, 2] {
      var probes = 0
      let found = KeyframeInterpolation.lastIndex(in: times, atOrBefore: f, probes: &probes)
      #expect(found == times.lastIndex(where: { $0 <= f }), "f = \(f)")
      worst = max(worst, probes)
    }
    #expect(worst <= 21, "\(worst) comparisons for \(count) key times")
  }

  @Test("the binary search agrees with a linear one, repeated key times included")
  func keyframeLookupAgrees() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let count = Int.random(in: 1...12, using: &generator)
      let times = (0..<count).map { _ in Double(Int.random(in: 0...4, using: &generator)) / 4 }
        .sorted()
      for f in stride(from: -0.125, through: 1.125, by: 0.125) {
        var probes = 0
        #expect(
          KeyframeInterpolation.lastIndex(in: times, atOrBefore: f, probes: &probes)
            == times.lastIndex(where: { $0 <= f }), "\(times) at \(f)")
      }
    }
  }

  @Test("a 10^6-keyframe animation evaluates to the same values as the straight-line formula")
  func millionKeyframes() {
    let count = 1_000_000
    // A sawtooth: value i is i mod 7, so every segment is known in closed form.
    let values = (0..<count).map { Double($0 % 7) }
    var animation = PropertyAnimation.keyframes("birthRate", values: values, duration: 1)
    animation.timing.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    let evaluator = animation.evaluator(modelValue: .number(0))
    for f in [0.1, 0.3333, 0.75, 0.999_999] {
      let position = f * Double(count - 1)
      let i = Int(position.rounded(.down))
      let expected = values[i] + (values[i + 1] - values[i]) * (position - Double(i))
      let got = evaluator.value(atLayerTime: f, underlying: .number(0))?.components?.first ?? .nan
      #expect(abs(got - expected) < 1e-6, "at \(f): \(got), expected \(expected)")
    }
  }
}
