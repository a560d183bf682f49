import EmitterModel
import EmitterSimulation

extension GPUSimulator {
  /// The model as the calls made since the last step will leave it (`StepPlanner`).
  public var projectedModel: Scene { planner.projectedModel }

  /// The value layer `index` shows for `keyPath` now (`StepPlanner.presentationValue`).
  public func presentationValue(forKeyPath keyPath: String, layer: Int = 0) -> PropertyValue? {
    planner.presentationValue(forKeyPath: keyPath, layer: layer)
  }
}

extension GPUSimulator: CellRenameHistory {
  package func cellRenames(layer: Int) -> [(from: String, to: String)] {
    planner.cellRenames(layer: layer)
  }
}
