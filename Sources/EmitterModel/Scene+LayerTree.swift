/// The layer tree as one flat list: what the simulators and renderers iterate.
///
/// `flattened` keeps the top-level layers at their indices (so their seeds and live-change
/// addresses stay what they were) and appends every sublayer after them, each top-level
/// layer's subtree depth-first, with `superlayers` linking each back to its superlayer. A scene
/// without sublayers is its own flattening, so files without them simulate bit for bit as before.
extension Scene {
  /// Whether any layer holds sublayers (`flattened` has work to do).
  package var hasSublayers: Bool { layers.contains { !$0.sublayers.isEmpty } }

  /// Whether `flattened` has work to do: sublayers to move, or masks' emitters to lift out.
  private var needsFlattening: Bool {
    hasSublayers || layers.contains { $0.hasMaskEmitter || $0.setsMaskEmitter }
  }

  /// The scene with every sublayer moved into `layers` (`sublayers` emptied) and linked by
  /// `superlayers`; the scene itself when there are none. Idempotent.
  package var flattened: Scene {
    guard needsFlattening else { return self }
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
    flat.liftMaskEmitters()
    return flat
  }

  /// The tree `flattened` came from: each layer back in its superlayer's `sublayers`, in their
  /// order (`sublayerLists`), the top-level layers in theirs (`topLevelLayers`); layers out of
  /// the tree (removed live, or inserted at a time still to come) are left out.
  package var unflattened: Scene {
    var scene = self
    scene.superlayers = []
    scene.sublayerOrder = []
    scene.topLevelOrder = nil
    scene.maskedLayers = []
    guard topLevelOrder != nil || layers.indices.contains(where: { superlayer(of: $0) != nil })
    else { return scene }
    let lists = sublayerLists
    let emitters = maskEmitters
    func tree(_ index: Int) -> EmitterLayer {
      var layer = layers[index]
      layer.sublayers = lists[index].map(tree) + layer.sublayers
      if let emitter = emitters[index] {
        layer.mask = layerWithMaskEmitter(index).mask
        // Its changes and animations are the masked layer's again, `mask.` put back.
        layer.events = LayerChange.merged(
          layer.events,
          layers[emitter].events.filter { !$0.removesAnimations }.map(\.loweredIntoMask))
        layer.animations += layers[emitter].animations.map(\.loweredIntoMask)
      }
      return layer
    }
    scene.layers = topLevelLayers.map(tree)
    return scene
  }

  /// Per layer of a flattened scene, its sublayers' indices in their `sublayers` order:
  /// `sublayerOrder` where set, else the layers linked to it in index order.
  package var sublayerLists: [[Int]] {
    if !sublayerOrder.isEmpty {
      return layers.indices.map { sublayerOrder.indices.contains($0) ? sublayerOrder[$0] : [] }
    }
    var children: [[Int]] = Array(repeating: [], count: layers.count)
    for index in layers.indices where maskedLayer(of: index) == nil {
      if let parent = superlayer(of: index) { children[parent].append(index) }
    }
    return children
  }

  /// The indices of a flattened scene's top-level layers, in order: `topLevelOrder` where set,
  /// else every layer without a superlayer, in index order.
  package var topLevelLayers: [Int] {
    if let topLevelOrder { return topLevelOrder.filter { layers.indices.contains($0) } }
    return layers.indices.filter { superlayer(of: $0) == nil }
  }

  /// The layers of a flattened scene that no list reaches from the top-level layers: removed
  /// live, or inserted at a time still to come (a running system's model).
  package var layersOutOfTree: Set<Int> {
    guard !sublayerOrder.isEmpty || topLevelOrder != nil else { return [] }
    let lists = sublayerLists
    var reached = Set<Int>()
    var stack = topLevelLayers
    while let index = stack.popLast() {
      if reached.insert(index).inserted { stack += lists[index] }
    }
    // A mask's emitter is in the tree where its masked layer is.
    for (masked, emitter) in maskEmitters where reached.contains(masked) { reached.insert(emitter) }
    return Set(layers.indices).subtracting(reached)
  }

  /// Each layer's key path in the scene file (`layers[0]`, `layers[0].sublayers[1]`), in the
  /// order of `flattened.layers`; a layer out of the tree is named by its index.
  package var layerKeyPaths: [String] {
    guard !superlayers.isEmpty || !needsFlattening else { return flattened.layerKeyPaths }
    var paths = layers.indices.map { index in
      maskedLayer(of: index).map { "mask of layer \($0)" } ?? "layer \(index) (out of the tree)"
    }
    let lists = sublayerLists
    func add(_ index: Int, path: String) {
      paths[index] = path
      for (position, child) in lists[index].enumerated() {
        add(child, path: "\(path).sublayers[\(position)]")
      }
    }
    for (position, root) in topLevelLayers.enumerated() { add(root, path: "layers[\(position)]") }
    // A mask's emitter is named as its keys are written: in the masked layer's `mask`.
    for (masked, emitter) in maskEmitters { paths[emitter] = paths[masked] + ".mask" }
    return paths
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
  /// `zPosition` (ties in their `sublayers` order, `sublayerLists`), each layer's own particles
  /// before its sublayers; layers out of the tree are left out. For a scene without sublayers
  /// and zPositions, `0..<layers.count`.
  package func drawOrder(zPositions: [Double]? = nil) -> [Int] {
    let z = zPositions ?? layers.map(\.zPosition)
    // Layers out of the tree (removed live, or inserted later) are in no list: not drawn.
    let children = sublayerLists
    let roots = topLevelLayers
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
