import EmitterModel

/// The fire-and-forget burst (`LiveSimulation.fire`), planned once for both simulators: the
/// burst's layer is inserted on the canvas, and when it completes the same planner takes it out
/// of the tree again (a canvas removal at the completion's scene time), so the CPU reference and
/// the GPU retire it at the same step, a recording replays both changes, and a program that fires
/// for hours keeps a tree of the layers still showing something.
extension StepPlanner {
  /// `count` particles of top-level cell `cell` of top-level layer `layer`, born now on a layer
  /// of their own (`LiveSimulation.fire` states the semantics). Returns the new layer's index.
  package mutating func fire(_ count: Int, cell: String, layer: Int)
    throws(EmissionControlError) -> Int
  {
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
    fired.beginTime = sceneTime
    fired.speed = 1
    fired.timeOffset = 0
    fired.emissionEvents = [EmissionEvent(.stop, at: 0), .burst(count, cell: cell, at: 0)]
    do {
      try scheduleOnCanvas(LayerChange(.insertSublayer(fired, at: nil), at: sceneTime))
    } catch {
      throw .insertion(error)
    }
    firedLayers.insert(index)
    return index
  }

  /// Takes the fired layers among `completions` out of the tree, now: a canvas removal made at
  /// the scene time reached, which the next advance applies (and a recording keeps).
  mutating func retireFiredLayers(in completions: [LayerCompletion]) {
    for completion in completions where firedLayers.contains(completion.layer) {
      firedLayers.remove(completion.layer)
      // One the caller already took out (or is taking out) has nothing left to retire.
      guard let position = projectedTopLevelOrder().firstIndex(of: completion.layer) else {
        continue
      }
      try? scheduleOnCanvas(LayerChange(.removeSublayer(at: position), at: sceneTime))
    }
  }
}
