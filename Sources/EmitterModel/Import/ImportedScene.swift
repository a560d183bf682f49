import Foundation

/// What an importer made of another tool's file: the scene, the keys it could not carry over
/// (each with its value and why), and the images it decoded from the file.
struct ImportedScene {
  var scene: Scene
  /// `key = value (why)`, in the file's order as far as it has one.
  var unmapped: [String] = []
  /// Images decoded from the file, by the file name they should be written under; the scene's
  /// contents name them relative to the folder they are written into.
  var images: [String: Data] = [:]
}

/// The most unmapped keys one warning lists by name (the rest are counted).
let maximumUnmappedListed = 60

extension ImportedScene {
  /// The one warning that lists every key without an EmitterKit equivalent, or nil when every
  /// key was carried over.
  func unmappedWarning(file: String) -> SceneDiagnostic? {
    guard !unmapped.isEmpty else { return nil }
    var warning = SceneDiagnostic(
      file: file, keyPath: "", kind: .unmappedKeys(count: unmapped.count),
      message: "keys without an EmitterKit equivalent")
    let listed = unmapped.prefix(maximumUnmappedListed).map { excerptKey($0) }
    let rest = unmapped.count - listed.count
    // Set after init: the list may be longer than one diagnostic's usual limit, and each entry
    // is already cut to a bounded length.
    warning.message =
      "\(unmapped.count) key\(unmapped.count == 1 ? "" : "s") without an EmitterKit equivalent,"
      + " not imported (docs/SEMANTICS.md, \"Importers\"): " + listed.joined(separator: "; ")
      + (rest > 0 ? "; and \(rest) more" : "")
    return warning
  }

  private func excerptKey(_ text: String) -> String {
    text.count > 160 ? String(text.prefix(160)) + "…" : text
  }
}
