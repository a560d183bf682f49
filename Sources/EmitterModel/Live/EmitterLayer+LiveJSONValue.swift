/// Live values written as a scene file writes them, for callers that hold plain numbers and
/// strings rather than typed values (the C library, bindings): `[x, y]` for a point or a size,
/// `"#ff8800"` or `[r, g, b, a]` for a colour, `"additive"` for a render mode.
extension EmitterLayer {
  /// The value at `keyPath` read from `json` in any form the scene file accepts there, with its
  /// range checked; the error names the key path, the value and what was expected.
  package func liveValue(_ json: JSONValue, forKeyPath keyPath: String) throws(LiveChangeError)
    -> PropertyValue
  {
    let kind = try liveProperty(atKeyPath: keyPath).kind
    // An embedded image is bounded from its header here as in a scene file.
    if let problem = EmbeddedImageBudget.problems(in: json, file: "").first {
      throw LiveChangeError(
        keyPath: keyPath, value: problem.value ?? json.summary, expected: problem.expected,
        message: keyPath + ": " + problem.message)
    }
    do {
      return try kind.decode(json)
    } catch {
      let first = error.list.first
      let message = error.list.map { keyPath + $0.subPath + ": " + $0.message }.joined(
        separator: "; ")
      throw LiveChangeError(
        keyPath: keyPath, value: first?.value ?? json.summary,
        expected: first?.expected ?? kind.description, message: message)
    }
  }
}
