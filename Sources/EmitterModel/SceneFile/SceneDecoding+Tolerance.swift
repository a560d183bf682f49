/// Unknown string constants, tolerated as Core Animation tolerates them.
///
/// CA keeps running when a layer is given an `emitterShape`, `emitterMode` or `renderMode` it does
/// not know (public apps ship `"shpere"` and an `emitterMode` of `"additive"`): it uses its
/// default. So a scene file's unknown value for a property whose row `fallsBack` leaves the
/// property at its default and becomes a warning naming the key path, the value, the default
/// used and the nearest known value. Loading strictly reports it as an error instead.
extension SceneDecodingContext {
  /// True when `problems` (from decoding `property` at `keyPath`) is one unknown string that
  /// `property` falls back from; then a warning (or, when strict, an error) has been recorded
  /// and the property keeps its default.
  mutating func tolerate<Root>(
    _ problems: [ValueProblem], of property: Property<Root>, in schema: Schema<Root>,
    at keyPath: String
  ) -> Bool {
    guard property.fallsBackOnUnknownValue, !strict, problems.count == 1,
      case .unknownValue(let text, let suggestion) = problems[0].kind,
      case .string(let fallback) = property.defaultValue
    else { return false }
    let allowed = problems[0].expected ?? property.kind.description
    // "additive" given to emitterMode belongs to renderMode: say so.
    let owner = schema.properties.first { other in
      guard other.name != property.name, case .choice(let options) = other.kind else {
        return false
      }
      return options.contains(text)
    }
    let hint =
      (owner.map { "; \(quoted(text)) is a value of \($0.name)" } ?? "")
      + (suggestion.map { "; did you mean \(quoted($0))?" }
        ?? Self.closest(to: text, in: property.kind).map {
          "; the nearest valid value is \(quoted($0))"
        }
        ?? "")
    warnings.append(
      SceneDiagnostic(
        file: file, keyPath: keyPath, kind: problems[0].kind, value: quoted(text),
        expected: allowed,
        message: "unknown value \(quoted(text)); using the default \(quoted(fallback)), as Core"
          + " Animation does" + hint + " (expected \(allowed))"))
    return true
  }

  /// The option nearest `text` by edit distance, however far (nil for a kind without options).
  /// Texts are capped at 64 characters, so a fuzzed value costs little.
  static func closest(to text: String, in kind: ValueKind) -> String? {
    guard case .choice(let options) = kind else { return nil }
    let typed = String(text.lowercased().prefix(64))
    return options.min { a, b in
      editDistance(typed, a.lowercased(), limit: 64)
        < editDistance(typed, b.lowercased(), limit: 64)
    }
  }
}
