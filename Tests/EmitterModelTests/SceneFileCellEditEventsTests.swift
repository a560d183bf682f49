import EmitterModel
import Foundation
import Testing

/// The scene-file form of the live cell edits: `setBehaviors` with a `cell` (a cell's own
/// behaviours) and `renameCell`.
@Suite("Scene files: cell behaviours replaced and cells renamed by events")
struct SceneFileCellEditEventsTests {
  static let layer = """
    "emitterCells": [{"name": "rocket", "birthRate": 2, "lifetime": 2, "emitterCells": [
      {"name": "spark", "birthRate": 10, "lifetime": 0.5},
      {"name": "smoke", "birthRate": 5, "lifetime": 1}]}],
    "animations": [{"keyPath": "emitterCells.rocket.emitterCells.spark.scaleSpeed", "toValue": 1,
      "duration": 3}]
    """

  func scene(events: String) -> String {
    "{\"layers\": [{\(Self.layer), \"events\": [\(events)]}]}"
  }

  @Test("both decode, encode and decode again to the same scene; later events use the new name")
  func roundTrip() throws {
    let json = scene(
      events: """
        {"time": 0.5, "type": "setBehaviors", "cell": "rocket.spark",
         "behaviors": [{"type": "drag", "name": "brake", "drag": 2}]},
        {"time": 1, "type": "renameCell", "name": "rocket.spark", "newName": "ember"},
        {"time": 1.5, "type": "set", "keyPath": "emitterCells.rocket.emitterCells.ember.emitterBehaviors.brake.drag", "value": 3},
        {"time": 2, "type": "setBehaviors", "behaviors": [{"type": "wave", "name": "sway"}]}
        """)
    let decoded = try SceneFileSupport.scene(json)
    let changes = decoded.layers[0].events
    #expect(changes.map(\.typeName) == ["setBehaviors", "renameCell", "set", "setBehaviors"])
    var brake = EmitterBehavior(type: .drag, name: "brake")
    brake.drag = 2
    #expect(changes[0].action == .setBehaviors([brake], cell: "rocket.spark"))
    #expect(changes[1].action == .renameCell(path: "rocket.spark", to: "ember"))
    if case .setBehaviors(_, let cell) = changes[3].action { #expect(cell == nil) }
    #expect(decoded.diagnostics().isEmpty, "\(decoded.diagnostics())")
    let again = try Scene(jsonData: decoded.jsonData(), file: "again.json")
    #expect(again == decoded)
    // The model the events leave: the cell renamed, its behaviours set, the animation re-pointed.
    var layer = decoded.layers[0]
    for change in changes { layer = try layer.applying(change.action, at: change.time) }
    let rocket = layer.emitterCells[0]
    #expect(rocket.emitterCells.map(\.name) == ["ember", "smoke"])
    #expect(rocket.emitterCells[0].emitterBehaviors.map(\.drag) == [3])
    #expect(
      layer.animations.map(\.keyPath) == ["emitterCells.rocket.emitterCells.ember.scaleSpeed"])
  }

  @Test("renaming a parent re-points its sub-cells' key paths too")
  func parentRename() throws {
    let decoded = try SceneFileSupport.scene(
      scene(events: #"{"time": 1, "type": "renameCell", "name": "rocket", "newName": "comet"}"#))
    let layer = try decoded.layers[0].applying(decoded.layers[0].events[0].action, at: 1)
    #expect(layer.animations.map(\.keyPath) == ["emitterCells.comet.emitterCells.spark.scaleSpeed"])
    #expect(layer.emitterCells.map(\.name) == ["comet"])
  }

  @Test("bad events name the event, the key and what is allowed")
  func errors() {
    func messages(_ events: String) -> [String] {
      SceneFileSupport.diagnostics(scene(events: events)).map(\.description)
    }
    // A sibling's name is refused, naming both.
    #expect(
      messages(#"{"time": 1, "type": "renameCell", "name": "rocket.spark", "newName": "smoke"}"#)
        .contains {
          $0.contains("events[0]") && $0.contains("\"rocket.spark\"") && $0.contains("\"smoke\"")
            && $0.contains("sibling")
        })
    #expect(
      messages(#"{"time": 1, "type": "renameCell", "name": "rocket.spork", "newName": "ember"}"#)
        .contains { $0.contains("events[0]") && $0.contains("did you mean \"spark\"") })
    #expect(
      messages(#"{"time": 1, "type": "renameCell", "name": "rocket.spark", "newName": "a.b"}"#)
        .contains { $0.contains("events[0]") && $0.contains("\"a.b\"") && $0.contains("dots") })
    #expect(
      messages(#"{"time": 1, "type": "renameCell", "name": "rocket.spark"}"#)
        .contains { $0.contains("events[0]") && $0.contains("\"newName\"") })
    #expect(
      messages(#"{"time": 1, "type": "renameCell", "name": "rocket.spark", "newName": 3}"#)
        .contains { $0.contains("events[0].newName") && $0.contains("a string") })
    #expect(
      messages(#"{"time": 1, "type": "setBehaviors", "cell": 4, "behaviors": []}"#)
        .contains { $0.contains("events[0].cell") && $0.contains("a string") })
    #expect(
      messages(#"{"time": 1, "type": "setBehaviors", "cell": "rocket.sprak", "behaviors": []}"#)
        .contains { $0.contains("events[0]") && $0.contains("no cell named \"sprak\"") })
    // A behaviour's value out of range is reported where the event holds it.
    #expect(
      messages(
        #"{"time": 1, "type": "setBehaviors", "cell": "rocket.spark", "behaviors": [{"type": "drag", "drag": -1}]}"#
      ).contains { $0.contains("events[0].behaviors[0].drag") && $0.contains("-1") })
    // A later event naming the old path is refused, naming both names.
    let stale = messages(
      #"""
      {"time": 1, "type": "renameCell", "name": "rocket.spark", "newName": "ember"},
      {"time": 2, "type": "removeCell", "name": "rocket.spark"}
      """#)
    #expect(
      stale.contains {
        $0.contains("events[1]") && $0.contains("\"rocket.spark\" was renamed \"rocket.ember\"")
      }, "\(stale)")
    // A key path of a later `set` too, when the file is read.
    let staleSet = messages(
      #"""
      {"time": 1, "type": "renameCell", "name": "rocket", "newName": "comet"},
      {"time": 2, "type": "set", "keyPath": "emitterCells.rocket.emitterCells.spark.birthRate", "value": 3}
      """#)
    #expect(
      staleSet.contains {
        $0.contains("events[1].keyPath") && $0.contains("\"rocket\" was renamed \"comet\"")
      }, "\(staleSet)")
  }

  @Test("a cell's name and behaviours are not set by key path; the message names the change")
  func notByKeyPath() {
    let layer = try? SceneFileSupport.scene(scene(events: "")).layers[0]
    #expect(throws: LiveChangeError.self) {
      try layer?.applying(
        .set(keyPath: "emitterCells.rocket.name", value: .string("comet")), at: 0)
    }
    do {
      _ = try layer?.applying(
        .set(keyPath: "emitterCells.rocket.name", value: .string("comet")), at: 0)
    } catch {
      #expect(error.message.contains("renameCell"), "\(error)")
    }
  }
}
