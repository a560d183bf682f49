import EmitterTestSupport
import Foundation
import Testing

/// The C library as a C program gets it: `tools/install` puts libemitterkit.so (the one this
/// test run built), include/emitterkit.h and emitterkit.pc into a temporary prefix; Tests/c's
/// program is compiled there with `cc ... $(pkg-config --cflags --libs emitterkit epoxy)` ($CC,
/// cc, or the Swift toolchain's clang) and
/// run headless. It checks a snapshot against the CPU reference, a draw over its own
/// framebuffer and every error path, and exits 0 only when all pass.
@Suite("The C library, installed and used from C", .tags(.tool))
struct CLibraryTests {
  /// Where SwiftPM put this test binary, and so libemitterkit.so: the same build products.
  static var binPath: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  @Test("installed with its header and pkg-config file, a C program builds, links and passes")
  func cProgram() throws {
    let library = Self.binPath.appendingPathComponent("libemitterkit.so")
    try #require(
      FileManager.default.fileExists(atPath: library.path),
      "no \(library.path): build the library with `swift build --build-tests` (it builds every product)"
    )
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitterkit-install-\(getpid())")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let root = Repository.root.path
    let program = prefix.appendingPathComponent("emitterkit_test").path
    let script = """
      set -euo pipefail
      '\(root)/tools/install' --no-build --bin-path '\(Self.binPath.path)' --prefix '\(prefix.path)'
      export PKG_CONFIG_PATH='\(prefix.path)/lib/pkgconfig'
      \(InstalledLibrary.compileScript(
        root: root, source: "emitterkit_test.c", program: program,
        flags: "$(pkg-config --cflags --libs epoxy) -lm"))
      '\(program)'
      """
    let (status, output) = try Self.run(script)
    #expect(status == 0, "tools/install, cc or the C test failed (exit \(status)):\n\(output)")
    #expect(output.contains("emitterkit_test: all checks passed"), "\(output)")
  }

  @Test("a C program with no GL at all draws into its own RGBA buffer (ek_system_create_cpu)")
  func cpuProgram() throws {
    let library = Self.binPath.appendingPathComponent("libemitterkit.so")
    try #require(
      FileManager.default.fileExists(atPath: library.path),
      "no \(library.path): build the library with `swift build --build-tests` (it builds every product)"
    )
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitterkit-install-cpu-\(getpid())")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let root = Repository.root.path
    let program = prefix.appendingPathComponent("emitterkit_cpu_test").path
    // Linked against emitterkit alone: no libepoxy, no EGL in the program.
    let script = """
      set -euo pipefail
      '\(root)/tools/install' --no-build --bin-path '\(Self.binPath.path)' --prefix '\(prefix.path)'
      export PKG_CONFIG_PATH='\(prefix.path)/lib/pkgconfig'
      \(InstalledLibrary.compileScript(
        root: root, source: "emitterkit_cpu_test.c", program: program, flags: "-lm"))
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
