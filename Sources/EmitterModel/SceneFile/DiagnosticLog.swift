/// Diagnostics up to `SceneFileError.maximumListed`, and a count of the rest: a file with 100 000
/// broken values costs the work of the listed messages (their suggestions, their line and column)
/// plus a counter, and prints a screenful.
struct DiagnosticLog {
  private(set) var listed: [SceneDiagnostic] = []
  /// Problems found after the list was full.
  private(set) var omitted = 0

  var isFull: Bool { listed.count >= SceneFileError.maximumListed }

  /// Adds the diagnostic `make` builds, or only counts it when the list is full (so `make`'s
  /// work, a name suggestion or a text position, is never spent on an unlisted problem).
  mutating func add(_ make: () -> SceneDiagnostic) {
    if isFull {
      omitted += 1
    } else {
      listed.append(make())
    }
  }

  mutating func add(contentsOf other: DiagnosticLog) {
    for diagnostic in other.listed { add { diagnostic } }
    omitted += other.omitted
  }
}

/// The start of a long text for a message: at most `maximumExcerpt` characters, then "…". Reads
/// no further into the text than that, however long it is.
func excerpt(_ text: String) -> String {
  guard
    let end = text.index(
      text.startIndex, offsetBy: SceneDiagnostic.maximumExcerpt, limitedBy: text.endIndex),
    end < text.endIndex
  else { return text }
  return String(text[..<end]) + "…"
}
