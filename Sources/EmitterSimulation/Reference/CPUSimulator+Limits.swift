extension CPUSimulator {
  /// Lowers the most particle slots the pools may grow to (below the scene's `particleCap`):
  /// a run's memory budget. Past it the simulation stops with a `SimulationCapacityError` that
  /// names `limit`.
  package func limitSlots(to count: Int, because limit: String) {
    planner.limitSlots(to: count, because: limit)
  }
}
