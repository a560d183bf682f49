import EmitterImage
import EmitterKit
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI

/// `emitter render` with the shared defaults and `--motion`: a preset rendered with nothing said
/// is the façade's frame at `RenderDefaults`; `--motion reduced` is the façade's frame of the
/// reduced scene, and differs from `--motion full`.
@Suite("emitter render --motion and the defaults", .serialized, .tags(.tool))
struct RenderMotionToolTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-motion-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// `emitter render snow --frames 30 --renderer cpu` plus `extra`, read back.
  func render(_ name: String, _ extra: [String]) throws -> RGBAImage {
    let path = folder.appendingPathComponent(name).path
    try Render.parse(["snow", "--frames", "30", "--renderer", "cpu", "--out", path] + extra).run()
    return try PNGFile.read(path)
  }

  /// The façade's frame 30 of `scene` at 60 fps, everything at its default.
  func facade(_ scene: Scene) throws -> RGBAImage {
    let system = try ParticleSystem(scene: scene, backend: .cpu)
    for frame in 1...30 { try system.update(to: Double(frame) / RenderDefaults.framesPerSecond) }
    return try system.image()
  }

  @Test("--motion reduced and full are the façade's frames; nothing said is the desktop's")
  func motion() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snow = try Scene.preset(named: "snow", motion: .full)
    let reduced = try render("reduced.png", ["--motion", "reduced"])
    let full = try render("full.png", ["--motion", "full"])
    let unsaid = try render("default.png", [])
    #expect(reduced == (try facade(snow.reducingMotion())))
    #expect(full == (try facade(snow)))
    #expect(reduced != full)
    #expect(unsaid == (try MotionPreference.system.isReduced() ? reduced : full))
    #expect(
      full.width == Int(snow.size.width * RenderDefaults.pixelScale)
        && full.height == Int(snow.size.height * RenderDefaults.pixelScale),
      "the default scale")
    #expect(throws: (any Error).self) { try Render.parse(["snow", "--motion", "less", "--out", "x.png"]) }
  }
}
