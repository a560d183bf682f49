import EmitterKit
import Foundation
import QuartzCore
import Testing

/// Each animation class as the scene model's `PropertyAnimation`s, evaluated by the engine's
/// own code: groups moved into the layer's time, springs sampled, paths flattened.
extension QuartzCoreTests {
  @Suite struct AnimationModels {
    /// The layer's model with `animation` added under `key`, and the value of `keyPath` it makes
    /// at layer time `t` (the engine's evaluation: `LayerTimeline`).
    static func evaluate(
      _ animation: CAAnimation, key: String?, on layer: CALayer = CAEmitterLayer(),
      keyPath: String, at times: [Double]
    ) -> [PropertyValue?] {
      layer.add(animation, forKey: key)
      var model = layer.scene(startingAt: 0).layers[0]
      model.sublayers = []
      let timeline = LayerTimeline(model)
      let reference = try? model.property(atKeyPath: keyPath)
      return times.map { t in reference?.value(in: timeline.layer(at: t)) }
    }

    @Test func withoutAKeyPathItAnimatesItsKey() {
      expectNoProblems {
        let animation = CABasicAnimation()
        animation.fromValue = 10
        animation.toValue = 20
        animation.duration = 2
        animation.beginTime = 1
        let values = Self.evaluate(
          animation, key: "emitterZPosition", keyPath: "emitterZPosition", at: [1, 2, 3.5])
        #expect(values == [.number(10), .number(15), .number(0)])
      }
    }

    @Test func groupChildrenRunInTheGroupsTime() {
      expectNoProblems {
        let grow = CABasicAnimation(keyPath: "emitterZPosition")
        grow.fromValue = 0
        grow.toValue = 100
        grow.beginTime = 1  // in the group's time
        grow.duration = 4
        let group = CAAnimationGroup()
        group.animations = [grow]
        group.beginTime = 2
        group.duration = 3  // cuts the child off at group time 3: 2 s into its 4
        group.speed = 2
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        // Group time g = (t - 2) × 2: the child starts at t = 2.5, runs at speed 2, and is cut
        // off when g = 3 (t = 3.5), having run 2 of its 4 seconds; the group's fill holds that.
        let values = Self.evaluate(
          group, key: "g", keyPath: "emitterZPosition", at: [2.4, 2.5, 3, 3.5, 5])
        #expect(values == [.number(0), .number(0), .number(25), .number(50), .number(50)])
      }
    }

    @Test func aRepeatingGroupRestartsItsChildrenAndAReversingOnePlaysThemBack() {
      expectNoProblems {
        let grow = CABasicAnimation(keyPath: "emitterZPosition")
        grow.fromValue = 0
        grow.toValue = 100
        grow.duration = 1
        grow.isRemovedOnCompletion = false  // ignored in a group, as on iOS: the fill decides
        let group = CAAnimationGroup()
        group.animations = [grow]
        group.duration = 2
        group.repeatCount = 2
        // Each repetition runs the child again; past its end it shows the model value (0).
        let repeated = Self.evaluate(
          group, key: "g", keyPath: "emitterZPosition", at: [0.5, 1.5, 2.5, 3.25, 4.5])
        #expect(repeated == [.number(50), .number(0), .number(50), .number(0), .number(0)])
        let reversing = CAAnimationGroup()
        reversing.animations = [grow]
        reversing.duration = 2
        reversing.autoreverses = true
        reversing.beginTime = 1
        // Group time runs 0 → 2 over t = 1...3, then back 2 → 0 over t = 3...5.
        let reversed = Self.evaluate(
          reversing, key: "r", keyPath: "emitterZPosition", at: [1.5, 3.5, 4.5, 4.75, 5.5])
        #expect(reversed == [.number(50), .number(0), .number(50), .number(25), .number(0)])
      }
    }

    @Test func springsFollowTheirCurve() throws {
      try expectNoProblems {
        let spring = CASpringAnimation(keyPath: "emitterZPosition")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 4)
        let times = stride(from: 0.0, to: spring.duration, by: 0.037).map { $0 }
        let values = Self.evaluate(spring, key: nil, keyPath: "emitterZPosition", at: times)
        var largest = 0.0
        for (t, value) in zip(times, values) {
          guard case .number(let shown)? = value else {
            Issue.record("no value at \(t)")
            continue
          }
          // The closed form: ω0 = 10, ζ = 0.25, y(0) = -1, y'(0) = 0.
          let omegaD = 10 * (1 - 0.0625).squareRoot()
          let expected =
            100 * (1 + exp(-2.5 * t) * (-cos(omegaD * t) - 2.5 / omegaD * sin(omegaD * t)))
          largest = max(largest, abs(shown - expected))
        }
        // 120 samples a second joined by lines: the chord of a curve whose second derivative is
        // at most ω0² × 100 = 10 000 pt/s² departs from it by at most 10 000 / (8 × 120²) pt.
        #expect(largest < 10_000 / (8 * 120 * 120) + 1e-9, "largest departure \(largest)")
      }
    }

    @Test func pathsAreFollowedAtConstantSpeedWhenPaced() throws {
      try expectNoProblems {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 100))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.duration = 4
        move.calculationMode = .paced
        move.rotationMode = .rotateAuto
        let layer = CALayer()
        let positions = Self.evaluate(
          move, key: "move", on: layer, keyPath: "position", at: [0, 1, 3, 3.5])
        #expect(
          positions == [
            .point(Point(x: 0, y: 0)), .point(Point(x: 100, y: 0)), .point(Point(x: 300, y: 0)),
            .point(Point(x: 300, y: 50)),
          ])
        let model = layer.scene(startingAt: 0).layers[0]
        let turn = try #require(model.animations.first { $0.keyPath == "transform.rotation.z" })
        #expect(turn.values.first == .number(0) && turn.values.last == .number(.pi / 2))
      }
    }

    @Test func keyframesKeepTheirTimingAndFunctions() {
      expectNoProblems {
        let keyframes = CAKeyframeAnimation(keyPath: "emitterZPosition")
        keyframes.values = [0, 10, 0]
        keyframes.keyTimes = [0, 0.25, 1]
        keyframes.timingFunctions = [
          CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear),
        ]
        keyframes.duration = 4
        keyframes.autoreverses = true
        keyframes.repeatCount = 2
        let layer = CAEmitterLayer()
        layer.add(keyframes, forKey: "k")
        let model = layer.scene(startingAt: 0).layers[0].animations[0]
        #expect(model.values == [.number(0), .number(10), .number(0)])
        #expect(model.keyTimes == [0, 0.25, 1])
        #expect(model.timingFunctions == [.easeIn, .linear])
        #expect(
          model.timing.autoreverses && model.timing.repeatCount == 2 && model.timing.duration == 4)
        #expect(model.key == "k")
      }
    }

    @Test func theCopyIsTheOneThatRuns() {
      expectNoProblems {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        layer.add(animation, forKey: "fade")
        animation.toValue = 0.5
        #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.toValue as? Int == 0)
        #expect(layer.animation(forKey: "fade") !== animation)
        CATransaction.flush()
        #expect(layer.animation(forKey: "fade")?.beginTime == 0, "begins at the commit: media 0")
      }
    }
  }
}
