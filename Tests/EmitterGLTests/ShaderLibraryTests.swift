import EmitterGL
import EmitterTestSupport
import Foundation
import Testing

@Suite("Shaders in Shaders/", .serialized, .tags(.gl))
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
    #expect(ShaderLibrary.embedded.stagePaths(ofProgram: "rng_check") == ["checks/rng_check.comp"])
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
    #expect(throws: ShaderError.self) { try library.expand("checks/rng_check.comp") }
  }

  @Test("stage files are grouped by job, and a program's name is unique across the folders")
  func stagesGroupedByJob() {
    let library = ShaderLibrary.embedded
    let folders: Set<String> = ["simulate", "sort", "draw", "compose", "video", "checks"]
    for path in library.paths where ShaderStage(path: path) != nil {
      let folder = path.split(separator: "/").dropLast().joined(separator: "/")
      #expect(folders.contains(folder), "\(path) is not in a job's folder: \(folders.sorted())")
    }
    for name in library.programNames {
      let stages = library.stagePaths(ofProgram: name)
      let places = Set(stages.map { $0.split(separator: "/").dropLast().joined(separator: "/") })
      #expect(places.count == 1, "program \(name) has stages in \(places.sorted())")
    }
  }
}
