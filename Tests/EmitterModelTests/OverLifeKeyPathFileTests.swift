import EmitterModel
import Foundation
import Testing

/// valueOverLife key paths in scene files: the rates (spin, scaleSpeed) and mass load; a mass
/// curve that replaces the mass must stay above 0; position and velocity are still refused.
@Suite("Scene files: valueOverLife on spin, scaleSpeed and mass")
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

  @Test("position and velocity are still refused, with the list of key paths")
  func refused() {
    for key in ["position", "velocity"] {
      let found = diagnostics(#"{"type": "valueOverLife", "keyPath": "\#(key)", "values": [1]}"#)
      #expect(found.map(\.keyPath) == ["layers[0].emitterBehaviors[0].keyPath"], "\(key)")
    }
  }
}
