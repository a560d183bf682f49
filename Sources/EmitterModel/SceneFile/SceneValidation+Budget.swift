extension Scene {
  /// The most particles this scene can have alive at once, per cell and in total.
  package var particleBudget: ParticleBudget { ParticleBudget(self) }
}

extension SceneValidator {
  /// Reports a scene whose particle budget is over its `particleCap`, naming the cells to blame:
  /// each one that is over the cap on its own or, when only their sum is, the largest.
  mutating func checkBudget(of scene: Scene) {
    let budget = ParticleBudget(scene)
    let cap = scene.particleCap
    guard budget.total > Double(cap) else { return }
    var culprits = budget.cells.filter { $0.maxAlive > Double(cap) }
    if culprits.isEmpty, let largest = budget.cells.max(by: { $0.maxAlive < $1.maxAlive }) {
      culprits = [largest]
    }
    for cell in culprits {
      report(
        .particleCapExceeded(estimate: cell.maxAlive, cap: cap), at: cell.keyPath,
        value: formatNumber(cell.maxAlive), expected: "<= \(cap) in all",
        message: budgetMessage(for: cell, total: budget.total, cap: cap))
    }
  }

  private func budgetMessage(for cell: ParticleBudget.Cell, total: Double, cap: Int) -> String {
    let name = cell.name.map { " (\(quoted($0)))" } ?? ""
    let estimate =
      "may have \(formatNumber(cell.maxAlive)) particles alive at once\(name)"
      + (total > cell.maxAlive ? " (\(formatNumber(total)) in the whole scene)" : "")
      + ", more than particleCap \(cap)"
    let lower = "lower its birthRate, lifetime or emission window"
    guard total <= Double(Scene.maximumParticleCap) else {
      return estimate + "; \(lower): particleCap goes no higher than \(Scene.maximumParticleCap)"
    }
    return estimate
      + "; \(lower), or raise the scene's particleCap (at most \(Scene.maximumParticleCap))"
  }
}
