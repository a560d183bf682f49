import EmitterKit
import Foundation
import QuartzCore
import Testing

/// CAKeyframeAnimation's cubic spline keys and eased path segments, as the engine evaluates
/// them.
extension QuartzCoreTests {
  @Suite struct KeyframeSplines {
    @Test func tensionContinuityBiasAndCubicPacedReachTheEngine() throws {
      try expectNoProblems {
        let keyframes = CAKeyframeAnimation(keyPath: "emitterZPosition")
        keyframes.values = [0, 10, 30, 5]
        keyframes.calculationMode = .cubicPaced
        keyframes.tensionValues = [0.5, -0.5]
        keyframes.continuityValues = [0, 1]
        keyframes.biasValues = [0, 0, -1]
        keyframes.duration = 1
        let layer = CAEmitterLayer()
        layer.add(keyframes, forKey: "k")
        let model = try #require(layer.scene(startingAt: 0).layers[0].animations.first)
        #expect(model.calculationMode == .cubicPaced)
        #expect(model.tensionValues == [0.5, -0.5] && model.continuityValues == [0, 1])
        #expect(model.biasValues == [0, 0, -1])
        // The same animation built on the model gives the same values through the layer.
        var direct = PropertyAnimation.keyframes(
          "emitterZPosition", values: [0.0, 10, 30, 5], duration: 1, calculationMode: .cubicPaced)
        direct.tensionValues = [0.5, -0.5]
        direct.continuityValues = [0, 1]
        direct.biasValues = [0, 0, -1]
        let times = stride(from: 0.0, to: 1, by: 0.05).map { $0 }
        let shown = AnimationModels.evaluate(
          keyframes, key: "k", keyPath: "emitterZPosition", at: times)
        let expected = times.map {
          direct.value(atLayerTime: $0, modelValue: .number(0), underlying: .number(0))
        }
        #expect(shown == expected)
      }
    }

    /// A path of two straight elements, the first eased in: at time fraction τ of that element
    /// the layer is easeIn(τ) of the way along it. The path is sampled at 32 even times per eased
    /// element and joined by lines; easeIn's progress has a second derivative under 4 per unit
    /// time², so the lines depart from it by at most 4 / (8 × 32²) of the 300-point element.
    @Test func easedPathSegmentsFollowTheirTimingFunctions() {
      expectNoProblems {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 100))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.keyTimes = [0, 0.5, 1]
        move.timingFunctions = [
          CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear),
        ]
        move.duration = 4
        let times = stride(from: 0.0, through: 2, by: 0.125).map { $0 } + [3]
        let positions = AnimationModels.evaluate(
          move, key: "move", on: CALayer(), keyPath: "position", at: times)
        let bound = 4.0 / (8 * 32 * 32) * 300 + 1e-9
        for (t, position) in zip(times, positions) {
          guard case .point(let point)? = position else {
            Issue.record("no position at \(t)")
            continue
          }
          if t <= 2 {
            let expected = 300 * MediaTimingFunction.easeIn.value(at: t / 2)
            #expect(abs(point.x - expected) <= bound && point.y == 0, "at \(t): \(point)")
          } else {
            #expect(point == Point(x: 300, y: 50), "the linear element: \(point)")
          }
        }
      }
    }

    @Test func anUnknownCalculationModeIsReportedAndDrawnLinear() {
      let (_, problems) = withCoreAnimation {
        let keyframes = CAKeyframeAnimation(keyPath: "emitterZPosition")
        keyframes.values = [0, 10]
        keyframes.calculationMode = CAAnimationCalculationMode("cubicPace")
        let layer = CAEmitterLayer()
        layer.add(keyframes, forKey: "k")
        #expect(layer.scene(startingAt: 0).layers[0].animations.first?.calculationMode == .linear)
      }
      #expect(problems.count == 1)
      #expect(problems.first?.description.contains("cubicPaced") == true, "\(problems)")
    }
  }
}

extension QuartzCoreTests.KeyframeSplines {
  @Test func theSplineKeysGoThroughKeyValueCoding() {
    expectNoProblems {
      let keyframes = CAKeyframeAnimation(keyPath: "emitterZPosition")
      keyframes.setValue([0.5, -0.5], forKey: "tensionValues")
      keyframes.setValue([NSNumber(value: 1)], forKey: "continuityValues")
      keyframes.setValue([0.25, 0, -1], forKey: "biasValues")
      #expect(keyframes.tensionValues == [0.5, -0.5] && keyframes.continuityValues == [1])
      #expect((keyframes.value(forKey: "biasValues") as? [NSNumber]) == [0.25, 0, -1])
    }
  }
}
