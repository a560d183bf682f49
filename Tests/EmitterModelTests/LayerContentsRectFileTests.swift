import EmitterModel
import Foundation
import Testing

/// A layer's `contentsRect` and `contentsCenter` in scene files: read, written back (defaults
/// omitted), range-checked, animatable and set live by key path.
@Suite("Layer contentsRect and contentsCenter in scene files")
struct LayerContentsRectFileTests {
  @Test("both keys are read and survive a round trip; the defaults are the whole image")
  func roundTrip() throws {
    let json = """
      {"layers": [{"contents": {"shape": "square", "size": [20, 20]},
        "contentsRect": [0.25, 0, 0.5, 1], "contentsCenter": [0.2, 0.3, 0.6, 0.4]}]}
      """
    let scene = try SceneFileSupport.scene(json)
    let layer = try #require(scene.layers.first)
    #expect(layer.contentsRect == Rect(x: 0.25, y: 0, width: 0.5, height: 1))
    #expect(layer.contentsCenter == Rect(x: 0.2, y: 0.3, width: 0.6, height: 0.4))
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
    #expect(EmitterLayer().contentsRect == .unit && EmitterLayer().contentsCenter == .unit)
    var plain = Scene()
    plain.layers = [EmitterLayer(name: "plain")]
    let text = String(decoding: plain.jsonData(), as: UTF8.self)
    #expect(!text.contains("contentsRect") && !text.contains("contentsCenter"))
  }

  @Test("a contentsCenter outside 0...1 is reported with its key path and the range")
  func centerRange() {
    let diagnostics = SceneFileSupport.diagnostics(
      "{\"layers\": [{\"contentsCenter\": [0, 0, 1.5, 1]}]}")
    #expect(diagnostics.map(\.keyPath) == ["layers[0].contentsCenter.width"])
    #expect(diagnostics.first?.expected?.contains("0...1") == true, "\(diagnostics)")
  }

  @Test("both animate and are set live")
  func live() throws {
    let layer = EmitterLayer()
    #expect(throws: Never.self) { _ = try layer.property(atKeyPath: "contentsRect") }
    #expect(throws: Never.self) { _ = try layer.property(atKeyPath: "contentsCenter") }
    let changed = try layer.applying(
      .set(keyPath: "contentsCenter", value: .rect(Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8))),
      at: 1)
    #expect(changed.contentsCenter == Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8))
    #expect(EmitterLayer.appearanceKeyPaths.isSuperset(of: ["contentsRect", "contentsCenter"]))
  }
}
