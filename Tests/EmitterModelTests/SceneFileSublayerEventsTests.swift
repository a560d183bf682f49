import EmitterModel
import Foundation
import Testing

/// `insertSublayer` and `removeSublayer` events in scene files: decoding, writing, validation
/// (indices against the sublayers the earlier events leave, the inserted layer checked as any
/// layer, `layerIndex` against the numbering) and the generated reference.
@Suite("Scene files: sublayer events")
struct SceneFileSublayerEventsTests {
  func scene(events: String, sublayers: String = #"[{"name": "first"}]"#) -> String {
    #"{"layers": [{"name": "view", "sublayers": \#(sublayers), "events": [\#(events)]}]}"#
  }

  func messages(_ json: String) -> [String] {
    SceneFileSupport.diagnostics(json).map(\.description)
  }

  @Test("insertions and removals decode, encode and decode again; later events see them")
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
    let events = decoded.layers[0].events
    #expect(
      events.map(\.typeName) == [
        "insertSublayer", "insertSublayer", "removeSublayer", "removeSublayer",
      ])
    guard case .insertSublayer(let burst, let index) = events[0].action else {
      Issue.record("not an insertion: \(events[0].action)")
      return
    }
    #expect(index == 0)
    #expect(
      burst.name == "burst" && burst.beginTime == 0.5 && burst.sublayers.map(\.name) == ["inner"])
    #expect(burst.events.count == 1)
    #expect(events[1].action == .insertSublayer(EmitterLayer(name: "late"), at: nil))
    #expect(events[3].action == .removeSublayer(at: 0))
    #expect(decoded.diagnostics().isEmpty, "\(decoded.diagnostics())")
    let again = try Scene(jsonData: decoded.jsonData(), file: "again.json")
    #expect(again == decoded)
  }

  @Test("bad sublayer events name the event, the key and the range")
  func errors() {
    // Two sublayers after the insertion: 2 is past the end.
    #expect(
      messages(scene(events: #"{"time": 1, "type": "insertSublayer", "index": 2, "layer": {}}"#))
        .contains {
          $0.contains("layers[0].events[0]")
            && $0.contains("no place 2 to insert a layer at; the layer has 1 sublayers (0...1)")
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
        $0.contains("layers[0].events[1]")
          && $0.contains("no sublayer 2 to remove; the layer has 2 (0...1)")
      })
    #expect(
      messages(scene(events: #"{"time": 1, "type": "removeSublayer"}"#))
        .contains { $0.contains("layers[0].events[0]") && $0.contains("\"index\"") })
    #expect(
      messages(scene(events: #"{"time": 1, "type": "removeSublayer", "index": -1}"#))
        .contains { $0.contains("layers[0].events[0].index") })
    #expect(
      messages(scene(events: #"{"time": 1, "type": "insertSublayer"}"#))
        .contains { $0.contains("layers[0].events[0]") && $0.contains("\"layer\"") })
    #expect(
      messages(scene(events: #"{"time": 1, "type": "insertSublayer", "layer": 3}"#))
        .contains { $0.contains("layers[0].events[0].layer") })
    // The inserted layer is checked as a scene file's layer, at its place.
    #expect(
      messages(scene(events: #"{"time": 1, "type": "insertSublayer", "layer": {"opacity": 2}}"#))
        .contains { $0.contains("layers[0].events[0].layer.opacity") })
    #expect(
      messages(
        scene(
          events: """
            {"time": 1, "type": "insertSublayer", "layer": {"emitterCells": [{"lifetime": -1}]}}
            """)
      )
      .contains {
        $0.contains("layers[0].events[0].layer.emitterCells[0].lifetime: -1 is out of range")
      })
    #expect(
      messages(scene(events: #"{"time": 1, "type": "insertSublayer", "layer": {"name": "first"}}"#))
        .contains { $0.contains("a sublayer named \"first\" is already there") })
    #expect(
      messages(scene(events: #"{"time": 1, "type": "removeSublayer", "index": 0, "layer": {}}"#))
        .contains { $0.contains("unknown key \"layer\"") })
  }

  @Test("layerIndex must be the flat index the layer takes")
  func layerIndices() {
    // Flat: view 0, first 1; inserted layers from 2.
    let good = scene(
      events: """
        {"time": 1, "type": "insertSublayer", "layerIndex": 3, "layer": {"name": "b"}},
        {"time": 1, "type": "insertSublayer", "layerIndex": 2, "layer": {"name": "a",
         "events": [{"time": 0, "type": "insertSublayer", "layerIndex": 4, "layer": {"name": "c"}}]}}
        """)
    #expect(messages(good).isEmpty, "\(messages(good))")
    let gap = scene(events: #"{"time": 1, "type": "insertSublayer", "layerIndex": 5, "layer": {}}"#)
    #expect(
      messages(gap).contains {
        $0.contains("layers[0].events[0].layerIndex")
          && $0.contains("layer index 5 is not the one this layer takes (the next free one is 2)")
      })
    let taken = scene(
      events: """
        {"time": 1, "type": "insertSublayer", "layerIndex": 2, "layer": {"name": "a", "sublayers": [{}]}},
        {"time": 2, "type": "insertSublayer", "layerIndex": 3, "layer": {"name": "b"}}
        """)
    #expect(
      messages(taken).contains {
        $0.contains("layers[0].events[1].layerIndex") && $0.contains("another layer took it")
      })
    let huge = scene(
      events: #"{"time": 1, "type": "insertSublayer", "layerIndex": 1e9, "layer": {}}"#)
    #expect(messages(huge).contains { $0.contains("layers[0].events[0].layerIndex") })
  }

  @Test("a layer holds at most 1024 sublayers; events come and go within that")
  func sublayerCap() {
    let full = Array(
      repeating: #"{"time": 1, "type": "insertSublayer", "layer": {}}"#, count: 1024)
    let over = scene(events: full.joined(separator: ","), sublayers: "[]")
    #expect(messages(over).isEmpty, "1024 at once are allowed")
    let one = scene(
      events: (full + [#"{"time": 2, "type": "insertSublayer", "layer": {}}"#]).joined(
        separator: ","),
      sublayers: "[]")
    #expect(
      messages(one).contains {
        $0.contains("layers[0].events[1024]")
          && $0.contains("the layer already holds 1024 sublayers, the most one layer may hold")
      })
    // Many more events than that, each pair adding and taking one away: all valid.
    let pairs = (0..<2000).map { index in
      #"{"time": \#(index), "type": "insertSublayer", "layer": {"name": "l\#(index)"}},"#
        + #"{"time": \#(index), "type": "removeSublayer", "index": 0}"#
    }
    #expect(messages(scene(events: pairs.joined(separator: ","), sublayers: "[]")).isEmpty)
    let tooMany = Array(repeating: "{}", count: 1025).joined(separator: ",")
    #expect(
      messages(scene(events: "", sublayers: "[\(tooMany)]")).contains {
        $0.contains("layers[0].sublayers") && $0.contains("a layer holds at most 1024")
      })
  }

  @Test("an inserted layer's image paths resolve against the file's folder, and are written back")
  func imagePaths() throws {
    // The images must exist: an event's are checked against the folder as the layer's own are.
    let folder = try SceneFileEventImagePathTests.folder(withImages: ["sky.png", "images/dot.png"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.path
    let json = scene(
      events: """
        {"time": 1, "type": "insertSublayer", "layer": {"contents": {"image": "sky.png"},
         "emitterCells": [{"name": "dot", "contents": {"image": "images/dot.png"}}]}}
        """)
    let decoded = try Scene(jsonData: Data(json.utf8), file: "scene.json", folder: folder)
    guard case .insertSublayer(let layer, _) = decoded.layers[0].events[0].action else {
      Issue.record("not an insertion")
      return
    }
    #expect(layer.contents == .image(path: root + "/sky.png"))
    #expect(layer.emitterCells[0].contents == .image(path: root + "/images/dot.png"))
    let written = String(decoding: decoded.jsonData(imagesRelativeTo: folder), as: UTF8.self)
    #expect(written.contains("\"images/dot.png\"") && !written.contains(root))
  }

  @Test("the reference lists both events with their keys")
  func reference() throws {
    let markdown = SceneFormatReference.markdown
    #expect(markdown.contains("## Live change `insertSublayer`"))
    #expect(markdown.contains("## Live change `removeSublayer`"))
    #expect(markdown.contains("Required: `type`, `time`, `index`."))
  }
}
