import ArgumentParser
import EmitterKit
import EmitterPresets
import Foundation

/// `emitter import FILE.plist|FILE.sks --out scene.json`: a cocos2d / Particle Designer or
/// SpriteKit effect as a scene file, with its images beside it and the JSON Schema it names.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Convert a cocos2d / Particle Designer .plist or a SpriteKit .sks into a scene file.",
    discussion: """
      Keys without an EmitterKit equivalent are listed in one warning on stderr (an error with
      --strict). Textures go beside the scene: an embedded one decoded to images/NAME.png, a
      texture file copied. render, demo and validate also read .plist and .sks files directly.
      """)

  @Argument(help: "The effect to import: FILE.plist (cocos2d / Particle Designer) or FILE.sks (SpriteKit).")
  var file: String

  @Option(name: .long, help: "The scene file to write (its folder is created when missing).")
  var out: String

  @Flag(help: "Treat keys without an equivalent as an error.")
  var strict = false

  @Flag(help: "Replace files that already exist.")
  var force = false

  func run() throws {
    let source = URL(fileURLWithPath: file)
    guard let format = SceneImport.Format(url: source) else {
      FileHandle.standardError.write(
        Data("emitter: \(file): not an importable file; expected a .plist (cocos2d / Particle Designer) or .sks (SpriteKit)\n".utf8))
      throw ExitCode(1)
    }
    let staging = FileManager.default.temporaryDirectory
      .appendingPathComponent("emitter-import-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: staging) }
    let scene: Scene
    do {
      let (imported, warnings) = try SceneImport.load(
        contentsOf: source, format: format, imageFolder: staging, strict: strict)
      SceneLoading.printWarnings(warnings)
      scene = imported
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(1)
    }
    let target = URL(fileURLWithPath: out)
    do {
      let written = try SceneExport(folder: target.deletingLastPathComponent(), force: force)
        .write(scene, as: target.lastPathComponent, sourceFolder: source.deletingLastPathComponent())
      for url in written { print(url.path) }
    } catch {
      FileHandle.standardError.write(Data("emitter: \(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}
