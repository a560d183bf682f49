/// The live calls (`LiveSimulation`: set, animate, cells and behaviours, burst, emit, stop,
/// start, restart), as on a running `CAEmitterLayer`: each is checked at once (the error names
/// the key path, the value and what is allowed) and takes effect from the next `update`. They
/// touch no GL, so they need no current context.
extension ParticleSystem: LiveSimulation {
  /// `action` now, at the layer's current time.
  public func change(_ action: LayerChange.Action, layer: Int = 0) throws(LiveChangeError) {
    try drawLayers(namedBy: action)
    try engine.simulation.change(action, layer: layer)
  }

  /// Schedules a change at its own time on the layer's timeline (not earlier than now).
  public func schedule(_ change: LayerChange, layer: Int = 0) throws(LiveChangeError) {
    try drawLayers(namedBy: change.action)
    try engine.simulation.schedule(change, layer: layer)
  }

  /// Sets a value now and animates it there from where it shows, over `duration` seconds
  /// (Core Animation's implicit animation).
  public func setValue(
    _ value: PropertyValue, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction = .default, layer: Int = 0
  ) throws(LiveChangeError) {
    try engine.simulation.setValue(
      value, forKeyPath: keyPath, animatedOver: duration, timingFunction: timingFunction,
      layer: layer)
  }

  /// A change of the canvas (a top-level layer inserted or removed) at a scene time no earlier
  /// than `time`.
  public func scheduleOnCanvas(_ change: LayerChange) throws(LiveChangeError) {
    try drawLayers(namedBy: change.action)
    try engine.simulation.scheduleOnCanvas(change)
  }

  /// An emission call at its time (now when that has passed), on `layer` or on every layer.
  public func emission(_ call: EmissionEvent, layer: Int?) throws(EmissionControlError) {
    try engine.simulation.emission(call, layer: layer)
  }

  /// Particles born so far from top-level cell `cell` (its name) of layer `layer`; a removed
  /// cell keeps its count. Needs no current context.
  public func bornCount(cell: String, layer: Int = 0) throws(EmissionControlError) -> Int {
    try engine.simulation.bornCount(cell: cell, layer: layer)
  }

  /// Layer `index`'s local time reached: where a change made now is recorded.
  public func layerTime(_ index: Int) -> Double { engine.simulation.layerTime(index) }

  /// The scene as it is now: the original with the live changes applied.
  public var model: Scene { engine.simulation.model }

  /// The model as the calls made so far leave it (those since the last update included).
  public var projectedModel: Scene { engine.simulation.projectedModel }

  /// The scene plus every live change and emission call as timed events: replaying it (as a
  /// scene file) draws this run again.
  public var recording: Scene { engine.simulation.recording }

  /// Whether live calls are kept for `recording` (on by default). A program that changes its
  /// system for hours and never replays the run turns it off: each kept call costs about a
  /// hundred bytes for the system's life, and off, memory stays flat (docs/BENCHMARKS.md, the
  /// hour's soak). `recording` then holds the calls made while it was on.
  public var isRecording: Bool {
    get { engine.simulation.isRecording }
    set { engine.simulation.isRecording = newValue }
  }
}

extension ParticleSystem {
  /// The layers `action` makes a mask shape name, drawn before the simulation sees the change
  /// (`LayerSnapshotDrawing`).
  private func drawLayers(namedBy action: LayerChange.Action) throws(LiveChangeError) {
    guard let store = engine.simulation as? any LayerSnapshotStore else { return }
    try LayerSnapshotDrawing.install(namedBy: action, in: store)
  }
}

extension ParticleSystem: CellRenameHistory {
  package func cellRenames(layer: Int) -> [(from: String, to: String)] {
    (engine.simulation as? any CellRenameHistory)?.cellRenames(layer: layer) ?? []
  }
}
