import EmitterModel
import Foundation
import Testing

/// The `turbulence` behaviour's keys in scene files and live changes: defaults, round trips and
/// refusals that name the key path, the value and the allowed range.
@Suite("turbulence keys")
struct TurbulenceKeysTests {
  static func scene(_ members: String) -> String {
    "{\"layers\": [{\"emitterBehaviors\": [{\"type\": \"turbulence\", \"name\": \"t\"\(members)}]}]}"
  }

  @Test("decodes every key; a new turbulence has a field worth seeing (100 pt/s², 100 pt cells, 1 octave, 2D)")
  func decodes() throws {
    let plain = try SceneFileSupport.scene(Self.scene(""))
    let defaults = plain.layers[0].emitterBehaviors[0]
    #expect(defaults.type == .turbulence)
    #expect(defaults.strength == 100 && defaults.frequency == 0.01 && defaults.octaves == 1)
    #expect(!defaults.usesDepth && defaults.scrollVelocity == .zero)
    let full = try SceneFileSupport.scene(
      Self.scene(
        ", \"strength\": -40, \"frequency\": 0.2, \"octaves\": 8, \"usesDepth\": true, \"scrollVelocity\": [1, 2, 3]"))
    let b = full.layers[0].emitterBehaviors[0]
    #expect(b.strength == -40 && b.frequency == 0.2 && b.octaves == 8 && b.usesDepth)
    #expect(b.scrollVelocity == Vector3(x: 1, y: 2, z: 3))
    let again = try Scene(jsonData: full.jsonData(), file: "again.json")
    #expect(again.layers[0].emitterBehaviors == full.layers[0].emitterBehaviors)
  }

  @Test(
    "bad values name the key path, the value and the allowed range",
    arguments: [
      ("\"octaves\": 0", "octaves", "0", "1...8"),
      ("\"octaves\": 9", "octaves", "9", "1...8"),
      ("\"octaves\": 2.5", "octaves", "2.5", "whole number"),
      ("\"frequency\": -0.1", "frequency", "-0.1", "0...1"),
      ("\"frequency\": 2", "frequency", "2", "0...1"),
      ("\"strength\": \"strong\"", "strength", "\"strong\"", "number"),
      ("\"scrollVelocity\": [1, 2]", "scrollVelocity", nil, "[x, y, z]"),
      ("\"usesDepth\": 3", "usesDepth", "3", "true or false"),
    ] as [(String, String, String?, String)])
  func refusals(member: String, key: String, value: String?, allowed: String) {
    let diagnostics = SceneFileSupport.diagnostics(Self.scene(", " + member))
    #expect(diagnostics.map(\.keyPath) == ["layers[0].emitterBehaviors[0].\(key)"], "\(diagnostics)")
    if let value { #expect(diagnostics.first?.value == value, "\(diagnostics)") }
    #expect("\(diagnostics)".contains(allowed), "\(diagnostics)")
  }

  @Test("another type's key on a turbulence is unknown, with the nearest turbulence key suggested")
  func foreignKey() {
    let diagnostics = SceneFileSupport.diagnostics(Self.scene(", \"octave\": 2"), strict: true)
    #expect(diagnostics.first?.keyPath == "layers[0].emitterBehaviors[0]", "\(diagnostics)")
    #expect("\(diagnostics)".contains("\"octave\"") && "\(diagnostics)".contains("octaves"), "\(diagnostics)")
    let drag = SceneFileSupport.diagnostics(Self.scene(", \"drag\": 2"), strict: true)
    #expect("\(drag)".contains("unknown key \"drag\""), "\(drag)")
  }

  @Test("live: every key may be set on a running layer; octaves out of range is refused, naming it")
  func live() throws {
    var layer = EmitterLayer()
    layer.emitterBehaviors = [EmitterBehavior(type: .turbulence, name: "t")]
    let changed = try layer
      .applying(.set(keyPath: "emitterBehaviors.t.octaves", value: .number(4)), at: 1)
      .applying(.set(keyPath: "emitterBehaviors.t.usesDepth", value: .bool(true)), at: 1)
      .applying(.set(keyPath: "emitterBehaviors.t.strength", value: .number(-5)), at: 1)
    #expect(changed.emitterBehaviors[0].octaves == 4 && changed.emitterBehaviors[0].usesDepth)
    #expect(changed.emitterBehaviors[0].strength == -5)
    for (bad, allowed) in [(0.0, "allowed 1...8"), (9, "allowed 1...8"), (1.5, "whole number")] {
      do {
        _ = try layer.applying(.set(keyPath: "emitterBehaviors.t.octaves", value: .number(bad)), at: 1)
        Issue.record("octaves \(bad) must be refused")
      } catch {
        #expect("\(error)".contains("emitterBehaviors.t.octaves") && "\(error)".contains(allowed), "\(error)")
      }
    }
  }

  @Test("octaves cannot be animated (a whole number); strength, frequency and the drift can")
  func animations() {
    let octaves = SceneFileSupport.diagnostics(
      "{\"layers\": [{\"emitterBehaviors\": [{\"type\": \"turbulence\", \"name\": \"t\"}], \"animations\": [{\"keyPath\": \"emitterBehaviors.t.octaves\", \"fromValue\": 1, \"toValue\": 4, \"duration\": 1}]}]}")
    #expect(!octaves.isEmpty, "\(octaves)")
    let strength = SceneFileSupport.diagnostics(
      "{\"layers\": [{\"emitterBehaviors\": [{\"type\": \"turbulence\", \"name\": \"t\"}], \"animations\": [{\"keyPath\": \"emitterBehaviors.t.strength\", \"fromValue\": 1, \"toValue\": 400, \"duration\": 1}, {\"keyPath\": \"emitterBehaviors.t.scrollVelocity\", \"fromValue\": [0, 0, 0], \"toValue\": [0, -50, 0], \"duration\": 1}]}]}")
    #expect(strength.isEmpty, "\(strength)")
  }
}
