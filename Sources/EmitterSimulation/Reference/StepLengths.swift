/// How far each of one cell's particles moves in one step: the whole step for every particle alive
/// at its start, and for each particle born during it (appended after them, in order), the part of
/// the step after its birth.
struct StepLengths: Sendable {
  private(set) var step: Float = 0
  /// The index of the step's first newborn in the cell's `ParticleColumns`.
  private(set) var firstNewborn = 0
  private(set) var newborns: [Float] = []

  /// Starts a step of length `step` for a cell whose next particle will have index `firstNewborn`.
  mutating func begin(step: Float, firstNewborn: Int) {
    self.step = step
    self.firstNewborn = firstNewborn
    newborns.removeAll(keepingCapacity: true)
  }

  /// Notes the next newborn's step.
  mutating func appendNewborn(_ remaining: Float) { newborns.append(remaining) }

  subscript(index: Int) -> Float { index < firstNewborn ? step : newborns[index - firstNewborn] }
}
