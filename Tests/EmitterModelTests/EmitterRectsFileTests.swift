import EmitterModel
import Foundation
import Testing

/// `emitterShape "rectangles"` with `emitterRects` in a scene file: decoded, written back, and
/// refused with the key path when a rect has no area to speak of or there are too many.
@Suite("Scene files: emitterRects")
struct EmitterRectsFileTests {
  @Test("rects decode in both forms and survive a round trip")
  func roundTrip() throws {
    let json = SceneFileSupport.cellScene(
      #""birthRate": 5"#,
      layerMembers:
        #""emitterShape": "rectangles", "emitterRects": [[10, 20, 30, 40], {"x": -5, "y": 0, "width": 0, "height": 12}]"#
    )
    let scene = try SceneFileSupport.scene(json)
    let layer = scene.layers[0]
    #expect(layer.emitterShape == .rectangles)
    #expect(
      layer.emitterRects == [
        Rect(x: 10, y: 20, width: 30, height: 40), Rect(x: -5, y: 0, width: 0, height: 12),
      ])
    let again = try Scene(jsonData: scene.jsonData(), file: "again.json")
    #expect(again.layers[0].emitterRects == layer.emitterRects)
  }

  @Test("a negative width or height is refused at the rect's component")
  func negativeSize() {
    let found = SceneFileSupport.diagnostics(
      SceneFileSupport.cellScene(
        "", layerMembers: #""emitterShape": "rectangles", "emitterRects": [[0, 0, 10, 10], [0, 0, -3, 5]]"#))
    #expect(found.map(\.keyPath) == ["layers[0].emitterRects[1].width"])
    #expect(found.map(\.kind) == [.outOfRange])
  }

  @Test("more rects than the GPU's frame block holds are refused, naming the limit")
  func tooMany() {
    let rects = Array(repeating: "[0, 0, 1, 1]", count: EmitterLayer.maximumEmitterRects + 1)
    let found = SceneFileSupport.diagnostics(
      SceneFileSupport.cellScene(
        "", layerMembers: #""emitterShape": "rectangles", "emitterRects": ["# + rects.joined(separator: ",") + "]"))
    #expect(found.map(\.keyPath) == ["layers[0].emitterRects"])
    #expect(found.map(\.kind) == [.outOfRange])
    #expect(found.first?.message.contains("\(EmitterLayer.maximumEmitterRects)") == true)
    // The limit itself is fine.
    let atLimit = Array(repeating: "[0, 0, 1, 1]", count: EmitterLayer.maximumEmitterRects)
    #expect(
      SceneFileSupport.diagnostics(
        SceneFileSupport.cellScene(
          "", layerMembers: #""emitterShape": "rectangles", "emitterRects": ["# + atLimit.joined(separator: ",") + "]")
      ).isEmpty)
  }

  @Test("a scene built in Swift with too many rects fails validation too")
  func swiftScene() {
    var scene = Scene()
    var layer = EmitterLayer()
    layer.emitterShape = .rectangles
    layer.emitterRects = Array(
      repeating: Rect(x: 0, y: 0, width: 1, height: 1), count: EmitterLayer.maximumEmitterRects + 1)
    layer.emitterCells = [EmitterCell(name: "c")]
    scene.layers = [layer]
    #expect(throws: SceneFileError.self) { try scene.validate() }
    do {
      try scene.validate()
    } catch {
      #expect(error.diagnostics.map(\.keyPath).contains("layers[0].emitterRects"))
    }
  }
}
