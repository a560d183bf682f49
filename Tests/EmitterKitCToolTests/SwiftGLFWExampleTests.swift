import EmitterTestSupport
import Foundation
import Testing

/// examples/swift-glfw as a Swift user builds it: a package of its own depending on EmitterKit by
/// path, built with `swift build` (its own .build folder, ignored by git; about 35 s clean on
/// 2 cores), then run for 30 frames under Xvfb with a click replayed at the first: the burst's
/// 80 particles must be alive at the end.
@Suite("examples/swift-glfw, built as its own package and run under Xvfb", .tags(.tool))
struct SwiftGLFWExampleTests {
  @Test("swift build works for a package depending on EmitterKit by path, and its window runs")
  func buildAndRun() throws {
    let package = Repository.root.appendingPathComponent("examples/swift-glfw").path
    let script = """
      set -euo pipefail
      \(virtualDisplayScript)
      cd '\(package)'
      log="$(mktemp)"
      swift build > "$log" 2>&1 || { cat "$log"; rm -f "$log"; exit 1; }
      rm -f "$log"
      .build/debug/confetti-swift --frames 30 --click 400,300
      """
    let (status, output) = try CLibraryTests.run(script)
    #expect(status == 0, "swift build or the example failed (exit \(status)):\n\(output)")
    #expect(output.contains("confetti-swift: 30 frames, 80 live particles"), "\(output)")
  }
}
