import GLTestSupport
import EmitterGL
import Foundation
import Testing

@Suite("Shaders in Shaders/", .serialized)
struct ShaderLibraryTests {
  @Test(
    "every program in Shaders/ compiles and links", arguments: ShaderLibrary.embedded.programNames)
  func programCompilesAndLinks(_ name: String) throws {
    try withGL {
      let program = try ShaderLibrary.embedded.makeProgram(name)
      program.destroy()
    }
  }

  @Test("the library finds at least the shaders this suite knows of")
  func libraryListsKnownPrograms() {
    #expect(ShaderLibrary.embedded.programNames.contains("rng_check"))
    #expect(ShaderLibrary.embedded.stagePaths(ofProgram: "rng_check") == ["rng_check.comp"])
  }

  @Test("the embedded shaders are the files in Shaders/ (else run tools/embed-shaders)")
  func embeddedShadersMatchShadersFolder() {
    let onDisk = ShaderLibrary(directory: Repository.shaders.path)
    let embedded = ShaderLibrary.embedded
    #expect(onDisk.paths == embedded.paths, "file list differs: run tools/embed-shaders")
    for path in onDisk.paths where embedded.source(path) != onDisk.source(path) {
      Issue.record("\(path) differs from its embedded copy: run tools/embed-shaders")
    }
  }

  @Test("EMITTER_SHADER_DIR points the standard library at a live folder")
  func overrideDirectoryIsRead() {
    let live = ShaderLibrary(directory: Repository.shaders.path)
    #expect(live.origin == .directory(Repository.shaders.path))
    #expect(live.programNames == ShaderLibrary.embedded.programNames)
    // `standard` reads the variable on every access; this process does not set it.
    if ProcessInfo.processInfo.environment[ShaderLibrary.overrideEnvironmentVariable] == nil {
      #expect(ShaderLibrary.standard.origin == .embedded)
    }
  }

  @Test("a missing override folder yields a clear not-found error, not a crash")
  func missingOverrideDirectory() {
    let library = ShaderLibrary(directory: "/nonexistent/shaders")
    #expect(library.paths.isEmpty)
    #expect(throws: ShaderError.self) { try library.expand("rng_check.comp") }
  }
}
