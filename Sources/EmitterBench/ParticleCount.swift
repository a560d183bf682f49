import Foundation

/// Particle counts as people write them: "10k", "1.5M", "16M".
package enum ParticleCount {
  /// The largest count `emitter bench` sweeps to. A pool past one storage block is bound a
  /// window at a time (`SlotWindows`); a GPU that cannot allocate it skips its rows and says so.
  package static let maximum = 16_777_216

  package static func format(_ count: Int) -> String {
    if count >= 1_000_000 { return trimmed(Double(count) / 1e6) + "M" }
    if count >= 1_000 { return trimmed(Double(count) / 1e3) + "k" }
    return "\(count)"
  }

  private static func trimmed(_ value: Double) -> String {
    let text = value >= 100 ? String(format: "%.0f", value) : String(format: "%.3g", value)
    return text
  }

  /// Parses "10k,100k,1M,16M" (k = 1 000, M = 1 000 000). Throws a message naming the item and
  /// the allowed range.
  package static func parseList(_ text: String) throws(ParticleCountError) -> [Int] {
    var counts: [Int] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let word = item.trimmingCharacters(in: .whitespaces)
      let (digits, factor): (Substring, Double) =
        word.hasSuffix("M") ? (word.dropLast(), 1e6) : word.hasSuffix("k") ? (word.dropLast(), 1e3) : (Substring(word), 1)
      guard let value = Double(digits), value.isFinite, value * factor >= 1, value * factor <= Double(maximum) else {
        throw ParticleCountError(item: word)
      }
      counts.append(Int(value * factor))
    }
    return counts
  }
}

package struct ParticleCountError: Error, CustomStringConvertible {
  package var item: String
  package var description: String {
    "\"\(item)\" is not a particle count in 1...16M (write e.g. 10k, 1M or 16M; 16M = \(ParticleCount.maximum))"
  }
}
