import EmitterTestSupport
import Foundation
import Testing

/// The header's thread contract, from C with pthreads (Tests/c/emitterkit_threads.c): two
/// threads with a system each (made from one shared scene) at once, equal to each other bit for
/// bit; a call overlapping another on the same system (from a second thread during the
/// completion callback, and from the callback itself) refused with EK_ERROR_BUSY; two threads
/// racing on one system get EK_OK or EK_ERROR_BUSY, nothing else. `tools/sanitize thread-c`
/// runs the same program against a ThreadSanitizer build of the library.
@Suite("The C library's thread contract: systems per thread, misuse refused", .tags(.tool))
struct ThreadContractTests {
  @Test("two systems on two threads agree; one system from two threads at once is refused")
  func threadContract() throws {
    let library = try InstalledLibrary("threads")
    defer { library.remove() }
    let program = library.work.appendingPathComponent("emitterkit_threads").path
    let script = """
      set -euo pipefail
      \(library.installScript)
      \(library.compileScript("emitterkit_threads.c", to: program, flags: "-pthread -lm"))
      timeout --signal=KILL 600 '\(program)'
      """
    let (status, output) = try CLibraryTests.run(script)
    #expect(status == 0, "the thread contract test failed (exit \(status)):\n\(output)")
    #expect(output.contains("emitterkit_threads: all checks passed"), "\(output)")
  }
}
