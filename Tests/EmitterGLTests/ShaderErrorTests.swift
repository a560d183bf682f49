import EmitterGL
import EmitterTestSupport
import Testing

@Suite("Shader errors name the file and line", .serialized, .tags(.gl))
struct ShaderErrorTests {
  @Test("a compile error after an include points at the shader's own line")
  func errorAfterInclude() throws {
    let error = try buildError("error_after_include")
    #expect(error.kind == .compileFailed)
    #expect(error.shader == "error_after_include.comp")
    #expect(error.file == "error_after_include.comp")
    #expect(error.line == BrokenShaders.errorAfterIncludeLine)
    #expect(error.log.contains("error_after_include.comp"), "log not translated: \(error.log)")
  }

  @Test("a compile error inside an include points at the include's file and line")
  func errorInInclude() throws {
    let error = try buildError("error_in_include")
    #expect(error.kind == .compileFailed)
    #expect(error.shader == "error_in_include.comp")
    #expect(error.file == "include/broken_helper.glsl")
    #expect(error.line == BrokenShaders.errorInIncludeLine)
  }

  @Test("a missing include names the including file and line, before any GL call")
  func missingInclude() throws {
    let error = try buildError("missing_include")
    #expect(error.kind == .includeNotFound)
    #expect(error.file == "missing_include.comp")
    #expect(error.line == BrokenShaders.missingIncludeLine)
  }

  @Test("a link error names the program and carries the link log")
  func linkError() throws {
    let error = try buildError("unresolved_function")
    #expect(error.kind == .linkFailed)
    #expect(error.shader == "unresolved_function")
    #expect(!error.log.isEmpty)
  }

  @Test("an unknown program name is reported as not found")
  func unknownProgram() throws {
    let error = try buildError("no_such_program")
    #expect(error.kind == .sourceNotFound)
  }

  /// Builds a program from the broken library and returns the error it must throw.
  private func buildError(_ program: String) throws -> ShaderError {
    try withGL {
      do {
        let built = try BrokenShaders.library.makeProgram(program)
        built.destroy()
      } catch let error as ShaderError {
        print("EmitterGLTests: expected failure:\n\(error)")
        return error
      }
      Issue.record("'\(program)' built, but it is broken on purpose")
      throw ExpectedFailureMissing()
    }
  }

  private struct ExpectedFailureMissing: Error {}
}
