import EmitterGL
import EmitterTestSupport
import Foundation
import Testing

/// glslangValidator, Khronos' reference front end, as a second opinion on every shader after
/// include expansion: catches what llvmpipe lets through and other drivers would not. Missing
/// glslangValidator fails these tests with the install hint; they never skip.
@Suite("glslangValidator accepts every shader", .tags(.tool))
struct GlslangValidatorToolTests {
  static let installHint =
    "glslangValidator not found on PATH: run `sudo tools/setup` (it installs glslang-tools)"

  @Test("every stage in Shaders/ passes glslangValidator", arguments: stagePaths)
  func stagePasses(_ path: String) throws {
    let expanded = try ShaderLibrary.embedded.expand(path)
    let result = try Self.validate(expanded)
    #expect(
      result.status == 0,
      "glslangValidator rejects \(path):\n\(expanded.translate(log: result.log))")
  }

  @Test("glslangValidator's errors map back to the include's file and line")
  func errorLocationsMapBack() throws {
    let expanded = try BrokenShaders.library.expand("error_in_include.comp")
    let result = try Self.validate(expanded)
    #expect(result.status != 0)
    let location = expanded.firstErrorLocation(in: result.log)
    #expect(
      location
        == SourceLocation(
          file: "include/broken_helper.glsl", line: BrokenShaders.errorInIncludeLine))
  }

  static let stagePaths = ShaderLibrary.embedded.paths.filter { ShaderStage(path: $0) != nil }

  /// Writes the expanded source to a temporary file named like the shader (glslangValidator
  /// picks the stage from the extension), runs the validator and returns its exit status and
  /// log (locations as the validator wrote them).
  private static func validate(_ shader: ExpandedShader) throws -> (status: Int32, log: String) {
    let validator = try #require(
      executableOnPath("glslangValidator"), Comment(rawValue: installHint))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("emitter-glslang-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent((shader.path as NSString).lastPathComponent)
    try shader.text.write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = validator
    process.arguments = [file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, log)
  }

  private static func executableOnPath(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
