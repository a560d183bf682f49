/// Unique, readable variable names from scene names (`"big spark"` → `bigSparkCell`).
struct VariableNames: Sendable {
  private var used: Set<String> = []

  mutating func make(_ name: String?, suffix: String, fallback: String) -> String {
    let base = Self.identifier(name, fallback: fallback)
    // A layer named "main layer" is `mainLayer`, not `mainLayerLayer`.
    let suffix = base.lowercased().hasSuffix(suffix.lowercased()) ? "" : suffix
    var candidate = base + suffix
    var counter = 2
    while used.contains(candidate) {
      candidate = base + suffix + String(counter)
      counter += 1
    }
    used.insert(candidate)
    return candidate
  }

  /// `name`'s ASCII words in camel case; `fallback` first when that is empty or starts with a digit.
  static func identifier(_ name: String?, fallback: String) -> String {
    let words = (name ?? "").split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
    var base = words.enumerated().map { index, word in
      index == 0
        ? word.prefix(1).lowercased() + word.dropFirst()
        : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if base.isEmpty || base.first!.isNumber { base = fallback + base }
    return base
  }
}
