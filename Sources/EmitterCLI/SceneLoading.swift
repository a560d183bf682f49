import ArgumentParser
import EmitterKit
import Foundation

/// Loads a scene file for a subcommand, turning its errors into a clean exit with every diagnostic.
enum SceneLoading {
  static func load(_ path: String) throws -> Scene {
    do {
      return try Scene.load(contentsOf: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}
