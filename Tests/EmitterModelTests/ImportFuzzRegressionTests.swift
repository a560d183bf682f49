import Foundation
import Testing

@testable import EmitterModel

/// The inputs the import fuzzer kept (Tests/Fixtures/fuzz-import: what a campaign of
/// `tools/fuzz/run --target import` found, and hostile files written by hand), replayed through
/// both importers with the promises the fuzz target checks (tools/fuzz/import): a scene or a
/// bounded list of short diagnostics, never a crash.
@Suite("Importers: fuzzing regressions")
struct ImportFuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fuzz-import")
  static let imageFolder = URL(fileURLWithPath: "/nonexistent/emitterkit-fuzz-images")

  static func inputs() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent != "README.md" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// Each importer's answer for `url`'s bytes: the scene's validation problems, or the error's.
  static func answers(_ url: URL) throws -> [(SceneImport.Format, [SceneDiagnostic])] {
    let data = try Data(contentsOf: url)
    return SceneImport.Format.allCases.map { format in
      let file = url.lastPathComponent
      do {
        let imported = try SceneImport.decode(
          data, format: format, url: url, file: file, imageFolder: imageFolder)
        var validator = SceneValidator(file: file, folder: nil)
        validator.check(imported.scene)
        return (format, validator.diagnostics)
      } catch let error as SceneFileError {
        #expect(!error.diagnostics.isEmpty, "\(file) as .\(format.rawValue): no diagnostic")
        return (format, error.diagnostics)
      } catch {
        Issue.record("\(file) as .\(format.rawValue): \(error)")
        return (format, [])
      }
    }
  }

  @Test("every kept input gives a scene or a short, bounded list of problems in both importers")
  func replay() throws {
    let inputs = try Self.inputs()
    #expect(inputs.count >= 3, "Tests/Fixtures/fuzz-import holds \(inputs.count) inputs")
    for url in inputs {
      for (format, diagnostics) in try Self.answers(url) {
        let name = "\(url.lastPathComponent) as .\(format.rawValue)"
        #expect(diagnostics.count <= SceneFileError.maximumListed, "\(name)")
        for diagnostic in diagnostics {
          #expect(
            diagnostic.description.count <= 2 * SceneDiagnostic.maximumMessage + 200,
            "\(name): \(diagnostic.description.prefix(200))")
        }
      }
    }
  }

  @Test("a texture that inflates past the budget is refused by name, with the budget")
  func bomb() throws {
    let answers = try Self.answers(Self.folder.appendingPathComponent("hostile-texture-bomb.plist"))
    let plist = try #require(answers.first { $0.0 == .particleDesigner }?.1)
    let problem = try #require(plist.first { $0.keyPath == "textureImageData" }, "\(plist)")
    #expect(problem.kind == .importFailed)
    #expect(problem.description.contains("inflates past 64 MiB"), "\(problem)")
    #expect(problem.description.contains("textureFileName"), "\(problem)")
  }

  @Test("keyed-archive references no index can be resolve to nothing")
  func references() {
    #expect(KeyedArchive.reference(["CF$UID": 1e300]) == nil)
    #expect(KeyedArchive.reference(["CF$UID": -1]) == nil)
    #expect(KeyedArchive.reference(["CF$UID": 9.5]) == nil)
    #expect(KeyedArchive.reference(["CF$UID": Double.nan]) == nil)
    #expect(KeyedArchive.reference(["CF$UID": "1e999"]) == nil)
    #expect(KeyedArchive.reference(["CF$UID": 3]) == 3)
  }
}
