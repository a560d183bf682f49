import EmitterExport
import EmitterModel
import Testing

/// The iOS export of a mask that emits: a `CAEmitterLayer` mask with its emitter keys, its cells
/// (made before it) and the mask's own keys, assigned to the masked layer's `mask` (the round
/// trip renders it: ExportRoundTripTests' `sparkle-reveal`).
@Suite("iOS export of a mask that emits")
struct MaskEmitterExportTests {
  static func scene() -> Scene {
    var sparkle = EmitterCell(name: "sparkle")
    sparkle.birthRate = 30
    var emitter = EmitterLayer()
    emitter.birthRate = 2
    emitter.emitterPosition = Point(x: 40, y: 30)
    emitter.emitterCells = [sparkle]
    var mask = LayerMask()
    mask.opacity = 0.5
    mask.emitter = emitter
    var layer = EmitterLayer(name: "card")
    layer.mask = mask
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  @Test("Swift: the mask is a CAEmitterLayer with its keys and cells, no note")
  func swift() {
    let code = IOSCode(scene: Self.scene(), language: .swift, source: "card.json")
    let lines = code.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for expected in [
      "let sparkleCell = CAEmitterCell()", "let cardMaskLayer = CAEmitterLayer()",
      "cardMaskLayer.frame = cardLayer.bounds", "cardMaskLayer.birthRate = 2",
      "cardMaskLayer.emitterPosition = CGPoint(x: 40, y: 30)",
      "cardMaskLayer.emitterCells = [sparkleCell]", "cardMaskLayer.opacity = 0.5",
      "cardLayer.mask = cardMaskLayer",
    ] {
      #expect(lines.contains(expected), "\(expected) in:\n\(code.text)")
    }
    // The cell is complete before the mask lists it, and the mask before the layer takes it.
    let cell = lines.firstIndex(of: "let sparkleCell = CAEmitterCell()") ?? .max
    let mask = lines.firstIndex(of: "let cardMaskLayer = CAEmitterLayer()") ?? .max
    let assigned = lines.firstIndex(of: "cardLayer.mask = cardMaskLayer") ?? -1
    #expect(cell < mask && mask < assigned)
    #expect(code.notOnIOS.allSatisfy { !$0.contains("mask") }, "\(code.notOnIOS)")
  }

  @Test("Objective-C: the same CAEmitterLayer mask")
  func objectiveC() {
    let code = IOSCode(scene: Self.scene(), language: .objc, source: "card.json")
    #expect(code.text.contains("CAEmitterLayer *cardMaskLayer = [CAEmitterLayer layer];"))
    #expect(code.text.contains("cardMaskLayer.emitterCells = @[sparkleCell];"), "\(code.text)")
    #expect(code.text.contains("cardLayer.mask = cardMaskLayer;"))
  }
}
