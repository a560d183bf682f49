import EmitterKit
import Foundation
import QuartzCore
import Testing

/// `presentation()` and the value an implicit animation starts from read a layer's animations
/// at the time the renderer draws them: folded by the layer's own `duration`, `repeatCount`,
/// `autoreverses` and its superlayers' (docs/PORTING.md, "Time"; issue #28).
extension QuartzCoreTests {
  @Suite struct FoldedPresentation {
    /// A 1 s fold repeated for ever, reversing: media time `t` is at `t mod 2`, played back in
    /// the second second.
    static func reversing(_ t: Double) -> Double {
      let phase = t.truncatingRemainder(dividingBy: 2)
      return phase > 1 ? 2 - phase : phase
    }

    /// An opacity ramp from 0 to 1 over 1 s, linear, added at media time 0. Kept after its end:
    /// the folded time reaches its end at the first turn or wrap, where the scheduler finishes
    /// it (docs/PORTING.md, "Time").
    static func ramp() -> CABasicAnimation {
      let ramp = CABasicAnimation(keyPath: "opacity")
      ramp.fromValue = 0
      ramp.toValue = 1
      ramp.duration = 1
      ramp.isRemovedOnCompletion = false
      return ramp
    }

    static let times = [0.25, 0.6, 1.3, 1.75, 2.4, 3.9, 10.45]

    @Test func aLayersOwnReversingFoldIsPresented() throws {
      try expectNoProblems {
        let layer = CALayer()
        layer.duration = 1
        layer.repeatCount = .infinity
        layer.autoreverses = true
        layer.add(Self.ramp(), forKey: "fade")
        CATransaction.flush()
        for t in Self.times {
          CARenderer.setMediaTime(t)
          let shown = try #require(layer.presentation()?.opacity)
          #expect(abs(Double(shown) - Self.reversing(t)) < 1e-6, "t \(t): \(shown)")
        }
      }
    }

    @Test func aSuperlayersFoldIsPresentedToo() throws {
      // The superlayer repeats 1 s for ever; its sublayer runs at twice its time, so the ramp
      // plays in the first half of each repetition and is over (model 1) in the second.
      try expectNoProblems {
        let host = CALayer()
        host.duration = 1
        host.repeatCount = .infinity
        let layer = CALayer()
        layer.speed = 2
        host.addSublayer(layer)
        layer.add(Self.ramp(), forKey: "fade")
        CATransaction.flush()
        for t in Self.times {
          CARenderer.setMediaTime(t)
          let shown = try #require(layer.presentation()?.opacity)
          let expected = min(1, 2 * t.truncatingRemainder(dividingBy: 1))
          #expect(abs(Double(shown) - expected) < 1e-6, "t \(t): \(shown)")
        }
      }
    }

    @Test func anImplicitAnimationMidRepetitionStartsFromTheFoldedValue() throws {
      try expectNoProblems {
        let shown = try showEmitter()
        defer { try? shown.renderer.close() }
        let layer = shown.layer
        layer.duration = 1
        layer.repeatCount = .infinity
        layer.autoreverses = true
        layer.add(Self.ramp(), forKey: "fade")
        _ = try shown.renderer.pixels(atTime: 0)
        // At 1.3 s the ramp plays back: 0.7 is shown (unfolded, the ramp would be over: 1).
        _ = try shown.renderer.pixels(atTime: 1.3)
        layer.opacity = 0.25
        let implicit = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        let from = try #require(implicit.fromValue as? Double)
        #expect(abs(from - 0.7) < 1e-6, "\(from)")
      }
    }

    @Test(arguments: [false, true])
    func beforeTheLayerBeginsTheModelShowsUnlessABackwardsFillHoldsItsStart(folds: Bool) throws {
      // The layer begins at media 2; a ramp of 10 s from its local time -5 would be at 0.4 at
      // media 1 (local -1). Not begun, the layer's animations do not apply (model 1), or its
      // backwards fill holds its start (local 0: 0.5); from its begin they run (0.6 at media 3).
      try expectNoProblems {
        for fill in [CAMediaTimingFillMode.removed, .backwards, .both, .forwards] {
          let layer = CALayer()
          layer.beginTime = 2
          layer.fillMode = fill
          if folds {
            layer.duration = 4
            layer.repeatCount = .infinity
          }
          let ramp = CABasicAnimation(keyPath: "opacity")
          ramp.fromValue = 0
          ramp.toValue = 1
          ramp.duration = 10
          ramp.beginTime = -5
          layer.add(ramp, forKey: "fade")
          CATransaction.flush()
          CARenderer.setMediaTime(1)
          let held = fill == .backwards || fill == .both
          let before = try #require(layer.presentation()?.opacity)
          #expect(
            abs(Double(before) - (held ? 0.5 : 1)) < 1e-6, "\(fill), folds \(folds): \(before)")
          CARenderer.setMediaTime(3)
          let after = try #require(layer.presentation()?.opacity)
          #expect(abs(Double(after) - 0.6) < 1e-6, "\(fill), folds \(folds): \(after)")
        }
      }
    }
  }
}
