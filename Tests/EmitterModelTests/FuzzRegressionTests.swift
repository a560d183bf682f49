import Foundation
import Testing

@testable import EmitterModel

/// The inputs tools/fuzz/run kept (Tests/Fixtures/fuzz: crashes, hangs and out-of-memory inputs
/// the fuzzer found, and hostile files written by hand), replayed through the decoder with the
/// decoder's promises: a scene or a bounded list of short diagnostics, syntax errors placed at a
/// line and column. The fuzz target (tools/fuzz/targets/Sources/scene-fuzzer) runs the whole of
/// `emitter validate`'s check; SceneCheckFuzzRegressionTests replays these through that.
@Suite("Scene files: fuzzing regressions")
struct FuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fuzz")

  static func inputs() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent != "README.md" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test("every kept input decodes to a scene or to a short, bounded list of problems")
  func replay() throws {
    let inputs = try Self.inputs()
    #expect(inputs.count >= 3, "Tests/Fixtures/fuzz holds \(inputs.count) inputs")
    for url in inputs {
      let data = try Data(contentsOf: url)
      let name = url.lastPathComponent
      do {
        let (scene, _) = try Scene.decode(jsonData: data, file: name)
        #expect(scene.diagnostics(file: name).isEmpty, "\(name): accepted, then fails validation")
      } catch {
        #expect(!error.diagnostics.isEmpty, "\(name)")
        #expect(error.diagnostics.count <= SceneFileError.maximumListed, "\(name)")
        let blank = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        for diagnostic in error.diagnostics {
          #expect(
            diagnostic.description.count <= 2 * SceneDiagnostic.maximumMessage + 200,
            "\(name): \(diagnostic.description.prefix(200))")
          if diagnostic.kind == .malformedJSON, !blank {
            #expect(diagnostic.line != nil && diagnostic.column != nil, "\(name): \(diagnostic)")
          }
        }
      }
    }
  }
}
