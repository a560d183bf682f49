import EmitterImage
import Foundation
import Testing

@testable import EmitterCLI
import EmitterTestSupport

/// A video is written under a temporary name and renamed only once ffmpeg succeeds: a failing
/// ffmpeg leaves the previous file untouched, no partial file, and a message that names ffmpeg.
/// Uses Debian's ffmpeg (tools/setup installs it).
@Suite("emitter render: video outputs are atomic", .tags(.tool))
struct VideoOutputFailureToolTests {
  private static func folderWithOldVideo() throws -> (folder: URL, video: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("VideoOutputFailureTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let video = folder.appendingPathComponent("clip.mp4").path
    try Data("the previous video".utf8).write(to: URL(fileURLWithPath: video))
    return (folder, video)
  }

  @Test("ffmpeg failing mid-run leaves the old video intact and nothing else")
  func failingEncoder() throws {
    let (folder, video) = try Self.folderWithOldVideo()
    defer { try? FileManager.default.removeItem(at: folder) }
    // ffmpeg refuses a frame rate of 0 after it has started: the pipe breaks or it exits 1.
    let encoder = try VideoEncoder(path: video, encoding: VideoEncoding(format: .mp4), width: 8, height: 8, fps: 0)
    var failure: (any Error)?
    do {
      for _ in 0..<50 { try encoder.write(RGBAImage(width: 8, height: 8)) }
      try encoder.finish()
    } catch {
      failure = error
    }
    let error = try #require(failure as? RenderOutputError)
    #expect(error.message.contains("ffmpeg") && error.message.contains(video))
    #expect(try String(contentsOfFile: video, encoding: .utf8) == "the previous video")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clip.mp4"])
  }

  @Test("a render abandoned while ffmpeg is writing leaves the old video intact and nothing else")
  func abandonedEncoder() throws {
    let (folder, video) = try Self.folderWithOldVideo()
    defer { try? FileManager.default.removeItem(at: folder) }
    let encoder = try VideoEncoder(path: video, encoding: VideoEncoding(format: .webm), width: 64, height: 64, fps: 30)
    // Feed frames until ffmpeg has created its output (under a temporary name), so the old
    // video would be gone by now had it written to the final name.
    var frames = 0
    while try FileManager.default.contentsOfDirectory(atPath: folder.path).count < 2 {
      try encoder.write(RGBAImage(width: 64, height: 64))
      frames += 1
      if frames > 2_000 { break }
    }
    #expect(frames <= 2_000, "ffmpeg never created its output")
    encoder.abandon()
    #expect(try String(contentsOfFile: video, encoding: .utf8) == "the previous video")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clip.mp4"])
  }

  @Test("a successful encode replaces the old video whole, leaving no temporary file")
  func replacingEncoder() throws {
    let (folder, video) = try Self.folderWithOldVideo()
    defer { try? FileManager.default.removeItem(at: folder) }
    let encoder = try VideoEncoder(path: video, encoding: VideoEncoding(format: .mp4), width: 8, height: 8, fps: 10)
    for _ in 0..<3 { try encoder.write(RGBAImage(width: 8, height: 8)) }
    try encoder.finish()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: video))
    #expect(bytes.count > 100 && bytes[4..<8] == Data("ftyp".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clip.mp4"])
  }
}
