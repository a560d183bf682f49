/// Sublayers inserted into and removed from a running layer (`insertSublayer`,
/// `removeSublayer`): the checks both forms share. A scene file's tree applies them to the
/// layer's own `sublayers` (validation walks a layer's `events` that way); a running system
/// keeps its layers flat and applies them to its sibling lists (`StepPlanner+Sublayers`), with
/// the same checks and messages.
extension EmitterLayer {
  /// The key path sublayer changes are reported at.
  package static let sublayersKeyPath = "sublayers"

  /// Whose list of layers a change inserts into or removes from, for messages: a layer's
  /// `sublayers`, or the canvas's top-level layers (the scene's `layers`).
  package enum SiblingList: Sendable {
    case sublayers
    case canvas

    /// The key path its changes are reported at.
    package var keyPath: String { self == .sublayers ? sublayersKeyPath : "layers" }
    /// Who holds the list, for messages.
    var holder: String { self == .sublayers ? "the layer" : "the canvas" }
    /// What its members are called.
    var members: String { self == .sublayers ? "sublayers" : "top-level layers" }
    /// One of them.
    var member: String { self == .sublayers ? "sublayer" : "top-level layer" }
  }

  /// The most sublayers one layer may hold at once. Far more than a layer tree on screen holds,
  /// and it bounds what checking a scene file's insertions costs (each looks at its siblings).
  static let maximumSublayers = 1024

  /// Checks `layer` about to join the sublayers (or, `list` `.canvas`, the top-level layers)
  /// named `siblingNames` at `index` (the end when nil), as a scene file's layer is checked
  /// (keys, ranges, cells, its own events and sublayers), and that no sibling has its name;
  /// returns the position among the siblings.
  package static func checkInsertedSublayer(
    _ layer: EmitterLayer, at index: Int?, siblingNames: [String?], list: SiblingList = .sublayers
  ) throws(LiveChangeError) -> Int {
    let count = siblingNames.count
    let position = index ?? count
    let keyPath = list.keyPath
    guard count < maximumSublayers else {
      throw LiveChangeError(
        keyPath: keyPath, value: "\(count + 1) \(list.members)",
        expected: "at most \(maximumSublayers)",
        message:
          "\(keyPath): \(list.holder) already holds \(count) \(list.members), the most"
          + " \(list == .sublayers ? "one layer" : "it") may hold; remove one first")
    }
    guard (0...count).contains(position) else {
      throw LiveChangeError(
        keyPath: keyPath, value: "\(position)", expected: "0...\(count)",
        message:
          "\(keyPath): no place \(position) to insert a layer at; \(list.holder) has \(count)"
          + " \(list.members) (0...\(count))")
    }
    if let name = layer.name, siblingNames.contains(name) {
      throw LiveChangeError(
        keyPath: keyPath, value: quoted(name), expected: "a name no sibling uses",
        message:
          "\(keyPath): a \(list.member) named \(quoted(name)) is already there; sibling names"
          + " must be unique, since layer paths find layers by name (leave the name out, or pick"
          + " another)")
    }
    try refuseInvalid(layer, at: "\(keyPath)[\(position)]")
    return position
  }

  /// Checks that there is a sublayer (or top-level layer) `index` among `count` to remove.
  package static func checkRemovedSublayer(
    at index: Int, count: Int, list: SiblingList = .sublayers
  ) throws(LiveChangeError) {
    let keyPath = list.keyPath
    guard !(0..<count).contains(index) else { return }
    throw LiveChangeError(
      keyPath: keyPath, value: "\(index)", expected: count == 0 ? "none" : "0...\(count - 1)",
      message:
        "\(keyPath): no \(list.member) \(index) to remove; \(list.holder) has "
        + (count == 0 ? "none" : "\(count) (0...\(count - 1))"))
  }

  /// The layer (a scene file's tree) with a sublayer change applied to its `sublayers`, or the
  /// reason it cannot be; nil for any other change.
  func applyingSublayerChange(_ action: LayerChange.Action) throws(LiveChangeError)
    -> EmitterLayer?
  {
    var layer = self
    switch action {
    case .insertSublayer(let sublayer, let index):
      let position = try Self.checkInsertedSublayer(
        sublayer, at: index, siblingNames: sublayers.map(\.name))
      layer.sublayers.insert(sublayer, at: position)
    case .removeSublayer(let index):
      try Self.checkRemovedSublayer(at: index, count: sublayers.count)
      layer.sublayers.remove(at: index)
    default:
      return nil
    }
    return layer
  }

  /// A sublayer change checked and applied to the names of a layer's sublayers, in order: all
  /// that later sublayer changes depend on, so validation walks a layer's events without copying
  /// its sublayers for each.
  static func applySublayerChange(
    _ action: LayerChange.Action, toNames names: inout [String?], list: SiblingList = .sublayers
  ) throws(LiveChangeError) {
    switch action {
    case .insertSublayer(let sublayer, let index):
      let position = try checkInsertedSublayer(
        sublayer, at: index, siblingNames: names, list: list)
      names.insert(sublayer.name, at: position)
    case .removeSublayer(let index):
      try checkRemovedSublayer(at: index, count: names.count, list: list)
      names.remove(at: index)
    default:
      return
    }
  }

  /// This layer and its sublayers, depth-first (the order `Scene.flattened` gives a subtree),
  /// each without its `sublayers`, with the index of its superlayer in the list (nil for this
  /// one).
  package var flattenedSubtree: [(layer: EmitterLayer, superlayer: Int?)] {
    var list: [(layer: EmitterLayer, superlayer: Int?)] = []
    func add(_ layer: EmitterLayer, under parent: Int?) {
      let index = list.count
      var leaf = layer
      leaf.sublayers = []
      list.append((leaf, parent))
      for child in layer.sublayers { add(child, under: index) }
    }
    add(self, under: nil)
    return list
  }
}
