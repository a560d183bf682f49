import EmitterKit
import Foundation
import QuartzCore
import Testing

/// Implicit actions on a displayed tree: a change to an animatable property of a layer that is
/// not a view's own starts a basic animation over the transaction's duration (0.25 s) with Core
/// Animation's default curve, from the value shown to the new one; the running system receives
/// the same animation, so what the engine draws is what `presentation()` reads.
extension QuartzCoreTests {
  @Suite struct ImplicitAnimations {
    static func shown() throws -> (renderer: CARenderer, layer: CAEmitterLayer) {
      let shown = try showEmitter()
      return (shown.renderer, shown.layer)
    }

    @Test func opacityAnimatesOverAQuarterSecond() throws {
      try expectNoProblems {
        let (renderer, layer) = try Self.shown()
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 1)
        layer.opacity = 0
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 0.25)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(animation.fromValue as? Double == 1)
        #expect(layer.opacity == 0)
        _ = try renderer.pixels(atTime: 1.125)
        let eased = MediaTimingFunction.default.value(at: 0.5)
        let shown = try #require(layer.presentation()?.opacity)
        #expect(abs(Double(shown) - (1 - eased)) < 1e-6)
        // The running system holds the same animation, from the moment of the commit.
        let running = try #require(
          renderer.host.scene.layers[0].animations.first { $0.key == "opacity" })
        #expect(running.fromValue == .number(1))
        #expect(running.timing.duration == 0.25 && running.timing.beginTime == 1)
        #expect(running.timingFunction == .default)
        _ = try renderer.pixels(atTime: 1.5)
        #expect(layer.presentation()?.opacity == 0)
        #expect(layer.animationKeys() == nil, "removed on completion")
      }
    }

    @Test func positionIsMidwayAtMidTime() throws {
      try expectNoProblems {
        let (renderer, layer) = try Self.shown()
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 2)
        layer.position = CGPoint(x: 140, y: 60)
        _ = try renderer.pixels(atTime: 2.125)
        let eased = MediaTimingFunction.default.value(at: 0.5)
        let shown = try #require(layer.presentation()?.position)
        #expect(abs(Double(shown.x) - (100 + 40 * eased)) < 1e-9)
        #expect(abs(Double(shown.y) - (100 - 40 * eased)) < 1e-9)
        let geometry = renderer.host.scene.layers[0].animations.first { $0.keyPath == "position" }
        #expect(geometry?.fromValue == .point(Point(x: 100, y: 100)))
      }
    }

    @Test func aDelegateReturningNullTurnsActionsOff() throws {
      final class ViewLike: CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
      }
      try expectNoProblems {
        let (renderer, layer) = try Self.shown()
        defer { try? renderer.close() }
        let view = ViewLike()
        layer.delegate = view
        _ = try renderer.pixels(atTime: 1)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        _ = try renderer.pixels(atTime: 1.1)
        #expect(layer.presentation()?.opacity == 0.5)
        #expect(renderer.host.scene.layers[0].opacity == 0.5)
        #expect(renderer.host.scene.layers[0].animations.isEmpty)
      }
    }

    @Test func actionsDictionaryAndDisabledTransactions() throws {
      try expectNoProblems {
        let (renderer, layer) = try Self.shown()
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 1)
        layer.actions = ["zPosition": NSNull()]
        layer.zPosition = 3
        #expect(layer.animation(forKey: "zPosition") == nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.emitterPosition = CGPoint(x: 20, y: 20)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.birthRate = 0
        CATransaction.commit()
        let slow = try #require(layer.animation(forKey: "birthRate"))
        #expect(slow.duration == 1 && slow.timingFunction == CAMediaTimingFunction(name: .linear))
        _ = try renderer.pixels(atTime: 1.5)
        #expect(layer.presentation().map { ($0 as? CAEmitterLayer)?.birthRate } == 0.5)
        #expect(renderer.host.scene.layers[0].emitterPosition == Point(x: 20, y: 20))
      }
    }

    /// `birthRate = 0` ramps the layer's rate down over the implicit quarter second, then no
    /// particle is born; those alive live out their lifetimes.
    @Test func birthRateZeroStopsBirthsAndParticlesLiveOut() throws {
      try expectNoProblems {
        let (renderer, layer) = try Self.shown()
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 1)
        layer.birthRate = 0
        _ = try renderer.pixels(atTime: 1.25)
        let atStop = try renderer.host.snapshot()
        let lastSerial = atStop.particles.map(\.serial).max() ?? 0
        _ = try renderer.pixels(atTime: 2)
        let later = try renderer.host.snapshot()
        #expect(!later.particles.isEmpty, "particles born before the stop are still alive")
        #expect(later.particles.allSatisfy { $0.serial <= lastSerial }, "no birth after the stop")
        _ = try renderer.pixels(atTime: 3.5)
        #expect(try renderer.host.snapshot().particles.isEmpty, "all lived out (lifetime ≤ 2 s)")
      }
    }

    @Test func layersNotShownDoNotAnimate() {
      expectNoProblems {
        let layer = CALayer()
        layer.opacity = 0.5
        CATransaction.flush()
        #expect(layer.animationKeys() == nil)
      }
    }
  }
}
