import EmitterImage
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI

/// H.264 colours: the GL path hands ffmpeg YUV planes made on the GPU (`--video-conversion gpu`)
/// or RGBA that swscale converts, as the CPU renderer does; both in BT.709, limited range,
/// tagged so. A decoded frame must show the picture the PNG of the same frame shows.
@Suite("emitter render to MP4: colours", .serialized, .tags(.tool))
struct VideoColorToolTests {
  /// Per channel, the mean of each 8 × 8 block (x264 and 4:2:0 chroma lose detail within a
  /// block, not its mean); straight RGB over black, as the video shows a transparent pixel.
  static func blockMeans(_ rgba: [UInt8], width: Int, height: Int, premultiplied: Bool)
    -> [Double]
  {
    var means: [Double] = []
    for by in 0..<height / 8 {
      for bx in 0..<width / 8 {
        var sum = SIMD3<Double>.zero
        for y in by * 8..<by * 8 + 8 {
          for x in bx * 8..<bx * 8 + 8 {
            let o = (y * width + x) * 4
            var c = SIMD3(Double(rgba[o]), Double(rgba[o + 1]), Double(rgba[o + 2]))
            if !premultiplied { c *= Double(rgba[o + 3]) / 255 }
            sum += c
          }
        }
        means += [sum.x / 64, sum.y / 64, sum.z / 64]
      }
    }
    return means
  }

  /// ffprobe's colour description of the first video stream: space, range, primaries, transfer.
  static func colorTags(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
      "stream=color_space,color_range,color_primaries,color_transfer", "-of", "csv=p=0", path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test(
    "each decoded MP4 frame is its PNG within x264's loss, tagged BT.709",
    arguments: [("gl", "gpu"), ("gl", "ffmpeg"), ("cpu", "auto")])
  func decodedFramesMatchPNGs(renderer: String, conversion: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-video-color-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // 390 x 211 px: an odd height, so the planes are padded.
    let common = [
      Repository.scenes.appendingPathComponent("imessage-confetti.json").path, "--time", "1.2",
      "--fps", "10", "--scale", "1", "--size", "390x211", "--renderer", renderer,
    ]
    let video = folder.appendingPathComponent("a.mp4").path
    let frames = folder.appendingPathComponent("frames").path + "/"
    let conversionOption = conversion == "auto" ? [] : ["--video-conversion", conversion]
    try Render.parse(common + conversionOption + ["--out", video]).run()
    try Render.parse(common + ["--out", frames]).run()
    #expect(try Self.colorTags(video) == "tv,bt709,bt709,bt709")
    let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
    let first = try PNGFile.read(frames + names[0])
    let width = first.width
    let height = first.height
    #expect(height % 2 == 1, "\(width)x\(height)")
    let decoded = try VideoFileReading.rgbaFrames(
      video, width: (width + 1) / 2 * 2, height: (height + 1) / 2 * 2)
    #expect(decoded.count == names.count)
    var worstMean = 0.0
    var worstShare = 0.0
    for (name, frame) in zip(names, decoded) {
      let png = try PNGFile.read(frames + name)
      // The decoded frame's rows are padded: keep the image's own.
      let paddedWidth = (width + 1) / 2 * 2
      let rows = (0..<height).flatMap { y in
        frame[y * paddedWidth * 4..<(y * paddedWidth + width) * 4]
      }
      let expected = Self.blockMeans(png.pixels, width: width, height: height, premultiplied: true)
      let actual = Self.blockMeans(Array(rows), width: width, height: height, premultiplied: false)
      let differences = zip(expected, actual).map { abs($0 - $1) }
      let mean = differences.reduce(0, +) / Double(differences.count)
      let share = Double(differences.filter { $0 > 8 }.count) / Double(differences.count)
      worstMean = max(worstMean, mean)
      worstShare = max(worstShare, share)
    }
    // Measured on llvmpipe, CRF 18, decoded as players do (by the tags): a mean of 2.5/255 with
    // x264 veryfast and 2.7/255 with ultrafast (the default since), and 5–6 % of block channels
    // over 8/255 for both renderers, the loss of 4:2:0 at
    // confetti's saturated edges against white (clipped on decoding) plus x264's. The same file
    // decoded as BT.601 (the wrong matrix) measures 5.0/255 and 24 %.
    #expect(worstMean <= 3.5, "mean block difference \(worstMean) of 255")
    #expect(worstShare <= 0.1, "\(worstShare * 100) % of block channels more than 8/255 off")
  }

  @Test("auto converts on the GPU on hardware drivers only; planes reach ffmpeg as yuv420p")
  func conversionChoiceAndArguments() {
    let llvmpipe = "llvmpipe (LLVM 15.0.6, 256 bits)"
    let hardware = "NVIDIA H200/PCIe/SSE2"
    #expect(!VideoConversion.auto.onGPU(renderer: llvmpipe))
    #expect(VideoConversion.auto.onGPU(renderer: hardware))
    #expect(VideoConversion.gpu.onGPU(renderer: llvmpipe))
    #expect(!VideoConversion.ffmpeg.onGPU(renderer: hardware))
    var planar = VideoEncoding(format: .mp4)
    planar.planarInput = true
    #expect(planar.inputPixelFormat == "yuv420p")
    #expect(planar.ffmpegInputArguments() == ["-colorspace", "bt709", "-color_range", "tv"])
    // Padded and converted already: no filter, only the tags.
    #expect(!planar.ffmpegOutputArguments().contains("-vf"))
    let rgba = VideoEncoding(format: .mp4)
    #expect(rgba.inputPixelFormat == "rgb0" && rgba.ffmpegInputArguments().isEmpty)
    for encoding in [planar, rgba] {
      #expect(encoding.ffmpegOutputArguments().firstRange(of: VideoEncoding.colorTags) != nil)
    }
    #expect(!VideoEncoding(format: .webm).acceptsPlanes)
  }

  @Test("--video-conversion is refused where it cannot apply, naming why")
  func conversionOptionChecked() throws {
    let scene = Repository.scenes.appendingPathComponent("fire.json").path
    let refusals: [([String], String)] = [
      (["--out", "a.png", "--video-conversion", "gpu"], "not a video"),
      (["--out", "a.webm", "--video-conversion", "ffmpeg"], "vp9"),
      (["--out", "a.mp4", "--renderer", "cpu", "--video-conversion", "gpu"], "GL renderer"),
    ]
    for (arguments, reason) in refusals {
      do {
        _ = try Render.parse([scene] + arguments)
        Issue.record("\(arguments) was accepted")
      } catch {
        let message = Render.message(for: error)
        #expect(message.contains(reason), "\(arguments): \(message)")
      }
    }
    for accepted in [
      ["--out", "a.mp4", "--renderer", "cpu", "--video-conversion", "ffmpeg"],
      ["--out", "a.mov", "--codec", "h264", "--video-conversion", "gpu"],
    ] {
      _ = try Render.parse([scene] + accepted)
    }
  }
}
