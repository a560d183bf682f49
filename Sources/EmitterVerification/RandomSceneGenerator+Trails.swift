import EmitterModel
import EmitterSimulation

extension RandomSceneGenerator {
  /// One cell in four (sub-cells included) keeps a trail: 0.02 to 2 s over 2 to 16 samples (some
  /// shorter than a step, so a step takes several), with random widths and colours; sometimes its
  /// length animates; half of those ribbons show a `trailContents` shape (from a third
  /// generator, so the trail draws stay as they were). From a generator of its own, so the
  /// draws above stay as they were.
  func drawTrails(into scene: inout Scene, seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0x7A11_5EED_2026)
    var textures = SplitMix64(seed: seed ^ 0x7E47_C0DE_2026)
    func draw(_ cell: inout EmitterCell) {
      if random.chance(0.25) {
        cell.trailLength = random.chance(0.2) ? random.double(in: 0.02...0.1) : random.double(in: 0.1...2)
        cell.trailPoints = random.int(in: 2...EmitterCell.maximumTrailPoints)
        cell.trailWidth = random.double(in: 0...12)
        cell.trailEndWidth = random.double(in: 0...12)
        cell.trailColor = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
        cell.trailEndColor = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
        if textures.chance(0.5) {
          let shapes: [ContentsShape] = [.circle, .triangle, .square, .rectangle]
          cell.trailContents = .shape(
            shapes[textures.int(in: 0...3)],
            size: Size(width: textures.double(in: 4...32), height: textures.double(in: 4...32)))
        }
      }
      for child in cell.emitterCells.indices { draw(&cell.emitterCells[child]) }
    }
    for layer in scene.layers.indices {
      for cell in scene.layers[layer].emitterCells.indices {
        draw(&scene.layers[layer].emitterCells[cell])
        let trailed = scene.layers[layer].emitterCells[cell]
        if trailed.trailLength > 0, let name = trailed.name, random.chance(0.3) {
          scene.layers[layer].animations.append(
            .keyframes(
              "emitterCells.\(name).trailLength",
              values: [trailed.trailLength, random.double(in: 0.05...1.5)],
              duration: random.double(in: 0.5...2)))
        }
      }
    }
  }
}
