import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI

/// `--codec` and `--quality`: each choice reaches ffmpeg and the file says so.
@Suite("emitter render --codec and --quality", .serialized, .tags(.tool))
struct CodecQualityToolTests {
  @Test("each lossy codec gets a different setting per quality, high being today's default")
  func qualityArguments() {
    for codec in VideoCodec.allCases where codec.hasQuality {
      let format = VideoFormat.allCases.first { $0.codecs.contains(codec) }!
      let arguments = VideoQuality.allCases.map {
        VideoEncoding(format: format, codec: codec, quality: $0).ffmpegOutputArguments()
      }
      #expect(Set(arguments).count == 3, "\(codec)")
      #expect(VideoEncoding(format: format, codec: codec).ffmpegOutputArguments() == arguments[2])
    }
    let h264 = VideoEncoding(format: .mp4).ffmpegOutputArguments()
    #expect(h264.firstRange(of: ["-crf", "18"]) != nil)
  }

  @Test("--encoder-speed picks x264's and x265's preset, ultrafast by default, and only for them")
  func speedArguments() throws {
    for codec in [VideoCodec.h264, .hevc] {
      let format = VideoFormat.mp4
      func preset(_ speed: VideoEncoderSpeed?) -> String? {
        let encoding =
          speed.map { VideoEncoding(format: format, codec: codec, speed: $0) }
          ?? VideoEncoding(format: format, codec: codec)
        let arguments = encoding.ffmpegOutputArguments()
        return arguments.firstIndex(of: "-preset").map { arguments[$0 + 1] }
      }
      #expect(preset(nil) == "ultrafast", "\(codec)")
      #expect(preset(.fast) == "ultrafast")
      #expect(preset(.balanced) == "veryfast")
      #expect(preset(.small) == "medium")
    }
    let output = try RenderOutput(path: "a.mp4", speed: .small)
    #expect(output.encoding?.speed == .small)
    #expect(throws: (any Error).self) { try RenderOutput(path: "a.png", speed: .fast) }
    #expect(throws: (any Error).self) { try RenderOutput(path: "a.gif", speed: .balanced) }
    #expect(throws: (any Error).self) { try RenderOutput(path: "a.mov", speed: .balanced) }
  }

  @Test("--encoder-speed sets libvpx's deadline and cpu-used (VP9 realtime by default), VP9's row threads always")
  func libvpxSpeedArguments() throws {
    func after(_ flag: String, _ arguments: [String]) -> String? {
      arguments.firstIndex(of: flag).map { arguments[$0 + 1] }
    }
    // VP9: realtime by default; VP8 stays at good (its realtime mode leaks alpha).
    for (codec, fast, balanced) in [(VideoCodec.vp9, ("realtime", "8"), "4"), (.vp8, ("good", "5"), "3")] {
      let plain = VideoEncoding(format: .webm, codec: codec).ffmpegOutputArguments()
      #expect(after("-deadline", plain) == fast.0 && after("-cpu-used", plain) == fast.1, "\(codec)")
      let small = VideoEncoding(format: .webm, codec: codec, speed: .small).ffmpegOutputArguments()
      #expect(after("-deadline", small) == "good" && after("-cpu-used", small) == "1", "\(codec)")
      let middle = VideoEncoding(format: .webm, codec: codec, speed: .balanced).ffmpegOutputArguments()
      #expect(after("-cpu-used", middle) == balanced, "\(codec)")
      #expect((after("-row-mt", plain) == "1") == (codec == .vp9))
    }
    #expect(try RenderOutput(path: "a.webm", speed: .small).encoding?.speed == .small)
  }

  /// ffprobe's name for the first video stream's codec.
  static func codecName(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=codec_name",
      "-of", "csv=p=0", path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test("the file holds the codec asked for; low quality is smaller than high")
  func encodes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-codec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func render(_ name: String, _ extra: [String]) throws -> String {
      let path = folder.appendingPathComponent(name).path
      try Render.parse(
        [
          Repository.scenes.appendingPathComponent("confetti-cannon.json").path, "--time", "0.5",
          "--fps", "20", "--scale", "0.5", "--out", path,
        ] + extra
      ).run()
      return path
    }
    for (name, codec, expected) in [
      ("a.mp4", "hevc", "hevc"), ("b.mov", "h264", "h264"), ("c.mov", "qtrle", "qtrle"),
      ("d.mov", "prores", "prores"), ("e.webm", "vp8", "vp8"),
    ] {
      #expect(try Self.codecName(try render(name, ["--codec", codec])) == expected, "\(name)")
    }
    let sizes = try ["low", "high"].map { quality in
      let path = try render("q-\(quality).mp4", ["--quality", quality])
      return try #require(
        try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }
    #expect(sizes[0] < sizes[1], "\(sizes)")
  }
}
