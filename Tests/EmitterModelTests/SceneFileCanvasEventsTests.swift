import EmitterModel
import Foundation
import Testing

/// The scene's own `events`, the canvas's: top-level layers inserted (`insertSublayer`) and
/// removed (`removeSublayer`) at scene times. Decoding, writing, validation (indices against the
/// top-level layers the earlier events leave, the inserted layer checked as any layer, only the
/// two types, `layerIndex` against the numbering, the canvas's events numbered first) and the
/// generated reference and JSON Schema.
@Suite("Scene files: the canvas's events")
struct SceneFileCanvasEventsTests {
  func scene(events: String, layers: String = #"[{"name": "first"}]"#) -> String {
    #"{"layers": \#(layers), "events": [\#(events)]}"#
  }

  func messages(_ json: String) -> [String] {
    SceneFileSupport.diagnostics(json).map(\.description)
  }

  @Test("insertions and removals decode, encode and decode again")
  func roundTrip() throws {
    let json = scene(
      events: """
        {"time": 0.5, "type": "insertSublayer", "index": 0, "layer": {"name": "burst", "beginTime": 0.5,
         "emitterCells": [{"name": "dot", "birthRate": 20, "lifetime": 1}],
         "events": [{"time": 0.2, "type": "set", "keyPath": "emitterCells.dot.velocity", "value": 40}],
         "sublayers": [{"name": "inner"}]}},
        {"time": 1, "type": "insertSublayer", "layer": {"name": "late"}},
        {"time": 2, "type": "removeSublayer", "index": 2},
        {"time": 3, "type": "removeSublayer", "index": 0}
        """)
    let decoded = try SceneFileSupport.scene(json)
    #expect(
      decoded.events.map(\.typeName) == [
        "insertSublayer", "insertSublayer", "removeSublayer", "removeSublayer",
      ])
    #expect(decoded.events.map(\.time) == [0.5, 1, 2, 3])
    guard case .insertSublayer(let burst, let index) = decoded.events[0].action else {
      Issue.record("not an insertion: \(decoded.events[0].action)")
      return
    }
    #expect(index == 0)
    #expect(burst.name == "burst" && burst.sublayers.map(\.name) == ["inner"])
    #expect(burst.events.count == 1)
    #expect(decoded.events[3].action == .removeSublayer(at: 0))
    #expect(decoded.diagnostics().isEmpty, "\(decoded.diagnostics())")
    let written = String(decoding: decoded.jsonData(), as: UTF8.self)
    #expect(written.contains("\"events\""))
    let again = try Scene(jsonData: decoded.jsonData(), file: "again.json")
    #expect(again == decoded)
  }

  @Test("bad canvas events name the event, the key and the range")
  func errors() {
    #expect(
      messages(scene(events: #"{"time": 1, "type": "insertSublayer", "index": 2, "layer": {}}"#))
        .contains {
          $0.contains("events[0]")
            && $0.contains(
              "layers: no place 2 to insert a layer at; the canvas has 1 top-level layers (0...1)")
        })
    #expect(
      messages(
        scene(
          events: """
            {"time": 1, "type": "insertSublayer", "layer": {"name": "a"}},
            {"time": 2, "type": "removeSublayer", "index": 2}
            """)
      )
      .contains {
        $0.contains("events[1]")
          && $0.contains("no top-level layer 2 to remove; the canvas has 2 (0...1)")
      })
    #expect(
      messages(scene(events: #"{"time": 1, "type": "removeSublayer"}"#))
        .contains { $0.contains("events[0]") && $0.contains("\"index\"") })
    #expect(
      messages(scene(events: #"{"time": -1, "type": "removeSublayer", "index": 0}"#))
        .contains { $0.contains("events[0].time") })
    #expect(
      messages(scene(events: #"{"time": 1, "type": "insertSublayer", "layer": {"opacity": 2}}"#))
        .contains { $0.contains("events[0].layer.opacity") })
    #expect(
      messages(
        scene(
          events: """
            {"time": 1, "type": "insertSublayer", "layer": {"emitterCells": [{"lifetime": -1}]}}
            """)
      )
      .contains { $0.contains("events[0].layer.emitterCells[0].lifetime: -1 is out of range") })
    #expect(
      messages(scene(events: #"{"time": 1, "type": "insertSublayer", "layer": {"name": "first"}}"#))
        .contains { $0.contains("a top-level layer named \"first\" is already there") })
    // Only the two types: anything else changes a layer and belongs in its events.
    let set = messages(
      scene(events: #"{"time": 1, "type": "set", "keyPath": "birthRate", "value": 2}"#))
    #expect(
      set.contains {
        $0.contains("events[0].type") && $0.contains("changes a layer, not the canvas")
      }, "\(set)")
    #expect(
      messages(scene(events: #"{"time": 1, "type": "explode"}"#))
        .contains { $0.contains("events[0].type") })
    #expect(
      messages(#"{"layers": [], "events": {"time": 1}}"#).contains { $0.contains("events") })
  }

  @Test("layerIndex numbers the canvas's insertions first, then the layers' in flat order")
  func layerIndices() {
    // Flat: first 0, its sublayer 1; the canvas's insertion is read first, so it takes 2.
    let reading = #"""
      {"layers": [{"name": "first", "sublayers": [{"name": "s"}],
        "events": [{"time": 1, "type": "insertSublayer", "layerIndex": 3, "layer": {"name": "b"}}]}],
       "events": [{"time": 1, "type": "insertSublayer", "layerIndex": 2, "layer": {"name": "a"}}]}
      """#
    #expect(messages(reading).isEmpty, "\(messages(reading))")
    // A recording's order, however the file lays them out.
    let recorded = #"""
      {"layers": [{"name": "first", "sublayers": [{"name": "s"}],
        "events": [{"time": 1, "type": "insertSublayer", "layerIndex": 2, "layer": {"name": "b"}}]}],
       "events": [{"time": 1, "type": "insertSublayer", "layerIndex": 3, "layer": {"name": "a",
         "events": [{"time": 0, "type": "insertSublayer", "layerIndex": 4, "layer": {"name": "c"}}]}}]}
      """#
    #expect(messages(recorded).isEmpty, "\(messages(recorded))")
    let gap = scene(events: #"{"time": 1, "type": "insertSublayer", "layerIndex": 5, "layer": {}}"#)
    #expect(
      messages(gap).contains {
        $0.contains("events[0].layerIndex")
          && $0.contains("layer index 5 is not the one this layer takes (the next free one is 1)")
      })
  }

  @Test("the canvas holds at most 1024 top-level layers at once")
  func canvasCap() {
    let full = Array(
      repeating: #"{"time": 1, "type": "insertSublayer", "layer": {}}"#, count: 1024)
    #expect(messages(scene(events: full.joined(separator: ","), layers: "[]")).isEmpty)
    let over = full + [#"{"time": 2, "type": "insertSublayer", "layer": {}}"#]
    #expect(
      messages(scene(events: over.joined(separator: ","), layers: "[]")).contains {
        $0.contains("events[1024]")
          && $0.contains("the canvas already holds 1024 top-level layers, the most it may hold")
      })
  }

  @Test("an inserted top-level layer's image paths resolve against the file's folder")
  func imagePaths() throws {
    // The images must exist: the inserted layer's are checked as the file's own layers' are.
    let folder = try SceneFileEventImagePathTests.folder(withImages: ["sky.png", "images/dot.png"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.path
    let json = scene(
      events: """
        {"time": 1, "type": "insertSublayer", "layer": {"contents": {"image": "sky.png"},
         "emitterCells": [{"name": "dot", "contents": {"image": "images/dot.png"}}]}}
        """)
    let decoded = try Scene(jsonData: Data(json.utf8), file: "scene.json", folder: folder)
    guard case .insertSublayer(let layer, _) = decoded.events[0].action else {
      Issue.record("not an insertion")
      return
    }
    #expect(layer.contents == .image(path: root + "/sky.png"))
    #expect(layer.emitterCells[0].contents == .image(path: root + "/images/dot.png"))
    let written = String(decoding: decoded.jsonData(imagesRelativeTo: folder), as: UTF8.self)
    #expect(written.contains("\"images/dot.png\"") && !written.contains(root))
    // A missing image is named at load, under the event, not met when the event applies.
    let nowhere = #"{"contents": {"image": "nowhere.png"}}"#
    let missing = SceneFileSupport.diagnostics(
      scene(events: #"{"time": 1, "type": "insertSublayer", "layer": \#(nowhere)}"#),
      folder: folder)
    #expect(missing.map(\.keyPath) == ["events[0].layer.contents"], "\(missing)")
  }

  @Test("the reference and the JSON Schema list the scene's events with their three types")
  func reference() throws {
    let markdown = SceneFormatReference.markdown
    #expect(markdown.contains("| `events` | [CanvasChange] |"))
    #expect(markdown.contains("An element of a layer's `events` or of the scene's `events`"))
    let schema = SceneFormatReference.jsonSchemaText
    #expect(schema.contains("\"CanvasChange\""))
    let json = try JSONSerialization.jsonObject(with: Data(schema.utf8)) as? [String: Any]
    let definitions = json?["definitions"] as? [String: Any]
    let canvas = definitions?["CanvasChange"] as? [String: Any]
    let properties = canvas?["properties"] as? [String: Any]
    let type = properties?["type"] as? [String: Any]
    #expect(type?["enum"] as? [String] == ["insertSublayer", "removeSublayer", "setTiming"])
  }
}
