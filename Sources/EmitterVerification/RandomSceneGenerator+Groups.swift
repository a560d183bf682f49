import EmitterModel
import EmitterSimulation

extension RandomSceneGenerator {
  /// One animation in four goes into a repeating or reversing group (`PropertyAnimation.group`:
  /// 1 to 3 repetitions or for ever, reversing in two of five, a duration of 0.5 to 2 s that may
  /// cut the animation short), from a generator of its own, so the draws before stay as they were.
  func drawAnimationGroups(into scene: inout Scene, seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0x62_0A9E_2026)
    for layer in scene.layers.indices {
      for index in scene.layers[layer].animations.indices where random.chance(0.25) {
        var timing = MediaTiming.animationDefault
        timing.duration = random.double(in: 0.5...2)
        timing.repeatCount = random.chance(0.3) ? .infinity : Double(random.int(in: 1...3))
        timing.autoreverses = random.chance(0.4)
        timing.beginTime = random.chance(0.5) ? 0 : random.double(in: 0...1)
        timing.fillMode = random.element(of: FillMode.allCases)
        scene.layers[layer].animations[index].group = PropertyAnimation.Group(
          timing: timing, isRemovedOnCompletion: random.chance(0.5))
      }
    }
  }
}
