/// Fire-and-forget bursts with a completion of their own.
extension ParticleSystem {
  /// `count` particles of top-level cell `cell` of layer `layer`, born now on a layer of their
  /// own (`LiveSimulation.fire`); once they are gone, `onLayerCompleted` reports the layer, and
  /// the simulation takes it out of the tree in the same update. Returns the fired layer's index.
  /// - Throws: `EmissionControlError` as `LiveSimulation.fire` says.
  @discardableResult
  public func fire(_ count: Int, cell: String, layer: Int = 0) throws(EmissionControlError) -> Int {
    try engine.simulation.fire(count, cell: cell, layer: layer)
  }

  /// `count` particles of top-level cell `cell` of layer `layer`, born now on a layer of their
  /// own (`LiveSimulation.fire`), and `onFinished` called from the `update` in which the last of
  /// them (sub-cells' particles included) has died, after which `onLayerCompleted` reports the
  /// same layer, which leaves the tree. Returns the fired layer's index (`isFinished(layer:)`
  /// takes it).
  /// - Throws: as `fire(_:cell:layer:)`.
  @discardableResult
  public func fire(
    _ count: Int, cell: String, layer: Int = 0, onFinished: @escaping () -> Void
  ) throws(EmissionControlError) -> Int {
    let index = try fire(count, cell: cell, layer: layer)
    finishHandlers[index] = onFinished
    return index
  }
}
