import EmitterModel
import Foundation
import Testing

/// `emitterCells.NAME.emitterBehaviors.NAME.KEY`: a cell's own behaviours are addressable like
/// the layer's, by animations, live `setValue` and scene-file events, with the same messages.
@Suite("Key paths into cells' behaviours")
struct CellBehaviorKeyPathTests {
  static let json = """
    {"layers": [{"emitterCells": [
      {"name": "dust", "birthRate": 5, "emitterBehaviors": [
        {"type": "drag", "name": "slow", "drag": 1},
        {"type": "valueOverLife", "name": "fade", "keyPath": "color.alpha", "values": [1, 0]}
      ], "emitterCells": [
        {"name": "speck", "birthRate": 2, "emitterBehaviors": [{"type": "wave", "name": "sway"}]}
      ]}
    ]}]}
    """

  func layer() throws -> EmitterLayer {
    try #require(try SceneFileSupport.scene(Self.json).layers.first)
  }

  @Test("a cell's behaviour key resolves, reads and writes, sub-cells included")
  func resolves() throws {
    var layer = try layer()
    let drag = try layer.property(atKeyPath: "emitterCells.dust.emitterBehaviors.slow.drag")
    #expect(drag.value(in: layer) == .number(1))
    #expect(drag.setValue(.number(2.5), in: &layer))
    #expect(layer.emitterCells[0].emitterBehaviors[0].drag == 2.5)
    let enabled = try layer.property(
      atKeyPath: "emitterCells.dust.emitterBehaviors.fade.enabled", animatable: false)
    #expect(enabled.setValue(.bool(false), in: &layer) && !layer.emitterCells[0].emitterBehaviors[1].enabled)
    let force = try layer.property(
      atKeyPath: "emitterCells.dust.emitterCells.speck.emitterBehaviors.sway.force")
    #expect(force.setValue(.vector(Vector3(x: 1, y: 2, z: 0)), in: &layer))
    #expect(layer.emitterCells[0].emitterCells[0].emitterBehaviors[0].force == Vector3(x: 1, y: 2, z: 0))
  }

  @Test("unknown behaviour names and keys suggest the cell's own; lists cannot animate")
  func failures() throws {
    let layer = try layer()
    #expect(
      throws: KeyPathError(
        keyPath: "emitterCells.dust.emitterBehaviors.slo.drag",
        kind: .unknownBehavior("slo", suggestion: "slow"))
    ) { try layer.property(atKeyPath: "emitterCells.dust.emitterBehaviors.slo.drag") }
    #expect(
      throws: KeyPathError(
        keyPath: "emitterCells.dust.emitterBehaviors.slow.dreg",
        kind: .unknownProperty("dreg", suggestion: "drag"))
    ) { try layer.property(atKeyPath: "emitterCells.dust.emitterBehaviors.slow.dreg") }
    #expect(
      throws: KeyPathError(
        keyPath: "emitterCells.dust.emitterBehaviors.fade.values", kind: .notAnimatable("values"))
    ) { try layer.property(atKeyPath: "emitterCells.dust.emitterBehaviors.fade.values") }
    #expect(throws: KeyPathError.self) {
      try layer.property(atKeyPath: "emitterCells.dust.emitterBehaviors.slow")
    }
  }

  @Test("a scene file animates a cell's behaviour and sets one in an event")
  func sceneFile() throws {
    let json = Self.json.replacingOccurrences(
      of: "]}]}",
      with: """
        ], "animations": [{"keyPath": "emitterCells.dust.emitterBehaviors.slow.drag", "fromValue": 0, "toValue": 4, "duration": 2}],
        "events": [{"time": 1, "type": "set", "keyPath": "emitterCells.dust.emitterBehaviors.fade.enabled", "value": false}]
        }]}
        """)
    let scene = try SceneFileSupport.scene(json)
    #expect(scene.layers[0].animations.first?.keyPath == "emitterCells.dust.emitterBehaviors.slow.drag")
    #expect(scene.layers[0].events.count == 1)
    let bad = json.replacingOccurrences(of: "slow.drag\", \"fromValue", with: "slw.drag\", \"fromValue")
    let found = SceneFileSupport.diagnostics(bad)
    #expect(found.contains { $0.keyPath.hasPrefix("layers[0].animations[0]") })
  }
}
