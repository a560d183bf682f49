import EmitterImage
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI

/// `--from`: a render split at any scene time draws exactly the frames of the whole, so shards
/// rendered on different machines concatenate into it.
@Suite("emitter render --from", .serialized, .tags(.tool))
struct RenderRangeToolTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-range-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func render(_ scene: String, to name: String, _ extra: [String]) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Render.parse(
      [
        Repository.scenes.appendingPathComponent(scene).path, "--fps", "30", "--scale", "0.25",
        "--out", path,
      ] + extra
    ).run()
    return path
  }

  func frames(in path: String) throws -> [String: RGBAImage] {
    var frames: [String: RGBAImage] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: path) {
      frames[name] = try PNGFile.read(path + "/" + name)
    }
    return frames
  }

  @Test(
    "two halves, split by --from at a frame or between frames, are the whole, bit for bit, with its numbers",
    arguments: [("fireworks.json", "1.5", "1-45"), ("imessage-confetti.json", "1.01", "1-30")])
  func halvesAreTheWhole(scene: String, split: String, firstHalf: String) throws {
    let name = scene.replacingOccurrences(of: ".json", with: "")
    let whole = try frames(in: render(scene, to: "whole-\(name)", ["--time", "2.5"]))
    let first = try frames(
      in: render(scene, to: "a-\(name)", ["--time", "2.5", "--frame-range", firstHalf]))
    let second = try frames(
      in: render(scene, to: "b-\(name)", ["--from", split, "--time", "2.5"]))
    #expect(whole.count == 75)
    #expect(Set(first.keys).isDisjoint(with: second.keys))
    #expect(first.merging(second) { a, _ in a } == whole)
    let splitFrame = Int((Double(split)! * 30).rounded(.down))
    #expect(first.count == splitFrame && second.keys.min() == "frame-000\(splitFrame + 1).png")
  }

  @Test("shards of a lossless video decode to the whole video's frames")
  func videoShards() throws {
    let whole = try render("fireworks.json", to: "whole.mov", ["--time", "2", "--codec", "qtrle"])
    let parts = try ["1-21", "22-40", "41-60"].enumerated().map { index, range in
      try render(
        "fireworks.json", to: "part\(index).mov",
        ["--time", "2", "--frame-range", range, "--codec", "qtrle"])
    }
    let image = try PNGFile.read(try render("fireworks.json", to: "size.png", ["--time", "0.1"]))
    let decode = { (path: String) in
      try VideoFileReading.rgbaFrames(path, width: image.width, height: image.height)
    }
    let wholeFrames = try decode(whole)
    #expect(wholeFrames.count == 60)
    #expect(try parts.flatMap(decode) == wholeFrames)
  }

  @Test(
    "--from after the clip's end, a range outside the clip, or bad syntax is refused with the allowed range"
  )
  func refused() throws {
    #expect(throws: RenderOutputError.self) {
      try RenderPlan(
        output: try RenderOutput(path: "a/"), fps: 30, frames: nil, time: 2, from: 2,
        background: .black)
    }
    #expect(throws: (any Error).self) { try Render.parse(["fire", "--out", "a/", "--from", "-1"]) }
    let plan = try RenderPlan(
      output: try RenderOutput(path: "a/"), fps: 30, frames: 60, time: nil, from: 1,
      background: .black)
    #expect(plan.firstFrame == 30 && plan.times.count == 60)
    let part = try RenderPlan(
      output: try RenderOutput(path: "a/"), fps: 30, frames: 60, time: nil, from: 1,
      frameRange: 20...45, background: .black)
    #expect(part.firstFrame == 30 && part.times.count == 45 && part.clipFrameCount == 60)
    #expect(throws: RenderOutputError.self) {
      try RenderPlan(
        output: try RenderOutput(path: "a/"), fps: 30, frames: 60, time: nil, frameRange: 50...61,
        background: .black)
    }
    #expect(try Render.parseFrameRange("31-60") == 31...60)
    for bad in ["0-5", "5-4", "5", "a-b", "-3", "1-"] {
      #expect(throws: (any Error).self, "\(bad)") { try Render.parseFrameRange(bad) }
    }
  }
}
