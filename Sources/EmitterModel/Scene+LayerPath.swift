/// Finding a layer of the tree by its names, for live calls (`ParticleSystem`, the C library).
///
/// A layer path is the names from a top-level layer down to the layer, joined by dots:
/// `"card"`, `"card.stars"`. On iOS code holds the sublayer object itself; a running EmitterKit
/// system is addressed from outside (C, Python, a recording), so names stand in for it, as they
/// do for cells (`emitterCells.rocket.spark`). A name may itself hold dots: every way of
/// splitting the path into names is tried, and a path that reaches two layers (two siblings of
/// one name, or `"a.b"` naming both a layer `"a.b"` and the sublayer `"b"` of `"a"`) is refused
/// as ambiguous rather than resolved to either.
extension Scene {
  /// The index live calls take (`layer:`) for the layer at `path`: its place in `flattened`
  /// (top-level layers first, then each one's sublayers depth-first).
  /// - Throws: `LiveChangeError` for an empty path, a name no layer has (naming the layer
  ///   searched, its sublayers' names and the nearest one), or a path two layers match.
  package func layerIndex(path: String) throws(LiveChangeError) -> Int {
    let flat = flattened
    // Layers out of the tree (removed live, or inserted later) are in no list: no path reaches them.
    let children = flat.sublayerLists
    let roots = flat.topLevelLayers
    let names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !path.isEmpty else {
      throw LiveChangeError(
        keyPath: "", value: "\"\"", expected: "layer names from the top down joined by dots",
        message:
          "an empty layer path; name layers from the top down, joined by dots (\"card.stars\")")
    }
    // Deepest point reached without a match: the layer searched (nil: the top level) and the
    // names left there.
    var deepest: (parent: Int?, consumed: Int) = (nil, 0)
    func matches(_ candidates: [Int], parent: Int?, from start: Int) -> [Int] {
      if start > deepest.consumed { deepest = (parent, start) }
      var found: [Int] = []
      for candidate in candidates {
        guard let name = flat.layers[candidate].name else { continue }
        for end in (start + 1)...names.count
        where names[start..<end].joined(separator: ".") == name {
          found +=
            end == names.count
            ? [candidate] : matches(children[candidate], parent: candidate, from: end)
        }
      }
      return found
    }
    let found = matches(roots, parent: nil, from: 0)
    if found.count == 1 { return found[0] }
    let quotedPath = "\"\(path)\""
    if found.count > 1 {
      let places = found.map { flat.layerKeyPaths[$0] }
      throw LiveChangeError(
        keyPath: "", value: quotedPath, expected: "a path only one layer has",
        message: "the layer path \(quotedPath) is ambiguous: it names "
          + places.joined(separator: " and ") + "; give those layers distinct names")
    }
    let searched = deepest.parent.map { children[$0] } ?? roots
    let known = searched.compactMap { flat.layers[$0].name }
    let missing = names[deepest.consumed...].joined(separator: ".")
    let typed = names[deepest.consumed]
    let suggestion = nearestName(to: missing, among: known) ?? nearestName(to: typed, among: known)
    let listed = known.map { "\"\($0)\"" }.joined(separator: ", ")
    let place: String
    if deepest.parent != nil {
      let name = names[..<deepest.consumed].joined(separator: ".")
      let which =
        searched.isEmpty
        ? "it has none" : known.isEmpty ? "none of them has a name" : "its sublayers: \(listed)"
      place = "layer \"\(name)\" has no sublayer \"\(typed)\" (\(which))"
    } else {
      let which =
        known.isEmpty ? "no top-level layer has a name" : "the top-level layers: \(listed)"
      place = "no top-level layer is named \"\(typed)\" (\(which))"
    }
    throw LiveChangeError(
      keyPath: "", value: quotedPath, expected: known.isEmpty ? nil : "one of \(listed)",
      message: "no layer at \(quotedPath): \(place)" + didYouMean(suggestion))
  }
}
