/// Splits a layer's advance in local time into the steps both simulators take.
package enum LayerClock {
  /// The longest single step, seconds. Frames at 10 fps and faster are one step each; a longer
  /// jump (a `timeOffset` prewarm, a stalled frame) is split evenly so sub-cell emission and
  /// behaviours see it at a normal rate.
  package static let maximumStep = 0.1

  /// How many steps `steps(from:to:)` takes, as a Double: counted before listing them, since a
  /// runaway clock's count passes `Int.max`.
  package static func stepCount(from start: Double, to end: Double) -> Double {
    guard end > start else { return 0 }
    return ((end - start) / maximumStep).rounded(.up)
  }

  /// The steps from `start` to `end` of layer time; empty when time does not move forward. The
  /// planner keeps the count under `StepPlanner.maximumSteps` (`stepBudgetExcess`).
  package static func steps(from start: Double, to end: Double) -> [(start: Double, end: Double)] {
    guard end > start else { return [] }
    let count = Int(stepCount(from: start, to: end))
    return (0..<count).map { i in
      (start + (end - start) * Double(i) / Double(count), i == count - 1 ? end : start + (end - start) * Double(i + 1) / Double(count))
    }
  }
}
