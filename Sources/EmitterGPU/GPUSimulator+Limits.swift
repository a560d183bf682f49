import EmitterModel
import EmitterSimulation

/// The GPU path's limits that a scene alone decides, checked without a GL context: what
/// `GPUSimulator.init` refuses before it touches the driver, and what `emitter validate` reports
/// with the same messages, so a scene that validates does not fail later at `render`. (The
/// storage-block and texture sizes depend on the driver and are checked when a context exists.)
extension GPUSimulator {
  /// Every limit `scene` is over, in the order `init` checks them; empty when it fits.
  package static func limitProblems(of scene: Scene) -> [GPUSimulationError] {
    let planner = StepPlanner(scene: scene)
    var problems: [GPUSimulationError] = []
    do { try checkBlocks(scene, resolved: planner.scene) } catch { problems.append(error) }
    if let capacity = capacityProblem(
      planner.slots, resolved: planner.scene, cap: scene.particleCap)
    {
      problems.append(capacity)
    }
    return problems
  }

  /// The cell-template block (`CellTemplateLayout.maximumCells`) and the behaviour block
  /// (`BehaviorLayout.maximumBehaviors`).
  static func checkBlocks(_ scene: Scene, resolved: ResolvedScene) throws(GPUSimulationError) {
    guard resolved.cells.count <= CellTemplateLayout.maximumCells else {
      throw .tooManyCells(count: resolved.cells.count, maximum: CellTemplateLayout.maximumCells)
    }
    let behaviors = scene.behaviorBlockEntries
    guard behaviors <= BehaviorLayout.maximumBehaviors else {
      throw .tooManyBehaviors(count: behaviors, maximum: BehaviorLayout.maximumBehaviors)
    }
  }

  /// The slots the rings need against the scene's `particleCap`, or nil when they fit.
  static func capacityProblem(_ slots: SlotLayout, resolved: ResolvedScene, cap: Int)
    -> GPUSimulationError?
  {
    guard slots.totalSlots > cap else { return nil }
    let largest = slots.cells.indices.max { slots.cells[$0].count < slots.cells[$1].count } ?? 0
    return .particleCapExceeded(
      slots: slots.totalSlots, cap: cap, largestCell: resolved.cells[largest].path)
  }
}

extension GPUSimulator {
  /// Lowers the most particle slots the pools may grow to (below the scene's `particleCap`):
  /// a run's memory budget. Past it the simulation stops with a `SimulationCapacityError` that
  /// names `limit`.
  package func limitSlots(to count: Int, because limit: String) {
    planner.limitSlots(to: count, because: limit)
  }
}
