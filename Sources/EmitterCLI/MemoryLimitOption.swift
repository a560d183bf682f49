import ArgumentParser
import EmitterKit
import Foundation

/// `--memory-limit` parsed (the limit itself, what it bounds and its messages are EmitterKit's
/// `MemoryLimit`).
extension MemoryLimit {
  static let help = ArgumentHelp(
    "The most memory this run may take: bytes, or a number with K, M or G (powers of 1024), "
      + "e.g. 2G. Default: half the physical memory.", valueName: "size")

  /// "512M", "2G", "1.5G", "1073741824": binary units, from `minimumBytes` to the physical memory.
  static func parse(_ text: String) throws -> MemoryLimit {
    let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
    let units: [Character: Double] = ["K": 0x1p10, "M": 0x1p20, "G": 0x1p30, "T": 0x1p40]
    var digits = Substring(trimmed)
    var scale = 1.0
    if digits.hasSuffix("B") { digits = digits.dropLast() }
    if let last = digits.last, let unit = units[last] {
      scale = unit
      digits = digits.dropLast()
    }
    let physical = physicalBytes
    guard let number = Double(digits), number.isFinite, number > 0,
      number * scale >= Double(minimumBytes), number * scale <= Double(physical)
    else {
      throw ValidationError(
        "--memory-limit must be a size from 64M to the physical memory (\(mebibytes(physical))), "
          + "in bytes or with K, M or G, e.g. 2G (got \(text))")
    }
    return MemoryLimit(bytes: Int(number * scale), isDefault: false)
  }

}

/// `--memory-limit`, as each command that loads a scene takes it.
struct MemoryLimitOption: ParsableArguments {
  @Option(name: .customLong("memory-limit"), help: MemoryLimit.help)
  var memoryLimit: String?

  func validate() throws {
    if let memoryLimit { _ = try MemoryLimit.parse(memoryLimit) }
  }

  /// The limit given, or the default (validated before `run`, so parsing cannot fail here).
  var limit: MemoryLimit { (memoryLimit.flatMap { try? MemoryLimit.parse($0) }) ?? .default }
}
