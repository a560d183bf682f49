import Foundation

/// What a path names, found with `stat` (symbolic links followed) before anything opens it: a
/// FIFO or a terminal would block a read forever, `/dev/zero` never ends, and a directory is no
/// image. Scene files and their contents are read only when this is `.regular`.
enum FileKind: Equatable, Sendable {
  case regular(size: Int)
  case directory
  case fifo
  case characterDevice
  case blockDevice
  case socket
  /// Nothing there (or a dangling symbolic link).
  case missing
  /// `stat` failed for another reason (permissions along the path, a loop of links).
  case unreachable(reason: String)

  /// The kind of what `path` names, after following symbolic links.
  package init(of path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      self =
        code == ENOENT || code == ENOTDIR
        ? .missing : .unreachable(reason: String(cString: strerror(code)))
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: self = .regular(size: Int(info.st_size))
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .unreachable(reason: "not a regular file")
    }
  }

  var isRegular: Bool {
    if case .regular = self { return true }
    return false
  }

  /// "a FIFO (named pipe)", for "… is a FIFO (named pipe), not a regular file".
  package var description: String {
    switch self {
    case .regular: "a regular file"
    case .directory: "a directory"
    case .fifo: "a FIFO (named pipe)"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .missing: "missing"
    case .unreachable(let reason): "unreachable (\(reason))"
    }
  }
}
