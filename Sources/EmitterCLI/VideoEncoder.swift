import EmitterImage
import EmitterModel
import Foundation

/// Pipes raw frames (RGBA, or YUV 4:2:0 planes when `takesPlanes`) into an ffmpeg process that writes a temporary file beside the output;
/// `finish()` renames it into place once ffmpeg succeeds, so a failed run leaves no video that
/// looks complete.
final class VideoEncoder {
  let path: String
  private let temporary: String
  private let process = Process()
  private let input = Pipe()
  private let errors = Pipe()
  private let encoding: VideoEncoding
  /// The opaque colour a codec without alpha shows under the image, as 8-bit RGB.
  private let matte: SIMD3<UInt16>

  /// Starts ffmpeg. `matte` is the colour a codec without alpha composites the image over
  /// (black when nil).
  init(
    path: String, encoding: VideoEncoding, width: Int, height: Int, fps: Double,
    matte: Color? = nil
  ) throws {
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
    self.encoding = encoding
    self.matte = SIMD3(
      Self.byte(matte?.red ?? 0), Self.byte(matte?.green ?? 0), Self.byte(matte?.blue ?? 0))
    temporary = PNGFile.temporaryPath(beside: path)
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    // Planes are padded to even sizes (4:2:0 halves both); RGBA is padded by ffmpeg.
    let size =
      encoding.planarInput ? "\((width + 1) / 2 * 2)x\((height + 1) / 2 * 2)" : "\(width)x\(height)"
    process.arguments =
      ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt"]
      + [encoding.inputPixelFormat] + encoding.ffmpegInputArguments()
      + ["-s", size, "-framerate", String(fps), "-i", "-"]
      + encoding.ffmpegOutputArguments() + [temporary]
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

  /// Whether frames come as YUV 4:2:0 planes (`writePlanes`) rather than images.
  var takesPlanes: Bool { encoding.planarInput }

  /// The matte as straight RGB, 0...1, each channel an exact 8-bit value as `composited` uses.
  var matteRGB: SIMD3<Float> { SIMD3<Float>(matte) / 255 }

  /// Writes one frame of YUV 4:2:0 planes (`YUV420Readback`'s layout); needs `takesPlanes`.
  func writePlanes(_ bytes: [UInt8]) throws {
    precondition(takesPlanes, "\(path) takes RGBA frames, not planes")
    do {
      try input.fileHandleForWriting.write(contentsOf: bytes)
    } catch {
      throw failure("ffmpeg stopped reading frames")
    }
  }

  func write(_ image: RGBAImage) throws {
    precondition(!takesPlanes, "\(path) takes YUV planes, not RGBA frames")
    let bytes = encoding.codec.keepsAlpha ? image.straightAlphaPixels : composited(image)
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
    if encoding.format == .webp {
      do { try WebPBackground.clear(inFile: temporary) } catch {
        unlink(temporary)
        throw error
      }
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

  /// Premultiplied pixels over the opaque matte: `c + (255 - a) × matte / 255`, rounded.
  private func composited(_ image: RGBAImage) -> [UInt8] {
    guard matte != .zero else { return image.pixels }
    var pixels = image.pixels
    for offset in stride(from: 0, to: pixels.count, by: 4) {
      let uncovered = 255 - UInt16(pixels[offset + 3])
      for channel in 0..<3 {
        let under = (uncovered * matte[channel] + 127) / 255
        pixels[offset + channel] = UInt8(min(255, UInt16(pixels[offset + channel]) + under))
      }
      pixels[offset + 3] = 255
    }
    return pixels
  }

  private static func byte(_ component: Double) -> UInt16 {
    UInt16((min(max(component, 0), 1) * 255).rounded())
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
