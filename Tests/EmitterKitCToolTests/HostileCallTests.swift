import EmitterTestSupport
import Foundation
import Testing

/// #30 at the C boundary: Tests/c/emitterkit_hostile.c, built against the installed library,
/// sends NaN, infinities, ±1e308, denormals, 1e20, INT_MAX and the integers' extremes into every
/// numeric argument, and invalid UTF-8 and 10 MB key paths and JSON into every string argument,
/// on a CPU system and on a GL system in a headless context. It fails on a trap or a signal
/// (naming the call), a call over its time budget, a refusal whose message does not name the
/// argument, the value and the allowed range, or a peak RSS over its bound; `timeout` catches
/// a hang the program's own alarm misses.
@Suite("Hostile calls at the C boundary never trap, hang or grow without bound", .tags(.tool))
struct HostileCallTests {
  @Test("every entry point, every hostile number and string: a status and a clear message")
  func hostileSweep() throws {
    let library = try InstalledLibrary("hostile")
    defer { library.remove() }
    let program = library.work.appendingPathComponent("emitterkit_hostile").path
    let script = """
      set -euo pipefail
      \(library.installScript)
      \(library.compileScript("emitterkit_hostile.c", to: program, flags: "-lm"))
      SWIFT_BACKTRACE=enable=no timeout --signal=KILL 1200 '\(program)'
      """
    let (status, output) = try CLibraryTests.run(script)
    // The counts, the time, the peak RSS and the slowest call, for the log.
    for line in output.split(separator: "\n") where line.hasPrefix("emitterkit_hostile:") {
      print(line)
    }
    #expect(status == 0, "the hostile sweep failed (exit \(status)):\n\(output.suffix(20_000))")
    #expect(output.contains("emitterkit_hostile: all checks passed"), "\(output.suffix(4000))")
  }
}
