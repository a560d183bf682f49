import EmitterModel
import Foundation
import Testing

/// The `collision` behaviour's keys in scene files and live changes: defaults, round trips and
/// refusals that name the key path, the value and the allowed range.
@Suite("collision keys")
struct CollisionKeysTests {
  static func scene(_ members: String) -> String {
    "{\"layers\": [{\"emitterBehaviors\": [{\"type\": \"collision\", \"name\": \"c\"\(members)}]}]}"
  }

  @Test("decodes every key; a new collision bounces off the layer's bounds at half speed")
  func decodes() throws {
    let plain = try SceneFileSupport.scene(Self.scene(""))
    let defaults = plain.layers[0].emitterBehaviors[0]
    #expect(defaults.type == .collision && defaults.collider == .bounds && defaults.response == .bounce)
    #expect(defaults.restitution == 0.5 && defaults.friction == 0 && defaults.settleSpeed == 0)
    let full = try SceneFileSupport.scene(
      Self.scene(
        ", \"collider\": \"line\", \"position\": [10, 20], \"endPosition\": [300, 40], \"rect\": [1, 2, 3, 4], \"radius\": 12, \"response\": \"slide\", \"restitution\": 0.25, \"friction\": 0.5, \"settleSpeed\": 30"
      ))
    let b = full.layers[0].emitterBehaviors[0]
    #expect(b.collider == .line && b.response == .slide)
    #expect(b.position == Point(x: 10, y: 20) && b.endPosition == Point(x: 300, y: 40))
    #expect(b.rect == Rect(x: 1, y: 2, width: 3, height: 4) && b.radius == 12)
    #expect(b.restitution == 0.25 && b.friction == 0.5 && b.settleSpeed == 30)
    let again = try Scene(jsonData: full.jsonData(), file: "again.json")
    #expect(again.layers[0].emitterBehaviors == full.layers[0].emitterBehaviors)
  }

  @Test(
    "bad values name the key path, the value and the allowed range",
    arguments: [
      ("\"restitution\": 1.5", "restitution", "1.5", "0...1"),
      ("\"restitution\": -0.1", "restitution", "-0.1", "0...1"),
      ("\"friction\": 2", "friction", "2", "0...1"),
      ("\"settleSpeed\": -1", "settleSpeed", "-1", "0...100000"),
      ("\"radius\": -5", "radius", "-5", "0"),
      ("\"collider\": \"square\"", "collider", "\"square\"", "\"bounds\", \"line\", \"rect\", \"circle\""),
      ("\"response\": \"explode\"", "response", "\"explode\"", "\"bounce\", \"stick\", \"slide\", \"die\""),
      ("\"endPosition\": [1]", "endPosition", nil, "[x, y]"),
    ] as [(String, String, String?, String)])
  func refusals(member: String, key: String, value: String?, allowed: String) {
    let diagnostics = SceneFileSupport.diagnostics(Self.scene(", " + member))
    #expect(diagnostics.map(\.keyPath) == ["layers[0].emitterBehaviors[0].\(key)"], "\(diagnostics)")
    if let value { #expect(diagnostics.first?.value == value, "\(diagnostics)") }
    #expect("\(diagnostics)".contains(allowed), "\(diagnostics)")
  }

  @Test("live: every key may be set on a running layer; restitution out of range is refused, naming it")
  func live() throws {
    var layer = EmitterLayer()
    layer.emitterBehaviors = [EmitterBehavior(type: .collision, name: "c")]
    let changed = try layer
      .applying(.set(keyPath: "emitterBehaviors.c.collider", value: .string("circle")), at: 1)
      .applying(.set(keyPath: "emitterBehaviors.c.response", value: .string("die")), at: 1)
      .applying(.set(keyPath: "emitterBehaviors.c.radius", value: .number(40)), at: 1)
      .applying(.set(keyPath: "emitterBehaviors.c.settleSpeed", value: .number(5)), at: 1)
    let b = changed.emitterBehaviors[0]
    #expect(b.collider == .circle && b.response == .die && b.radius == 40 && b.settleSpeed == 5)
    for bad in [-0.5, 1.01] {
      do {
        _ = try layer.applying(.set(keyPath: "emitterBehaviors.c.restitution", value: .number(bad)), at: 1)
        Issue.record("restitution \(bad) must be refused")
      } catch {
        #expect("\(error)".contains("emitterBehaviors.c.restitution") && "\(error)".contains("0...1"), "\(error)")
      }
    }
  }
}
