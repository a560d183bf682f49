import EmitterModel
import EmitterSimulation

extension RandomSceneGenerator {
  /// One layer in three gets a `turbulence` behaviour (2D or 3D, 1 to 8 octaves, drifting or
  /// not), sometimes with an animation of its strength; one cell with behaviours of its own in
  /// four gets one too. From a seventh generator, so the draws above stay as they were.
  func drawTurbulence(into scene: inout Scene, seed: UInt64) {
    var draw = BehaviorDraw(random: SplitMix64(seed: seed ^ 0x7AB0_1E4C_2026))
    for layer in scene.layers.indices {
      if draw.random.chance(1.0 / 3) {
        var turbulence = EmitterBehavior(type: .turbulence, name: "turbulence")
        draw.drawTurbulenceKeys(&turbulence)
        let at = draw.random.int(in: 0...scene.layers[layer].emitterBehaviors.count)
        scene.layers[layer].emitterBehaviors.insert(turbulence, at: at)
        if draw.random.chance(0.3) {
          var animation = PropertyAnimation.keyframes(
            "emitterBehaviors.turbulence.strength",
            values: [turbulence.strength, draw.random.double(in: -300...300)],
            duration: draw.random.double(in: 0.5...2))
          animation.timing.beginTime = draw.random.double(in: 0...1)
          scene.layers[layer].animations.append(animation)
        }
      }
      for cell in scene.layers[layer].emitterCells.indices
      where !scene.layers[layer].emitterCells[cell].emitterBehaviors.isEmpty
        && draw.random.chance(0.25)
      {
        var turbulence = EmitterBehavior(type: .turbulence, name: "cellTurbulence")
        draw.drawTurbulenceKeys(&turbulence)
        scene.layers[layer].emitterCells[cell].emitterBehaviors.append(turbulence)
      }
    }
  }
}

extension BehaviorDraw {
  /// A turbulence's keys: strength ±300 pt/s², a cell of 20 to 400 pt, any octaves, a drift of
  /// up to 100 pt/s on some, 3D on half.
  mutating func drawTurbulenceKeys(_ b: inout EmitterBehavior) {
    b.strength = random.double(in: -300...300)
    b.frequency = 1 / random.double(in: 20...400)
    b.octaves = random.int(in: 1...EmitterBehavior.maximumTurbulenceOctaves)
    b.usesDepth = random.chance(0.5)
    if random.chance(0.5) {
      b.scrollVelocity = Vector3(
        x: random.double(in: -100...100), y: random.double(in: -100...100),
        z: random.double(in: -100...100))
    }
  }
}
