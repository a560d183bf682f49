import EmitterKit
import Foundation
import QuartzCore
import Testing

/// Core Animation's clocks on the engine's: scene time 0 is the host's start; `beginTime =
/// CACurrentMediaTime()` and later times are taken as written; `beginTime` 0 under the media
/// clock starts where the layer is shown (no back-fill), while under a layer with its own clock
/// it shares that clock, as in Core Animation.
extension QuartzCoreTests {
  @Suite struct Clocks {
    @Test func beginTimesOnTheEnginesClock() throws {
      let (scene, problems) = withCoreAnimation(at: 5000) { () -> Scene in
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        func layer(_ name: String, beginTime: Double, in parent: CALayer) -> CAEmitterLayer {
          let layer = CAEmitterLayer()
          layer.name = name
          layer.beginTime = beginTime
          parent.addSublayer(layer)
          return layer
        }
        let unset = layer("unset", beginTime: 0, in: root)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 0
        unset.add(pulse, forKey: "pulse")
        let cell = CAEmitterCell()
        cell.beginTime = 0.5
        unset.emitterCells = [cell]
        _ = layer("idiom", beginTime: CACurrentMediaTime(), in: root)
        let later = layer("later", beginTime: CACurrentMediaTime() + 2, in: root)
        later.speed = 2
        _ = layer("shares", beginTime: 0, in: later)
        _ = layer("prewarmed", beginTime: 4950, in: root)
        _ = layer("ancient", beginTime: 1, in: root)
        return root.scene(startingAt: 5000)
      }
      let byName = Dictionary(
        uniqueKeysWithValues: scene.layers.flatMap { [$0] + $0.sublayers }.map { ($0.name!, $0) })
      #expect(byName["unset"]?.beginTime == 0)
      // Its animation began at the commit (media 5000: its local time then) and its cell's window
      // at its local 0.5, both on its engine clock, which starts at 0.
      #expect(byName["unset"]?.animations.first?.timing.beginTime == 0)
      #expect(byName["unset"]?.emitterCells.first?.timing.beginTime == -4999.5)
      // Its own fold would begin where its Core Animation time (media time) reads 0.
      #expect(byName["unset"]?.repeatBeginTime == -5000)
      #expect(byName["idiom"]?.repeatBeginTime == 0)
      #expect(byName["idiom"]?.beginTime == 0)
      #expect(byName["later"]?.beginTime == 2 && byName["later"]?.speed == 2)
      // In the superlayer's time from its begin: the same clock, in scene time.
      #expect(byName["shares"]?.beginTime == 2 && byName["shares"]?.speed == 2)
      #expect(byName["prewarmed"]?.beginTime == -50)
      #expect(byName["ancient"]?.beginTime == 0)
      #expect(problems.map(\.key) == ["beginTime"], "the ancient clock is named")
      #expect(problems.first?.message.contains("4999 s before it is shown") == true)
    }

    @Test func aCellWindowUnderTheIdiomIsCoreAnimations() {
      let scene = expectNoProblems(at: 7) { () -> Scene in
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.beginTime = CACurrentMediaTime()
        let cell = CAEmitterCell()
        cell.beginTime = 0.1
        cell.duration = 2
        layer.emitterCells = [cell]
        return layer.scene(startingAt: 7)
      }
      #expect(scene.layers[0].emitterCells[0].timing.beginTime == 0.1)
      #expect(scene.layers[0].emitterCells[0].timing.duration == 2)
    }
  }
}
