import EmitterModel
import Foundation
import Testing

/// CALayer's appearance keys on a layer (backgroundColor, cornerRadius, border, masksToBounds,
/// shadow): decoded under Apple's names with CA's defaults, omitted when default (old files
/// encode as before), range-checked with the usual messages, animatable and live-settable.
@Suite("Layer appearance keys")
struct LayerAppearanceKeysTests {
  static let full = """
    {"layers": [{
      "backgroundColor": "#102040", "cornerRadius": 24, "borderWidth": 2,
      "borderColor": [1, 1, 1, 0.5], "masksToBounds": true, "shadowColor": "#ff0000",
      "shadowOpacity": 0.75, "shadowRadius": 10, "shadowOffset": [4, 6]
    }]}
    """

  @Test("the keys decode into the layer")
  func decodes() throws {
    let layer = try SceneFileSupport.scene(Self.full).layers[0]
    #expect(layer.backgroundColor == Color(red: 16 / 255, green: 32 / 255, blue: 64 / 255))
    #expect(layer.cornerRadius == 24)
    #expect(layer.borderWidth == 2)
    #expect(layer.borderColor == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    #expect(layer.masksToBounds)
    #expect(layer.shadowColor == Color(red: 1, green: 0, blue: 0))
    #expect(layer.shadowOpacity == 0.75)
    #expect(layer.shadowRadius == 10)
    #expect(layer.shadowOffset == Size(width: 4, height: 6))
    #expect(layer.drawsAppearance)
  }

  @Test("CA's defaults: no background, black border and shadow, radius 3, offset (0, -3)")
  func defaults() {
    let layer = EmitterLayer()
    #expect(layer.backgroundColor.alpha == 0)
    #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && !layer.masksToBounds)
    #expect(layer.borderColor == .black && layer.shadowColor == .black)
    #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
    #expect(layer.shadowOffset == Size(width: 0, height: -3))
    #expect(!layer.drawsAppearance)
  }

  @Test("a layer with default appearance encodes none of the keys (old files stay the same)")
  func defaultsAreOmitted() throws {
    var scene = Scene()
    scene.layers = [EmitterLayer(name: "plain")]
    let text = String(decoding: scene.jsonData(), as: UTF8.self)
    for key in EmitterLayer.appearanceKeyPaths { #expect(!text.contains("\"\(key)\""), "\(key)") }
    let round = try SceneFileSupport.scene(SceneFileSupport.fireworks)
    let again = try Scene(jsonData: round.jsonData(), file: "again.json")
    #expect(again == round)
  }

  @Test("set keys survive a round trip through JSON")
  func roundTrip() throws {
    let scene = try SceneFileSupport.scene(Self.full)
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
  }

  @Test(
    "out-of-range values are reported with the key path, the value and the range",
    arguments: [
      ("cornerRadius", "-1", ">= 0"), ("borderWidth", "-2", ">= 0"),
      ("shadowOpacity", "1.5", "0...1"), ("shadowRadius", "500", "0...100"),
      ("shadowRadius", "-1", "0...100"),
    ])
  func outOfRange(key: String, value: String, range: String) {
    let diagnostics = SceneFileSupport.diagnostics("{\"layers\": [{\"\(key)\": \(value)}]}")
    #expect(diagnostics.count == 1)
    let diagnostic = diagnostics.first
    #expect(diagnostic?.keyPath == "layers[0].\(key)")
    #expect(diagnostic?.value == value)
    #expect(diagnostic?.expected?.contains(range) == true, "\(String(describing: diagnostic))")
  }

  @Test("wrong forms are reported: a colour that is not one, an offset that is not a size")
  func wrongForms() {
    let colour = SceneFileSupport.diagnostics("{\"layers\": [{\"borderColor\": \"blue\"}]}")
    #expect(colour.map(\.keyPath) == ["layers[0].borderColor"])
    let offset = SceneFileSupport.diagnostics("{\"layers\": [{\"shadowOffset\": 3}]}")
    #expect(offset.map(\.keyPath) == ["layers[0].shadowOffset"])
    let mask = SceneFileSupport.diagnostics("{\"layers\": [{\"masksToBounds\": 1}]}")
    #expect(mask.map(\.keyPath) == ["layers[0].masksToBounds"])
  }

  @Test("a scene built in Swift with a bad value fails validation naming the key path")
  func swiftValidation() {
    var layer = EmitterLayer()
    layer.shadowRadius = 1000
    var scene = Scene()
    scene.layers = [layer]
    #expect(throws: SceneFileError.self) { try scene.validate() }
    do {
      try scene.validate()
    } catch {
      #expect(error.diagnostics.map(\.keyPath) == ["layers[0].shadowRadius"])
    }
  }

  @Test("colours, radii, opacity, offset and border width animate")
  func animatable() throws {
    for key in [
      "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor",
      "shadowOpacity", "shadowRadius", "shadowOffset",
    ] {
      #expect(throws: Never.self, "\(key)") {
        _ = try EmitterLayer().property(atKeyPath: key)
      }
    }
  }

  @Test("a running layer takes the keys live")
  func liveSettable() throws {
    let layer = EmitterLayer()
    let changed = try layer.applying(.set(keyPath: "cornerRadius", value: .number(12)), at: 1)
      .applying(.set(keyPath: "shadowOpacity", value: .number(0.5)), at: 1)
      .applying(.set(keyPath: "masksToBounds", value: .bool(true)), at: 1)
    #expect(changed.cornerRadius == 12)
    #expect(changed.shadowOpacity == 0.5)
    #expect(changed.masksToBounds)
  }
}

/// CALayer's `contents`, `contentsGravity` and `contentsScale` on a layer.
@Suite("Layer contents keys")
struct LayerContentsKeysTests {
  @Test("the keys decode, default to none / resize / 1, and round-trip")
  func decodes() throws {
    let scene = try SceneFileSupport.scene(
      """
      {"layers": [{"contents": {"shape": "circle", "size": [20, 20]},
        "contentsGravity": "resizeAspectFill", "contentsScale": 2}]}
      """)
    let layer = scene.layers[0]
    #expect(layer.contents == .shape(.circle, size: Size(width: 20, height: 20)))
    #expect(layer.contentsGravity == .resizeAspectFill)
    #expect(layer.contentsScale == 2)
    #expect(layer.drawsAppearance)
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
    let plain = EmitterLayer()
    #expect(plain.contents == nil && plain.contentsGravity == .resize && plain.contentsScale == 1)
    #expect(!plain.drawsAppearance)
  }

  @Test("every CA gravity name decodes")
  func gravityNames() throws {
    for name in [
      "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
      "bottomRight", "resize", "resizeAspect", "resizeAspectFill",
    ] {
      let scene = try SceneFileSupport.scene("{\"layers\": [{\"contentsGravity\": \"\(name)\"}]}")
      #expect(scene.layers[0].contentsGravity.rawValue == name)
    }
  }

  @Test("bad values are reported with the key path, the value and what is allowed")
  func badValues() {
    let gravity = SceneFileSupport.diagnostics("{\"layers\": [{\"contentsGravity\": \"middle\"}]}")
    #expect(gravity.map(\.keyPath) == ["layers[0].contentsGravity"])
    #expect(gravity.first?.expected?.contains("resizeAspectFill") == true, "\(gravity)")
    let scale = SceneFileSupport.diagnostics("{\"layers\": [{\"contentsScale\": 0}]}")
    #expect(scale.map(\.keyPath) == ["layers[0].contentsScale"])
    #expect(scale.first?.value == "0")
  }

  @Test("a missing image file is reported at the layer's contents key path, naming the file")
  func missingImage() {
    let folder = FileManager.default.temporaryDirectory
    let diagnostics = SceneFileSupport.diagnostics(
      "{\"layers\": [{\"contents\": \"no-such-sky-\(UUID().uuidString).png\"}]}", folder: folder)
    #expect(diagnostics.map(\.keyPath) == ["layers[0].contents"], "\(diagnostics)")
    #expect(diagnostics.first?.message.contains("no-such-sky-") == true)
  }

  @Test("a running layer takes a new gravity and new contents live")
  func liveSettable() throws {
    let changed = try EmitterLayer()
      .applying(.set(keyPath: "contentsGravity", value: .string("center")), at: 1)
    #expect(changed.contentsGravity == .center)
    let shape = try EmitterLayer()
      .applying(
        .set(
          keyPath: "contents", value: .contents(.shape(.circle, size: Size(width: 8, height: 8)))),
        at: 1)
    #expect(shape.contents == .shape(.circle, size: Size(width: 8, height: 8)))
    // A missing image is refused live too, naming the file.
    do {
      _ = try EmitterLayer().applying(
        .set(keyPath: "contents", value: .contents(.image(path: "/no/such/sky.png"))), at: 1)
      Issue.record("a missing image must be refused")
    } catch {
      #expect("\(error)".contains("/no/such/sky.png"))
    }
  }
}
