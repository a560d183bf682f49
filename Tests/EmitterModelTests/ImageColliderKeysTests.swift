import EmitterModel
import Foundation
import Testing

/// The `image` collider's keys in scene files: defaults, a round trip, the image path relative
/// to the scene file, and refusals that name the key path, the value and the allowed range.
@Suite("image collider keys")
struct ImageColliderKeysTests {
  static func scene(_ members: String) -> String {
    "{\"layers\": [{\"emitterBehaviors\": [{\"type\": \"collision\", \"name\": \"c\", \"collider\": \"image\"\(members)}]}]}"
  }

  @Test("decodes every key; defaults: threshold 0.5, scale 1, natural size, sans-serif")
  func decodes() throws {
    let plain = try SceneFileSupport.scene(Self.scene(", \"text\": \"HI\""))
    let defaults = plain.layers[0].emitterBehaviors[0]
    #expect(defaults.collider == .image && defaults.text == "HI" && defaults.font == "sans-serif")
    #expect(
      defaults.threshold == 0.5 && defaults.scale == 1 && defaults.size == Size(width: 0, height: 0)
    )
    let full = try SceneFileSupport.scene(
      Self.scene(
        ", \"path\": \"M0 0 H10 V10 Z\", \"position\": [100, 200], \"size\": [300, 50], \"scale\": 2, \"threshold\": 0.25"
      ))
    let b = full.layers[0].emitterBehaviors[0]
    #expect(b.path == "M0 0 H10 V10 Z" && b.position == Point(x: 100, y: 200))
    #expect(b.size == Size(width: 300, height: 50) && b.scale == 2 && b.threshold == 0.25)
    let again = try Scene(jsonData: full.jsonData(), file: "again.json")
    #expect(again.layers[0].emitterBehaviors == full.layers[0].emitterBehaviors)
  }

  @Test(
    "bad values name the key path, the value and the allowed range",
    arguments: [
      (", \"text\": \"A\", \"threshold\": 1.5", "threshold", "1.5", "0...1"),
      (", \"text\": \"A\", \"threshold\": -0.5", "threshold", "-0.5", "0...1"),
      (", \"text\": \"A\", \"scale\": 20", "scale", "20", "0.125...8"),
      (", \"text\": \"A\", \"size\": [-1, 4]", "size.width", "-1", ">= 0"),
      ("", "collider", "none", "exactly one of image, text, path"),
      (
        ", \"text\": \"A\", \"path\": \"M0 0 H1 V1 Z\"", "path", "text, path",
        "exactly one of image, text, path"
      ),
      (", \"path\": \"Q\"", "path", nil, "an SVG path"),
      (", \"text\": \"\"", "text", "0 characters", "1...256 characters"),
    ] as [(String, String, String?, String)])
  func refusals(members: String, key: String, value: String?, allowed: String) {
    let diagnostics = SceneFileSupport.diagnostics(Self.scene(members))
    #expect(
      diagnostics.map(\.keyPath) == ["layers[0].emitterBehaviors[0].\(key)"], "\(diagnostics)")
    if let value { #expect(diagnostics.first?.value == value, "\(diagnostics)") }
    #expect("\(diagnostics)".contains(allowed), "\(diagnostics)")
  }

  @Test("a missing image is refused at its key path, in a scene file and set live")
  func missingImage() {
    let diagnostics = SceneFileSupport.diagnostics(
      Self.scene(", \"image\": \"/nonexistent/collider.png\""))
    #expect(diagnostics.map(\.keyPath) == ["layers[0].emitterBehaviors[0].image"], "\(diagnostics)")
    var layer = EmitterLayer()
    var collider = EmitterBehavior(type: .collision, name: "c")
    collider.collider = .image
    collider.text = "A"
    layer.emitterBehaviors = [collider]
    do {
      _ = try layer.applying(
        .set(keyPath: "emitterBehaviors.c.image", value: .string("/nonexistent/collider.png")),
        at: 1)
      Issue.record("a missing image was accepted live")
    } catch {
      #expect(
        "\(error)".contains("emitterBehaviors.c.image") && "\(error)".contains("not found"),
        "\(error)")
    }
  }

  @Test(
    "live: the source, size, scale and threshold are set on a running layer, the position animates")
  func live() throws {
    var layer = EmitterLayer()
    var collider = EmitterBehavior(type: .collision, name: "c")
    collider.collider = .image
    collider.text = "A"
    layer.emitterBehaviors = [collider]
    let changed =
      try layer
      .applying(.set(keyPath: "emitterBehaviors.c.text", value: .string("B")), at: 1)
      .applying(.set(keyPath: "emitterBehaviors.c.threshold", value: .number(0.9)), at: 1)
      .applying(.set(keyPath: "emitterBehaviors.c.scale", value: .number(2)), at: 1)
      .applying(
        .set(keyPath: "emitterBehaviors.c.position", value: .point(Point(x: 5, y: 6))), at: 1)
    let b = changed.emitterBehaviors[0]
    #expect(b.text == "B" && b.threshold == 0.9 && b.scale == 2 && b.position == Point(x: 5, y: 6))
    do {
      _ = try layer.applying(
        .set(keyPath: "emitterBehaviors.c.threshold", value: .number(2)), at: 1)
      Issue.record("a threshold of 2 was accepted")
    } catch {
      #expect("\(error)".contains("threshold") && "\(error)".contains("0...1"), "\(error)")
    }
  }
}
