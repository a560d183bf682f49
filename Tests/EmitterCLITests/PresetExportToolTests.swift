import EmitterKit
import EmitterPresets
import EmitterTestSupport
import Foundation
import Testing

/// `emitter presets export NAME DIR` and `emitter new DIR`: starting points that work from any
/// working directory, with their images, and never overwrite silently.
@Suite("emitter presets export and emitter new", .serialized, .tags(.tool))
struct PresetExportToolTests {
  static func temporaryFolder(_ label: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-\(label)-\(UUID().uuidString)", isDirectory: true)
  }

  /// Runs `emitter` in `directory`; returns its status and stderr.
  static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, err: String) {
    let executable = ProgressToolTests.executable
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "no emitter executable at \(executable.path): run swift build --build-tests")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, err)
  }

  @Test("every preset exports to a folder that loads to the same scene, images included")
  func everyPresetExports() throws {
    let root = Self.temporaryFolder("export-all")
    defer { try? FileManager.default.removeItem(at: root) }
    for preset in PresetCatalog.all {
      let source = try #require(PresetLocation.file(of: preset))
      let folder = root.appendingPathComponent(preset.name)
      let original = try Scene.load(contentsOf: source, strict: true)
      try SceneExport(folder: folder).write(
        original, as: preset.file, sourceFolder: source.deletingLastPathComponent())
      let copy = try Scene.load(
        contentsOf: folder.appendingPathComponent(preset.file), strict: true)
      // Same scene once image paths are written relative to each file's folder.
      #expect(
        copy.jsonData(imagesRelativeTo: folder)
          == original.jsonData(imagesRelativeTo: source.deletingLastPathComponent()),
        "\(preset.name): the exported scene differs")
      for path in copy.imagePathsForTest {
        #expect(path.hasPrefix(folder.standardizedFileURL.path + "/"), "\(preset.name): \(path)")
        #expect(FileManager.default.fileExists(atPath: path), "\(preset.name): \(path) missing")
      }
      let schema = try String(
        contentsOf: folder.appendingPathComponent(Scene.schemaFileName), encoding: .utf8)
      #expect(schema == SceneFormatReference.jsonSchemaText)
      let text = try String(contentsOf: folder.appendingPathComponent(preset.file), encoding: .utf8)
      #expect(text.contains("\"$schema\": \"scene.schema.json\""))
    }
  }

  @Test("an exported preset with images, moved elsewhere, renders from another working directory")
  func exportedPresetRendersFromElsewhere() throws {
    let root = Self.temporaryFolder("export-render")
    defer { try? FileManager.default.removeItem(at: root) }
    let exported = root.appendingPathComponent("exported")
    let export = try Self.run(["presets", "export", "fire", "exported"], in: root)
    #expect(export.status == 0, "\(export.err)")
    #expect(
      FileManager.default.fileExists(
        atPath: exported.appendingPathComponent("images/smoke.png").path))
    // The folder is self-contained: move it, then render from an unrelated directory.
    let moved = root.appendingPathComponent("moved/fire-copy")
    try FileManager.default.createDirectory(
      at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: exported, to: moved)
    let elsewhere = root.appendingPathComponent("elsewhere")
    let image = root.appendingPathComponent("fire.png")
    let render = try Self.run(
      [
        "render", moved.appendingPathComponent("fire.json").path, "--time", "1", "--scale", "1",
        "--out", image.path,
      ], in: elsewhere)
    #expect(render.status == 0, "\(render.err)")
    let size = (try? FileManager.default.attributesOfItem(atPath: image.path)[.size] as? Int) ?? 0
    #expect(size > 1000, "no PNG written")
  }

  @Test("export and new refuse to overwrite without --force, and replace with it")
  func refusesOverwrite() throws {
    let root = Self.temporaryFolder("export-force")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try Self.run(["presets", "export", "snow", "out"], in: root).status == 0)
    let scene = root.appendingPathComponent("out/snow.json")
    try Data("edited".utf8).write(to: scene)
    let again = try Self.run(["presets", "export", "snow", "out"], in: root)
    #expect(again.status != 0)
    #expect(again.err.contains("snow.json") && again.err.contains("--force"), "\(again.err)")
    #expect(try String(contentsOf: scene, encoding: .utf8) == "edited")
    #expect(try Self.run(["presets", "export", "snow", "out", "--force"], in: root).status == 0)
    _ = try Scene.load(contentsOf: scene, strict: true)

    #expect(try Self.run(["new", "project"], in: root).status == 0)
    let readme = root.appendingPathComponent("project/README.md")
    try Data("mine".utf8).write(to: readme)
    let second = try Self.run(["new", "project"], in: root)
    #expect(second.status != 0 && second.err.contains("README.md"), "\(second.err)")
    #expect(try String(contentsOf: readme, encoding: .utf8) == "mine")

    let unknown = try Self.run(["presets", "export", "no-such-preset", "x"], in: root)
    #expect(unknown.status != 0 && unknown.err.contains("no-such-preset"))
  }

  @Test("emitter new writes a scene naming its schema, the schema and a README; it renders")
  func newProject() throws {
    let root = Self.temporaryFolder("new")
    defer { try? FileManager.default.removeItem(at: root) }
    let created = try Self.run(["new", "spark"], in: root)
    #expect(created.status == 0, "\(created.err)")
    let folder = root.appendingPathComponent("spark")
    let scene = try Scene.load(
      contentsOf: folder.appendingPathComponent("scene.json"), strict: true)
    #expect(scene == ProjectTemplate.scene)
    let text = try String(contentsOf: folder.appendingPathComponent("scene.json"), encoding: .utf8)
    #expect(text.contains("\"$schema\": \"scene.schema.json\""))
    #expect(
      try String(contentsOf: folder.appendingPathComponent("scene.schema.json"), encoding: .utf8)
        == SceneFormatReference.jsonSchemaText)
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme.contains("emitter render scene.json") && readme.contains("emitter demo scene.json"))
    let image = root.appendingPathComponent("spark.png")
    let render = try Self.run(
      ["render", "scene.json", "--time", "1", "--scale", "1", "--out", image.path], in: folder)
    #expect(render.status == 0, "\(render.err)")
    #expect(FileManager.default.fileExists(atPath: image.path))
  }

  @Test("images of the same name from different folders get distinct names in the export")
  func imageNameCollision() throws {
    let root = Self.temporaryFolder("export-collide")
    defer { try? FileManager.default.removeItem(at: root) }
    let smoke = Repository.scenes.appendingPathComponent("images/smoke.png")
    let glow = Repository.scenes.appendingPathComponent("images/glow.png")
    for (folder, image) in [("a", smoke), ("b", glow)] {
      let dir = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: image, to: dir.appendingPathComponent("dot.png"))
    }
    var scene = Scene()
    var layer = EmitterLayer()
    for folder in ["a", "b"] {
      var cell = EmitterCell()
      cell.contents = .image(path: root.appendingPathComponent("\(folder)/dot.png").path)
      layer.emitterCells.append(cell)
    }
    scene.layers = [layer]
    let out = root.appendingPathComponent("out")
    try SceneExport(folder: out).write(scene, as: "s.json", sourceFolder: nil)
    let copy = try Scene.load(contentsOf: out.appendingPathComponent("s.json"), strict: true)
    let paths = copy.imagePathsForTest
    #expect(paths == [out.path + "/images/dot.png", out.path + "/images/dot-2.png"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: paths[0])) == Data(contentsOf: smoke))
    #expect(try Data(contentsOf: URL(fileURLWithPath: paths[1])) == Data(contentsOf: glow))
  }
}

extension PresetExportToolTests {
  @Test("a nested scene's images, on layers and cells at every depth, are copied and rewritten")
  func nestedSceneImages() throws {
    let root = Self.temporaryFolder("export-nested")
    defer { try? FileManager.default.removeItem(at: root) }
    let source = root.appendingPathComponent("src")
    let images = Repository.scenes.appendingPathComponent("images")
    // Under the scene's folder (kept relative), and outside it (copied to images/NAME).
    for (name, folder) in [
      ("sky.png", "src/art"), ("smoke.png", "src/art"), ("star.png", "elsewhere"),
      ("glow.png", "elsewhere"),
    ] {
      let dir = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: images.appendingPathComponent(name == "sky.png" ? "night-sky.png" : name),
        to: dir.appendingPathComponent(name))
    }
    let json = #"""
      {"layers": [{"name": "card", "contents": "art/sky.png", "sublayers": [
        {"name": "frame", "contents": "../elsewhere/glow.png", "sublayers": [
          {"name": "stars", "emitterCells": [{"name": "star", "birthRate": 1, "lifetime": 1,
            "contents": "../elsewhere/star.png", "emitterCells": [
              {"name": "puff", "birthRate": 1, "lifetime": 1, "contents": "art/smoke.png"}]}]}]}]}]}
      """#
    let sceneFile = source.appendingPathComponent("nested.json")
    try Data(json.utf8).write(to: sceneFile)
    let original = try Scene.load(contentsOf: sceneFile, strict: true)

    let out = root.appendingPathComponent("out")
    let written = try SceneExport(folder: out).write(
      original, as: "nested.json", sourceFolder: source)
    let expected = ["art/sky.png", "images/glow.png", "images/star.png", "art/smoke.png"]
    for relative in expected {
      #expect(written.contains(out.appendingPathComponent(relative).standardizedFileURL))
    }
    // The file names the copies relative to itself, at each depth.
    let text = try String(contentsOf: out.appendingPathComponent("nested.json"), encoding: .utf8)
    for relative in expected { #expect(text.contains("\"\(relative)\""), "\(relative)") }
    #expect(!text.contains("elsewhere"))
    // It loads from the copy alone, every image there and the same bytes as its source.
    let copy = try Scene.load(contentsOf: out.appendingPathComponent("nested.json"), strict: true)
    #expect(copy.imagePathsForTest == expected.map { out.standardizedFileURL.path + "/" + $0 })
    for (path, sourcePath) in zip(copy.imagePathsForTest, original.imagePathsForTest) {
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: path))
          == Data(contentsOf: URL(fileURLWithPath: sourcePath)))
    }
    // Nothing else changed: the same scene once each image is reduced to its file name.
    func byName(_ scene: Scene) -> Scene {
      scene.mappingImagePaths { URL(fileURLWithPath: $0).lastPathComponent }
    }
    #expect(byName(copy) == byName(original))
  }
}

extension Scene {
  /// Every image path the scene shows, in order: each layer's contents, its cells' (sub-cells
  /// included), then its sublayers', depth first.
  var imagePathsForTest: [String] {
    func paths(_ cells: [EmitterCell]) -> [String] {
      cells.flatMap { cell -> [String] in
        var own: [String] = []
        if case .image(let path)? = cell.contents { own.append(path) }
        return own + paths(cell.emitterCells)
      }
    }
    func paths(_ layers: [EmitterLayer]) -> [String] {
      layers.flatMap { layer -> [String] in
        var own: [String] = []
        if case .image(let path)? = layer.contents { own.append(path) }
        return own + paths(layer.emitterCells) + paths(layer.sublayers)
      }
    }
    return paths(layers)
  }
}
