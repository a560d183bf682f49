import CEmitterKitAPI
import EmitterKitC
import EmitterTestSupport
import Foundation
import Testing

/// The C API fuzzer's kept inputs (Tests/Fixtures/fuzz-capi: what `tools/fuzz/run --target
/// capi` found crashing, hanging or over 2 GB, and hand-written sequences), replayed through the
/// same decoder and calls (CAPIFuzz/), CPU and GL systems: each must finish with every result
/// within the header's contract.
@Suite("C API fuzz regressions replay cleanly", .tags(.tool))
struct CAPIFuzzRegressionTests {
  static var inputs: [URL] {
    let folder = Repository.root.appendingPathComponent("Tests/Fixtures/fuzz-capi")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0 != "README.md" }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test("every kept input runs to the end within the contract")
  func keptInputs() throws {
    let inputs = Self.inputs
    try #require(!inputs.isEmpty, "no inputs in Tests/Fixtures/fuzz-capi")
    var context: OpaquePointer?
    try #require(
      ekContextCreateHeadless(&context) == EK_OK,
      "no headless context: \(String(cString: ekLastErrorMessage()!))")
    defer { _ = ekContextDestroy(context) }
    for input in inputs {
      CAPICallSequence.violations = []
      let started = Date()
      CAPICallSequence.run(try Data(contentsOf: input), glContext: context)
      let seconds = Date().timeIntervalSince(started)
      #expect(
        CAPICallSequence.violations.isEmpty,
        "\(input.lastPathComponent): \(CAPICallSequence.violations)")
      // libFuzzer's -timeout is 10 s for the instrumented build; a debug build is as slow.
      #expect(seconds < 10, "\(input.lastPathComponent) took \(seconds) s")
    }
  }
}
