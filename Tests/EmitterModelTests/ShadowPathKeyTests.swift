import EmitterModel
import Foundation
import Testing

/// A layer's `shadowPath` key: SVG path data in layer points (or "" for the empty path),
/// decoded, omitted when unset, round-tripped, refused with the key path, the value and what is
/// allowed when it does not parse or is too large, set live but not animated.
@Suite("Layer shadowPath key")
struct ShadowPathKeyTests {
  static let card = """
    {"layers": [{"shadowOpacity": 0.5, "shadowPath": "M0 0 H100 V60 H0 Z"}]}
    """

  @Test("the key decodes; unset it is nil and not written; set it survives a round trip")
  func decodesAndRoundTrips() throws {
    let scene = try SceneFileSupport.scene(Self.card)
    #expect(scene.layers[0].shadowPath == "M0 0 H100 V60 H0 Z")
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
    #expect(EmitterLayer().shadowPath == nil)
    var plain = Scene()
    plain.layers = [EmitterLayer(name: "plain")]
    #expect(!String(decoding: plain.jsonData(), as: UTF8.self).contains("shadowPath"))
    // The empty path is a value of its own (no shadow), kept apart from nil.
    let empty = try SceneFileSupport.scene("{\"layers\": [{\"shadowPath\": \"\"}]}")
    #expect(empty.layers[0].shadowPath == "")
    #expect(try Scene(jsonData: empty.jsonData(), file: "again.json") == empty)
  }

  @Test(
    "bad path data is reported at the key path with the value and the allowed form",
    arguments: [
      ("\"L 0 0 H 10\"", "a path must start with M"),
      ("\"M 0 0 Z 4\"", "expected a command letter"),
      ("\"M 0 0 L 5\"", "expected a number"),
      ("\"M 0 0 H 5000 V 10 Z\"", "5000 x 10 points"),
    ])
  func badPaths(value: String, reason: String) {
    let diagnostics = SceneFileSupport.diagnostics("{\"layers\": [{\"shadowPath\": \(value)}]}")
    #expect(diagnostics.count == 1, "\(diagnostics)")
    let diagnostic = diagnostics.first
    #expect(diagnostic?.keyPath == "layers[0].shadowPath")
    #expect(diagnostic?.value == value, "\(String(describing: diagnostic))")
    #expect(diagnostic?.message.contains(reason) == true, "\(String(describing: diagnostic))")
    #expect(diagnostic?.expected?.contains("SVG path data") == true)
    #expect(diagnostic?.expected?.contains("4096 points a side") == true)
  }

  @Test("a number is the wrong type, named as such")
  func wrongType() {
    let diagnostics = SceneFileSupport.diagnostics("{\"layers\": [{\"shadowPath\": 4}]}")
    #expect(diagnostics.map(\.keyPath) == ["layers[0].shadowPath"])
    #expect(diagnostics.first?.kind == .wrongType, "\(diagnostics)")
  }

  @Test("set live (new, empty, removed); bad data refused live; not animatable")
  func live() throws {
    let set = try EmitterLayer().applying(
      .set(keyPath: "shadowPath", value: .string("M0 0 L10 0 L5 8 Z")), at: 1)
    #expect(set.shadowPath == "M0 0 L10 0 L5 8 Z")
    let emptied = try set.applying(.set(keyPath: "shadowPath", value: .string("")), at: 2)
    #expect(emptied.shadowPath == "")
    let removed = try set.applying(.set(keyPath: "shadowPath", value: .unset), at: 3)
    #expect(removed.shadowPath == nil)
    do {
      _ = try EmitterLayer().applying(
        .set(keyPath: "shadowPath", value: .string("M0 0 Q 4")), at: 1)
      Issue.record("bad path data must be refused live")
    } catch {
      #expect("\(error)".contains("shadowPath"), "\(error)")
      #expect("\(error)".contains("expected a number"), "\(error)")
    }
    var animation = PropertyAnimation(keyPath: "shadowPath")
    animation.fromValue = .string("M0 0 H1 V1 Z")
    animation.toValue = .string("M0 0 H2 V2 Z")
    animation.timing.duration = 1
    #expect(throws: LiveChangeError.self) {
      _ = try EmitterLayer().applying(.addAnimation(animation, key: nil), at: 0)
    }
  }
}
