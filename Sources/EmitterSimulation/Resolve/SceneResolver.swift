import EmitterModel

/// Flattens a scene into per-layer geometry and behaviours and one table of cells with the
/// layer's multipliers applied.
///
/// The table is rebuilt for a layer each step from the layer as its animations make it
/// (`update(layer:to:)`); what numbers serials and sizes slots stays fixed at what the whole
/// timeline allows (`ResolvedCell.childStride`, `longestLifetime`, from `LayerTimeline.envelope`),
/// so no animation can renumber a particle.
package struct ResolvedScene: Sendable, Equatable {
  /// By flat index; a layer out of the tree costs a few words (`ResolvedLayers`).
  package var layers: ResolvedLayers
  package var cells: [ResolvedCell]
  package var rangeMode: RangeMode
  /// Sub-cells of each flat cell, in order.
  package var children: [[Int]]

  package init(_ scene: Scene) {
    // Sublayers simulate as layers of their own, after the top-level ones.
    let scene = scene.flattened
    let envelope = Self.build(scene.envelope, drawsMasks: false)
    let model = Self.build(scene, drawsMasks: true)
    layers = model.layers
    children = model.children
    rangeMode = scene.rangeMode
    cells = zip(model.cells, envelope.cells).map { cell, bound in
      var cell = cell
      cell.childStride = bound.childStride
      cell.longestLifetime = bound.longestLifetime
      cell.peakBirthRate = max(cell.birthRate, bound.birthRate)
      return cell
    }
  }

  private static func build(_ scene: Scene, drawsMasks: Bool) -> Builder {
    var builder = Builder(scene: scene)
    builder.drawsMasks = drawsMasks
    for (index, layer) in scene.layers.enumerated() { builder.add(layer, index: index) }
    return builder
  }

  /// Re-resolves layer `index` from `layer` (its model with animated values stored in), keeping
  /// the fixed per-cell numbers.
  package mutating func update(layer index: Int, to layer: EmitterLayer, scene: Scene) {
    var builder = Builder(scene: scene)
    builder.cells = Array(cells[..<layers[index].cells.lowerBound])
    builder.children = Array(repeating: [], count: builder.cells.count)
    builder.add(layer, index: index, reusing: layers[index])
    for (offset, cell) in builder.cells[layers[index].cells].enumerated() {
      let flat = layers[index].cells.lowerBound + offset
      var resolved = cell
      resolved.childStride = cells[flat].childStride
      resolved.longestLifetime = cells[flat].longestLifetime
      resolved.peakBirthRate = cells[flat].peakBirthRate
      cells[flat] = resolved
    }
    var resolvedLayer = builder.layers[0]
    resolvedLayer.cells = layers[index].cells
    layers[index] = resolvedLayer
  }
}

extension ResolvedScene {
  /// Appends layer `layers.count` resolved from `layer` without its cells: a layer numbered
  /// before its cells join the table (an insertion whose moment has not come), or one removed.
  mutating func appendLayer(_ layer: EmitterLayer, scene: Scene) {
    var empty = layer
    empty.emitterCells = []
    var builder = Builder(scene: scene)
    builder.add(empty, index: layers.count)
    var resolved = builder.layers[0]
    resolved.cells = cells.count..<cells.count
    layers.append(resolved)
  }
}

private struct Builder {
  let scene: Scene
  var layers = ResolvedLayers()
  var cells: [ResolvedCell] = []
  var children: [[Int]] = []
  /// False for the envelope, which sizes slots and never emits: its masks are not drawn.
  var drawsMasks = true

  init(scene: Scene) { self.scene = scene }

  mutating func add(_ layer: EmitterLayer, index: Int, reusing previous: ResolvedLayer? = nil) {
    let first = cells.count
    for cell in layer.emitterCells {
      add(cell, layer: layer, layerIndex: index, layerFirst: first, parent: nil, parentPath: nil, parentEmits: true)
    }
    var resolved =
      ResolvedLayer(
        index: index,
        seedWord: CounterHash.layerSeed(sceneSeed: scene.seed, layerSeed: layer.seed, layerIndex: index),
        shape: layer.emitterShape, mode: layer.emitterMode,
        position: SIMD3(Float(layer.emitterPosition.x), Float(layer.emitterPosition.y), Float(layer.emitterZPosition)),
        size: SIMD3(Float(layer.emitterSize.width), Float(layer.emitterSize.height), Float(layer.emitterDepth)),
        halfWidth: Float(scene.rangeMode.halfWidthFactor),
        cells: first..<cells.count,
        beginTime: layer.beginTime, speed: layer.speed, timeOffset: layer.timeOffset,
        behaviors: ResolvedBehavior.resolve(layer, bounds: collisionBounds(of: layer, index: index)))
    resolved.fanEmission = scene.emissionRangeMode == .fan
    if layer.emitterShape == .rectangles {
      resolved.rects = EmitterRectList(layer.emitterRects, mode: layer.emitterMode)
    }
    if layer.emitterShape == .mask, drawsMasks {
      let key = EmitterMaskKey(layer, seed: resolved.seedWord, snapshots: scene.layerSnapshots)
      if let previous, previous.maskKey == key {
        resolved.mask = previous.mask
      } else {
        resolved.mask = EmitterMaskTable(key)
      }
      resolved.maskKey = key
    }
    layers.append(resolved)
  }

  /// The bounds a `bounds` collider of flat layer `index` keeps particles in: its own, else its
  /// nearest superlayer's size (at the origin), else the canvas's (`resolvingGeometry`).
  func collisionBounds(of layer: EmitterLayer, index: Int) -> Rect {
    if let bounds = layer.bounds { return bounds }
    var next = index < scene.superlayers.count ? scene.superlayers[index] : nil
    while let parent = next, parent < scene.layers.count {
      if let size = scene.layers[parent].bounds?.size {
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
      }
      next = parent < scene.superlayers.count ? scene.superlayers[parent] : nil
    }
    return Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
  }

  mutating func add(
    _ cell: EmitterCell, layer: EmitterLayer, layerIndex: Int, layerFirst: Int,
    parent: Int?, parentPath: String?, parentEmits: Bool
  ) {
    let index = cells.count
    let name = cell.name ?? "#\(index - layerFirst)"
    let path = parentPath.map { "\($0).\(name)" } ?? name
    let emits = parentEmits && cell.enabled
    var resolved = resolve(
      cell, layer: layer, index: index, layerIndex: layerIndex, layerFirst: layerFirst, parent: parent, path: path,
      emits: emits)
    let bounds = collisionBounds(of: layer, index: layerIndex)
    let own = cell.emitterBehaviors.filter(\.enabled).map {
      ResolvedBehavior($0, layerBounds: bounds)
    }
    resolved.behaviors = ResolvedBehavior.resolve(layer, bounds: bounds) + own
    resolved.ownBehaviorCount = own.count
    cells.append(resolved)
    children.append([])
    if let parent { children[parent].append(index) }
    for child in cell.emitterCells {
      add(child, layer: layer, layerIndex: layerIndex, layerFirst: layerFirst, parent: index, parentPath: path, parentEmits: emits)
    }
  }

  func resolve(
    _ cell: EmitterCell, layer: EmitterLayer, index: Int, layerIndex: Int, layerFirst: Int,
    parent: Int?, path: String, emits: Bool
  ) -> ResolvedCell {
    // The layer's birthRate multiplies only top-level cells: a sub-cell's rate is per parent
    // particle, fixed for that parent's life (docs/SEMANTICS.md, Births).
    let layerRate = parent == nil ? layer.birthRate : 1
    let rate = max(0, cell.birthRate * layerRate * cell.timing.speed)
    let window = cell.timing.window
    let lifetime = Float(cell.lifetime * layer.lifetime)
    let lifetimeRange = Float(cell.lifetimeRange * layer.lifetime)
    let longest = Double(lifetime) + abs(Double(lifetimeRange)) * scene.rangeMode.halfWidthFactor
    var resolved = ResolvedCell(
      index: index, indexInLayer: index - layerFirst, layer: layerIndex, parent: parent, path: path, emits: emits,
      birthRate: rate.isFinite ? rate : 0, window: window,
      childStride: parent.map {
        Self.childStride(
          rate: rate, window: window, parentLife: cells[$0].longestLifetime, event: cell.birthEvent)
      } ?? 1,
      longestLifetime: max(0, longest),
      lifetime: lifetime, lifetimeRange: lifetimeRange,
      velocity: Float(cell.velocity * layer.velocity), velocityRange: Float(cell.velocityRange * layer.velocity),
      emissionLongitude: Float(cell.emissionLongitude), emissionLatitude: Float(cell.emissionLatitude),
      emissionRange: Float(cell.emissionRange),
      scale: Float(cell.scale * layer.scale), scaleRange: Float(cell.scaleRange * layer.scale),
      spin: Float(cell.spin * layer.spin), spinRange: Float(cell.spinRange * layer.spin),
      rotation: Float(cell.rotation), rotationRange: Float(cell.rotationRange),
      color: SIMD4(Float(cell.color.red), Float(cell.color.green), Float(cell.color.blue), Float(cell.color.alpha)),
      colorRange: SIMD4(Float(cell.redRange), Float(cell.greenRange), Float(cell.blueRange), Float(cell.alphaRange)),
      mass: Float(cell.mass), massRange: Float(cell.massRange),
      particleType: cell.particleType,
      orientationLongitude: Float(cell.orientationLongitude), orientationLatitude: Float(cell.orientationLatitude),
      orientationRange: Float(cell.orientationRange),
      acceleration: SIMD3(Float(cell.xAcceleration), Float(cell.yAcceleration), Float(cell.zAcceleration)),
      scaleSpeed: Float(cell.scaleSpeed),
      colorSpeed: SIMD4(Float(cell.redSpeed), Float(cell.greenSpeed), Float(cell.blueSpeed), Float(cell.alphaSpeed)))
    resolved.maxParticles = parent == nil ? cell.maxParticles : 0
    resolved.birthEvent = parent == nil ? .life : cell.birthEvent
    resolved.trail = TrailSampling(length: cell.trailLength, points: cell.trailPoints)
    resolved.trailWidths = SIMD2(Float(cell.trailWidth), Float(cell.trailEndWidth))
    for (key, color) in [(\ResolvedCell.trailColor, cell.trailColor), (\.trailEndColor, cell.trailEndColor)] {
      resolved[keyPath: key] = SIMD4(Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))
    }
    return resolved
  }

  /// Most children one parent can have: `floor(rate × length)` of its window while it lives
  /// (child `k` is born at `(k + 1) / rate` into the window), bounded by `ceil` so that a count
  /// snapped up to a whole number still fits. At least 1; capped at 2^24, which still leaves 2^40
  /// parent serials.
  /// A sub-cell born at its parent's death has `floor(rate)` children, the count of one event
  /// (`SubCellBirths.atDeath`); one born at collisions that many per contact, for
  /// `BirthEvent.collisionsPerParent` contacts.
  static func childStride(
    rate: Double, window: ClosedOpenInterval, parentLife: Double, event: BirthEvent
  ) -> UInt64 {
    if event != .life {
      let events = event == .collision ? Double(BirthEvent.collisionsPerParent) : 1
      return UInt64(min(max(rate.rounded(.up), 1) * events, Double(1 << 24)))
    }
    let length = min(window.upper, max(parentLife, 0)) - max(window.lower, 0)
    guard length > 0, rate > 0 else { return 1 }
    return UInt64(min(max((rate * length).rounded(.up), 1), Double(1 << 24)))
  }
}
