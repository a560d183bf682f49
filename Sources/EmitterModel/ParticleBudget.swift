/// An upper bound on the particles a scene can have alive at once, per cell and in total.
///
/// Validation rejects scenes whose bound exceeds `Scene.particleCap`, and the simulator sizes
/// each cell's ring from `Cell.capacity`, so the bound must never be low. It is computed from
/// the scene as written (animations that raise a rate later make the pool grow at run time).
///
/// For each cell, with the layer's multipliers:
///
///     rate     = birthRate × layer.birthRate × timing.speed          (0 when speed <= 0 or disabled;
///                                                                    sub-cells: without layer.birthRate)
///     lifetime = (lifetime + |lifetimeRange| × rangeMode.halfWidthFactor) × layer.lifetime
///     span     = the emission window's length: for a top-level cell in layer time; for a
///                sub-cell, its window's overlap with [0, parent lifetime) of the parent's age
///
/// `births(cell, T)`, the most births in any interval of length `T`, is
///
///     top level:  ceil(rate × min(T, span)) + 1 + every burst its layer schedules for it
///     sub-cell:   births(parent, T + parent lifetime) × (ceil(rate × min(T, span)) + 1)
///
/// since births crossing whole numbers of a rate's integral number at most `ceil(rate × T) + 1`
/// in any such interval, and every parent that can emit into the interval was born in it or
/// up to one parent lifetime before it. A particle is alive when born within its lifetime, so
///
///     maxAlive(cell) = births(cell, lifetime)      (0 when rate, span or lifetime is 0)
///
/// For a sub-cell of a top-level parent this is `(ceil(parentRate × (parentLife + life)) + 1) ×
/// (ceil(rate × min(life, span)) + 1)`: parents whose children may still be alive, times the
/// children one parent can have alive. The layer's `birthRate` multiplies top-level rates only (a
/// sub-cell's rate is per parent particle); every lifetime takes the layer's `lifetime`. The
/// bound is for the scene as written, its scheduled bursts included: animations that raise a
/// rate, and bursts called while running, grow the simulators' pools instead, up to
/// `particleCap`.
/// NaN anywhere counts as unbounded, so a broken scene is over any cap, never under.
package struct ParticleBudget: Hashable, Sendable {
  /// One cell's share of the budget.
  package struct Cell: Hashable, Sendable {
    package var layerIndex: Int
    /// Indices through `emitterCells` from the layer down to this cell.
    package var indexPath: [Int]
    package var name: String?
    /// `layers[0].emitterCells[1].emitterCells[0]`.
    package var keyPath: String
    /// Births per second per emitter (the layer, or one parent particle).
    package var birthRate: Double
    /// The longest lifetime a particle of this cell can draw, seconds.
    var maxLifetime: Double
    /// Emission window length, seconds (infinite for an open window).
    package var emissionSpan: Double
    /// The most particles of this cell alive at once; may be infinite for a broken scene.
    package var maxAlive: Double
    /// `maxAlive` as a ring size, saturating at `Int.max`.
    package var capacity: Int { saturatingInt(maxAlive) }
  }

  /// Every cell of every layer, parents before their sub-cells (depth-first), layers in order.
  package private(set) var cells: [Cell] = []

  /// The most particles the whole scene can have alive at once.
  package var total: Double { cells.reduce(0) { $0 + $1.maxAlive } }
  package var totalCapacity: Int { saturatingInt(total) }

  package init(_ scene: Scene) {
    let paths = scene.layerKeyPaths
    for (layerIndex, layer) in scene.flattened.layers.enumerated() {
      let factors = LayerFactors(layer: layer, rangeMode: scene.rangeMode)
      add(
        layer.emitterCells, layerIndex: layerIndex, keyPath: paths[layerIndex] + ".emitterCells",
        parents: [], factors: factors)
    }
  }

  private mutating func add(
    _ siblings: [EmitterCell], layerIndex: Int, keyPath: String,
    parents: [Emission], factors: LayerFactors
  ) {
    for (index, cell) in siblings.enumerated() {
      var emission = Emission(cell, index: index, parent: parents.last, factors: factors)
      if parents.isEmpty, cell.enabled, let name = cell.name {
        emission.bursts = factors.bursts[name] ?? 0
      }
      let chain = parents + [emission]
      let cellPath = "\(keyPath)[\(index)]"
      let alive = emission.lifetime > 0 ? births(chain[...], within: emission.lifetime) : 0
      cells.append(
        Cell(
          layerIndex: layerIndex, indexPath: chain.map(\.index), name: cell.name, keyPath: cellPath,
          birthRate: emission.rate, maxLifetime: emission.lifetime, emissionSpan: emission.span,
          maxAlive: alive))
      add(
        cell.emitterCells, layerIndex: layerIndex, keyPath: cellPath + ".emitterCells",
        parents: chain, factors: factors)
    }
  }

  /// The most births of the chain's last cell in any interval of length `span`.
  private func births(_ chain: ArraySlice<Emission>, within span: Double) -> Double {
    guard let cell = chain.last else { return 0 }
    let steady = cell.rate > 0 && cell.span > 0 ? (cell.rate * min(span, cell.span)).rounded(.up) + 1 : 0
    let perEmitter = steady + cell.bursts
    guard perEmitter > 0 else { return 0 }
    let parents = chain.dropLast()
    guard let parent = parents.last else { return perEmitter }
    let parentBirths = births(parents, within: span + parent.lifetime)
    return parentBirths > 0 ? parentBirths * perEmitter : 0
  }
}

/// The layer's multipliers as the bound uses them.
private struct LayerFactors {
  var birthRate: Double
  var lifetime: Double
  var halfWidthFactor: Double
  /// Particles the layer's emission events burst, per top-level cell name.
  var bursts: [String: Double] = [:]

  init(layer: EmitterLayer, rangeMode: RangeMode) {
    birthRate = unboundedIfNaN(layer.birthRate)
    lifetime = unboundedIfNaN(layer.lifetime)
    halfWidthFactor = rangeMode.halfWidthFactor
    for event in layer.emissionEvents where event.type == .burst {
      if let cell = event.cell { bursts[cell, default: 0] += Double(max(0, event.count)) }
    }
  }
}

/// One cell's emission numbers.
private struct Emission {
  /// The cell's index among its siblings.
  var index: Int
  var rate: Double
  var lifetime: Double
  var span: Double
  /// Particles burst at once (top-level cells only).
  var bursts = 0.0

  init(_ cell: EmitterCell, index: Int, parent: Emission?, factors: LayerFactors) {
    self.index = index
    let speed = cell.timing.speed.isNaN ? Double.infinity : max(0, cell.timing.speed)
    let layerRate = parent == nil ? factors.birthRate : 1
    let rate = cell.enabled ? unboundedIfNaN(cell.birthRate) * layerRate * speed : 0
    self.rate = rate.isNaN ? .infinity : rate
    let longest = cell.lifetime + abs(cell.lifetimeRange) * factors.halfWidthFactor
    let lifetime = unboundedIfNaN(longest) * factors.lifetime
    self.lifetime = lifetime.isNaN ? .infinity : lifetime
    let window = cell.timing.window
    let span = parent.map { window.overlap(0, $0.lifetime) } ?? (window.upper - window.lower)
    self.span = span.isNaN ? .infinity : max(0, span)
  }
}

/// Clamps below at 0; NaN becomes +infinity so the bound errs high.
private func unboundedIfNaN(_ value: Double) -> Double { value.isNaN ? .infinity : max(0, value) }

private func saturatingInt(_ value: Double) -> Int {
  value.isNaN || value >= Double(Int.max) ? .max : Int(max(0, value))
}
