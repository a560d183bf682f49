import EmitterModel
import Foundation
import Testing

@Suite("Particle budget")
struct ParticleBudgetTests {
  private func scene(
    _ cells: [EmitterCell], layer configure: (inout EmitterLayer) -> Void = { _ in }
  ) -> Scene {
    var layer = EmitterLayer()
    layer.emitterCells = cells
    configure(&layer)
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  private func cell(
    _ name: String, rate: Double, lifetime: Double,
    _ configure: (inout EmitterCell) -> Void = { _ in }
  ) -> EmitterCell {
    var cell = EmitterCell(name: name)
    cell.birthRate = rate
    cell.lifetime = lifetime
    configure(&cell)
    return cell
  }

  @Test("a top-level cell: ceil(rate × lifetime) + 1")
  func topLevel() {
    let budget = ParticleBudget(scene([cell("a", rate: 10, lifetime: 2)]))
    #expect(
      budget.cells.map(\.maxAlive) == [21] && budget.total == 21 && budget.totalCapacity == 21)
  }

  @Test("lifetimeRange widens the lifetime by the range mode's half width; layer multipliers apply")
  func rangesAndMultipliers() {
    let spread = cell("a", rate: 10, lifetime: 2) { $0.lifetimeRange = -1 }
    #expect(ParticleBudget(scene([spread])).total == 31)
    var half = scene([spread])
    half.rangeMode = .plusMinusHalfRange
    #expect(ParticleBudget(half).total == 26)
    let scaled = scene([cell("a", rate: 10, lifetime: 2)]) {
      $0.birthRate = 2
      $0.lifetime = 0.5
    }
    #expect(ParticleBudget(scaled).total == 21)
  }

  @Test("a finite emission window limits births")
  func window() {
    let burst = cell("burst", rate: 9999, lifetime: 2) {
      $0.timing.beginTime = 1
      $0.timing.duration = 0.1
    }
    #expect(ParticleBudget(scene([burst])).total == 1001)
  }

  @Test("disabled cells, zero rates and zero lifetimes cost nothing, with their sub-cells")
  func nothing() {
    let child = cell("child", rate: 100, lifetime: 1)
    let disabled = cell("a", rate: 10, lifetime: 1) {
      $0.enabled = false
      $0.emitterCells = [child]
    }
    let silent = cell("b", rate: 0, lifetime: 1) { $0.emitterCells = [child] }
    let instant = cell("c", rate: 10, lifetime: 0) { $0.emitterCells = [child] }
    #expect(ParticleBudget(scene([disabled, silent, instant])).total == 0)
  }

  /// Apple's Fireworks: 1 rocket a second living 1.6 s, each bursting 9999/s for 0.1 s at 1.5 s
  /// into sparks living 2 s. Rockets whose sparks may be alive: born within 1.6 + 2 s, so
  /// ceil(3.6) + 1 = 5; sparks per rocket: ceil(999.9) + 1 = 1001.
  @Test("sub-cells: live parents times children per parent, parents first in the table")
  func subCells() throws {
    let burst = cell("burst", rate: 9999, lifetime: 2) {
      $0.timing.beginTime = 1.5
      $0.timing.duration = 0.1
    }
    let rocket = cell("rocket", rate: 1, lifetime: 1.6) { $0.emitterCells = [burst] }
    let budget = ParticleBudget(scene([rocket]))
    #expect(budget.cells.map(\.name) == ["rocket", "burst"])
    #expect(budget.cells.map(\.maxAlive) == [3, 5005])
    #expect(
      budget.cells[1].indexPath == [0, 0]
        && budget.cells[1].keyPath == "layers[0].emitterCells[0].emitterCells[0]")
    #expect(budget.cells[1].emissionSpan.isApproximatelyEqual(to: 0.1))
  }

  @Test("a sub-cell window past its parent's death emits nothing")
  func windowAfterDeath() {
    let late = cell("late", rate: 100, lifetime: 1) { $0.timing.beginTime = 5 }
    let parent = cell("p", rate: 1, lifetime: 2) { $0.emitterCells = [late] }
    #expect(ParticleBudget(scene([parent])).cells.map(\.maxAlive) == [3, 0])
  }

  @Test("NaN counts as unbounded")
  func notANumber() {
    let broken = cell("a", rate: .nan, lifetime: 1)
    let budget = ParticleBudget(scene([broken]))
    #expect(budget.total == .infinity && budget.totalCapacity == .max)
  }

  /// The bound against brute force: births at (k + phase) / rate inside each window, a sub-cell
  /// per parent, lifetimes at their longest; the most alive at any birth instant (where the
  /// count peaks) never exceeds the estimate.
  @Test("the bound holds against brute-force counting", arguments: 0..<40)
  func bruteForce(trial: Int) {
    var random = SeededGenerator(seed: UInt64(trial) &* 7919 &+ 1)
    let childRate = Double.random(in: 0.5...40, using: &random).rounded()
    let child = cell("c", rate: childRate, lifetime: .random(in: 0.05...2, using: &random)) {
      $0.timing.beginTime = .random(in: 0...1, using: &random)
      $0.timing.duration = .random(in: 0.05...2, using: &random)
    }
    let parent = cell(
      "p", rate: Double.random(in: 0.5...8, using: &random),
      lifetime: .random(in: 0.1...3, using: &random)
    ) {
      $0.emitterCells = [child]
    }
    let budget = ParticleBudget(scene([parent]))
    let phase = Double.random(in: 0..<1, using: &random)
    let parents = births(rate: parent.birthRate, phase: phase, from: 0, to: 20)
    var children: [Double] = []
    for born in parents {
      let start = born + child.timing.beginTime
      let end = min(start + child.timing.duration, born + parent.lifetime)
      children += births(rate: child.birthRate, phase: phase, from: start, to: end)
    }
    #expect(Double(peakAlive(parents, lifetime: parent.lifetime)) <= budget.cells[0].maxAlive)
    #expect(Double(peakAlive(children, lifetime: child.lifetime)) <= budget.cells[1].maxAlive)
  }

  private func births(rate: Double, phase: Double, from start: Double, to end: Double) -> [Double] {
    guard end > start else { return [] }
    return stride(from: phase, to: (end - start) * rate, by: 1).map { start + $0 / rate }
  }

  /// The most births within any half-open lifetime ending at a birth (a sliding window).
  private func peakAlive(_ births: [Double], lifetime: Double) -> Int {
    let sorted = births.sorted()
    var oldest = 0
    var peak = 0
    for (newest, instant) in sorted.enumerated() {
      while sorted[oldest] + lifetime <= instant { oldest += 1 }
      peak = max(peak, newest - oldest + 1)
    }
    return peak
  }
}

extension Double {
  fileprivate func isApproximatelyEqual(to other: Double) -> Bool { abs(self - other) < 1e-9 }
}
