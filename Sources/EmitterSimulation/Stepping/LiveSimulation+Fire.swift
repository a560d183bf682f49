import EmitterModel

/// The fire-and-forget burst: particles that report when they are gone, as canvas-confetti's
/// `confetti()` resolves and Vortex's bursts finish, without stopping the layer they came from.
extension LiveSimulation {
  /// `count` particles of top-level cell `cell` of top-level layer `layer`, born now on a layer
  /// of their own: a copy of `layer` as it is now (its cells, behaviours and geometry; not its
  /// sublayers, animations or events), inserted at the top (`insertLayer`) with its clock
  /// starting now and its emission stopped from the start, so it makes this burst and nothing
  /// else. Returns the new layer's index: its completion (the façade's `onLayerCompleted`,
  /// `isFinished(layer:)`, the C library's completion callback) comes when the burst's
  /// particles, and those their sub-cells emit, are gone. `layer` keeps emitting as it was.
  /// - Throws: `EmissionControlError` for an unknown or removed layer, a sublayer, an unknown
  ///   cell or a count outside 1...`EmissionEvent.maximumBurst`.
  @discardableResult
  public func fire(_ count: Int, cell: String, layer: Int = 0) throws(EmissionControlError) -> Int {
    let scene = projectedModel
    guard scene.layers.indices.contains(layer) else { throw .unknownLayer(layer) }
    guard scene.superlayer(of: layer) == nil else { throw .notTopLevel(layer) }
    let source = scene.layers[layer]
    let cells = source.emitterCells.compactMap(\.name)
    guard cells.contains(cell) else {
      throw .unknownCell(cell, layer: layer, topLevelCells: cells)
    }
    guard (1...EmissionEvent.maximumBurst).contains(count) else { throw .invalidCount(count) }
    var fired = source
    let index = scene.layers.count
    // Named by its own index: sibling names are unique, and bursts fired while an earlier one
    // is still out are siblings.
    fired.name = (source.name ?? "layer\(layer)") + "-fire-\(index)"
    fired.sublayers = []
    fired.animations = []
    fired.events = []
    fired.beginTime = time
    fired.speed = 1
    fired.timeOffset = 0
    fired.emissionEvents = [EmissionEvent(.stop, at: 0), .burst(count, cell: cell, at: 0)]
    do {
      try insertLayer(fired)
    } catch {
      throw .insertion(error)
    }
    return index
  }
}
