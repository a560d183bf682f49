import ArgumentParser
import EmitterKit
import EmitterPresets
import Foundation

/// Loads a subcommand's scene argument (a scene file, or a preset name: `SceneReference`),
/// turning its errors into a clean exit with every diagnostic, and printing its warnings (an
/// unknown Core Animation string constant and the default used instead) on stderr. With
/// `strict` (the commands' `--strict`) those warnings are errors.
enum SceneLoading {
  static func load(_ argument: String, strict: Bool = false) throws -> Scene {
    try load(reference(argument), strict: strict)
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

  static func load(_ reference: SceneReference, strict: Bool = false) throws -> Scene {
    do {
      let (scene, warnings) = try Scene.loadWithWarnings(contentsOf: reference.url, strict: strict)
      printWarnings(warnings)
      return scene
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(1)
    }
  }

  /// `scene` with the layers its mask shapes name drawn (`emitterMaskLayer`), for the commands
  /// that run a simulator without a `ParticleSystem` (`simulate`, `bench --scene`); exit 1 with
  /// the problem when one cannot be drawn.
  static func drawingNamedLayers(_ scene: Scene, name: String) throws -> Scene {
    do {
      return try LayerSnapshotDrawing.prepared(scene)
    } catch {
      FileHandle.standardError.write(Data("emitter: \(name): \(error)\n".utf8))
      throw ExitCode(1)
    }
  }

  /// Each warning on its own line on stderr: `warning: file: key.path: message`.
  static func printWarnings(_ warnings: [SceneDiagnostic]) {
    for warning in warnings {
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
  }
}
