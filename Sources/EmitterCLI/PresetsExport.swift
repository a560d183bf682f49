import ArgumentParser
import EmitterKit
import EmitterPresets
import Foundation

/// `emitter presets export NAME DIR`: a preset's scene file and its images, copied into DIR so
/// the copy renders from anywhere and can be edited (`$schema` names a schema copied beside it).
struct PresetsExport: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Copy a preset's scene file, images and the JSON Schema into a folder.",
    discussion: "Image paths are rewritten relative to the folder. Existing files are left alone"
      + " (the command fails naming them) unless --force.")

  @Argument(help: "The preset (emitter presets lists them).")
  var name: String

  @Argument(help: "The folder to write into (created when missing).")
  var folder: String

  @Flag(help: "Replace files that already exist.")
  var force = false

  func run() throws {
    guard let preset = PresetCatalog.named(name) else {
      throw ValidationError(
        SceneReferenceError.notFound(name, presets: PresetCatalog.namesAndAliases).description)
    }
    let reference = try SceneReference(preset: preset)
    let scene = try Scene.load(contentsOf: reference.url)
    let export = SceneExport(folder: URL(fileURLWithPath: folder), force: force)
    let written = try export.write(
      scene, as: preset.file, sourceFolder: reference.url.deletingLastPathComponent())
    for file in written { print(file.path) }
  }
}
