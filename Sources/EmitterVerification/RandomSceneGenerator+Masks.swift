import EmitterModel
import EmitterSimulation

extension RandomSceneGenerator {
  /// One layer in five becomes a `mask` emitter (keeping its mode): a word in a font, or a path,
  /// or, when it has contents a mask can read, its own contents, or a layer of the scene drawn
  /// whole; fitted into a random box, at 0.25 to 2 pixels per point, coloured by its pixels on
  /// half, swept in any direction with any noise. From an eighth generator, so the draws above
  /// stay as they were.
  func drawMasks(into scene: inout Scene, seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0x3A5C_0E31_2026)
    for index in scene.layers.indices where random.chance(0.2) {
      var layer = scene.layers[index]
      layer.emitterShape = .mask
      var mask = EmitterMask()
      switch random.int(in: 0...2) {
      case 0:
        mask.text = random.element(of: ["Hello", "EmitterKit", "ok!", "Wq&8", "glitter"])
        mask.font = random.element(of: ["sans-serif", "serif", "monospace"])
        mask.bold = random.chance(0.5)
      case 1:
        mask.path = random.element(of: [
          "M0 0 L100 0 L50 86 Z", "M0 0 H80 V80 H0 Z M20 20 V60 H60 V20 Z",
          "M10 0 C40 -20 80 20 50 50 Q30 70 0 40 Z",
        ])
      default:
        // The layer's own contents (an empty mask when it has none: its centre emits), or on
        // half of these a layer of the scene drawn whole, itself included, which gets something
        // to draw (a background, rounded corners, a border); from a generator of its own, so
        // the draws below stay as they were.
        var naming = SplitMix64(seed: seed ^ 0x1A7E_5A45_2026 ^ UInt64(index))
        let target = naming.int(in: 0...(scene.layers.count - 1))
        if naming.chance(0.5), let name = scene.layers[target].name {
          mask.layer = name
          func dress(_ named: inout EmitterLayer) {
            func colour() -> Color {
              Color(red: naming.unit(), green: naming.unit(), blue: naming.unit(), alpha: naming.unit())
            }
            named.backgroundColor = colour()
            named.cornerRadius = naming.double(in: 0...60)
            named.borderWidth = naming.double(in: 0...12)
            named.borderColor = colour()
          }
          if target == index { dress(&layer) } else { dress(&scene.layers[target]) }
        }
      }
      mask.scale = random.element(of: [0.25, 0.5, 1, 2])
      mask.colors = random.chance(0.5)
      mask.sweepAngle = random.double(in: -4...4)
      mask.sweepNoise = random.chance(0.5) ? random.double(in: 0...1) : 0
      layer.emitterMask = mask
      layer.emitterSize = Size(
        width: random.double(in: 40...400),
        height: random.chance(0.2) ? 0 : random.double(in: 30...300))
      scene.layers[index] = layer
    }
  }
}
