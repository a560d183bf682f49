/// How hard `PNGFile.write` compresses: a trade of encoding time against file size. The pixels
/// decode the same whichever is chosen.
///
/// - `fast`: libpng's fast flag (no row filters, zlib level 3). Several times faster to write
///   than `default` on rendered frames, for files some 7–20 % larger (docs/BENCHMARKS.md): the
///   choice for image sequences.
/// - `default`: libpng's defaults (adaptive row filters, zlib level 6).
/// - `level(n)`: adaptive row filters and zlib level `n`, 0 (stored) to 9; `best` is 9.
public enum PNGCompression: Sendable, Equatable, CustomStringConvertible {
  /// libpng's fast flag (no row filters, zlib level 3): frame sequences.
  case fast
  /// libpng's default compression.
  case `default`
  /// A zlib level, 0 (none) to 9 (smallest files).
  case level(Int)

  /// zlib's strongest level: the smallest files, the slowest writes.
  public static let best = PNGCompression.level(9)

  /// The accepted spellings, for messages.
  package static let allowed = "fast, default, best, or a zlib level 0-9"

  /// Parses "fast", "default", "best" or a digit 0-9; nil for anything else.
  public init?(_ text: String) {
    switch text.lowercased() {
    case "fast": self = .fast
    case "default": self = .default
    case "best": self = .best
    default:
      guard text.count == 1, let level = Int(text), (0...9).contains(level) else { return nil }
      self = .level(level)
    }
  }

  /// The setting as `--png-compression` takes it.
  public var description: String {
    switch self {
    case .fast: "fast"
    case .default: "default"
    case .level(let level): "level \(level)"
    }
  }
}
