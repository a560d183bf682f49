import EmitterGL
import EmitterImage
import EmitterTestSupport
import Foundation
import Testing

/// Across processes the compiled shaders come from Mesa's on-disk cache: a shader edited in an
/// `EMITTER_SHADER_DIR` folder must still be what the next run draws with.
@Suite("Shader cache across runs", .serialized, .tags(.tool))
struct ShaderCacheProcessToolTests {
  /// The `emitter` executable built beside this test bundle.
  private static var emitter: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("emitter")
  }

  /// Runs `emitter render fire` for one frame with the shaders of `shaders` and Mesa's cache
  /// under `cache`; returns the PNG's bytes.
  private static func render(shaders: URL, cache: URL, out: URL) throws -> Data {
    let process = Process()
    process.executableURL = emitter
    // GL's shaders are the subject: `--renderer gl`, whatever the default would pick.
    process.arguments = [
      "render", "fire", "--frames", "6", "--scale", "0.25", "--renderer", "gl", "--out", out.path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment[ShaderLibrary.overrideEnvironmentVariable] = shaders.path
    environment["XDG_CACHE_HOME"] = cache.path
    environment["MESA_SHADER_CACHE_DIR"] = nil
    environment["MESA_SHADER_CACHE_DISABLE"] = nil
    environment["MESA_GLSL_CACHE_DISABLE"] = nil
    process.environment = environment
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0, "emitter render exited \(process.terminationStatus)")
    return try Data(contentsOf: out)
  }

  @Test("a shader edited through EMITTER_SHADER_DIR is drawn with on the next run, cache warm")
  func editedShaderReachesTheNextRun() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.emitter.path),
      "no emitter executable at \(Self.emitter.path): swift build --build-tests builds it")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-shader-cache-runs-\(getpid())-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let shaders = root.appendingPathComponent("Shaders")
    let cache = root.appendingPathComponent("cache")
    for path in ShaderLibrary.embedded.paths {
      let url = shaders.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try embeddedSource(path).write(to: url, atomically: true, encoding: .utf8)
    }
    let out = root.appendingPathComponent("fire.png")

    let original = try Self.render(shaders: shaders, cache: cache, out: out)
    // Mesa's cache is what a warm start-up relies on; other drivers keep their own elsewhere.
    if try HeadlessContext.shared().versionString.contains("Mesa") {
      let cached = try FileManager.default.subpathsOfDirectory(
        atPath: cache.appendingPathComponent("mesa_shader_cache").path)
      #expect(cached.count > 1, "Mesa's on-disk shader cache is in use for our context")
    }
    #expect(try Self.render(shaders: shaders, cache: cache, out: out) == original)

    // Every fragment solid opaque blue: fire's particles become blue squares.
    let blue = """
      #version 450 core
      layout(location = 0) out vec4 fragmentColor;
      void main() { fragmentColor = vec4(0.0, 0.0, 1.0, 1.0); }

      """
    for stage in ["draw/sprite.frag", "draw/sprite_one_sampler.frag"] {
      try blue.write(to: shaders.appendingPathComponent(stage), atomically: true, encoding: .utf8)
    }
    let edited = try Self.render(shaders: shaders, cache: cache, out: out)
    #expect(edited != original)
    let image = try PNGFile.read(out.path)
    let opaqueBlue = stride(from: 0, to: image.pixels.count, by: 4).filter {
      image.pixels[$0 + 2] == 255 && image.pixels[$0 + 3] == 255 && image.pixels[$0] < 255
    }.count
    #expect(opaqueBlue > 0, "the edited shader drew")

    for stage in ["draw/sprite.frag", "draw/sprite_one_sampler.frag"] {
      try embeddedSource(stage).write(
        to: shaders.appendingPathComponent(stage), atomically: true, encoding: .utf8)
    }
    #expect(try Self.render(shaders: shaders, cache: cache, out: out) == original)
  }
}
