import EmitterModel

/// Live changes and emission calls on the CPU reference: `LiveSimulation`'s requirements
/// forwarded to the shared `StepPlanner`, taking effect at each layer's current time (see
/// `StepPlanner+LiveChanges.swift` and `StepPlanner+EmissionControl.swift` for the semantics).
extension CPUSimulator: LiveSimulation {
  /// `action` now, at the layer's current time.
  public func change(_ action: LayerChange.Action, layer: Int = 0) throws(LiveChangeError) {
    try planner.change(action, layer: layer)
  }

  /// Schedules a change at a layer time no earlier than the layer's current time.
  public func schedule(_ change: LayerChange, layer: Int = 0) throws(LiveChangeError) {
    try planner.schedule(change, layer: layer)
  }

  /// Sets a property's value now and animates it there from where it shows now.
  public func setValue(
    _ value: PropertyValue, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction = .default, layer: Int = 0
  ) throws(LiveChangeError) {
    try planner.setValue(
      value, forKeyPath: keyPath, animatedOver: duration, timingFunction: timingFunction,
      layer: layer)
  }

  /// A change of the canvas (a top-level layer inserted or removed) at a scene time no earlier
  /// than `time`.
  public func scheduleOnCanvas(_ change: LayerChange) throws(LiveChangeError) {
    try planner.scheduleOnCanvas(change)
  }

  /// An emission call at its time (now when that has passed), on `layer` or on every layer.
  public func emission(_ call: EmissionEvent, layer: Int?) throws(EmissionControlError) {
    try planner.emission(call, layer: layer)
  }

  /// `count` particles of top-level cell `cell` born now on a layer of their own, retired from
  /// the tree once they are gone (`LiveSimulation.fire`).
  @discardableResult
  public func fire(_ count: Int, cell: String, layer: Int = 0) throws(EmissionControlError) -> Int
  {
    try planner.fire(count, cell: cell, layer: layer)
  }

  /// Layer `index`'s local time reached: where a change made now is recorded.
  public func layerTime(_ index: Int) -> Double { planner.layerTimes[index] }

  /// The scene with every live change applied so far.
  public var model: Scene { planner.model }

  /// The model the flat tables follow: `model` with the cells removed live still in place
  /// (retired) until their particles are gone. What drawing takes contents from.
  package var simulatedModel: Scene { planner.structure }

  /// The scene as made plus every change and emission call so far: replaying it (a scene file,
  /// `emitter render`) gives the same particles.
  public var recording: Scene { planner.recording }

  /// Whether live calls are kept for `recording` (on by default); a program that makes changes
  /// for hours and never replays them may turn it off (each costs about a hundred bytes).
  public var isRecording: Bool {
    get { planner.isRecording }
    set { planner.isRecording = newValue }
  }

  /// Particles born so far from top-level cell `cell` of layer `layer`.
  public func bornCount(cell: String, layer: Int = 0) throws(EmissionControlError) -> Int {
    try planner.bornCount(cell: cell, layer: layer)
  }

  /// Whether `layer`'s emission has closed and its last particle has died.
  public func isFinished(layer: Int) -> Bool {
    planner.isEmissionClosed(layer: layer)
      && scene.layers[layer].cells.allSatisfy { columns[$0].isEmpty }
  }
}
