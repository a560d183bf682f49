import EmitterModel
import EmitterSimulation

extension RandomSceneGenerator {
  /// One sub-cell in four (of those no animation names) is born at its parent's death or at its
  /// contacts with colliders, with 1 to 12 children per event (at most 8 contacts a parent), so
  /// pools stay near `limits`. From a ninth generator, so the draws
  /// above stay as they were.
  func drawBirthEvents(into scene: inout Scene, seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0xDEA7_B1E7_2026)
    for layer in scene.layers.indices {
      let animated = scene.layers[layer].animations.map(\.keyPath)
      for cell in scene.layers[layer].emitterCells.indices {
        let parent = scene.layers[layer].emitterCells[cell]
        for child in parent.emitterCells.indices where random.chance(0.25) {
          let name = parent.emitterCells[child].name ?? ""
          guard !animated.contains(where: { $0.contains(".emitterCells.\(name).") }) else {
            continue
          }
          scene.layers[layer].emitterCells[cell].emitterCells[child].birthEvent =
            random.chance(0.5) ? .death : .collision
          scene.layers[layer].emitterCells[cell].emitterCells[child].birthRate = Double(
            random.int(in: 1...12))
        }
      }
    }
  }
}
