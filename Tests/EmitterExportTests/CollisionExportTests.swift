import EmitterExport
import EmitterModel
import Testing

/// The iOS export of a collision behaviour: Core Animation has no such behaviour, so the export writes a
/// `not on iOS` note where it was and no behaviour iOS would refuse.
@Suite("iOS export of a collision behaviour")
struct CollisionExportTests {
  @Test("a collision behaviour becomes a note naming it; the layer's other behaviours are still written")
  func note() {
    var layer = EmitterLayer(name: "smoke")
    var cell = EmitterCell(name: "puff")
    cell.birthRate = 10
    layer.emitterCells = [cell]
    var drag = EmitterBehavior(type: .drag, name: "air")
    drag.drag = 1
    layer.emitterBehaviors = [EmitterBehavior(type: .collision, name: "floor"), drag]
    var scene = Scene()
    scene.layers = [layer]
    for language in IOSLanguage.allCases {
      let code = IOSCode(scene: scene, language: language, source: "smoke.json")
      let note = code.notOnIOS.first { $0.hasPrefix("layers[0].emitterBehaviors[0]") }
      #expect(note?.contains("collision") == true, "\(code.notOnIOS)")
      #expect(note.map { code.text.contains("not on iOS: \($0)") } == true)
      let made = code.text.split(separator: "\n").filter { $0.contains("collision") && !$0.contains("not on iOS") }
      #expect(made.isEmpty, "no behaviour of a type iOS lacks: \(made)")
      #expect(code.text.contains("\"drag\""), "the drag is still exported")
    }
  }

  @Test("an image collider becomes a note too, with no trace of its source in the code")
  func imageNote() {
    var layer = EmitterLayer(name: "confetti")
    var cell = EmitterCell(name: "bit")
    cell.birthRate = 10
    layer.emitterCells = [cell]
    var word = EmitterBehavior(type: .collision, name: "word")
    word.collider = .image
    word.text = "HELLO"
    word.threshold = 0.3
    layer.emitterBehaviors = [word]
    var scene = Scene()
    scene.layers = [layer]
    for language in IOSLanguage.allCases {
      let code = IOSCode(scene: scene, language: language, source: "confetti.json")
      let note = code.notOnIOS.first { $0.hasPrefix("layers[0].emitterBehaviors[0]") }
      #expect(note?.contains("collision") == true, "\(code.notOnIOS)")
      #expect(note.map { code.text.contains("not on iOS: \($0)") } == true)
      #expect(!code.text.contains("HELLO") && !code.text.contains("threshold"), "\(code.text)")
    }
  }
}
