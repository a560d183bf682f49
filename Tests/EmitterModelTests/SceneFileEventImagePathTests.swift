import EmitterModel
import Foundation
import Testing

/// An image a scene file's `set` event names (a cell's `contents` or `trailContents`, a layer's
/// `contents`, an image collider's `image`, `emitterMaskImage`) is found as the file's other
/// images are: relative to the file's folder, from any working directory; loading stores it
/// absolute and writing makes it relative again. Before, such an event was checked and applied
/// against the working directory, so the file loaded only from its own folder.
@Suite("Images set by scene-file events resolve against the file's folder")
struct SceneFileEventImagePathTests {
  static let png = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
  )!

  /// Each event key path and the JSON value it sets, naming `spark.png` relatively.
  static let events: [(keyPath: String, value: String)] = [
    ("emitterCells.spark.contents", #""spark.png""#),
    ("emitterCells.spark.trailContents", #""spark.png""#),
    ("contents", #""spark.png""#),
    ("emitterBehaviors.wall.image", #""spark.png""#),
    ("emitterMaskImage", #""spark.png""#),
  ]

  static func sceneText(imagesNamed name: String = "spark.png") -> String {
    let events = Self.events.enumerated().map { index, event in
      #"{"time": \#(Double(index + 1) / 10), "type": "set", "keyPath": "\#(event.keyPath)", "value": "\#(name)"}"#
    }
    return """
      {"layers": [{"name": "emitter", "emitterShape": "point", "emitterPosition": [50, 50],
        "emitterCells": [{"name": "spark", "birthRate": 10, "lifetime": 1}],
        "emitterBehaviors": [{"name": "wall", "type": "collision", "collider": "image",
          "image": "spark.png"}],
        "events": [\(events.joined(separator: ", "))]}]}
      """
  }

  /// A new temporary folder (its path standardized) holding a one-pixel PNG at each relative
  /// path of `names`; the caller removes it.
  static func folder(withImages names: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "event-images-\(UUID().uuidString)"
    ).standardizedFileURL
    for name in names {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try png.write(to: file)
    }
    return folder
  }

  /// A folder holding `spark.png` and `scene.json`, removed by the caller.
  static func folderWithScene(_ text: String) throws -> URL {
    let folder = try folder(withImages: ["spark.png"])
    try Data(text.utf8).write(to: folder.appendingPathComponent("scene.json"))
    return folder
  }

  /// The string a `set` event carries, whether an image `contents` or a plain path.
  static func path(of change: LayerChange) -> String? {
    switch change.action {
    case .set(_, .contents(.image(let path))): path
    case .set(_, .string(let path)): path
    default: nil
    }
  }

  @Test("loaded from elsewhere, every image event names the file beside the scene, absolutely")
  func loadsFromAnyWorkingDirectory() throws {
    let folder = try Self.folderWithScene(Self.sceneText())
    defer { try? FileManager.default.removeItem(at: folder) }
    // The tests run in the package's root, not the scene's folder.
    #expect(FileManager.default.currentDirectoryPath != folder.path)
    let scene = try Scene.load(contentsOf: folder.appendingPathComponent("scene.json"))
    let expected = folder.appendingPathComponent("spark.png").standardizedFileURL.path
    let events = scene.layers[0].events
    #expect(events.map(\.keyPath) == Self.events.map(\.keyPath))
    #expect(events.map(Self.path) == Array(repeating: expected, count: Self.events.count))
    // Written for the same folder, each is relative again, and reads back the same.
    let written = scene.jsonData(imagesRelativeTo: folder)
    let text = String(decoding: written, as: UTF8.self)
    #expect(!text.contains(folder.path), "\(text)")
    let again = try Scene(jsonData: written, file: "again.json", folder: folder)
    #expect(again == scene)
  }

  @Test("an event naming an image missing from the file's folder names the event and the path")
  func missingImage() throws {
    let folder = try Self.folderWithScene(Self.sceneText(imagesNamed: "nowhere.png"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("nowhere.png").standardizedFileURL.path
    #expect {
      _ = try Scene.load(contentsOf: folder.appendingPathComponent("scene.json"))
    } throws: { error in
      let diagnostics = (error as? SceneFileError)?.diagnostics ?? []
      return diagnostics.map(\.keyPath)
        == (0..<Self.events.count).map { "layers[0].events[\($0)]" }
        && diagnostics.allSatisfy { $0.message.contains(missing) }
    }
  }
}
