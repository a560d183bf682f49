import EmitterTestSupport
import Foundation
import Testing

/// Frames with live changes from C keep memory flat (Tests/c/emitterkit_soak.c): a CPU system at
/// 60 fps, changed every frame (a drag, the birth rate, bursts, fire-and-forget bursts, a cell in
/// and out, an animation on and off) with recording off, the resident set after the last frame
/// within 2 MB of what it was after the first tenth. The test tier runs a debug library, so it
/// runs `frames` of them (200 simulated seconds); `emitterkit_soak` with no argument runs the
/// hour (docs/BENCHMARKS.md, Fuzzing: the C boundary, has its figures, and what a fired layer
/// and a burst still leave behind).
@Suite("Frames with live changes from C: memory stays flat over 200 s of them", .tags(.tool))
struct SoakTests {
  static let frames = 12_000

  @Test("frames with live changes every frame and recording off: the resident set stays flat")
  func liveChanges() throws {
    let library = try InstalledLibrary("soak")
    defer { library.remove() }
    let (status, output) = try library.runProgram(
      "emitterkit_soak.c", arguments: "\(Self.frames)", killedAfter: 900)
    #expect(status == 0, "the soak failed (exit \(status)):\n\(output)")
    #expect(output.contains("emitterkit_soak: all checks passed"), "\(output)")
  }
}
