import CPNG
import Foundation

/// Reads and writes PNG files through libpng's simplified API (`png_image_*`), which reports
/// errors through a message instead of `setjmp` (which Swift cannot call).
public enum PNGFile {
  /// Reads any PNG (palette, grey, 16-bit...) as 8-bit sRGB RGBA and premultiplies it.
  ///
  /// Only a regular file is opened (a FIFO, a device or a directory is refused before any read,
  /// so nothing blocks), and its size is checked from the header before the pixels are allocated.
  /// - Parameter maximumSide: the largest width or height accepted.
  /// - Throws: `PNGError.unreadable` naming the path and the reason (missing file, not a regular
  ///   file, not a PNG, corrupt data); `PNGError.tooLarge` for a side over `maximumSide`.
  public static func read(_ path: String, maximumSide: Int = Int(Int32.max)) throws(PNGError)
    -> RGBAImage
  {
    try withHeader(path) { image throws(PNGError) in
      let width = Int(image.width)
      let height = Int(image.height)
      guard width <= maximumSide, height <= maximumSide else {
        throw .tooLarge(path: path, width: width, height: height, maximumSide: maximumSide)
      }
      image.format = EMITTER_PNG_FORMAT_RGBA
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let ok = pixels.withUnsafeMutableBytes { bytes in
        png_image_finish_read(&image, nil, bytes.baseAddress, 0, nil)
      }
      guard ok != 0 else { throw .unreadable(path: path, reason: message(of: &image)) }
      return RGBAImage.premultiplying(straight: pixels, width: width, height: height)
    }
  }

  /// The width and height in a PNG's header, without decoding its pixels.
  public static func dimensions(of path: String) throws(PNGError) -> (width: Int, height: Int) {
    try withHeader(path) { image throws(PNGError) in (Int(image.width), Int(image.height)) }
  }

  /// Opens `path` (a regular file only), reads its header and hands the image to `body`; frees
  /// libpng's state and closes the file afterwards, whatever `body` does.
  private static func withHeader<T>(
    _ path: String, _ body: (inout png_image) throws(PNGError) -> T
  ) throws(PNGError) -> T {
    let file: UnsafeMutablePointer<FILE>
    do {
      file = try RegularFile.openForReading(path)
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    defer { fclose(file) }
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    guard png_image_begin_read_from_stdio(&image, file) != 0 else {
      throw .unreadable(path: path, reason: message(of: &image))
    }
    return try body(&image)
  }

  /// Writes `image` as an 8-bit RGBA PNG (straight alpha), atomically: the bytes go to a
  /// temporary file beside `path`, which is renamed over `path` only once complete, so a
  /// failure never leaves a half-written file under the final name.
  /// - Throws: `PNGError.unwritable` naming the path and the reason.
  public static func write(
    _ image: RGBAImage, to path: String, compression: PNGCompression = .default
  ) throws(PNGError) {
    var straight: [UInt8] = []
    try write(image, to: path, compression: compression, scratch: &straight)
  }

  /// `write(_:to:compression:)` with a caller's buffer for the straight-alpha bytes, reused
  /// across frames so an image sequence allocates nothing per frame.
  public static func write(
    _ image: RGBAImage, to path: String, compression: PNGCompression, scratch: inout [UInt8]
  ) throws(PNGError) {
    precondition(
      image.width > 0 && image.height > 0,
      "a PNG needs at least one pixel (\(image.width)x\(image.height))")
    let temporary = temporaryPath(beside: path)
    image.straightAlphaPixels(into: &scratch)
    let reason: String? = scratch.withUnsafeBytes { bytes in
      switch compression {
      case .fast, .default:
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = EMITTER_PNG_FORMAT_RGBA
        if compression == .fast { png.flags = UInt32(PNG_IMAGE_FLAG_FAST) }
        let ok = png_image_write_to_file(
          &png, temporary, 0, bytes.baseAddress, Int32(image.width * 4), nil)
        return ok != 0 ? nil : message(of: &png)
      case .level(let level):
        precondition((0...9).contains(level), "zlib levels are 0...9 (got \(level))")
        var message = [CChar](repeating: 0, count: 256)
        let ok = emitter_png_write_rgba_level(
          temporary, UInt32(image.width), UInt32(image.height),
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), image.width * 4, Int32(level),
          &message, message.count)
        return ok != 0
          ? nil
          : String(
            decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    }
    if let reason {
      unlink(temporary)
      throw .unwritable(path: path, reason: describeWriteFailure(reason, path: path))
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .unwritable(path: path, reason: reason)
    }
  }

  /// A hidden temporary name in the same folder (so the final rename stays on one file system).
  package static func temporaryPath(beside path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    return folder + "/." + url.lastPathComponent + ".partial-\(getpid())"
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// libpng says only "png_image_write_to_file: open failed"; the folder's state says why.
  private static func describeWriteFailure(_ message: String, path: String) -> String {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      return "the folder \(folder) does not exist"
    }
    if !FileManager.default.isWritableFile(atPath: folder) {
      return "the folder \(folder) is not writable"
    }
    return message
  }
}

/// A PNG file that could not be read or written.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be read or decoded.
  case unreadable(path: String, reason: String)
  /// The file could not be written.
  case unwritable(path: String, reason: String)
  /// A side over the limit the reader was given, found in the header before decoding.
  case tooLarge(path: String, width: Int, height: Int, maximumSide: Int)

  /// The file the error is about.
  public var path: String {
    switch self {
    case .unreadable(let path, _), .unwritable(let path, _), .tooLarge(let path, _, _, _): path
    }
  }

  /// What failed, naming the file.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read the PNG image \(path): \(reason)"
    case .unwritable(let path, let reason): "cannot write the PNG image \(path): \(reason)"
    case .tooLarge(let path, let width, let height, let maximumSide):
      "the PNG image \(path) is \(width)x\(height) pixels; the largest side allowed is \(maximumSide)"
    }
  }
}
