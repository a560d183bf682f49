import Foundation

/// `--memory-limit`: the most memory one `emitter` process may take (parsed by the command line,
/// checked here: `SceneCheck`, `RenderBudget`). What a run will need is
/// worked out from sizes before anything is allocated (`MemoryEstimate`) and refused when it is
/// over the limit; a long render or simulation also watches its resident memory and stops with
/// the same kind of message when it gets there. Either way a clear error, never an abort.
package struct MemoryLimit: Equatable, Sendable {
  package let bytes: Int
  /// Whether the user left the option out (the message then says where the number came from).
  package let isDefault: Bool

  package init(bytes: Int, isDefault: Bool) {
    self.bytes = bytes
    self.isDefault = isDefault
  }

  /// The default: this share of the physical memory.
  package static let defaultShare = 0.5
  /// The smallest limit accepted: the program itself, a GL context and a small canvas.
  package static let minimumBytes = 64 << 20

  package static var physicalBytes: Int {
    let pages = sysconf(Int32(_SC_PHYS_PAGES))
    let size = sysconf(Int32(_SC_PAGESIZE))
    return pages > 0 && size > 0 ? pages * size : 4 << 30
  }

  package static var `default`: MemoryLimit {
    MemoryLimit(bytes: Int(Double(physicalBytes) * defaultShare), isDefault: true)
  }

  /// `1536 MiB`.
  package static func mebibytes(_ bytes: Int) -> String {
    // Rounded up without adding first, so Int.max (an estimate that overflowed) reads too.
    "\((bytes >> 20) + (bytes & ((1 << 20) - 1) == 0 ? 0 : 1)) MiB"
  }

  /// How the limit reads in a message, and how to raise it.
  package var described: String { described(needing: bytes) }

  /// How the limit reads in a message, and how to raise it to about `needed` bytes.
  package func described(needing needed: Int) -> String {
    let source = isDefault ? " (the default: half the physical memory)" : ""
    return "the memory limit of \(Self.mebibytes(bytes))\(source); raise it with --memory-limit, "
      + "e.g. --memory-limit \(Self.suggestion(above: max(bytes, needed)))"
  }

  /// A round size in G above `bytes`, capped at the physical memory.
  package static func suggestion(above bytes: Int) -> String {
    let gibibytes = min((bytes >> 30) + 1, max(physicalBytes >> 30, 1))
    return "\(gibibytes)G"
  }

  /// The refusal for a run whose estimate is over the limit, or nil when it fits.
  package func problem(_ estimate: MemoryEstimate) -> String? {
    guard estimate.total > bytes else { return nil }
    return "this run would take about \(Self.mebibytes(estimate.total)) "
      + "(\(estimate.parts.map { "\($0.what) \(Self.mebibytes($0.bytes))" }.joined(separator: ", "))), "
      + "over \(described)"
  }

  /// The process's resident memory now, from /proc/self/statm (nil where it cannot be read).
  package static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * sysconf(Int32(_SC_PAGESIZE))
  }

  /// Throws when the process's resident memory has reached the limit.
  package func checkResident(doing what: String) throws(MemoryLimitError) {
    guard let resident = Self.residentBytes(), resident > bytes else { return }
    throw MemoryLimitError(
      message: "\(what) reached \(Self.mebibytes(resident)) of resident memory, over \(described)")
  }
}

/// A run stopped, or refused, at `--memory-limit`.
package struct MemoryLimitError: Error, CustomStringConvertible {
  package let message: String
  package var description: String { message }
}
