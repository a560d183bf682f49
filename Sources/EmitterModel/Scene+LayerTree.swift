/// The layer tree as one flat list: what the simulators and renderers iterate.
///
/// `flattened` keeps the top-level layers at their indices (so their seeds and live-change
/// addresses stay what they were) and appends every sublayer after them, each top-level
/// layer's subtree depth-first, with `superlayers` linking each back to its superlayer. A scene
/// without sublayers is its own flattening, so files without them simulate bit for bit as before.
extension Scene {
  /// Whether any layer holds sublayers (`flattened` has work to do).
  package var hasSublayers: Bool { layers.contains { !$0.sublayers.isEmpty } }

  /// The scene with every sublayer moved into `layers` (`sublayers` emptied) and linked by
  /// `superlayers`; the scene itself when there are none. Idempotent.
  package var flattened: Scene {
    guard hasSublayers else { return self }
    var flat = self
    // A link per layer; layers added since a flattening (none should be) count as top-level.
    var parents = layers.indices.map { superlayer(of: $0) }
    flat.layers = layers.map { layer in
      var layer = layer
      layer.sublayers = []
      return layer
    }
    func append(_ children: [EmitterLayer], under parent: Int) {
      for child in children {
        let index = flat.layers.count
        var leaf = child
        leaf.sublayers = []
        flat.layers.append(leaf)
        parents.append(parent)
        append(child.sublayers, under: index)
      }
    }
    for (index, layer) in layers.enumerated() { append(layer.sublayers, under: index) }
    flat.superlayers = parents
    return flat
  }

  /// The tree `flattened` came from: each layer back in its superlayer's `sublayers`, in order.
  package var unflattened: Scene {
    let parents = layers.indices.map { superlayer(of: $0) }
    guard parents.contains(where: { $0 != nil }) else {
      var scene = self
      scene.superlayers = []
      return scene
    }
    var scene = self
    var tree = layers
    // Children come after their superlayer, so filling from the end moves complete subtrees.
    for index in layers.indices.reversed() {
      guard let parent = parents[index] else { continue }
      tree[parent].sublayers.insert(tree[index], at: 0)
    }
    scene.layers = layers.indices.filter { parents[$0] == nil }.map { tree[$0] }
    scene.superlayers = []
    return scene
  }

  /// Each layer's key path in the scene file (`layers[0]`, `layers[0].sublayers[1]`), in the
  /// order of `flattened.layers`.
  package var layerKeyPaths: [String] {
    let tree = superlayers.isEmpty ? self : unflattened
    var top: [String] = []
    var nested: [String] = []
    func add(_ children: [EmitterLayer], under path: String) {
      for (index, child) in children.enumerated() {
        let childPath = "\(path).sublayers[\(index)]"
        nested.append(childPath)
        add(child.sublayers, under: childPath)
      }
    }
    for (index, layer) in tree.layers.enumerated() {
      top.append("layers[\(index)]")
      add(layer.sublayers, under: "layers[\(index)]")
    }
    return top + nested
  }

  /// Layer `index`'s superlayer in a flattened scene; nil for a top-level layer.
  /// A flattened scene lists superlayers before their sublayers; a link that breaks that (none
  /// should) reads as top-level rather than trap.
  package func superlayer(of index: Int) -> Int? {
    guard superlayers.indices.contains(index), let parent = superlayers[index], parent < index
    else { return nil }
    return parent
  }

  /// Indices into a flattened scene's `layers` in Core Animation's drawing order: siblings by
  /// `zPosition` (ties in array order), each layer's own particles before its sublayers. For a
  /// scene without sublayers and zPositions, `0..<layers.count`.
  package func drawOrder(zPositions: [Double]? = nil) -> [Int] {
    let z = zPositions ?? layers.map(\.zPosition)
    var children: [[Int]] = Array(repeating: [], count: layers.count)
    var roots: [Int] = []
    for index in layers.indices {
      if let parent = superlayer(of: index) {
        children[parent].append(index)
      } else {
        roots.append(index)
      }
    }
    // A stable sort: equal zPositions keep array order.
    func sorted(_ siblings: [Int]) -> [Int] {
      siblings.enumerated().sorted { a, b in
        z[a.element] != z[b.element] ? z[a.element] < z[b.element] : a.offset < b.offset
      }.map(\.element)
    }
    var order: [Int] = []
    order.reserveCapacity(layers.count)
    func visit(_ index: Int) {
      order.append(index)
      for child in sorted(children[index]) { visit(child) }
    }
    for root in sorted(roots) { visit(root) }
    return order
  }
}

extension Scene {
  /// The index live calls take (`ParticleSystem.setValue(_:forKeyPath:layer:)`, the `layer:`
  /// of every live call) for the layer at `path`: layer names from the top down joined by dots
  /// (`"button"`, `"button.sparks"`). Sublayers follow the top-level layers, each top-level
  /// layer's subtree depth-first. Nil when no layer has that path, or more than one does
  /// (`ParticleSystem.layerIndex(named:)` says which, and suggests the nearest name).
  public func layerIndex(named path: String) -> Int? {
    try? layerIndex(path: path)
  }
}
