import EmitterModel
import Foundation
import Testing

/// valueOverLife key paths in scene files: the rates (spin, scaleSpeed), mass and the position and
/// velocity components load; a mass curve that replaces the mass must stay above 0; position and
/// velocity values stay within a million; bare `position` and `velocity` are refused.
@Suite("Scene files: valueOverLife on spin, scaleSpeed, mass, position and velocity")
struct OverLifeKeyPathFileTests {
  func diagnostics(_ behaviors: String) -> [SceneDiagnostic] {
    SceneFileSupport.diagnostics(
      SceneFileSupport.cellScene(#""birthRate": 5"#, layerMembers: #""emitterBehaviors": ["# + behaviors + "]"))
  }

  @Test("spin, scaleSpeed and mass curves load")
  func load() throws {
    let found = diagnostics(
      #"{"type": "valueOverLife", "keyPath": "spin", "values": [6, 0]}, {"type": "valueOverLife", "keyPath": "scaleSpeed", "values": [0.5], "additive": true}, {"type": "valueOverLife", "keyPath": "mass", "values": [1, 3]}, {"type": "valueOverLife", "keyPath": "mass", "values": [-0.5, 0], "additive": true}"#)
    #expect(found.isEmpty, "\(found)")
  }

  @Test("a replacing mass curve at or below 0 is refused at its value")
  func massRange() {
    let found = diagnostics(#"{"type": "valueOverLife", "keyPath": "mass", "values": [2, 0, -1]}"#)
    #expect(
      found.map(\.keyPath) == [
        "layers[0].emitterBehaviors[0].values[1]", "layers[0].emitterBehaviors[0].values[2]",
      ])
    #expect(found.allSatisfy { $0.kind == .outOfRange })
  }

  @Test("bare position and velocity are refused at the key path, naming the components")
  func refused() {
    for key in ["position", "velocity"] {
      let found = diagnostics(#"{"type": "valueOverLife", "keyPath": "\#(key)", "values": [1]}"#)
      #expect(found.map(\.keyPath) == ["layers[0].emitterBehaviors[0].keyPath"], "\(key)")
      #expect(found.first?.message.contains("\(key).x") == true, "\(found)")
    }
  }

  @Test("position.x/y/z and velocity.x/y/z load, replacing and additive, and round-trip")
  func motionKeys() throws {
    let keys = ["position.x", "position.y", "position.z", "velocity.x", "velocity.y", "velocity.z"]
    let behaviors = keys.enumerated().map { index, key in
      #"{"type": "valueOverLife", "keyPath": "\#(key)", "values": [-1000000, 250.5, 1000000], "additive": \#(index % 2 == 0)}"#
    }
    let text = SceneFileSupport.cellScene(
      #""birthRate": 5"#, layerMembers: #""emitterBehaviors": ["# + behaviors.joined(separator: ", ") + "]")
    #expect(SceneFileSupport.diagnostics(text).isEmpty, "\(SceneFileSupport.diagnostics(text))")
    let scene = try Scene(jsonData: Data(text.utf8), file: "motion.json")
    #expect(scene.layers[0].emitterBehaviors.map(\.keyPath.rawValue) == keys)
    #expect(scene.layers[0].emitterBehaviors.map(\.additive) == [true, false, true, false, true, false])
    let again = try Scene(jsonData: scene.jsonData(), file: "again.json")
    #expect(again == scene)
  }

  @Test("position and velocity values beyond a million are refused at the value, with the range and unit")
  func motionRange() {
    let found = diagnostics(
      #"{"type": "valueOverLife", "keyPath": "velocity.y", "values": [0, 1000001, -2e6]}, {"type": "valueOverLife", "keyPath": "position.x", "values": [3e7], "additive": true}"#)
    #expect(
      found.map(\.keyPath) == [
        "layers[0].emitterBehaviors[0].values[1]", "layers[0].emitterBehaviors[0].values[2]",
        "layers[0].emitterBehaviors[1].values[0]",
      ])
    #expect(found.allSatisfy { $0.kind == .outOfRange })
    #expect(found[0].message.contains("-1000000...1000000 points per second"), "\(found[0].message)")
    #expect(found[2].message.contains("-1000000...1000000 points"), "\(found[2].message)")
    #expect(found[0].message.contains("1000001"))
  }
}
