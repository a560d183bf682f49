import EmitterImage

/// Bytes for an image to read: held in memory, or a file read when asked.
///
/// A file is opened only when it is a regular file (a FIFO, a device or a directory is refused,
/// so nothing blocks) and read only up to `maximumFileSize` bytes.
public final class CGDataProvider: @unchecked Sendable {
  // @unchecked: immutable after init.
  enum Source {
    case bytes([UInt8])
    case file(path: String)
  }

  /// The largest file a provider reads, bytes.
  static let maximumFileSize = 256 << 20

  let source: Source

  init(bytes: [UInt8]) { source = .bytes(bytes) }

  /// A provider over `data`'s bytes (copied).
  public init?(data: CFData) { source = .bytes([UInt8](data)) }

  /// A provider over the file at `url`, read when its bytes are needed; nil when the URL is not
  /// a file URL or names no regular file.
  public init?(url: CFURL) {
    guard url.isFileURL, isRegularFile(url.path) else { return nil }
    source = .file(path: url.path)
  }

  /// A provider over the file at `filename`; nil when it names no regular file.
  public convenience init?(filename: UnsafePointer<CChar>) {
    self.init(url: URL(fileURLWithPath: String(cString: filename)))
  }

  /// Every byte, or nil when the file can no longer be read.
  public var data: CFData? { (try? bytes()).map { Data($0) } }

  /// Every byte.
  /// - Throws: `RegularFile.Refusal` when the file is gone, not regular or too large.
  func bytes() throws(RegularFile.Refusal) -> [UInt8] {
    switch source {
    case .bytes(let bytes): bytes
    case .file(let path): try RegularFile.readAll(path, maximumSize: Self.maximumFileSize)
    }
  }
}

/// Whether `path` names a regular file now (following links).
private func isRegularFile(_ path: String) -> Bool {
  var info = stat()
  return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
}
