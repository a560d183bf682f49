import ArgumentParser
import EmitterKit
import EmitterPresets
import Foundation

/// Loads a subcommand's scene argument (a scene file, or a preset name: `SceneReference`),
/// turning its errors into a clean exit with every diagnostic.
enum SceneLoading {
  static func load(_ argument: String) throws -> Scene {
    try load(reference(argument))
  }

  /// What `argument` names; exit 1 with the list of presets when it names nothing.
  static func reference(_ argument: String) throws -> SceneReference {
    do {
      return try SceneReference(argument)
    } catch {
      FileHandle.standardError.write(Data("emitter: \(error)\n".utf8))
      throw ExitCode(1)
    }
  }

  static func load(_ reference: SceneReference) throws -> Scene {
    do {
      return try Scene.load(contentsOf: reference.url)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}
