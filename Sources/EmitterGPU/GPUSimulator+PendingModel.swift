import EmitterModel
import EmitterSimulation

extension GPUSimulator {
  /// The model as the calls made since the last step will leave it (`StepPlanner`).
  public var projectedModel: Scene { planner.projectedModel }

  /// Layer `index`'s timeline time (since its last `restart`) at its layer time `t`.
  public func timelineTime(ofLayer index: Int, atLayerTime t: Double) -> Double {
    planner.timelineTime(ofLayer: index, atLayerTime: t)
  }
}
