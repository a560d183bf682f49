import Foundation

/// Notices when a scene file is saved: polls its modification time (and size) at most once a
/// second, which costs one `stat` and needs no inotify. An editor that replaces the file
/// (write to a temporary name, rename) changes both, and is seen too.
struct SceneFileWatcher: Sendable {
  package let path: String
  private var stamp: Stamp?
  private var lastCheck: Double?

  /// Seconds between checks.
  package static let interval = 1.0

  package init(path: String) {
    self.path = path
    stamp = Self.stamp(of: path)
  }

  /// True when the file changed since the last check; checks only when `interval` has passed
  /// since the previous check (`now` is any monotonic clock in seconds).
  mutating func poll(now: Double) -> Bool {
    if let lastCheck, now - lastCheck < Self.interval { return false }
    lastCheck = now
    let current = Self.stamp(of: path)
    defer { stamp = current }
    return current != nil && current != stamp
  }

  private struct Stamp: Equatable, Sendable {
    var modified: Date
    var size: Int
  }

  private static func stamp(of path: String) -> Stamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return Stamp(modified: modified, size: (attributes[.size] as? Int) ?? 0)
  }
}
