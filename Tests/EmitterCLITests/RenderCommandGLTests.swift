import EmitterImage
import EmitterKit
import EmitterRaster
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI

/// `emitter render` without spawning a process: the output kinds, the size option, and whole
/// sessions writing PNGs into a temporary folder.
@Suite("emitter render", .serialized, .tags(.gl))
struct RenderCommandGLTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-render-cli-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test("--out picks the output from the path")
  func outputKinds() throws {
    #expect(try RenderOutput(path: "a.png").kind == .png)
    #expect(try RenderOutput(path: "frames/").kind == .folder)
    #expect(try RenderOutput(path: "frames").kind == .folder)
    #expect(try RenderOutput(path: folder.path).kind == .folder)
    #expect(try RenderOutput(path: "a.MP4").kind == .video(.mp4))
    #expect(try RenderOutput(path: "a.gif").kind == .video(.gif))
    #expect(throws: (any Error).self) { try RenderOutput(path: "a.tiff") }
  }

  @Test("--size reads WIDTHxHEIGHT in points")
  func sizes() throws {
    #expect(try Render.parseSize("390x844") == SIMD2(390, 844))
    #expect(throws: (any Error).self) { try Render.parseSize("390") }
    #expect(throws: (any Error).self) { try Render.parseSize("0x10") }
  }

  @Test("a PNG of the last frame and a folder of numbered frames, nothing else left behind")
  func sessions() throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let view = RenderView(scene: scene, scale: 0.25)
    let png = folder.appendingPathComponent("last.png").path
    let frames = folder.appendingPathComponent("frames").path
    try withGL {
      try RenderSession(scene: scene, view: view, output: try RenderOutput(path: png), fps: 10)
        .render(times: [0.1, 0.2, 0.3])
      try RenderSession(scene: scene, view: view, output: try RenderOutput(path: frames), fps: 10)
        .render(times: [0.1, 0.2, 0.3])
    }
    let image = try PNGFile.read(png)
    #expect(image.width == view.pixelWidth && image.height == view.pixelHeight)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: frames).sorted() == [
        "frame-00001.png", "frame-00002.png", "frame-00003.png",
      ])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "frames", "last.png",
      ])
  }

  @Test("an output in a missing folder fails before rendering and writes nothing")
  func unwritable() throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let path = folder.appendingPathComponent("missing/out.png").path
    try withGL {
      #expect(throws: RenderOutputError.self) {
        try RenderSession(
          scene: scene, view: RenderView(scene: scene, scale: 0.25),
          output: try RenderOutput(path: path), fps: 10
        )
        .render(times: [0.1])
      }
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}

/// `render --size` lays the scene out again by its `canvasLayout`, as `demo --size` does.
@Suite("emitter render --size", .serialized, .tags(.gl))
struct RenderSizeTests {
  /// Columns of `image` split into `bands`, and whether each has a drawn pixel.
  static func drawnBands(_ image: RGBAImage, bands: Int) -> [Bool] {
    (0..<bands).map { band in
      let columns = (band * image.width / bands)..<((band + 1) * image.width / bands)
      return columns.contains { x in (0..<image.height).contains { y in image[x, y][3] > 0 } }
    }
  }

  @Test("snow on an 800x200 canvas falls across the whole width, not the scene's 390 points")
  func snowCoversTheWidth() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("emitter-size-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let command = try Render.parse([
      Repository.scenes.appendingPathComponent("snow.json").path, "--size", "800x200", "--scale",
      "0.5", "--time", "2", "--background", "transparent", "--out", path,
    ])
    try command.run()
    let image = try PNGFile.read(path)
    #expect(image.width == 400 && image.height == 100)
    let bands = Self.drawnBands(image, bands: 10)
    #expect(bands.allSatisfy { $0 }, "snow in each tenth of the width: \(bands)")
  }
}
