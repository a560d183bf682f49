import EmitterKit
import Foundation
import QuartzCore
import Testing

/// CATransaction's completion blocks and animation delegates, told by the host at the media time
/// each animation starts and ends.
extension QuartzCoreTests {
  @Suite struct Transactions {
    final class Delegate: NSObject, CAAnimationDelegate {
      var started: [Double] = []
      var stopped: [(Double, Bool)] = []
      func animationDidStart(_ anim: CAAnimation) { started.append(CACurrentMediaTime()) }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append((CACurrentMediaTime(), flag))
      }
    }

    @Test func completionBlockRunsWhenItsAnimationsEnd() throws {
      try expectNoProblems {
        let (renderer, layer) = try ImplicitAnimations.shown()
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 1)
        var completed: [Double] = []
        let delegate = Delegate()
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.append(CACurrentMediaTime()) }
        let fade = CABasicAnimation(keyPath: "birthRate")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.delegate = delegate
        layer.add(fade, forKey: "fade")
        layer.opacity = 0.5  // an implicit 0.25 s animation: the block waits for it too
        CATransaction.commit()
        #expect(completed.isEmpty)
        _ = try renderer.pixels(atTime: 1.25)
        #expect(delegate.started == [1.25])
        #expect(completed.isEmpty)
        _ = try renderer.pixels(atTime: 1.4)
        #expect(completed.isEmpty)
        _ = try renderer.pixels(atTime: 1.5)
        #expect(completed == [1.5])
        #expect(delegate.stopped.map(\.0) == [1.5] && delegate.stopped.map(\.1) == [true])
        #expect(layer.animation(forKey: "fade") == nil)
      }
    }

    @Test func aBlockWithoutAnimationsRunsAtTheCommit() {
      expectNoProblems {
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CALayer().opacity = 0.5
        #expect(!ran)
        CATransaction.commit()
        #expect(ran)
      }
    }

    @Test func removingAnAnimationStopsItUnfinished() throws {
      try expectNoProblems {
        let (renderer, layer) = try ImplicitAnimations.shown()
        defer { try? renderer.close() }
        var completed = false
        let delegate = Delegate()
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.toValue = Double.pi
        spin.duration = 10
        spin.delegate = delegate
        layer.add(spin, forKey: "spin")
        CATransaction.commit()
        _ = try renderer.pixels(atTime: 0.5)
        layer.removeAnimation(forKey: "spin")
        _ = try renderer.pixels(atTime: 0.6)
        #expect(delegate.stopped.map(\.1) == [false])
        #expect(completed)
        #expect(layer.animationKeys() == nil)
        let events = renderer.host.recording.layers[0].events.map(\.typeName)
        #expect(events == ["addAnimation", "removeAnimation"])
      }
    }

    @Test func nestedTransactionsCommitWithTheOutermost() throws {
      try expectNoProblems {
        let (renderer, layer) = try ImplicitAnimations.shown()
        defer { try? renderer.close() }
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2, "inner transactions see the outer's")
        CATransaction.setDisableActions(true)
        layer.zPosition = 4
        CATransaction.commit()
        #expect(renderer.host.scene.layers[0].zPosition == 0, "not applied before the outer commit")
        layer.cornerRadius = 5
        CATransaction.commit()
        #expect(layer.animation(forKey: "zPosition") == nil)
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 2)
        _ = try renderer.pixels(atTime: 0.1)
        #expect(renderer.host.scene.layers[0].zPosition == 4)
        #expect(renderer.host.scene.layers[0].cornerRadius == 5)
      }
    }

    @Test func valuesAndUnbalancedCommits() {
      let (_, problems) = withCoreAnimation {
        CATransaction.begin()
        CATransaction.setValue("mine", forKey: "note")
        #expect(CATransaction.value(forKey: "note") as? String == "mine")
        CATransaction.commit()
        CATransaction.flush()
        CATransaction.commit()
      }
      #expect(problems.map(\.key) == ["CATransaction.commit()"])
    }
  }
}
