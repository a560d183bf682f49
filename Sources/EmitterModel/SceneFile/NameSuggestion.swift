/// The known name a mistyped one most likely meant, or nil when none is close.
///
/// A case-insensitive match wins outright (`birthrate` -> `birthRate`, the most common slip
/// when porting from Objective-C or from memory). Otherwise the closest name by edit distance,
/// ignoring case, if it is within a third of the typed name's length (at least 1, at most 3):
/// near enough to be a typo, far enough that `foo` suggests nothing.
func nearestName(to typed: String, among candidates: [String]) -> String? {
  let lowered = typed.lowercased()
  if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
  let tolerance = min(3, max(1, typed.count / 3))
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(lowered, candidate.lowercased(), limit: tolerance)
    if distance <= tolerance, distance < (best?.distance ?? .max) { best = (candidate, distance) }
  }
  return best?.name
}

/// Levenshtein distance (insert, delete, substitute), cut short once every path exceeds `limit`:
/// a fuzzed key of 100 000 characters must not cost 100 000 squared steps.
func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
  let a = Array(a)
  let b = Array(b)
  if abs(a.count - b.count) > limit { return limit + 1 }
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...max(1, a.count) where !a.isEmpty {
    current[0] = i
    var rowMinimum = current[0]
    for j in stride(from: 1, through: b.count, by: 1) {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      rowMinimum = min(rowMinimum, current[j])
    }
    if rowMinimum > limit { return limit + 1 }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// `; did you mean "name"?`, or nothing.
func didYouMean(_ suggestion: String?) -> String {
  suggestion.map { "; did you mean \(quoted($0))?" } ?? ""
}
