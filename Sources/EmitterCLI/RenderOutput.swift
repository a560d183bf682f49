import ArgumentParser
import EmitterImage
import EmitterKit
import EmitterModel
import Foundation

/// Where `emitter render` writes, decided by the path: a PNG, a folder of PNGs or a video, and
/// for a video how it is encoded.
struct RenderOutput {
  enum Kind: Equatable {
    case png
    case folder
    case video(VideoFormat)
  }

  let path: String
  let kind: Kind
  /// A video's codec and quality (nil for PNGs).
  var encoding: VideoEncoding?
  /// What a codec without alpha composites a transparent background over (black when nil).
  var matte: Color?

  /// `codec`, `quality` and `speed` are `--codec`, `--quality` and `--encoder-speed`, checked
  /// against the output.
  init(
    path: String, codec: VideoCodec? = nil, quality: VideoQuality? = nil,
    speed: VideoEncoderSpeed? = nil
  ) throws {
    self.path = path
    let url = URL(fileURLWithPath: path)
    let ext = url.pathExtension.lowercased()
    var isDirectory: ObjCBool = false
    if path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue)
      || ext.isEmpty
    {
      kind = .folder
    } else if ext == "png" {
      kind = .png
    } else if let format = VideoFormat(rawValue: ext) {
      kind = .video(format)
    } else {
      throw ValidationError(
        "--out must end in .png, \(VideoFormat.extensionList), or name a folder (got \(path))")
    }
    guard case .video(let format) = kind else {
      if codec != nil || quality != nil || speed != nil {
        throw ValidationError(
          "--codec, --quality and --encoder-speed apply to videos (\(VideoFormat.extensionList)); \(path) is "
            + (kind == .png ? "a PNG" : "a folder of PNGs"))
      }
      return
    }
    if let codec, !format.codecs.contains(codec) {
      throw ValidationError(
        "--codec \(codec.rawValue) cannot be written to .\(format.rawValue); codecs for "
          + ".\(format.rawValue): \(format.codecs.map(\.rawValue).joined(separator: ", "))")
    }
    let encoding = VideoEncoding(
      format: format, codec: codec, quality: quality ?? .high, speed: speed ?? .fast)
    if speed != nil && !encoding.hasSpeedPreset {
      throw ValidationError(
        "--encoder-speed applies to h264, hevc, vp9 and vp8; \(encoding.codec.rawValue) (.\(format.rawValue)) "
          + "has no encoder preset")
    }
    if quality != nil && !encoding.codec.hasQuality {
      throw ValidationError(
        "--quality has no effect on \(encoding.codec.rawValue) (.\(format.rawValue)), which is "
          + "lossless or palette-based; it applies to "
          + VideoCodec.allCases.filter(\.hasQuality).map(\.rawValue).joined(separator: ", "))
    }
    self.encoding = encoding
  }

  /// Opens the destination; video checks for ffmpeg first. `planarVideo`: the caller can hand a
  /// video YUV 4:2:0 planes (`YUV420Readback`), used when the codec stores them.
  func makeSink(
    width: Int, height: Int, fps: Double, frameCount: Int, planarVideo: Bool = false
  ) throws -> RenderDestination {
    switch kind {
    case .png:
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue,
        FileManager.default.isWritableFile(atPath: folder)
      else {
        throw RenderOutputError(
          message: "cannot write \(path): the folder \(folder) does not exist or is not writable")
      }
      return .png(path)
    case .folder:
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw RenderOutputError(
          message: "cannot create the folder \(path): \(error.localizedDescription)")
      }
      return .folder(path, digits: max(5, String(frameCount).count))
    case .video(let format):
      var encoding = encoding ?? VideoEncoding(format: format)
      encoding.planarInput = planarVideo && encoding.acceptsPlanes
      return .video(
        try VideoEncoder(
          path: path, encoding: encoding, width: width, height: height, fps: fps, matte: matte))
    }
  }
}

/// Where `emitter render` writes frames: a PNG, a folder of PNGs, or a video.
enum RenderDestination {
  case png(String)
  case folder(String, digits: Int)
  case video(VideoEncoder)

  /// A single PNG needs only the last frame drawn; the others need every frame.
  func wantsFrame(_ index: Int, of count: Int) -> Bool {
    if case .png = self { return index == count - 1 }
    return true
  }

  /// Writes one frame; PNGs go through `png`, which holds the compression and reused buffers.
  func write(_ image: RGBAImage, index: Int, png: inout PNGWriter) throws {
    switch self {
    case .png(let path):
      try png.write(image, to: path)
    case .folder(let folder, let digits):
      let number = String(index + 1)
      let name =
        "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
      try png.write(image, to: URL(fileURLWithPath: folder).appendingPathComponent(name).path)
    case .video(let encoder):
      try encoder.write(image)
    }
  }

  /// Writes one video frame of YUV 4:2:0 planes; only a video sink that `takesPlanes` gets them.
  func writePlanes(_ bytes: [UInt8]) throws {
    guard case .video(let encoder) = self else {
      preconditionFailure("YUV planes sent to a sink of PNGs")
    }
    try encoder.writePlanes(bytes)
  }

  func finish() throws {
    if case .video(let encoder) = self { try encoder.finish() }
  }

  /// Stops after a failure, leaving nothing under the final name of a video.
  func abandon() {
    if case .video(let encoder) = self { encoder.abandon() }
  }
}

extension VideoCodec: ExpressibleByArgument {}
extension VideoQuality: ExpressibleByArgument {}

struct RenderOutputError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// A destination as a `FrameStream` takes it: written on the stream's encoder thread.
final class RenderSink: FrameSink {
  let destination: RenderDestination
  private var png: PNGWriter

  init(_ destination: RenderDestination, pngCompression: PNGCompression) {
    self.destination = destination
    png = PNGWriter(compression: pngCompression)
  }

  /// The frame format the destination takes: YUV planes for a video that takes them.
  var format: FrameStream.Format {
    if case .video(let encoder) = destination, encoder.takesPlanes {
      return .yuv420(matte: encoder.matteRGB)
    }
    return .rgba
  }

  func write(_ frame: RGBAImage, index: Int) throws {
    try destination.write(frame, index: index, png: &png)
  }

  func write(planes: [UInt8], index: Int) throws {
    try destination.writePlanes(planes)
  }

  func finish() throws { try destination.finish() }
  func abandon() { destination.abandon() }
}
