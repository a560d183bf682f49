import EmitterModel
import Foundation
import Testing

@Suite("Scene files: behaviours, animations and emission events")
struct SceneFileAnimationTests {
  func layerScene(_ layerMembers: String) -> String {
    SceneFileSupport.cellScene(#""name": "confetti", "birthRate": 10, "lifetime": 2"#, layerMembers: layerMembers)
  }

  @Test("the iMessage confetti scene validates: two layers, waves, attractor, drag, animations")
  func imessage() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scenes/imessage-confetti.json")
    let scene = try Scene.load(contentsOf: url)
    #expect(scene.layers.count == 2)
    let foreground = scene.layers[1]
    #expect(foreground.emitterBehaviors.map(\.type) == [.wave, .wave, .attractor, .drag])
    #expect(foreground.animations.count == 3 + foreground.emitterCells.count)
    #expect(scene.layers[0].speed == 0.95 && scene.layers[0].opacity == 0.5)
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
  }

  @Test("behaviours decode by type, with their own keys and defaults")
  func behaviors() throws {
    let scene = try SceneFileSupport.scene(layerScene(#"""
      "emitterBehaviors": [
        {"type": "wave", "force": [100, 0, 0], "frequency": 0.5},
        {"type": "attractor", "name": "pull", "attractorType": "axial", "stiffness": 4, "falloffDistance": "infinity"},
        {"type": "valueOverLife", "keyPath": "color.alpha", "values": [0, 1, 0], "additive": true},
        {"type": "colorOverLife", "colors": ["#ff0000", [0, 0, 1, 0.5]], "locations": [0.2, 1]},
        {"type": "alignToMotion", "rotation": 0.25},
        {"type": "drag", "drag": 2, "enabled": false}
      ]
      """#))
    let behaviors = scene.layers[0].emitterBehaviors
    #expect(behaviors[0].force == Vector3(x: 100, y: 0, z: 0) && behaviors[0].frequency == 0.5)
    #expect(behaviors[1].attractorType == .axial && behaviors[1].falloffDistance == .infinity)
    #expect(behaviors[2].keyPath == .alpha && behaviors[2].values == [0, 1, 0] && behaviors[2].additive)
    #expect(behaviors[3].colors[1] == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    #expect(behaviors[5].enabled == false)
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
  }

  @Test("a key another behaviour type reads is unknown, with a suggestion among this type's")
  func behaviorKeys() {
    let problems = SceneFileSupport.diagnostics(layerScene(#"""
      "emitterBehaviors": [{"type": "wave", "drag": 2, "frequncy": 1}, {"force": [1, 0, 0]}, {"type": "wind"}]
      """#))
    #expect(problems.contains { $0.kind == .unknownKey("drag", suggestion: nil) })
    #expect(problems.contains { $0.kind == .unknownKey("frequncy", suggestion: "frequency") })
    #expect(problems.contains { $0.kind == .missingKey("type") && $0.keyPath == "layers[0].emitterBehaviors[1]" })
    #expect(problems.contains { if case .unknownValue("wind", _) = $0.kind { true } else { false } })
  }

  @Test("curves: 1 to 8 keys, locations one per key and in order; unsupported key paths refused")
  func curves() {
    let problems = SceneFileSupport.diagnostics(layerScene(#"""
      "emitterBehaviors": [
        {"type": "valueOverLife", "keyPath": "scale", "values": []},
        {"type": "valueOverLife", "keyPath": "scale", "values": [1, 2], "locations": [0.5, 0.2]},
        {"type": "colorOverLife", "colors": ["#ffffff"], "locations": [0, 1]},
        {"type": "valueOverLife", "keyPath": "velocity", "values": [1]}
      ]
      """#))
    #expect(problems.filter { $0.kind == .inconsistent }.map(\.keyPath) == [
      "layers[0].emitterBehaviors[0].values", "layers[0].emitterBehaviors[1].locations",
      "layers[0].emitterBehaviors[2].locations",
    ])
    // Apple's curves drive velocity per component (velocity.x, supported); a bare "velocity" is not one.
    #expect(problems.contains { if case .unknownValue("velocity", _) = $0.kind { true } else { false } })
  }

  @Test("animations decode their values in the form of the property the key path names")
  func animations() throws {
    let scene = try SceneFileSupport.scene(layerScene(#"""
      "emitterBehaviors": [{"type": "attractor", "name": "attractor"}],
      "animations": [
        {"keyPath": "birthRate", "fromValue": 1, "toValue": 0, "duration": 1},
        {"keyPath": "emitterPosition", "values": [[0, 0], [100, 50]], "keyTimes": [0, 1], "calculationMode": "paced"},
        {"keyPath": "emitterCells.confetti.color", "toValue": "#ff0000", "timingFunction": [0.1, 0.2, 0.3, 1]},
        {"keyPath": "emitterBehaviors.attractor.stiffness", "values": [80, 5], "keyTimes": [0, 0.4],
         "timingFunction": "easeOut", "duration": 3, "repeatCount": "infinity", "autoreverses": true,
         "fillMode": "both", "removedOnCompletion": false}
      ]
      """#))
    let animations = scene.layers[0].animations
    #expect(animations[0].fromValue == .number(1) && animations[0].timing.duration == 1)
    #expect(animations[1].values == [.point(Point(x: 0, y: 0)), .point(Point(x: 100, y: 50))])
    #expect(animations[1].calculationMode == .paced && animations[1].timing.duration == 0.25)
    #expect(animations[2].toValue == .color(Color(red: 1, green: 0, blue: 0)))
    #expect(animations[2].timingFunction == MediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 1))
    #expect(animations[3].timing.repeatCount == .infinity && !animations[3].isRemovedOnCompletion)
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
  }

  @Test("an animation's repeating group is an object of timing keys, read, range-checked and written back")
  func group() throws {
    let scene = try SceneFileSupport.scene(layerScene(#"""
      "animations": [
        {"keyPath": "birthRate", "fromValue": 0, "toValue": 1, "duration": 1,
         "group": {"duration": 2, "repeatCount": "infinity", "autoreverses": true, "beginTime": 0.5}},
        {"keyPath": "birthRate", "toValue": 1, "group": {}}
      ]
      """#))
    let group = try #require(scene.layers[0].animations[0].group)
    #expect(group.timing.duration == 2 && group.timing.repeatCount == .infinity && group.timing.autoreverses)
    #expect(group.timing.beginTime == 0.5 && group.isRemovedOnCompletion)
    #expect(scene.layers[0].animations[0].layerBeginTime == 0.5)
    #expect(scene.layers[0].animations[1].group == PropertyAnimation.Group(), "an empty group is a group")
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
    let problems = SceneFileSupport.diagnostics(layerScene(#"""
      "animations": [
        {"keyPath": "birthRate", "toValue": 1, "group": {"duration": -2, "speeed": 1}},
        {"keyPath": "birthRate", "toValue": 1, "group": 3}
      ]
      """#))
    #expect(problems.contains { $0.keyPath == "layers[0].animations[0].group.duration" && $0.kind == .outOfRange })
    let unknown = problems.first { $0.keyPath == "layers[0].animations[0].group" }
    #expect(unknown?.message.contains("did you mean \"speed\"") == true, "\(problems.map(\.message))")
    #expect(problems.contains { $0.keyPath == "layers[0].animations[1].group" && $0.kind == .wrongType }, "\(problems)")
  }

  @Test("unknown key paths are errors naming the nearest known path")
  func keyPathErrors() {
    let problems = SceneFileSupport.diagnostics(layerScene(#"""
      "emitterBehaviors": [{"type": "drag", "name": "drag"}],
      "animations": [
        {"keyPath": "emitterCells.confeti.yAcceleration", "toValue": 1},
        {"keyPath": "emitterBehaviors.drag.drg", "toValue": 1},
        {"keyPath": "emitterBehaviors.dreg.drag", "toValue": 1},
        {"keyPath": "birthrate", "toValue": 1},
        {"keyPath": "emitterShape", "toValue": 1},
        {"toValue": 1}
      ]
      """#))
    let expected: [(String, String)] = [
      ("layers[0].animations[0].keyPath", "emitterCells.confetti.yAcceleration"),
      ("layers[0].animations[1].keyPath", "emitterBehaviors.drag.drag"),
      ("layers[0].animations[2].keyPath", "emitterBehaviors.drag.drag"),
      ("layers[0].animations[3].keyPath", "birthRate"),
    ]
    for (path, nearest) in expected {
      let problem = problems.first { $0.keyPath == path }
      #expect(problem?.expected == "\"\(nearest)\"", "\(path)")
      #expect(problem?.message.contains(nearest) == true, "\(path): \(problem?.message ?? "none")")
    }
    #expect(problems.contains { $0.kind == .keyPath(.notAnimatable("emitterShape")) })
    #expect(problems.contains { $0.kind == .missingKey("keyPath") })
  }

  @Test("animation values must have the property's form, range and counts")
  func valueChecks() {
    let problems = SceneFileSupport.diagnostics(layerScene(#"""
      "animations": [
        {"keyPath": "emitterPosition", "toValue": 3},
        {"keyPath": "birthRate", "toValue": -1},
        {"keyPath": "birthRate", "byValue": -1},
        {"keyPath": "birthRate", "values": [1, 2, 3], "keyTimes": [0, 1]},
        {"keyPath": "birthRate", "values": [1, 2, 3], "timingFunctions": ["easeIn"]},
        {"keyPath": "birthRate", "values": [1, 2], "fromValue": 0},
        {"keyPath": "birthRate", "values": [1, 2], "keyTimes": [0.5, 0.1]},
        {"keyPath": "birthRate", "toValue": 1, "timingFunction": [1.5, 0, 0.5, 1]}
      ]
      """#))
    #expect(problems.contains { $0.keyPath == "layers[0].animations[0].toValue" && $0.kind == .wrongType })
    #expect(problems.contains { $0.keyPath == "layers[0].animations[1].toValue" && $0.kind == .outOfRange })
    #expect(!problems.contains { $0.keyPath.hasPrefix("layers[0].animations[2]") }, "byValue may be negative")
    #expect(problems.contains { $0.keyPath == "layers[0].animations[3].keyTimes" && $0.kind == .inconsistent })
    #expect(problems.contains { $0.keyPath == "layers[0].animations[4].timingFunctions" && $0.kind == .inconsistent })
    #expect(problems.contains { $0.keyPath == "layers[0].animations[5]" && $0.kind == .inconsistent })
    #expect(problems.contains { $0.keyPath == "layers[0].animations[6].keyTimes" && $0.kind == .inconsistent })
    #expect(problems.contains { $0.keyPath == "layers[0].animations[7].timingFunction[0]" && $0.kind == .outOfRange })
  }

  @Test("timing cannot be animated, with the reason; a sub-cell's rate can, within its range and bounded")
  func notAnimatable() {
    let scene = SceneFileSupport.cellScene(
      #""name": "rocket", "birthRate": 1, "lifetime": 2, "emitterCells": [{"name": "spark", "birthRate": 10}]"#,
      layerMembers: #""animations": [{"keyPath": "emitterCells.rocket.emitterCells.spark.birthRate", "toValue": 1}, {"keyPath": "emitterCells.rocket.duration", "toValue": 1}, {"keyPath": "speed", "toValue": 2}, {"keyPath": "emitterCells.rocket.emitterCells.spark.birthRate", "values": [1, -3]}, {"keyPath": "emitterCells.rocket.emitterCells.spark.birthRate", "fromValue": 1, "toValue": 2, "cumulative": true, "repeatCount": "infinity"}, {"keyPath": "emitterCells.rocket.emitterCells.sprk.birthRate", "toValue": 1}]"#)
    let problems = SceneFileSupport.diagnostics(scene)
    let kinds = problems.map(\.kind)
    #expect(!kinds.contains(.keyPath(.subCellRate)))
    #expect(!problems.contains { $0.keyPath.hasPrefix("layers[0].animations[0]") }, "\(problems)")
    #expect(kinds.contains(.keyPath(.notAnimatable("duration"))))
    #expect(kinds.contains(.keyPath(.notAnimatable("speed"))))
    // Out of range, unbounded and misspelt as every other key path is.
    #expect(problems.contains { $0.keyPath == "layers[0].animations[3].values[1]" && $0.kind == .outOfRange })
    #expect(problems.contains { $0.keyPath == "layers[0].animations[4].repeatCount" && $0.kind == .outOfRange })
    #expect(kinds.contains(.keyPath(.unknownCell("sprk", suggestion: "spark"))))
  }

  @Test("emission events decode by type; bursts name a top-level cell")
  func events() throws {
    let scene = try SceneFileSupport.scene(layerScene(#"""
      "emissionEvents": [
        {"type": "burst", "time": 0, "cell": "confetti", "count": 200},
        {"type": "emit", "time": 0.5, "duration": 3, "taper": "easeIn"},
        {"type": "stop", "time": 5},
        {"type": "restart", "time": 8}
      ]
      """#))
    let events = scene.layers[0].emissionEvents
    #expect(events.map(\.type) == [.burst, .emit, .stop, .restart])
    #expect(events[0].count == 200 && events[1].taper == .easeIn && events[3].time == 8)
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
    let problems = SceneFileSupport.diagnostics(layerScene(#"""
      "emissionEvents": [{"type": "burst", "cell": "confeti", "count": 0}, {"type": "stop", "count": 3}]
      """#))
    #expect(problems.contains { $0.kind == .unknownValue("confeti", suggestion: "confetti") })
    #expect(problems.contains { $0.kind == .outOfRange && $0.keyPath == "layers[0].emissionEvents[0].count" })
    #expect(problems.contains { $0.kind == .unknownKey("count", suggestion: nil) })
  }

  @Test("scheduled bursts count toward the particle budget")
  func burstBudget() {
    let json = SceneFileSupport.cellScene(
      #""name": "confetti", "lifetime": 2, "emitterCells": [{"name": "bit", "birthRate": 2, "lifetime": 1}]"#,
      layerMembers: #""emissionEvents": [{"type": "burst", "cell": "confetti", "count": 600}, {"type": "burst", "cell": "confetti", "count": 400}]"#,
      sceneMembers: #""particleCap": 2000"#)
    let problems = SceneFileSupport.diagnostics(json)
    #expect(problems.count == 1 && problems.first?.keyPath == "layers[0].emitterCells[0].emitterCells[0]")
    if case .particleCapExceeded(let estimate, _)? = problems.first?.kind {
      #expect(estimate == 1000 * 3, "1000 burst parents, each with up to ceil(2/s × 1 s) + 1 children alive")
    }
  }
}
