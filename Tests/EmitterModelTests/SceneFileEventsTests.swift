import EmitterModel
import Foundation
import Testing

@Suite("Scene files: live-change events (recordings)")
struct SceneFileEventsTests {
  static let layer = """
    "emitterCells": [{"name": "smoke", "birthRate": 10, "lifetime": 2}],
    "emitterBehaviors": [{"type": "drag", "name": "drag", "drag": 1}]
    """

  func scene(events: String) -> String {
    "{\"layers\": [{\(Self.layer), \"events\": [\(events)]}]}"
  }

  @Test("every event type decodes, encodes and decodes again to the same scene")
  func roundTrip() throws {
    let json = scene(events: """
      {"time": 0.5, "type": "set", "keyPath": "emitterPosition", "value": [10, 20]},
      {"time": 1, "type": "set", "keyPath": "emitterCells.smoke.color", "value": "#ff8800"},
      {"time": 1, "type": "set", "keyPath": "emitterShape", "value": "circle"},
      {"time": 1.5, "type": "addAnimation", "key": "fade",
       "animation": {"keyPath": "opacity", "toValue": 0, "duration": 2}},
      {"time": 2, "type": "removeAnimation", "key": "fade"},
      {"time": 3, "type": "removeAllAnimations"},
      {"time": 3.5, "type": "insertBehavior", "index": 0, "behavior": {"type": "wave", "name": "sway", "frequency": 2}},
      {"time": 4, "type": "removeBehavior", "name": "drag"},
      {"time": 4.5, "type": "setBehaviors", "behaviors": [{"type": "drag", "name": "drag", "drag": 2}]}
      """)
    let decoded = try SceneFileSupport.scene(json)
    let changes = decoded.layers[0].events
    #expect(
      changes.map(\.typeName) == [
        "set", "set", "set", "addAnimation", "removeAnimation", "removeAllAnimations", "insertBehavior",
        "removeBehavior", "setBehaviors",
      ])
    #expect(changes[0].action == .set(keyPath: "emitterPosition", value: .point(Point(x: 10, y: 20))))
    #expect(changes.map(\.time) == [0.5, 1, 1, 1.5, 2, 3, 3.5, 4, 4.5])
    #expect(decoded.diagnostics().isEmpty, "\(decoded.diagnostics())")
    let again = try Scene(jsonData: decoded.jsonData(), file: "again.json")
    #expect(again == decoded)
  }

  @Test("bad events name the event, the key path and what is allowed")
  func errors() {
    func messages(_ events: String) -> [String] {
      SceneFileSupport.diagnostics(scene(events: events)).map(\.description)
    }
    #expect(messages(#"{"time": 1, "type": "set", "keyPath": "emitterCells.smok.birthRate", "value": 3}"#)
      .contains { $0.contains("events[0].keyPath") && $0.contains("did you mean \"emitterCells.smoke.birthRate\"") })
    #expect(messages(#"{"time": 1, "type": "set", "keyPath": "birthRate", "value": -2}"#)
      .contains { $0.contains("events[0].value") && $0.contains(">= 0") })
    #expect(messages(#"{"time": 1, "type": "set", "keyPath": "birthRate", "value": "fast"}"#)
      .contains { $0.contains("events[0].value") && $0.contains("expected a number") })
    #expect(messages(#"{"time": -1, "type": "removeAllAnimations"}"#)
      .contains { $0.contains("events[0].time") })
    #expect(messages(#"{"time": 1, "type": "sett"}"#).contains { $0.contains("events[0].type") })
    #expect(messages(#"{"type": "removeAllAnimations"}"#).contains { $0.contains("\"time\"") })
    #expect(messages(#"{"time": 1, "type": "set", "keyPath": "seed", "value": 3}"#)
      .contains { $0.contains("cannot change while the layer runs") })
    #expect(messages(#"{"time": 1, "type": "removeAnimation", "key": "a", "keyy": 2}"#)
      .contains { $0.contains("unknown key \"keyy\"") })
  }

  @Test("a scene built in Swift with an event that does not apply fails validation")
  func swiftBuiltScene() throws {
    var scene = try SceneFileSupport.scene(scene(events: ""))
    scene.layers[0].events = [LayerChange(.set(keyPath: "velocty", value: .number(2)), at: 1)]
    let problems = scene.diagnostics()
    #expect(problems.contains { $0.keyPath == "layers[0].events[0]" && $0.message.contains("did you mean \"velocity\"") })
  }

  @Test("cell events decode, encode and decode again; later events may name an inserted cell")
  func cellEvents() throws {
    let json = scene(events: """
      {"time": 1, "type": "insertCell", "index": 0, "cell": {"name": "spark", "birthRate": 5, "lifetime": 1,
       "emitterCells": [{"name": "dust", "birthRate": 2, "lifetime": 0.5}]}},
      {"time": 1.5, "type": "set", "keyPath": "emitterCells.spark.velocity", "value": 80},
      {"time": 1.6, "type": "set", "keyPath": "emitterCells.spark.emitterCells.dust.birthRate", "value": 4},
      {"time": 2, "type": "insertCell", "parent": "smoke", "cell": {"name": "ember", "birthRate": 1, "lifetime": 1}},
      {"time": 3, "type": "removeCell", "name": "smoke.ember"},
      {"time": 4, "type": "setCells", "cells": [{"name": "late", "birthRate": 3, "lifetime": 1}]}
      """)
    let decoded = try SceneFileSupport.scene(json)
    let changes = decoded.layers[0].events
    #expect(changes.map(\.typeName) == ["insertCell", "set", "set", "insertCell", "removeCell", "setCells"])
    #expect(changes[3].action == .insertCell({
      var ember = EmitterCell(name: "ember")
      ember.birthRate = 1
      ember.lifetime = 1
      return ember
    }(), at: nil, parent: "smoke"))
    #expect(changes[4].action == .removeCell(path: "smoke.ember"))
    #expect(decoded.diagnostics().isEmpty, "\(decoded.diagnostics())")
    let again = try Scene(jsonData: decoded.jsonData(), file: "again.json")
    #expect(again == decoded)
  }

  @Test("bad cell events name the event, the cell path and what is allowed")
  func cellEventErrors() {
    func messages(_ events: String) -> [String] {
      SceneFileSupport.diagnostics(scene(events: events)).map(\.description)
    }
    #expect(messages(#"{"time": 1, "type": "removeCell", "name": "smok"}"#)
      .contains { $0.contains("events[0]") && $0.contains("did you mean \"smoke\"") })
    #expect(messages(#"{"time": 1, "type": "insertCell", "cell": {"name": "smoke"}}"#)
      .contains { $0.contains("events[0]") && $0.contains("already used") })
    #expect(messages(#"{"time": 1, "type": "insertCell", "cell": {"name": "x", "lifetime": -1}}"#)
      .contains { $0.contains("lifetime") && $0.contains("-1") })
    #expect(messages(#"{"time": 1, "type": "insertCell", "parent": "nope", "cell": {"name": "x"}}"#)
      .contains { $0.contains("no cell named \"nope\"") })
    #expect(messages(#"{"time": 1, "type": "insertCell"}"#).contains { $0.contains("\"cell\"") })
    #expect(messages(#"{"time": 1, "type": "removeCell", "name": "smoke"}, {"time": 2, "type": "removeCell", "name": "smoke"}"#)
      .contains { $0.contains("events[1]") && $0.contains("no cell named \"smoke\"") })
  }
}
