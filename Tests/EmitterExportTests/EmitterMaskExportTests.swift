import EmitterExport
import EmitterModel
import Testing

/// The iOS export of the mask shape: Core Animation has no such shape, so the export writes a
/// `not on iOS` note for the shape and each mask key, and no shape iOS would not know.
@Suite("iOS export of the mask shape")
struct EmitterMaskExportTests {
  @Test("the mask shape and its keys become notes; the layer's other keys are still written")
  func notes() {
    var layer = EmitterLayer(name: "word")
    layer.emitterShape = .mask
    layer.emitterMask.text = "Hello"
    layer.emitterMask.colors = true
    layer.emitterPosition = Point(x: 100, y: 80)
    var cell = EmitterCell(name: "glitter")
    cell.birthRate = 10
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    for language in IOSLanguage.allCases {
      let code = IOSCode(scene: scene, language: language, source: "word.json")
      for key in ["emitterShape", "emitterMaskText", "emitterMaskColors"] {
        #expect(
          code.notOnIOS.contains { $0.hasPrefix("layers[0].\(key)") }, "\(key): \(code.notOnIOS)")
      }
      let shapes = code.text.split(separator: "\n").filter {
        $0.contains("emitterShape") && !$0.contains("not on iOS")
      }
      #expect(shapes.isEmpty, "no shape iOS lacks: \(shapes)")
      #expect(code.text.contains("emitterPosition"), "the position is still exported")
    }
  }
}
