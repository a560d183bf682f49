import EmitterDemo
import EmitterModel
import EmitterSimulation
import Foundation
import Testing

/// The panel's per-layer geometry and appearance controls on a layer tree: a section per
/// sublayer titled by its name path, rows that show the resolved default geometry, every
/// control applied as a live change that a recording replays and a save keeps.
@Suite("parameter panel: layer geometry and appearance")
struct PanelLayerTreeTests {
  static let json = #"""
    {"size": [300, 200], "layers": [
      {"name": "card", "bounds": [0, 0, 200, 100], "position": [150, 100], "sublayers": [
        {"name": "stars", "emitterPosition": [100, 50],
         "emitterCells": [{"name": "dot", "birthRate": 20, "lifetime": 2, "contents": "circle"}]}]},
      {"name": "back"}]}
    """#

  static func scene() throws -> Scene {
    try Scene(jsonData: Data(json.utf8), file: "tree.json")
  }

  /// The geometry and appearance controls the panel gives every layer, with the value each
  /// test sets and the kind of widget it is.
  static let controls: [(keyPath: String, value: PropertyValue)] = [
    ("position", .point(Point(x: 40, y: 30))),
    ("bounds.size", .size(Size(width: 120, height: 60))),
    ("transform.scale", .number(1.5)),
    ("transform.rotation", .number(0.25)),
    ("zPosition", .number(2)),
    ("opacity", .number(0.5)),
    ("hidden", .bool(true)),
    ("masksToBounds", .bool(true)),
    ("cornerRadius", .number(12)),
    ("shadowColor", .color(Color(red: 1, green: 0, blue: 0, alpha: 1))),
    ("shadowOpacity", .number(0.8)),
    ("shadowRadius", .number(6)),
    ("shadowOffset", .size(Size(width: 2, height: 4))),
  ]

  /// Whether the panel's widget for `kind` edits `value` (a drag, a checkbox, a colour editor).
  static func fits(_ kind: ValueKind, _ value: PropertyValue) -> Bool {
    switch (kind, value) {
    case (.number, .number), (.boolean, .bool), (.color, .color), (.point, .point),
      (.size, .size):
      true
    default: false
    }
  }

  @Test("each layer of the tree is a section, titled by its name path and indented by depth")
  func sections() throws {
    let content = PanelContent(title: "", model: try Self.scene().flattened)
    #expect(
      content.sections.map(\.title) == ["layer 0 · card", "layer 1 · back", "layer 2 · card.stars"])
    #expect(content.sections.map(\.depth) == [0, 0, 1])
    #expect(content.sections.map(\.layer) == [0, 1, 2])
  }

  @Test("geometry and appearance rows are editable and show where the layer is")
  func rows() throws {
    let content = PanelContent(title: "", model: try Self.scene().flattened)
    let stars = Dictionary(
      content.sections[2].rows.compactMap { row in row.keyPath.map { ($0, row) } },
      uniquingKeysWith: { first, _ in first })
    for (keyPath, value) in Self.controls {
      let row = try #require(stars[keyPath], "no \(keyPath) row")
      #expect(row.readOnlyReason == nil, "\(keyPath): \(row.readOnlyReason ?? "")")
      #expect(Self.fits(row.kind, value), "\(keyPath): \(row.kind) for \(value)")
      #expect(Self.fits(row.kind, row.value), "\(keyPath): \(row.kind) shows \(row.value)")
    }
    // A sublayer without position or bounds fills its superlayer: the centre of the card's
    // bounds and its size, not unset and not the canvas.
    #expect(stars["position"]?.value == .point(Point(x: 100, y: 50)))
    #expect(stars["bounds.size"]?.value == .size(Size(width: 200, height: 100)))
    #expect(stars["transform.scale"]?.value == .number(1))
    #expect(stars["transform.rotation"]?.value == .number(0))
    let back = try #require(content.sections[1].rows.first { $0.keyPath == "position" })
    #expect(back.value == .point(Point(x: 150, y: 100)))
    // The panel shows them first, in their own group; the emitter's keys follow.
    let groups = content.sections[2].rowGroups
    let grouped = Set(groups.geometry.compactMap(\.keyPath))
    #expect(grouped.isSuperset(of: Self.controls.map(\.keyPath)))
    #expect(!grouped.contains("birthRate") && !grouped.contains("emitterPosition"))
    #expect(groups.geometry.count + groups.other.count == content.sections[2].rows.count)
    #expect(groups.other.contains { $0.keyPath == "emitterPosition" })
    let cell = try #require(content.sections[2].children.first)
    #expect(cell.rowGroups.geometry.isEmpty && cell.rowGroups.other.count == cell.rows.count)
  }

  @Test("each control is a live change on the sublayer; a recording replays it and a save keeps it")
  func liveRecordedSaved() throws {
    let scene = try Self.scene()
    let simulator = CPUSimulator(scene: scene)
    simulator.advance(to: 0.5)
    let edits = Self.controls.map { LiveEdit.set(layer: 2, keyPath: $0.keyPath, value: $0.value) }
    #expect(simulator.apply(edits).isEmpty)
    simulator.advance(to: 1)
    let edited = simulator.projectedModel.layers[2]
    #expect(edited.position == Point(x: 40, y: 30))
    #expect(edited.bounds?.size == Size(width: 120, height: 60))
    #expect(abs(edited.transform.uniformScale - 1.5) < 1e-12)
    #expect(abs(edited.transform.component(\.rotation.z) - 0.25) < 1e-12)
    #expect(edited.zPosition == 2 && edited.opacity == 0.5 && edited.isHidden)
    #expect(edited.masksToBounds && edited.cornerRadius == 12)
    #expect(edited.shadowOpacity == 0.8 && edited.shadowRadius == 6)
    #expect(edited.shadowOffset == Size(width: 2, height: 4))
    #expect(edited.shadowColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(
      simulator.projectedModel.layers[0] == scene.flattened.layers[0], "the card is untouched")

    // The recording, written as a file and read back, replays to the same layer.
    let recording = try Scene(jsonData: simulator.recording.jsonData(), file: "recording.json")
    #expect(recording.layers[0].sublayers[0].events.count == Self.controls.count)
    let replay = CPUSimulator(scene: recording)
    replay.advance(to: 0.5)
    replay.advance(to: 1)
    func values(_ layer: EmitterLayer) -> EmitterLayer {
      var layer = layer
      layer.events = []
      return layer
    }
    #expect(values(replay.projectedModel.layers[2]) == values(edited))
    #expect(replay.snapshot().particles == simulator.snapshot().particles)

    // Saved, the tree keeps the values in the sublayer (no events: they are its values now).
    let configuration = DemoConfiguration(file: scene, canvas: scene.size)
    let saved = try Scene(
      jsonData: configuration.fileScene(from: simulator.projectedModel).jsonData(),
      file: "saved.json")
    let stars = try #require(saved.layers[0].sublayers.first)
    #expect(stars.position == Point(x: 40, y: 30) && stars.opacity == 0.5 && stars.isHidden)
    #expect(stars.events.isEmpty)
  }
}
