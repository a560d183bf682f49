import EmitterModel
import EmitterSimulation

/// Live changes and emission calls on the GPU simulator: `LiveSimulation`'s requirements
/// forwarded to the shared `StepPlanner`; the next step uploads the tables they change and moves
/// particles when rings grow.
extension GPUSimulator: LiveSimulation {
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

  /// The scene with every live change applied so far (what drawing reads its modes from).
  public var model: Scene { planner.model }

  /// The model the flat tables follow: `model` with the cells removed live still in place
  /// (retired) until their particles are gone. What drawing takes contents from.
  package var simulatedModel: Scene { planner.structure }

  /// Counts the live changes applied so far.
  package var modelVersion: Int { planner.modelVersion }

  /// The scene as made plus every change and emission call so far.
  public var recording: Scene { planner.recording }

  /// Whether live calls are kept for `recording` (on by default); a program that makes changes
  /// for hours and never replays them may turn it off (each costs about a hundred bytes).
  public var isRecording: Bool {
    get { planner.isRecording }
    set { planner.isRecording = newValue }
  }
}
