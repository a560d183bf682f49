/// The known name a mistyped one most likely meant, or nil when none is close.
///
/// A case-insensitive match wins outright (`birthrate` -> `birthRate`, the most common slip
/// when porting from Objective-C or from memory). Otherwise the closest name by edit distance,
/// ignoring case, if it is within a third of the typed name's length (at least 1, at most 3):
/// near enough to be a typo, far enough that `foo` suggests nothing.
///
/// Work is bounded by the candidates, never by the typed name: a name longer than every
/// candidate plus the tolerance is counted only that far and suggests nothing, and a candidate
/// whose length differs by more than the tolerance is skipped without comparing (a 10 MB key
/// costs a few dozen characters of reading).
package func nearestName(to typed: String, among candidates: [String]) -> String? {
  var cost = SuggestionCost()
  return nearestName(to: typed, among: candidates, cost: &cost)
}

/// What a suggestion search spent, for tests that bound it.
struct SuggestionCost {
  /// Characters of the typed name read to measure it.
  var charactersRead = 0
  /// Candidates compared by edit distance (not skipped by length).
  var comparisons = 0
  /// Edit-distance table cells computed.
  var cells = 0
}

func nearestName(to typed: String, among candidates: [String], cost: inout SuggestionCost)
  -> String?
{
  let maximumTolerance = 3
  let longest = candidates.reduce(0) { max($0, $1.count) }
  // Count the typed name's characters only as far as any candidate could still match.
  var length = 0
  for _ in typed {
    length += 1
    cost.charactersRead += 1
    if length > longest + maximumTolerance { return nil }
  }
  let lowered = typed.lowercased()
  if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
  let tolerance = min(maximumTolerance, max(1, length / 3))
  let typedCharacters = Array(lowered)
  var best: (name: String, distance: Int)?
  for candidate in candidates where abs(candidate.count - length) <= tolerance {
    cost.comparisons += 1
    let distance = editDistance(
      typedCharacters, Array(candidate.lowercased()), limit: tolerance, cells: &cost.cells)
    if distance <= tolerance, distance < (best?.distance ?? .max) { best = (candidate, distance) }
  }
  return best?.name
}

/// Levenshtein distance (insert, delete, substitute), cut short once every path exceeds `limit`.
func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
  var cells = 0
  return editDistance(Array(a), Array(b), limit: limit, cells: &cells)
}

func editDistance(_ a: [Character], _ b: [Character], limit: Int, cells: inout Int) -> Int {
  if abs(a.count - b.count) > limit { return limit + 1 }
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...max(1, a.count) where !a.isEmpty {
    current[0] = i
    var rowMinimum = current[0]
    for j in stride(from: 1, through: b.count, by: 1) {
      cells += 1
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
