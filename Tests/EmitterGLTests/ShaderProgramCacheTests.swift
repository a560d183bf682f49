import EmitterGL
import EmitterTestSupport
import Foundation
import Testing

/// The headless context links each program once, and an edited shader is never served stale.
@Suite("Shader program cache", .serialized, .tags(.gl))
struct ShaderProgramCacheTests {
  /// A folder holding every embedded shader plus `probe.comp`, which writes `value` to word 0
  /// of the test output, as a live `EMITTER_SHADER_DIR` folder would.
  private static func liveFolder(probeValue value: UInt32) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-shader-cache-\(getpid())-\(UUID().uuidString)")
    for path in ShaderLibrary.embedded.paths {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try embeddedSource(path).write(to: url, atomically: true, encoding: .utf8)
    }
    try writeProbe(value, in: folder)
    return folder
  }

  private static func writeProbe(_ value: UInt32, in folder: URL) throws {
    let probe = """
      #version 450 core
      #include "bindings.glsl"
      layout(local_size_x = 1) in;
      layout(std430, binding = SSBO_TEST_OUTPUT) writeonly buffer ProbeOutput { uint words[]; };
      void main() { words[0] = \(value)u; }

      """
    try probe.write(
      to: folder.appendingPathComponent("probe.comp"), atomically: true, encoding: .utf8)
  }

  /// Runs `program` once and returns the word it wrote.
  private static func run(_ program: ShaderProgram) -> UInt32 {
    let output = Buffer(.init(size: 4, label: "probe output"))
    defer { output.destroy() }
    program.use()
    output.bind(to: .testOutput)
    GL.dispatchCompute(invocations: 1)
    GL.memoryBarrier(.bufferUpdate)
    return output.read(UInt32.self)[0]
  }

  @Test("a program is linked once per context and shared; destroy() leaves it to the context")
  func linkedOnce() throws {
    let folder = try Self.liveFolder(probeValue: 5)
    defer { try? FileManager.default.removeItem(at: folder) }
    try withGL {
      let library = ShaderLibrary(directory: folder.path)
      let first = try library.makeProgram("probe")
      let second = try library.makeProgram("probe")
      #expect(first == second)
      #expect(first.isShared)
      first.destroy()
      // Still a live program after an owner destroyed it: the context keeps it.
      #expect(Self.run(second) == 5)
      #expect(
        try ShaderLibrary.embedded.makeProgram("spawn")
          == ShaderLibrary.embedded.makeProgram("spawn"))
    }
  }

  @Test("the same files in a live folder share the embedded program: the key is the text")
  func keyedByText() throws {
    let folder = try Self.liveFolder(probeValue: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    try withGL {
      let live = try ShaderLibrary(directory: folder.path).makeProgram("spawn")
      let embedded = try ShaderLibrary.embedded.makeProgram("spawn")
      #expect(live == embedded)
    }
  }

  @Test("an edited shader in the live folder is compiled afresh; the old text finds the old one")
  func editedShaderInvalidates() throws {
    let folder = try Self.liveFolder(probeValue: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    try withGL {
      let before = try ShaderLibrary(directory: folder.path).makeProgram("probe")
      #expect(Self.run(before) == 1)
      try Self.writeProbe(2, in: folder)
      let edited = try ShaderLibrary(directory: folder.path).makeProgram("probe")
      #expect(edited != before)
      #expect(Self.run(edited) == 2)
      // The old program stays valid for whoever holds it.
      #expect(Self.run(before) == 1)
      try Self.writeProbe(1, in: folder)
      #expect(try ShaderLibrary(directory: folder.path).makeProgram("probe") == before)
    }
  }

  @Test("an edited include invalidates every program that includes it")
  func editedIncludeInvalidates() throws {
    let folder = try Self.liveFolder(probeValue: 7)
    defer { try? FileManager.default.removeItem(at: folder) }
    try withGL {
      let before = try ShaderLibrary(directory: folder.path).makeProgram("probe")
      let bindings = folder.appendingPathComponent("include/bindings.glsl")
      let text = try String(contentsOf: bindings, encoding: .utf8)
      try (text + "// edited\n").write(to: bindings, atomically: true, encoding: .utf8)
      let after = try ShaderLibrary(directory: folder.path).makeProgram("probe")
      #expect(after != before)
      #expect(Self.run(after) == 7)
    }
  }
}
