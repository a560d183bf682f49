/// A layer whose clock would take more steps in one advance than `StepPlanner.maximumSteps`:
/// a `speed` of 1e9 or a `timeOffset` of 1e9 seconds turns a frame into billions of steps (hours,
/// gigabytes), so the planner refuses the advance before listing a step.
package struct StepBudgetExcess: Sendable, Equatable {
  /// The layer's flat index.
  package var layer: Int
  /// Its local time now and where the advance would take it, seconds.
  package var from: Double
  package var to: Double
  /// The steps that would take (`LayerClock.maximumStep` each), as a Double since it may pass
  /// `Int.max`.
  package var steps: Double
}

extension StepPlanner {
  /// The most steps one layer takes in one advance: a million (100,000 s of layer time; the
  /// façade's longest update, an hour, at a speed of up to about 28), seconds of work, where a
  /// runaway clock would be hours.
  package static let maximumSteps = 1_000_000

  /// The first simulated layer whose advance to `ends[layer]` (its clock at the advance's end,
  /// `clockTime`) would take more than `maximumSteps` steps, or nil.
  func stepBudgetExcess(toLayerTimes ends: [Double]) -> StepBudgetExcess? {
    for layer in scene.layers where isSimulated(layer.index) {
      let start = layerTimes[layer.index]
      let end = ends[layer.index]
      let steps = LayerClock.stepCount(from: start, to: end)
      // Pending changes cut a step each at most.
      if steps + Double(pendingChanges[layer.index].count) > Double(Self.maximumSteps) {
        return StepBudgetExcess(layer: layer.index, from: start, to: end, steps: steps)
      }
    }
    return nil
  }
}
