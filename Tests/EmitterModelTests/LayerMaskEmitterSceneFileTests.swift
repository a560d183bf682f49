import EmitterModel
import Foundation
import Testing

/// A mask that emits in scene files: the `mask` object takes a `CAEmitterLayer`'s emitter keys
/// (`LayerMask.emitterKeys`, `emitterCells` and all) beside its own; they decode into
/// `LayerMask.emitter`, are checked with the key path `layers[0].mask.KEY`, written back, and
/// lifted by `flattened` into a layer of their own that `unflattened` puts back.
@Suite("Masks that emit, in scene files")
struct LayerMaskEmitterSceneFileTests {
  static let text = """
    {"size": [200, 160], "layers": [{"name": "masked", "backgroundColor": "#336699",
      "mask": {"position": [90, 70], "bounds": [0, 0, 120, 80], "backgroundColor": [0, 0, 0, 0.25],
               "emitterPosition": [60, 40], "emitterShape": "circle", "emitterSize": [50, 50],
               "birthRate": 2, "seed": 7, "renderMode": "additive",
               "emitterCells": [{"name": "sparkle", "birthRate": 30, "lifetime": 2,
                                 "contents": {"shape": "circle", "size": [8, 8]}}]},
      "sublayers": [{"name": "inner"}]}]}
    """

  @Test("the emitter keys decode into the mask's emitter and survive a round trip")
  func roundTrip() throws {
    let scene = try SceneFileSupport.scene(Self.text)
    let mask = try #require(scene.layers.first?.mask)
    #expect(mask.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0.25))
    let emitter = try #require(mask.emitter)
    #expect(emitter.emitterPosition == Point(x: 60, y: 40))
    #expect(emitter.emitterShape == .circle)
    #expect(emitter.birthRate == 2)
    #expect(emitter.seed == 7)
    #expect(emitter.renderMode == .additive)
    #expect(emitter.emitterCells.map(\.name) == ["sparkle"])
    // The emitter holds no geometry of its own: the mask's keys place it.
    #expect(emitter.position == nil && emitter.bounds == nil)
    let again = try Scene(jsonData: scene.jsonData(), file: "again.json")
    #expect(again == scene)
    let written = String(decoding: scene.jsonData(), as: UTF8.self)
    #expect(written.contains("\"emitterCells\""))
    #expect(!written.contains("\"emitter\""), "the keys are written flat in the mask")
  }

  @Test("flattened lifts the mask's emitter into a layer of its own; unflattened puts it back")
  func flattening() throws {
    let scene = try SceneFileSupport.scene(Self.text)
    let flat = scene.flattened
    // masked, inner, then the mask's emitter.
    #expect(flat.layers.count == 3)
    #expect(flat.maskedLayer(of: 2) == 0)
    #expect(flat.maskEmitters == [0: 2])
    #expect(flat.layers[0].mask?.emitter == nil, "lifted out")
    #expect(flat.layers[2].emitterCells.map(\.name) == ["sparkle"])
    #expect(flat.layers[2].position == Point(x: 90, y: 70), "placed by the mask's keys")
    // Not drawn on the canvas: no list holds it.
    #expect(flat.drawOrder() == [0, 1])
    #expect(flat.sublayerLists[0] == [1])
    #expect(flat.layersOutOfTree.isEmpty)
    #expect(flat.layerKeyPaths == ["layers[0]", "layers[0].sublayers[0]", "layers[0].mask"])
    #expect(flat.flattened == flat, "idempotent")
    #expect(flat.unflattened == scene)
  }

  @Test("a mask's emitter without sublayers is flattened too, and placed by the mask")
  func flatteningWithoutSublayers() throws {
    var scene = try SceneFileSupport.scene(Self.text)
    scene.layers[0].sublayers = []
    let flat = scene.flattened
    #expect(flat.layers.count == 2)
    #expect(flat.maskEmitters == [0: 1])
    let geometries = flat.layerGeometries()
    // Mask bounds 120 × 80 centred at (90, 70) in a masked layer filling the canvas: its
    // origin at canvas (30, 30).
    let origin = geometries[1].canvasFromLayer.apply(x: 0, y: 0, z: 0)
    #expect(origin.x == 30 && origin.y == 30)
    #expect(flat.unflattened == scene)
  }

  @Test("the emitter's keys are checked at the mask's key path")
  func outOfRange() {
    let diagnostics = SceneFileSupport.diagnostics(
      """
      {"layers": [{"mask": {"birthRate": -1, "emitterCells": [{"lifetime": -2}]}}]}
      """)
    #expect(
      Set(diagnostics.map(\.keyPath))
        == ["layers[0].mask.birthRate", "layers[0].mask.emitterCells[0].lifetime"],
      "\(diagnostics)")
  }

  @Test("a layer key a mask does not draw is refused, naming the mask")
  func refusedKeys() {
    for key in ["borderWidth", "sublayers", "animations", "shadowOpacity"] {
      let value = key == "sublayers" || key == "animations" ? "[]" : "1"
      let diagnostics = SceneFileSupport.diagnostics(
        "{\"layers\": [{\"mask\": {\"\(key)\": \(value)}}]}")
      #expect(diagnostics.count == 1, "\(key): \(diagnostics)")
      #expect(diagnostics.first?.keyPath == "layers[0].mask", "\(key)")
      #expect(diagnostics.first?.value == "\"\(key)\"", "\(key)")
    }
  }

  @Test("a scene built in Swift with a bad emitter value in its mask fails validation")
  func swiftValidation() {
    var emitter = EmitterLayer()
    var cell = EmitterCell(name: "c")
    cell.birthRate = -3
    emitter.emitterCells = [cell]
    var mask = LayerMask()
    mask.emitter = emitter
    var layer = EmitterLayer(name: "masked")
    layer.mask = mask
    var scene = Scene()
    scene.layers = [layer]
    #expect(
      scene.diagnostics().map(\.keyPath) == ["layers[0].mask.emitterCells[0].birthRate"])
  }
}

extension LayerMaskEmitterSceneFileTests {
  @Test("a mask's emitter keys are key paths mask.KEY; refused on a mask that does not emit")
  func liveEmitterKeys() throws {
    let layer = try #require(try SceneFileSupport.scene(Self.text).layers.first)
    let rate = try layer.property(atKeyPath: "mask.birthRate")
    #expect(rate.value(in: layer) == .number(2))
    let cellRate = try layer.property(atKeyPath: "mask.emitterCells.sparkle.birthRate")
    #expect(cellRate.value(in: layer) == .number(30))
    var changed = layer
    #expect(cellRate.setValue(.number(45), in: &changed))
    #expect(changed.mask?.emitter?.emitterCells.first?.birthRate == 45)
    #expect(throws: Never.self) { _ = try layer.property(atKeyPath: "mask.position") }
    // The emitter's behaviours too.
    var slowed = layer
    var drag = EmitterBehavior(type: .drag)
    drag.name = "slow"
    drag.drag = 1
    slowed.mask?.emitter?.emitterBehaviors = [drag]
    let dragKey = try slowed.property(atKeyPath: "mask.emitterBehaviors.slow.drag")
    #expect(dragKey.value(in: slowed) == .number(1))
    #expect(dragKey.setValue(.number(3), in: &slowed))
    #expect(slowed.mask?.emitter?.emitterBehaviors.first?.drag == 3)
    // A misspelt cell is named with the whole key path and the nearest name.
    #expect(throws: KeyPathError.self) {
      _ = try layer.property(atKeyPath: "mask.emitterCells.sparkel.birthRate")
    }
    do {
      _ = try layer.property(atKeyPath: "mask.emitterCells.sparkel.birthRate")
    } catch {
      #expect(error.nearestKeyPath == "mask.emitterCells.sparkle.birthRate")
    }
    // A mask without cells has no emitter keys.
    var still = layer
    still.mask?.emitter = nil
    #expect(throws: KeyPathError(keyPath: "mask.birthRate", kind: .maskDoesNotEmit)) {
      _ = try still.property(atKeyPath: "mask.birthRate")
    }
  }

  /// The key path a `set` event names.
  static func keyPath(_ change: LayerChange) -> String? {
    guard case .set(let keyPath, _) = change.action else { return nil }
    return keyPath
  }

  /// `text` with events of the mask's emitter keys and of its own between them.
  static let withEvents = text.replacingOccurrences(
    of: #""sublayers": [{"name": "inner"}]"#,
    with: #"""
      "sublayers": [{"name": "inner"}],
      "animations": [{"keyPath": "mask.emitterPosition", "fromValue": [10, 10], "toValue": [100, 60],
                      "duration": 2}],
      "events": [{"time": 0.5, "type": "set", "keyPath": "mask.birthRate", "value": 4},
                 {"time": 0.75, "type": "set", "keyPath": "mask.position", "value": [80, 60]},
                 {"time": 1, "type": "set", "keyPath": "mask.emitterCells.sparkle.birthRate",
                  "value": 60}]
      """#)

  @Test("flattened moves the emitter keys' events and animations to the lifted layer and back")
  func eventsFollowTheEmitter() throws {
    let scene = try SceneFileSupport.scene(Self.withEvents)
    #expect(scene.layers[0].events.count == 3)
    let flat = scene.flattened
    #expect(flat.layers[0].events.map(Self.keyPath) == ["mask.position"])
    #expect(flat.layers[0].animations.isEmpty)
    #expect(
      flat.layers[2].events.map(Self.keyPath) == ["birthRate", "emitterCells.sparkle.birthRate"])
    #expect(flat.layers[2].events.map(\.time) == [0.5, 1])
    #expect(flat.layers[2].animations.map(\.keyPath) == ["emitterPosition"])
    // Back on the masked layer in time order, `mask.` put back.
    #expect(flat.unflattened == scene)
    let again = try Scene(jsonData: flat.jsonData(), file: "again.json")
    #expect(again == scene)
  }

  @Test("an event of a mask's emitter key on a mask without cells is refused, naming the key path")
  func eventWithoutAnEmitter() throws {
    let text = """
      {"layers": [{"mask": {"backgroundColor": "#000000"},
        "events": [{"time": 1, "type": "set", "keyPath": "mask.birthRate", "value": 2}]}]}
      """
    let diagnostics = SceneFileSupport.diagnostics(text)
    #expect(diagnostics.map(\.keyPath) == ["layers[0].events[0].keyPath"])
    #expect(diagnostics.first?.message.contains("emits no particles") == true, "\(diagnostics)")
  }
}
