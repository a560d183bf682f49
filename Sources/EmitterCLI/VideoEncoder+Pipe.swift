import Foundation

extension VideoEncoder {
  /// `F_SETPIPE_SZ` (linux/fcntl.h), which Swift's Glibc module does not export.
  private static let setPipeSize: Int32 = 1031

  /// Widens the pipe to ffmpeg to 1 MiB (Linux's default ceiling for unprivileged processes):
  /// a frame of a few megabytes then crosses in a handful of writes instead of a hundred
  /// 64 KiB ones, each a wake-up of ffmpeg. Best effort: a smaller pipe only costs time.
  static func widenPipe(_ handle: FileHandle) {
    _ = fcntl(handle.fileDescriptor, setPipeSize, 1 << 20)
  }
}
