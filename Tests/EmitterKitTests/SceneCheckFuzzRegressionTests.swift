import EmitterKit
import Foundation
import Testing

/// The inputs the scene fuzzer kept (Tests/Fixtures/fuzz: crashes, hangs and out-of-memory
/// inputs a campaign found, and hostile files written by hand), replayed through `SceneCheck`,
/// the path `emitter validate` runs and the fuzzer drives, with the promises its target checks
/// (tools/fuzz/targets/Sources/scene-fuzzer/SceneFuzzTarget.swift): a valid scene that validates
/// clean again, a scene over a limit or budget with one readable line, or the decoder's bounded
/// list of diagnostics, syntax errors placed at a line and column.
@Suite("SceneCheck: the scene fuzzer's kept inputs")
struct SceneCheckFuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fuzz")
  /// The fuzz target's: a fixed limit, so the outcome is the same on every machine.
  static let options = SceneCheck.Options(scale: 2, strict: false, memoryLimit: 2 << 30)
  /// The fuzz target's longest problem line.
  static let longestLine = 2000

  @Test("every kept input gets a report that keeps the fuzz target's promises")
  func replay() throws {
    let inputs = try FileManager.default.contentsOfDirectory(
      at: Self.folder, includingPropertiesForKeys: nil
    )
    .filter { $0.lastPathComponent != "README.md" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    #expect(inputs.count >= 4, "Tests/Fixtures/fuzz holds \(inputs.count) inputs")
    for url in inputs {
      let data = try Data(contentsOf: url)
      let name = url.lastPathComponent
      let report = SceneCheck.check(.json(data, folder: nil), name: name, options: Self.options)
      for line in report.problems {
        #expect(line.count <= Self.longestLine, "\(name): a line of \(line.count) characters")
        #expect(
          line.hasPrefix(name),
          "\(name): a problem that does not name the file: \(line.prefix(200))")
      }
      if report.isValid {
        let scene = try #require(report.scene, "\(name)")
        #expect(report.summary != nil, "\(name)")
        #expect(scene.diagnostics(file: name).isEmpty, "\(name): accepted, then fails validation")
      } else if report.scene != nil {
        #expect(report.diagnostics.isEmpty && report.problems.count >= 1, "\(name)")
      } else {
        #expect(!report.diagnostics.isEmpty, "\(name)")
        #expect(report.diagnostics.count <= SceneFileError.maximumListed, "\(name)")
        let blank = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        for diagnostic in report.diagnostics where diagnostic.kind == .malformedJSON && !blank {
          #expect(diagnostic.line != nil && diagnostic.column != nil, "\(name): \(diagnostic)")
        }
      }
    }
  }
}
