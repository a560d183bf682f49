/// Fire-and-forget bursts with a completion of their own.
extension ParticleSystem {
  /// `count` particles of top-level cell `cell` of layer `layer`, born now on a layer of their
  /// own (`LiveSimulation.fire`); once they are gone, `onLayerCompleted` reports the layer and
  /// it is removed from the tree (`retireFiredLayer`). Returns the fired layer's index.
  /// - Throws: `EmissionControlError` as `LiveSimulation.fire` says.
  @discardableResult
  public func fire(_ count: Int, cell: String, layer: Int = 0) throws(EmissionControlError) -> Int {
    let index = try engine.simulation.fire(count, cell: cell, layer: layer)
    firedLayers.insert(index)
    return index
  }

  /// `count` particles of top-level cell `cell` of layer `layer`, born now on a layer of their
  /// own (`LiveSimulation.fire`), and `onFinished` called from the `update` in which the last of
  /// them (sub-cells' particles included) has died, after which `onLayerCompleted` reports the
  /// same layer, and the layer is removed from the tree (`retireFiredLayer`). Returns the fired
  /// layer's index (`isFinished(layer:)` takes it).
  /// - Throws: as `fire(_:cell:layer:)`.
  @discardableResult
  public func fire(
    _ count: Int, cell: String, layer: Int = 0, onFinished: @escaping () -> Void
  ) throws(EmissionControlError) -> Int {
    let index = try fire(count, cell: cell, layer: layer)
    finishHandlers[index] = onFinished
    return index
  }

  /// A fired layer whose particles are gone, taken out of the tree (a removal on the canvas's
  /// timeline, so a recording replays it), so a program that fires for hours keeps a tree of
  /// the layers still showing something. The index stays taken, as every removed layer's does.
  func retireFiredLayer(_ index: Int) {
    let simulation = engine.simulation
    guard index < simulation.model.layers.count, simulation.model.superlayer(of: index) == nil,
      let position = simulation.projectedModel.topLevelLayers.firstIndex(of: index)
    else { return }
    try? simulation.removeLayer(at: position)
  }
}
