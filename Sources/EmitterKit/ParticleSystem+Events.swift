extension ParticleSystem {
  /// Whether each step's collisions and deaths are kept for `drainEvents()` (off by default: on
  /// the OpenGL backend the system reads its particles back after every step while it is on).
  /// Setting `onEvent` turns it on.
  public var recordsEvents: Bool {
    get { engine.simulation.recordsEvents }
    set { engine.simulation.recordsEvents = newValue }
  }

  /// The collision and death events since the last drain (or since `recordsEvents` was turned
  /// on), in order: step after step, each step's by cell, serial and kind; the list is emptied.
  /// The same on both backends, particle for particle. Touches no GL.
  public func drainEvents() -> [ParticleEvent] {
    engine.simulation.drainEvents()
  }
}
