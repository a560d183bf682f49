import EmitterTestSupport
import Foundation
import Testing

/// The C library as a C program gets it: `tools/install --library-only` puts libemitterkit.so
/// (the one this test run built), include/emitterkit.h and emitterkit.pc into a temporary prefix
/// (`InstalledLibrary`); Tests/c's program is compiled there with
/// `cc ... $(pkg-config --cflags --libs emitterkit epoxy)` ($CC, or cc) and run headless. It
/// checks a snapshot against the CPU reference, a draw over its own framebuffer and every error
/// path, and exits 0 only when all pass.
@Suite("The C library, installed and used from C", .tags(.tool))
struct CLibraryTests {
  /// Where SwiftPM put this test binary, and so libemitterkit.so: the same build products.
  static var binPath: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  @Test("installed with its header and pkg-config file, a C program builds, links and passes")
  func cProgram() throws {
    let library = try InstalledLibrary("install")
    defer { library.remove() }
    let program = library.work.appendingPathComponent("emitterkit_test").path
    let script = """
      set -euo pipefail
      \(library.installScript)
      \(library.compileScript("emitterkit_test.c", to: program, flags: "$(pkg-config --cflags --libs epoxy) -lm"))
      '\(program)'
      """
    let (status, output) = try Self.run(script)
    #expect(status == 0, "tools/install, cc or the C test failed (exit \(status)):\n\(output)")
    #expect(output.contains("emitterkit_test: all checks passed"), "\(output)")
  }

  @Test("a C program with no GL at all draws into its own RGBA buffer (ek_system_create_cpu)")
  func cpuProgram() throws {
    let library = try InstalledLibrary("install-cpu")
    defer { library.remove() }
    let program = library.work.appendingPathComponent("emitterkit_cpu_test").path
    // Linked against emitterkit alone: no libepoxy, no EGL in the program.
    let script = """
      set -euo pipefail
      \(library.installScript)
      \(library.compileScript("emitterkit_cpu_test.c", to: program, flags: "-lm"))
      env -u DISPLAY -u WAYLAND_DISPLAY '\(program)'
      """
    let (status, output) = try Self.run(script)
    #expect(status == 0, "tools/install, cc or the C test failed (exit \(status)):\n\(output)")
    #expect(output.contains("emitterkit_cpu_test: all checks passed"), "\(output)")
  }

  /// Runs `script` with bash; returns its exit status and its output and errors together.
  static func run(_ script: String) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
