import EmitterModel

/// A running simulation that takes live changes and emission calls: the CPU reference and the
/// GPU simulator both, so code that drives one (tests, the demo, benchmarks) drives either.
/// Each forwards the requirements to its `StepPlanner`; the conveniences below are built on them.
public protocol LiveSimulation {
  /// `action` now, at the layer's current time (`StepPlanner.change`).
  mutating func change(_ action: LayerChange.Action, layer: Int) throws(LiveChangeError)
  /// A change at a layer time no earlier than the layer's current time.
  mutating func schedule(_ change: LayerChange, layer: Int) throws(LiveChangeError)
  /// The value set now and animated there from where it shows (CA's implicit animation).
  mutating func setValue(
    _ value: PropertyValue, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction, layer: Int
  ) throws(LiveChangeError)
  /// Emits `count` particles now from the top-level cell named `cell`.
  mutating func burst(_ count: Int, cell: String, layer: Int) throws(EmissionControlError)
  /// Emission for `duration` seconds from now, tapering as `1 - taper(elapsed / duration)`; every
  /// layer when `layer` is nil.
  mutating func emit(for duration: Double, taper: MediaTimingFunction?, layer: Int?)
    throws(EmissionControlError)
  /// Closes emission of one layer, or of all when `layer` is nil; live particles live on.
  mutating func stop(layer: Int?) throws(EmissionControlError)
  /// Opens emission again after `stop`.
  mutating func start(layer: Int?) throws(EmissionControlError)
  /// Opens emission again with the layer's animations and cell windows started over from 0; live particles carry on.
  mutating func restart(layer: Int?) throws(EmissionControlError)
  /// The scene as made plus every change and emission call so far.
  var recording: Scene { get }
}

extension LiveSimulation {
  /// Sets a property's value now, by key path: `setValue(120.0, forKeyPath:
  /// "emitterCells.smoke.birthRate")`, `setValue(Point(x: 10, y: 20), forKeyPath:
  /// "emitterPosition")`.
  public mutating func setValue<Value: PropertyValueConvertible>(
    _ value: Value, forKeyPath keyPath: String, layer: Int = 0
  ) throws(LiveChangeError) {
    try change(.set(keyPath: keyPath, value: value.propertyValue), layer: layer)
  }

  /// Sets a property's value now, in its untyped form.
  public mutating func setValue(_ value: PropertyValue, forKeyPath keyPath: String, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.set(keyPath: keyPath, value: value), layer: layer)
  }

  /// Sets a property's value now and animates it there over `duration` seconds from where it
  /// shows now (Core Animation's implicit animation; a second call starts from where the first
  /// had got to).
  public mutating func setValue<Value: PropertyValueConvertible>(
    _ value: Value, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction = .default, layer: Int = 0
  ) throws(LiveChangeError) {
    try setValue(
      value.propertyValue, forKeyPath: keyPath, animatedOver: duration,
      timingFunction: timingFunction, layer: layer)
  }

  /// Adds `animation` now (its `beginTime` counts from now), replacing one with the same key.
  public mutating func add(_ animation: PropertyAnimation, forKey key: String?, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.addAnimation(animation, key: key), layer: layer)
  }

  /// Removes the animation added with `key`, now.
  public mutating func removeAnimation(forKey key: String, layer: Int = 0) throws(LiveChangeError) {
    try change(.removeAnimation(key: key), layer: layer)
  }

  /// Removes every animation of the layer, now.
  public mutating func removeAllAnimations(layer: Int = 0) throws(LiveChangeError) {
    try change(.removeAllAnimations, layer: layer)
  }

  /// Inserts `cell` into the layer's `emitterCells` (or, with `parent`, a dotted name path such
  /// as `rocket`, into that cell's) at `index` among the cells there (the end when nil); it
  /// starts emitting now.
  public mutating func insertCell(
    _ cell: EmitterCell, at index: Int? = nil, parent: String? = nil, layer: Int = 0
  ) throws(LiveChangeError) {
    try change(.insertCell(cell, at: index, parent: parent), layer: layer)
  }

  /// Removes the cell at the dotted name path `path` (`smoke`, `rocket.spark`) now: it emits no
  /// more; its live particles live out their lifetimes, drawn as before.
  public mutating func removeCell(named path: String, layer: Int = 0) throws(LiveChangeError) {
    try change(.removeCell(path: path), layer: layer)
  }

  /// Replaces the layer's `emitterCells` (or those of the cell at `parent`) now: the cells there
  /// are removed as `removeCell` removes one, and `cells` start emitting.
  public mutating func setCells(_ cells: [EmitterCell], parent: String? = nil, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.setCells(cells, parent: parent), layer: layer)
  }
}
