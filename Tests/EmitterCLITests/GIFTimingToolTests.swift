import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI

/// GIFs keep time: their delays are whole centiseconds of at least 2 (players show 1 cs as
/// 10 cs) and sum to the clip's length.
@Suite("GIF timing", .serialized, .tags(.tool))
struct GIFTimingToolTests {
  @Test(
    "delays are at least 2 cs and sum to the clip within 1 cs; the last frame is the clip's end",
    arguments: [1, 7.5, 12, 24, 25, 29.97, 30, 33, 40, 45, 50, 59.94, 60, 90, 120, 240])
  func plans(fps: Double) throws {
    for duration in [0.02, 0.03, 0.1, 0.37, 1, 1.01, 2, 2.005, 3.333, 10] {
      let timing = try #require(GIFTiming(fps: fps, duration: duration))
      #expect(timing.rate == min(fps, 50))
      #expect(timing.delays.count == timing.times.count)
      #expect(timing.delays.allSatisfy { $0 >= 2 }, "\(fps) fps, \(duration) s: \(timing.delays)")
      #expect(
        abs(Double(timing.delays.reduce(0, +)) - duration * 100) <= 1,
        "\(fps) fps, \(duration) s: \(timing.delays.reduce(0, +)) cs")
      #expect(timing.times.last == duration)
      #expect(zip(timing.times, timing.times.dropFirst()).allSatisfy { $0 < $1 })
      // Frames stay on the rate's grid (k / rate), but for the end frame.
      for (index, time) in timing.times.dropLast().enumerated() {
        #expect(time == Double(index + 1) / timing.rate)
      }
    }
  }

  @Test("a clip under 2 cs has no GIF timing")
  func tooShort() {
    #expect(GIFTiming(fps: 60, duration: 0.01) == nil)
    #expect(GIFTiming(fps: 60, duration: 0.014) == nil)
  }

  @Test("a rate over 50 fps is capped with a note; 50 and under are kept without one")
  func notes() throws {
    #expect(try #require(GIFTiming(fps: 60, duration: 1)).note(requestedFPS: 60) != nil)
    #expect(try #require(GIFTiming(fps: 50, duration: 1)).note(requestedFPS: 50) == nil)
    #expect(try #require(GIFTiming(fps: 30, duration: 1)).note(requestedFPS: 30) == nil)
  }

  @Test(
    "a rendered GIF's delays, read from its bytes, are the plan's; ffprobe plays it at its length",
    arguments: [(60.0, 0.5), (30, 0.51), (24, 0.25)])
  func rendered(fps: Double, duration: Double) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-gif-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("fire.gif").path
    try Render.parse([
      Repository.scenes.appendingPathComponent("fire.json").path, "--time", String(duration),
      "--fps", String(fps), "--scale", "0.1", "--out", path,
    ]).run()
    let delays = try VideoFileReading.gifDelays(path)
    let plan = try #require(GIFTiming(fps: fps, duration: duration))
    #expect(delays == plan.delays)
    #expect(delays.allSatisfy { $0 > 1 }, "\(delays)")
    #expect(abs(Double(delays.reduce(0, +)) - duration * 100) <= 1)
    #expect(abs(try VideoFileReading.probedDuration(path) - duration) <= 0.01)
  }
}
