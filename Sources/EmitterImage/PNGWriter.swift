/// Writes a sequence of images as PNG files with one compression setting, converting each to
/// straight alpha in the same buffer: after the first frame, writing allocates nothing.
public struct PNGWriter: Sendable {
  /// How hard each file is compressed.
  public var compression: PNGCompression
  private var straight: [UInt8] = []

  /// A writer that compresses every file with `compression`.
  public init(compression: PNGCompression = .default) {
    self.compression = compression
  }

  /// Writes `image` to `path` as `PNGFile.write` does (atomically, through a temporary name).
  /// - Throws: `PNGError.unwritable` naming the path and the reason.
  public mutating func write(_ image: RGBAImage, to path: String) throws(PNGError) {
    try PNGFile.write(image, to: path, compression: compression, scratch: &straight)
  }
}
