import EmitterModel

extension CPUSimulator {
  /// The model as the calls made since the last step will leave it (`StepPlanner`).
  public var projectedModel: Scene { planner.projectedModel }
}
