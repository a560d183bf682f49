/// The largest live count a path sustains within a frame budget (60 fps: 16.7 ms), read off the
/// sweep: the largest measured count that fits, and the count where the line through the
/// neighbouring measurements crosses the budget (time grows about linearly with the count).
package struct FrameBudget: Sendable, Codable {
  static let sixtyFPS = 1000.0 / 60

  package var path: BenchmarkPath
  var budgetMs: Double
  /// The largest measured count within the budget; nil if even the smallest missed it.
  package var largestMeasured: Int?
  /// Where the line through the last count in budget and the first over it crosses the budget;
  /// nil when every measured count fitted (the sweep did not reach the limit) or none did.
  package var estimated: Int?

  package init(path: BenchmarkPath, rows: [BenchmarkRow], budgetMs: Double = FrameBudget.sixtyFPS) {
    self.path = path
    self.budgetMs = budgetMs
    let points = rows.filter { $0.path == path }.sorted { $0.liveParticles < $1.liveParticles }
    let fitting = points.filter { $0.msPerFrame <= budgetMs }
    largestMeasured = fitting.last?.liveParticles
    guard let inBudget = fitting.last, let over = points.first(where: { $0.liveParticles > inBudget.liveParticles && $0.msPerFrame > budgetMs })
    else { return }
    let slope = (over.msPerFrame - inBudget.msPerFrame) / Double(over.liveParticles - inBudget.liveParticles)
    guard slope > 0 else { return }
    estimated = inBudget.liveParticles + Int((budgetMs - inBudget.msPerFrame) / slope)
  }

  /// "≈ 2.3M (measured 1M)", "≥ 4M (every count fitted)", "< 10k".
  package var summary: String {
    guard let largestMeasured else { return "none measured fits" }
    guard let estimated else { return "≥ \(ParticleCount.format(largestMeasured)) (every measured count fits)" }
    return "≈ \(ParticleCount.format(estimated)) (measured: \(ParticleCount.format(largestMeasured)) fits)"
  }
}
