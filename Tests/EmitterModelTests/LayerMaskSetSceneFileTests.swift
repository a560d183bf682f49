import EmitterModel
import Foundation
import Testing

/// `setMask` events in scene files: the `mask` object a layer takes, whole; checked as a layer's
/// mask is (key paths under the event), written back with a recording's `layerIndex`, its
/// emitter numbered as an inserted sublayer, and the emitter keys' events after it moved into
/// its emitter by `flattened` and written back as the masked layer's own.
@Suite("setMask in scene files")
struct LayerMaskSetSceneFileTests {
  static func text(mask: String, more: String = "") -> String {
    """
    {"layers": [{"name": "masked", "backgroundColor": "#336699",
      "events": [{"time": 1, "type": "setMask", "mask": \(mask)}\(more)]}]}
    """
  }

  static let sparkle = """
    {"bounds": [0, 0, 120, 80], "emitterPosition": [60, 40],
     "emitterCells": [{"name": "sparkle", "birthRate": 30, "lifetime": 2}]}
    """

  @Test("a setMask event decodes the mask whole and survives a round trip")
  func roundTrip() throws {
    let scene = try SceneFileSupport.scene(
      Self.text(
        mask: Self.sparkle,
        more: #", {"time": 2, "type": "set", "keyPath": "mask.birthRate", "value": 3}"#))
    let events = scene.layers[0].events
    guard case .setMask(let mask) = events.first?.action else {
      Issue.record("\(events)")
      return
    }
    #expect(mask.bounds == Rect(x: 0, y: 0, width: 120, height: 80))
    #expect(mask.emitter?.emitterCells.map(\.name) == ["sparkle"])
    #expect(events.last?.action == .set(keyPath: "mask.birthRate", value: .number(3)))
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
  }

  @Test("flattened numbers the new mask's emitter and moves the later emitter keys there")
  func flattened() throws {
    let scene = try SceneFileSupport.scene(
      Self.text(
        mask: Self.sparkle,
        more: #", {"time": 2, "type": "set", "keyPath": "mask.birthRate", "value": 3}"#))
    let flat = scene.flattened
    #expect(flat.layers.count == 1, "the emitter is inserted at its moment, not lifted")
    #expect(flat.layers[0].events.map(\.typeName) == ["setMask"])
    guard case .setMask(let mask) = flat.layers[0].events[0].action else { return }
    let tripled = LayerChange(.set(keyPath: "birthRate", value: .number(3)), at: 2)
    #expect(mask.emitter?.events == [tripled])
    let numbering = flat.sublayerNumbering
    #expect(numbering.insertions.map(\.layerIndex) == [1])
    #expect(numbering.problems.isEmpty)
    // Written, the key's event is the masked layer's again.
    #expect(try Scene(jsonData: flat.jsonData(), file: "flat.json") == scene)
  }

  @Test("a setMask's mask is checked as a layer's mask is, at the event's key path")
  func outOfRange() {
    let diagnostics = SceneFileSupport.diagnostics(
      Self.text(mask: #"{"opacity": 2, "birthRate": -1, "emitterCells": [{"lifetime": -2}]}"#))
    #expect(
      Set(diagnostics.map(\.keyPath))
        == [
          "layers[0].events[0].mask.opacity", "layers[0].events[0].mask.birthRate",
          "layers[0].events[0].mask.emitterCells[0].lifetime",
        ], "\(diagnostics)")
  }

  @Test("a setMask built in Swift with a bad value is refused, live and in validation")
  func swiftValidation() {
    var cell = EmitterCell(name: "c")
    cell.birthRate = -3
    var emitter = EmitterLayer()
    emitter.emitterCells = [cell]
    var mask = LayerMask()
    mask.opacity = 2
    mask.emitter = emitter
    #expect {
      try EmitterLayer().applying(.setMask(mask), at: 0)
    } throws: { error in
      (error as? LiveChangeError)?.keyPath == "mask.opacity"
    }
    var layer = EmitterLayer(name: "masked")
    layer.events = [LayerChange(.setMask(mask), at: 1)]
    var scene = Scene()
    scene.layers = [layer]
    #expect(scene.diagnostics().map(\.keyPath) == ["layers[0].events[0]"])
  }

  @Test("a mask's emitter key after a setMask whose mask emits nothing is refused")
  func keyAfterAPlainMask() {
    let diagnostics = SceneFileSupport.diagnostics(
      Self.text(
        mask: ##"{"backgroundColor": "#ffffff"}"##,
        more: #", {"time": 2, "type": "set", "keyPath": "mask.birthRate", "value": 3}"#))
    #expect(diagnostics.map(\.keyPath) == ["layers[0].events[1].keyPath"], "\(diagnostics)")
  }

  @Test("a cell change with \"mask\": true is the mask's: refused on a mask that emits nothing")
  func cellChangeOfAPlainMask() {
    let diagnostics = SceneFileSupport.diagnostics(
      ##"""
      {"layers": [{"mask": {"backgroundColor": "#ffffff"},
        "events": [{"time": 1, "type": "removeCell", "name": "spark", "mask": true}]}]}
      """##)
    #expect(diagnostics.map(\.keyPath) == ["layers[0].events[0]"], "\(diagnostics)")
    #expect(diagnostics.first?.message.contains("emits no particles") == true, "\(diagnostics)")
  }

  @Test("cell changes of the mask reach its cells: later key paths name the inserted cell")
  func insertedMaskCell() throws {
    let scene = try SceneFileSupport.scene(
      ##"""
      {"layers": [{"mask": {"emitterCells": [{"name": "spark", "birthRate": 5}]},
        "events": [
          {"time": 1, "type": "insertCell", "mask": true, "cell": {"name": "star", "birthRate": 2}},
          {"time": 2, "type": "set", "keyPath": "mask.emitterCells.star.birthRate", "value": 4}]}]}
      """##)
    let flat = scene.flattened
    #expect(flat.layers[0].events.isEmpty)
    #expect(flat.layers[1].events.map(\.typeName) == ["insertCell", "set"])
    #expect(flat.layers[1].events.allSatisfy { !$0.ofMask })
    #expect(try Scene(jsonData: flat.jsonData(), file: "flat.json") == scene)
  }

  @Test("a setMask's and a mask cell change's image paths resolve against the file's folder, and are written back")
  func imagePaths() throws {
    // The images must exist: an event's are checked against the folder as the layer's own are.
    let folder = try SceneFileEventImagePathTests.folder(
      withImages: ["stencil.png", "images/dot.png", "images/star.png"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.path
    let json = Self.text(
      mask: """
        {"contents": {"image": "stencil.png"}, "emitterPosition": [10, 10],
         "emitterCells": [{"name": "dot", "birthRate": 5, "contents": {"image": "images/dot.png"}}]}
        """,
      more: """
        , {"time": 2, "type": "insertCell", "mask": true,
           "cell": {"name": "star", "contents": {"image": "images/star.png"}}}
        """)
    let decoded = try Scene(jsonData: Data(json.utf8), file: "scene.json", folder: folder)
    let events = decoded.layers[0].events
    guard case .setMask(let mask) = events.first?.action,
      case .insertCell(let star, _, _) = events.last?.action
    else {
      Issue.record("\(events)")
      return
    }
    #expect(mask.contents == .image(path: root + "/stencil.png"))
    #expect(mask.emitter?.emitterCells.first?.contents == .image(path: root + "/images/dot.png"))
    #expect(star.contents == .image(path: root + "/images/star.png"))
    let written = String(decoding: decoded.jsonData(imagesRelativeTo: folder), as: UTF8.self)
    #expect(written.contains("\"stencil.png\"") && written.contains("\"images/star.png\""))
    #expect(!written.contains(root))
  }
}
