import EmitterModel
import Foundation
import Testing

/// A layer's `mask` in scene files: decoded through `LayerMask.schema`, written back with its
/// defaults omitted (an empty mask as `{}`), checked with the key path `layers[0].mask.KEY`,
/// and reached by live changes and animations as `mask.KEY`.
@Suite("Layer masks in scene files")
struct LayerMaskSceneFileTests {
  static let full = """
    {"size": [200, 160], "layers": [{"name": "masked", "backgroundColor": "#336699",
      "mask": {"position": [90, 70], "bounds": [0, 0, 120, 80], "anchorPoint": [0.25, 0.5],
               "transform": {"rotation": 0.3, "scale": [1.5, 1, 1]}, "opacity": 0.75,
               "backgroundColor": [0, 0, 0, 0.5], "cornerRadius": 18,
               "contents": {"shape": "circle", "size": [60, 60]}, "contentsGravity": "center",
               "contentsScale": 2},
      "sublayers": [{"name": "inner", "mask": {}}]}]}
    """

  @Test("every mask key is read, and survives a round trip through JSON")
  func roundTrip() throws {
    let scene = try SceneFileSupport.scene(Self.full)
    let mask = try #require(scene.layers.first?.mask)
    #expect(mask.position == Point(x: 90, y: 70))
    #expect(mask.bounds == Rect(x: 0, y: 0, width: 120, height: 80))
    #expect(mask.anchorPoint == Point(x: 0.25, y: 0.5))
    #expect(!mask.transform.isIdentity)
    #expect(mask.opacity == 0.75)
    #expect(mask.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
    #expect(mask.cornerRadius == 18)
    #expect(mask.contents == .shape(.circle, size: Size(width: 60, height: 60)))
    #expect(mask.contentsGravity == .center)
    #expect(mask.contentsScale == 2)
    // An empty mask is a mask (it masks everything out), kept as one.
    #expect(scene.layers.first?.sublayers.first?.mask == LayerMask())
    let text = String(decoding: scene.jsonData(), as: UTF8.self)
    #expect(text.contains("\"mask\": {}"))
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
    // A layer without a mask writes none.
    var plain = Scene()
    plain.layers = [EmitterLayer(name: "plain")]
    #expect(!String(decoding: plain.jsonData(), as: UTF8.self).contains("mask\""))
  }

  @Test(
    "out-of-range mask values are reported with the mask's key path, the value and the range",
    arguments: [
      ("opacity", "1.5", "0...1"), ("cornerRadius", "-1", ">= 0"),
      ("contentsScale", "0", "0.01...100"),
    ])
  func outOfRange(key: String, value: String, range: String) {
    let diagnostics = SceneFileSupport.diagnostics(
      "{\"layers\": [{\"mask\": {\"\(key)\": \(value)}}]}")
    #expect(diagnostics.count == 1)
    let diagnostic = diagnostics.first
    #expect(diagnostic?.keyPath == "layers[0].mask.\(key)")
    #expect(diagnostic?.value == value)
    #expect(diagnostic?.expected?.contains(range) == true, "\(String(describing: diagnostic))")
  }

  @Test("an unknown mask key is reported with the nearest known one; a mask that is no object too")
  func unknownKey() {
    let unknown = SceneFileSupport.diagnostics(
      "{\"layers\": [{\"mask\": {\"cornerRadious\": 4}}]}")
    // As for every object: reported at the object, naming the key and the nearest one.
    #expect(unknown.map(\.keyPath) == ["layers[0].mask"])
    #expect(unknown.first?.value == "\"cornerRadious\"")
    #expect(unknown.first?.message.contains("cornerRadius") == true)
    let notObject = SceneFileSupport.diagnostics("{\"layers\": [{\"mask\": 3}]}")
    #expect(notObject.map(\.keyPath) == ["layers[0].mask"])
  }

  @Test("a scene built in Swift with a bad mask value fails validation naming the key path")
  func swiftValidation() {
    var layer = EmitterLayer()
    layer.mask = LayerMask()
    layer.mask?.opacity = -1
    var scene = Scene()
    scene.layers = [layer]
    do {
      try scene.validate()
      Issue.record("validated")
    } catch {
      #expect(error.diagnostics.map(\.keyPath) == ["layers[0].mask.opacity"])
    }
  }

  @Test("mask keys are key paths: set live, animated, and a layer without a mask gets one")
  func keyPaths() throws {
    let layer = EmitterLayer()
    let changed = try layer.applying(.set(keyPath: "mask.cornerRadius", value: .number(12)), at: 1)
      .applying(.set(keyPath: "mask.contentsGravity", value: .string("center")), at: 1)
      .applying(.set(keyPath: "mask.contentsScale", value: .number(3)), at: 1)
    #expect(changed.mask?.cornerRadius == 12)
    #expect(changed.mask?.contentsGravity == .center)
    #expect(changed.mask?.contentsScale == 3)
    #expect(throws: Never.self) { _ = try layer.property(atKeyPath: "mask.backgroundColor") }
    #expect(throws: KeyPathError.self) { _ = try layer.property(atKeyPath: "mask.contents") }
    #expect(throws: KeyPathError.self) { _ = try layer.property(atKeyPath: "mask.cornerRadious") }
    // Core Animation's geometry sub-paths, as a layer's: settable live and animatable.
    #expect(try layer.property(atKeyPath: "mask.bounds.size").keyPath == "mask.bounds.size")
    #expect(try layer.property(atKeyPath: "mask.transform.rotation.z").value(in: layer) == .number(0))
    let moved = try layer.applying(.set(keyPath: "mask.position.x", value: .number(30)), at: 1)
      .applying(.set(keyPath: "mask.transform.scale", value: .number(2)), at: 1)
    #expect(moved.mask?.position == Point(x: 30, y: 0))
    #expect(moved.mask?.transform == Transform3D.scale(2, 2, 2))
    // A mask has no sublayerTransform; a misspelt sub-path names the nearest one.
    #expect(throws: KeyPathError.self) { _ = try layer.property(atKeyPath: "mask.sublayerTransform.scale") }
    do {
      _ = try layer.property(atKeyPath: "mask.positon.x")
      Issue.record("a misspelt sub-path resolved")
    } catch {
      #expect("\(error)".contains("mask.position.x"), "\(error)")
    }
    #expect(throws: LiveChangeError.self) {
      _ = try layer.applying(.set(keyPath: "mask.opacity", value: .number(3)), at: 1)
    }
    #expect(EmitterLayer.appearanceKeyPaths.contains("mask.position"))
    #expect(EmitterLayer.appearanceKeyPaths.contains("mask.position.x"))
  }

  @Test("the key path mask set to null takes the mask away live; any other value is refused")
  func removal() throws {
    let scene = try SceneFileSupport.scene(
      """
      {"layers": [{"mask": {"opacity": 0.5},
        "events": [{"time": 0.5, "type": "set", "keyPath": "mask", "value": null}]}]}
      """)
    let layer = try #require(scene.layers.first)
    #expect(layer.events.first?.action == .set(keyPath: "mask", value: .unset))
    #expect(try layer.applying(.set(keyPath: "mask", value: .unset), at: 0.5).mask == nil)
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
    let diagnostics = SceneFileSupport.diagnostics(
      """
      {"layers": [{"mask": {}, "events": [{"time": 0, "type": "set", "keyPath": "mask",
        "value": 3}]}]}
      """)
    #expect(diagnostics.first?.keyPath == "layers[0].events[0].value", "\(diagnostics)")
    #expect(diagnostics.first?.message.contains("only null") == true, "\(diagnostics)")
    #expect(throws: LiveChangeError.self) {
      _ = try layer.applying(.set(keyPath: "mask", value: .string("mask")), at: 1)
    }
    // The whole mask does not animate: only its keys do.
    #expect(throws: KeyPathError.self) { _ = try layer.property(atKeyPath: "mask") }
  }
}
