import EmitterGPU
import EmitterModel
import EmitterSimulation

/// One live call the demo makes on its running system, planned by pure code
/// (`DemoConfiguration`, `DemoEdits`) so tests check each control's calls, and their effect on
/// a `CPUSimulator`, without a window. Made through `LiveSimulation`, the one statement of the
/// live verbs, on whatever conforms (the window's `ParticleSystem`, a simulator in a test).
package enum LiveEdit: Equatable, Sendable {
  /// `setValue(_:forKeyPath:layer:)`: the model value, at once.
  case set(layer: Int, keyPath: String, value: PropertyValue)
  /// `setValue(_:forKeyPath:animatedOver:layer:)`: the model value, with Core Animation's
  /// implicit animation from where the point shows now.
  case slide(layer: Int, keyPath: String, to: Point, duration: Double)
  /// `burst(_:cell:layer:)`.
  case burst(count: Int, cell: String, layer: Int)
  /// `restart(layer:)` on every layer: a one-shot effect fired again.
  case restart
  /// Any other live change (cells and behaviours inserted and removed): `change(_:layer:)`.
  case change(layer: Int, action: LayerChange.Action)

}

/// Why an edit was refused: the simulator's own message; nothing was changed.
package struct LiveEditError: Error, Equatable, Sendable, CustomStringConvertible {
  package var description: String
}

extension LiveSimulation {
  /// Makes the edit's call now.
  package func apply(_ edit: LiveEdit) throws(LiveEditError) {
    do {
      switch edit {
      case .set(let layer, let keyPath, let value):
        try setValue(value, forKeyPath: keyPath, layer: layer)
      case .slide(let layer, let keyPath, let point, let duration):
        try setValue(
          point, forKeyPath: keyPath, animatedOver: duration, timingFunction: .default,
          layer: layer)
      case .burst(let count, let cell, let layer):
        try burst(count, cell: cell, layer: layer)
      case .restart:
        try restart(layer: nil)
      case .change(let layer, let action):
        try change(action, layer: layer)
      }
    } catch let error as LiveChangeError {
      throw LiveEditError(description: error.description)
    } catch let error as EmissionControlError {
      throw LiveEditError(description: error.description)
    } catch {
      throw LiveEditError(description: "\(error)")
    }
  }

  /// Makes each edit's call in order; returns the refusals (the others took effect).
  @discardableResult
  package func apply(_ edits: [LiveEdit]) -> [LiveEditError] {
    var refused: [LiveEditError] = []
    for edit in edits {
      do { try apply(edit) } catch { refused.append(error) }
    }
    return refused
  }
}
