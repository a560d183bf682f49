import Foundation

/// The process's resident-set high-water mark (`VmHWM` in /proc/self/status), reset between
/// benchmark rows by writing "5" to /proc/self/clear_refs (Linux 4.0 and later), so each row
/// reports the peak of its own window: what one path (or the bandwidth probe) allocated and freed
/// does not set another's peak. What the process holds when a window opens (the GL context, the
/// simulator the paths of a count share) stays resident and counts in every window. On a
/// software GL driver the GPU buffers are host memory and count too; on a hardware driver device
/// memory does not.
package enum PeakMemory {
  /// The high-water mark in bytes, or nil where /proc/self/status has none.
  package static func highWaterBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      // "VmHWM:     123456 kB"
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
      return kilobytes * 1024
    }
    return nil
  }

  /// Sets the high-water mark to the current resident set; false where the kernel refuses.
  @discardableResult
  package static func resetHighWater() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  /// The peak since the last reset, then a reset, so the next window starts at the current
  /// resident set. Nil where the mark cannot be read or reset: a peak that other windows could
  /// have set is not reported.
  static func takeHighWater() -> Int? {
    guard let peak = highWaterBytes(), resetHighWater() else { return nil }
    return peak
  }
}
