import Foundation
import Testing

@testable import EmitterModel

/// docs/SCENE-FORMAT.md and docs/scene.schema.json are generated from the decoder's tables:
/// they must be current, complete, and agree with what loading accepts.
@Suite("Scene format reference and JSON Schema")
struct SceneFormatReferenceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let docs = root.appendingPathComponent("docs")

  static let markdownCommand = "`swift run emitter schema --markdown > docs/SCENE-FORMAT.md`"
  static let schemaCommand = "`swift run emitter schema > docs/scene.schema.json`"

  /// Every scene file the repository ships.
  static var shippedScenes: [URL] {
    let folders = [root.appendingPathComponent("scenes"), docs.appendingPathComponent("images")]
    return folders.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        .filter { $0.hasSuffix(".json") }.map { folder.appendingPathComponent($0) }
    }
  }

  @Test("docs/SCENE-FORMAT.md is what `emitter schema --markdown` prints")
  func markdownIsCurrent() throws {
    let committed = try String(
      contentsOf: Self.docs.appendingPathComponent("SCENE-FORMAT.md"), encoding: .utf8)
    #expect(
      committed == SceneFormatReference.markdown,
      "docs/SCENE-FORMAT.md is stale: regenerate it with \(Self.markdownCommand)")
  }

  @Test("docs/scene.schema.json is what `emitter schema` prints")
  func jsonSchemaIsCurrent() throws {
    let committed = try String(
      contentsOf: Self.docs.appendingPathComponent("scene.schema.json"), encoding: .utf8)
    #expect(
      committed == SceneFormatReference.jsonSchemaText,
      "docs/scene.schema.json is stale: regenerate it with \(Self.schemaCommand)")
  }

  @Test("every key of every table has a description, and every type a section")
  func everyKeyDocumented() {
    let sections = SceneFormatReference.sections
    for section in sections {
      for row in section.rows {
        #expect(!row.doc.isEmpty, "\(section.id).\(row.name) has no doc: in its schema row")
      }
    }
    let ids = Set(sections.map(\.id))
    for type in BehaviorType.allCases { #expect(ids.contains("EmitterBehavior." + type.rawValue)) }
    for type in EmissionEventType.allCases {
      #expect(ids.contains("EmissionEvent." + type.rawValue))
    }
    for type in LayerChange.typeNames {
      #expect(ids.contains("LayerChange." + type))
      for key in LayerChange.keys(ofType: type) {
        #expect(LayerChange.keyReference[key] != nil, "live-change key \(key) is undocumented")
      }
    }
    // The scene, layer and cell sections hold every key the decoder knows, and no other.
    func names(_ id: String) -> Set<String> {
      Set(sections.first { $0.id == id }?.rows.map(\.name) ?? [])
    }
    #expect(names("Scene") == Set(Scene.schema.knownKeys))
    #expect(names("EmitterLayer") == Set(EmitterLayer.schema.knownKeys))
    #expect(names("EmitterCell") == Set(EmitterCell.schema.knownKeys))
    #expect(names("PropertyAnimation") == Set(PropertyAnimation.schema.knownKeys))
  }

  @Test("the reference states units, ranges, defaults and live changes from the tables")
  func referenceContent() {
    let text = SceneFormatReference.markdown
    #expect(
      text.contains(
        "| `birthRate` | number | `0` | particles per second | `0...10000000` | yes | set, animate |"
      ))
    #expect(text.contains("| `renderMode` | string | `\"unordered\"` |"))
    #expect(text.contains("| `contents` | contents |"))
    #expect(text.contains("set, discrete animation"))
    #expect(text.contains("| `seed` | integer | `0` |  | `0...4294967295` | no | no |"))
  }

  @Test("a top-level $schema is accepted and ignored, and not written back")
  func schemaKeyIgnored() throws {
    let plain = #"{"size": [100, 80], "layers": [{"emitterCells": [{"birthRate": 5}]}]}"#
    let referenced =
      #"{"$schema": "../docs/scene.schema.json", "size": [100, 80], "layers": [{"emitterCells": [{"birthRate": 5}]}]}"#
    let a = try Scene(jsonData: Data(plain.utf8), file: "a.json", strict: true)
    let b = try Scene(jsonData: Data(referenced.utf8), file: "b.json", strict: true)
    #expect(a == b)
    #expect(!String(decoding: b.jsonData(), as: UTF8.self).contains("$schema"))
    // Only the scene takes it: on a layer it is an unknown key.
    let onLayer = #"{"layers": [{"$schema": "x"}]}"#
    #expect(throws: SceneFileError.self) {
      try Scene(jsonData: Data(onLayer.utf8), file: "c.json", strict: true)
    }
  }

  @Test("every shipped scene names the committed schema by a relative path that resolves")
  func shippedScenesReferenceSchema() throws {
    let scenes = Self.shippedScenes
    #expect(scenes.count >= 11)
    let schema = Self.docs.appendingPathComponent("scene.schema.json").standardizedFileURL.path
    for scene in scenes {
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: scene)) as? [String: Any]
      let reference = try #require(
        object?["$schema"] as? String, "\(scene.lastPathComponent) has no \"$schema\"")
      #expect(!reference.hasPrefix("/"), "\(scene.lastPathComponent): use a relative path")
      let resolved = scene.deletingLastPathComponent().appendingPathComponent(reference)
        .standardizedFileURL.path
      #expect(
        resolved == schema,
        "\(scene.lastPathComponent): $schema \(reference) is not docs/scene.schema.json")
      _ = try Scene.load(contentsOf: scene, strict: true)
    }
  }
}
