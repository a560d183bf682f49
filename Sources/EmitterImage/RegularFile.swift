import Foundation

/// Opens files that the user did not name directly (a scene's contents images) only when they are
/// regular files: a FIFO would block the open or the read forever, a device like `/dev/zero`
/// never ends, a directory has no bytes. Symbolic links are followed, but only to a regular file.
package enum RegularFile {
  package struct Refusal: Error {
    /// Why, without any of the file's contents.
    package var reason: String
  }

  /// Every byte of a regular file (opened as `openForReading` does) of at most `maximumSize`
  /// bytes; a larger file is refused from its size, before it is read.
  package static func readAll(_ path: String, maximumSize: Int) throws(Refusal) -> [UInt8] {
    let file = try openForReading(path)
    defer { fclose(file) }
    var info = stat()
    guard fstat(fileno(file), &info) == 0 else {
      throw Refusal(reason: String(cString: strerror(errno)))
    }
    guard Int(info.st_size) <= maximumSize else {
      throw Refusal(reason: "it is \(info.st_size) bytes; at most \(maximumSize) are read")
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    // A file that shrank since the fstat gives what it still holds.
    return Array(bytes.prefix(count))
  }

  /// A stdio stream on `path`, which is checked with `stat` before it is opened and with
  /// `fstat` after (the path may have changed in between). The open itself never blocks.
  static func openForReading(_ path: String) throws(Refusal) -> UnsafeMutablePointer<FILE> {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw Refusal(reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno)))
    }
    if let kind = nonRegularKind(info.st_mode) { throw Refusal(reason: refusal(kind)) }
    // O_NONBLOCK: opening a FIFO that appeared since the stat returns at once instead of waiting
    // for a writer; the fstat below then refuses it.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Refusal(reason: String(cString: strerror(errno))) }
    guard fstat(descriptor, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw Refusal(reason: reason)
    }
    if let kind = nonRegularKind(info.st_mode) {
      close(descriptor)
      throw Refusal(reason: refusal(kind))
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    guard let file = fdopen(descriptor, "rb") else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw Refusal(reason: reason)
    }
    return file
  }

  /// Nil for a regular file, else what it is.
  private static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "something other than a file"
    }
  }

  private static func refusal(_ kind: String) -> String {
    "it is \(kind), not a regular file; images are read only from regular files"
  }
}
