import EmitterTestSupport
import Foundation
import Testing

/// Create/destroy cycles of scenes and CPU systems from C with flat memory
/// (Tests/c/emitterkit_leak.c): the resident set after the last cycle is within the program's
/// bound of what it was after the first tenth. The test tier runs a debug library (about 5 ms a
/// cycle on the 2-core host), so it runs `cycles` of them; `emitterkit_leak` with no argument
/// runs 100,000 (docs/BENCHMARKS.md, Fuzzing: the C boundary, for the measured runs).
@Suite("The C library's handles leak nothing over create/destroy cycles", .tags(.tool))
struct CycleLeakTests {
  static let cycles = 4000

  @Test("scenes and systems made and destroyed in cycles: the resident set stays flat")
  func cycles() throws {
    let library = try InstalledLibrary("leak")
    defer { library.remove() }
    let (status, output) = try library.runProgram(
      "emitterkit_leak.c", arguments: "\(Self.cycles)", killedAfter: 600)
    #expect(status == 0, "the cycle test failed (exit \(status)):\n\(output)")
    #expect(output.contains("emitterkit_leak: all checks passed"), "\(output)")
  }
}
