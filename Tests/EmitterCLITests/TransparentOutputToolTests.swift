import EmitterImage
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI

/// `--background transparent`: every format that keeps alpha decodes with alpha 0 where
/// nothing was drawn, and an MP4 composites over the background's colour with a warning.
@Suite("transparent output", .serialized, .tags(.tool))
struct TransparentOutputToolTests {
  static let frameCount = 6
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-alpha-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Renders soft additive smoke for 0.5 s at 12 fps, 1/4 scale: the fire preset's numbers before
  /// it took its source's colour and position, kept as a fixture so that preset changes do not
  /// move the edges the lossy codecs are checked against.
  func render(to name: String, _ extra: [String] = []) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Render.parse(
      [
        Repository.root.appendingPathComponent("Tests/Fixtures/soft-smoke.json").path, "--time", "0.5",
        "--fps", "12",
        "--scale", "0.25", "--out", path,
      ] + extra
    ).run()
    return path
  }

  /// The same frames as PNGs: the reference for which pixels are empty.
  func referenceFrames(background: String) throws -> [RGBAImage] {
    let frames = try render(to: "frames-\(background.hashValue)/", ["--background", background])
    return try (1...Self.frameCount).map {
      try PNGFile.read(frames + "/frame-0000\($0).png")
    }
  }

  /// Pixels with nothing drawn within `margin` pixels in `reference` (lossy codecs blur edges
  /// a few pixels, and code in blocks of 8), found with a summed-area table of drawn pixels.
  static func emptyPixels(_ reference: RGBAImage, margin: Int = 8) -> [Int] {
    let (width, height) = (reference.width, reference.height)
    var sums = [Int](repeating: 0, count: (width + 1) * (height + 1))
    for y in 0..<height {
      for x in 0..<width {
        let drawn = reference[x, y][3] != 0 ? 1 : 0
        sums[(y + 1) * (width + 1) + x + 1] =
          drawn + sums[y * (width + 1) + x + 1] + sums[(y + 1) * (width + 1) + x]
          - sums[y * (width + 1) + x]
      }
    }
    var empty: [Int] = []
    for y in 0..<height {
      let (top, bottom) = (max(0, y - margin), min(height, y + margin + 1))
      for x in 0..<width {
        let (left, right) = (max(0, x - margin), min(width, x + margin + 1))
        let drawn =
          sums[bottom * (width + 1) + right] - sums[top * (width + 1) + right]
          - sums[bottom * (width + 1) + left] + sums[top * (width + 1) + left]
        if drawn == 0 { empty.append(y * width + x) }
      }
    }
    return empty
  }

  @Test(
    "WebM (VP9, VP8), ProRes 4444 and QuickTime Animation .mov, WebP, APNG, GIF and PNG keep alpha 0 where nothing was drawn",
    arguments: [
      ("fire.webm", "vp9", "libvpx-vp9"), ("fire-vp8.webm", "vp8", "libvpx"),
      ("fire.mov", "prores", nil), ("fire-rle.mov", "qtrle", nil), ("fire.webp", "webp", nil),
      ("fire-lossless.webp", "webp-lossless", nil), ("fire.apng", "apng", nil),
      ("fire.gif", "gif", nil), ("last.png", nil, nil),
    ] as [(String, String?, String?)])
  func keepsAlpha(file: String, codec: String?, decoder: String?) throws {
    let reference = try referenceFrames(background: "transparent")
    let path = try render(
      to: file, ["--background", "transparent"] + (codec.map { ["--codec", $0] } ?? []))
    let width = reference[0].width
    let height = reference[0].height
    var decoded: [(frame: [UInt8], reference: RGBAImage)]
    if file.hasSuffix(".png") {
      decoded = [(try PNGFile.read(path).straightAlphaPixels, reference[Self.frameCount - 1])]
    } else if file.hasSuffix(".webp") {
      // The first frame is a rectangle on a canvas whose background colour must be clear.
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      if let animation = try WebPFrames.chunks([UInt8](data)).first(where: { $0.tag == "ANIM" }) {
        #expect(animation.payload.prefix(4).allSatisfy { $0 == 0 }, "ANIM background colour")
      }
      let first = try WebPFrames.firstFrame(data)
      let still = folder.appendingPathComponent("first-\(file)")
      try first.still.write(to: still)
      let rectangle = try VideoFileReading.rgbaFrames(
        still.path, width: first.width, height: first.height)[0]
      var canvas = [UInt8](repeating: 0, count: width * height * 4)
      for row in 0..<first.height {
        let from = row * first.width * 4
        let to = ((first.y + row) * width + first.x) * 4
        canvas[to..<to + first.width * 4] = rectangle[from..<from + first.width * 4]
      }
      decoded = [(canvas, reference[0])]
    } else {
      let frames = try VideoFileReading.rgbaFrames(
        path, width: width, height: height, decoder: decoder)
      try #require(frames.count == Self.frameCount, "\(file): \(frames.count) frames")
      decoded = Array(zip(frames, reference))
    }
    for (index, (frame, reference)) in decoded.enumerated() {
      let empty = Self.emptyPixels(reference)
      #expect(empty.count > width * height / 4, "\(file) frame \(index): the test needs background")
      let leaked = empty.filter { frame[$0 * 4 + 3] != 0 }
      #expect(leaked.isEmpty, "\(file) frame \(index): \(leaked.count) background pixels not clear")
      let drawn = stride(from: 3, to: frame.count, by: 4).filter { frame[$0] >= 128 }.count
      #expect(drawn > 0, "\(file) frame \(index): nothing drawn survived")
    }
  }

  @Test("an MP4 of a transparent background warns and composites over the background's colour")
  func mp4Matte() throws {
    let reference = try referenceFrames(background: "transparent")
    let width = reference[0].width
    let height = reference[0].height
    for (background, level) in [("transparent", 0), ("#ffffff00", 255)] {
      let plan = try RenderPlan(
        output: try RenderOutput(path: "a.mp4"), fps: 12, frames: nil, time: 0.5,
        background: try BackgroundOption.parse(background))
      #expect(plan.notes.contains { $0.contains("has no alpha") }, "\(background)")
      let path = try render(to: "fire-\(level).mp4", ["--background", background])
      // H.264 pads odd sizes to even ones.
      let frames = try VideoFileReading.rgbaFrames(
        path, width: width + width % 2, height: height + height % 2)
      try #require(frames.count == Self.frameCount)
      let last = frames[Self.frameCount - 1]
      for pixel in Self.emptyPixels(reference[Self.frameCount - 1]) {
        let (x, y) = (pixel % width, pixel / width)
        let offset = (y * (width + width % 2) + x) * 4
        for channel in 0..<3 where abs(Int(last[offset + channel]) - level) > 4 {
          Issue.record("\(background): (\(x), \(y)) is \(last[offset + channel]), not \(level)")
          return
        }
      }
    }
    let opaque = try RenderPlan(
      output: try RenderOutput(path: "a.mp4"), fps: 12, frames: nil, time: 0.5,
      background: .black)
    #expect(opaque.notes.isEmpty && opaque.output.matte == nil)
  }

  @Test("--background, --codec and --quality refuse what they cannot do, naming the value")
  func optionErrors() throws {
    #expect(try BackgroundOption.parse("transparent") == .clear)
    #expect(try BackgroundOption.parse("#ff000080").alpha == 128.0 / 255)
    for bad in ["red", "#ff00", "#gg0000", ""] {
      #expect(throws: (any Error).self, "\(bad)") { try BackgroundOption.parse(bad) }
    }
    #expect(throws: (any Error).self) { try RenderOutput(path: "a.mp4", codec: .vp9) }
    #expect(throws: (any Error).self) { try RenderOutput(path: "a.png", codec: .h264) }
    #expect(throws: (any Error).self) { try RenderOutput(path: "a.gif", quality: .low) }
    #expect(throws: (any Error).self) {
      try RenderOutput(path: "a.mov", codec: .qtrle, quality: .low)
    }
    #expect(try RenderOutput(path: "a.webm", codec: .vp8).encoding?.codec == .vp8)
    #expect(try RenderOutput(path: "a.mov").encoding?.codec == .prores)
    #expect(try RenderOutput(path: "a.webp").kind == .video(.webp))
    #expect(throws: (any Error).self) {
      try Render.parse(["fire", "--out", "a.mp4", "--codec", "mpeg2"])
    }
  }
}
