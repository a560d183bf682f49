import ArgumentParser
import EmitterPresets
import Foundation

/// `emitter new DIR`: a folder to start an effect in: a scene file naming the JSON Schema, the
/// schema, and a README of the commands to watch, check and render it.
struct New: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Start a project: a template scene, its JSON Schema and a README.",
    discussion: "To start from a preset instead: emitter presets export NAME DIR.")

  @Argument(help: "The folder to create (or fill).")
  var folder: String

  @Flag(help: "Replace files that already exist.")
  var force = false

  func run() throws {
    let written = try ProjectTemplate.write(into: URL(fileURLWithPath: folder), force: force)
    for file in written { print(file.path) }
  }
}
