import EmitterImage
import Foundation

/// The video containers `emitter render` writes through ffmpeg.
enum VideoFormat: String {
  case mp4, webm, gif, apng

  /// x264's default preset: chosen for throughput. `veryfast` halves x264's time against its
  /// own default (`medium`) for files about 2 % larger at the same CRF (docs/BENCHMARKS.md).
  static let x264Preset = "veryfast"

  /// ffmpeg's input pixel format and its output arguments. MP4 (H.264, yuv420p) has no alpha:
  /// it gets premultiplied RGB, which is the image over black. The others keep alpha.
  var ffmpegArguments: (inputPixelFormat: String, output: [String]) {
    switch self {
    case .mp4:
      (
        "rgb0",
        [
          "-c:v", "libx264", "-preset", Self.x264Preset, "-pix_fmt", "yuv420p", "-crf", "18", "-vf",
          "pad=ceil(iw/2)*2:ceil(ih/2)*2",
          "-movflags", "+faststart", "-f", "mp4",
        ]
      )
    case .webm:
      (
        "rgba",
        ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-b:v", "0", "-crf", "30", "-f", "webm"]
      )
    case .gif:
      (
        "rgba",
        ["-vf", "split[a][b];[a]palettegen=reserve_transparent=1[p];[b][p]paletteuse", "-f", "gif"]
      )
    case .apng: ("rgba", ["-plays", "0", "-f", "apng"])
    }
  }
}

/// Pipes raw RGBA frames into an ffmpeg process that writes a temporary file beside the output;
/// `finish()` renames it into place once ffmpeg succeeds, so a failed run leaves no video that
/// looks complete.
final class VideoEncoder {
  let path: String
  private let temporary: String
  private let process = Process()
  private let input = Pipe()
  private let errors = Pipe()
  private let format: VideoFormat

  init(path: String, format: VideoFormat, width: Int, height: Int, fps: Double) throws {
    guard let ffmpeg = Self.findExecutable("ffmpeg") else {
      throw RenderOutputError(
        message: "cannot write \(path): ffmpeg is not installed; install Debian's ffmpeg package "
          + "(sudo apt-get install ffmpeg, or sudo tools/setup), or render PNGs into a folder")
    }
    // A dying ffmpeg must not take this process down with SIGPIPE: writes fail with EPIPE instead.
    signal(SIGPIPE, SIG_IGN)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw RenderOutputError(
        message: "cannot write \(path): the folder \(folder) does not exist or is not writable")
    }
    self.path = path
    self.format = format
    temporary = PNGFile.temporaryPath(beside: path)
    let arguments = format.ffmpegArguments
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments =
      [
        "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt",
        arguments.inputPixelFormat,
        "-s", "\(width)x\(height)", "-framerate", String(fps), "-i", "-",
      ] + arguments.output + [temporary]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    Self.widenPipe(input.fileHandleForWriting)
    do {
      try process.run()
    } catch {
      throw RenderOutputError(
        message: "cannot start ffmpeg (\(ffmpeg)): \(error.localizedDescription)")
    }
  }

  func write(_ image: RGBAImage) throws {
    let bytes = format == .mp4 ? image.pixels : image.straightAlphaPixels
    do {
      try input.fileHandleForWriting.write(contentsOf: bytes)
    } catch {
      throw failure("ffmpeg stopped reading frames")
    }
  }

  func finish() throws {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw failure("ffmpeg failed (exit \(process.terminationStatus))")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw RenderOutputError(message: "cannot write \(path): \(reason)")
    }
  }

  func abandon() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    unlink(temporary)
  }

  private func failure(_ what: String) -> RenderOutputError {
    abandon()
    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return RenderOutputError(
      message:
        "cannot write \(path): \(what): \(log.trimmingCharacters(in: .whitespacesAndNewlines))")
  }

  /// The first executable `name` on PATH.
  static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
