/// Live changes and emission calls, as on a running `CAEmitterLayer`: each is checked at once
/// (the error names the key path, the value and what is allowed) and takes effect from the next
/// `update`. `layer` is the index of the layer in the scene (0 for the first).
extension ParticleSystem {
  /// Sets a property's value now, by key path: `emitterPosition`, `birthRate`,
  /// `emitterCells.confetti.yAcceleration`, `emitterBehaviors.drag.drag`, `renderMode`…
  public func setValue<Value: PropertyValueConvertible>(
    _ value: Value, forKeyPath keyPath: String, layer: Int = 0
  ) throws(LiveChangeError) {
    try engine.setValue(value.propertyValue, forKeyPath: keyPath, layer: layer)
  }

  /// Sets a property's value now, in its untyped form.
  public func setValue(_ value: PropertyValue, forKeyPath keyPath: String, layer: Int = 0)
    throws(LiveChangeError)
  {
    try engine.setValue(value, forKeyPath: keyPath, layer: layer)
  }

  /// Sets a value written as a scene file writes it (`[x, y]`, `"#ff8800"`, `"additive"`), for
  /// callers holding plain numbers and strings.
  public func setValue(json: JSONValue, forKeyPath keyPath: String, layer: Int = 0)
    throws(LiveChangeError)
  {
    let model = self.model
    guard model.layers.indices.contains(layer) else {
      throw LiveChangeError(
        keyPath: keyPath, value: "layer \(layer)", expected: "0..<\(model.layers.count)",
        message: "there is no layer \(layer); the scene has \(model.layers.count)")
    }
    let value = try model.layers[layer].liveValue(json, forKeyPath: keyPath)
    try engine.setValue(value, forKeyPath: keyPath, layer: layer)
  }

  /// Sets a value now and animates it there from where it shows, over `duration` seconds
  /// (Core Animation's implicit animation).
  public func setValue<Value: PropertyValueConvertible>(
    _ value: Value, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction = .default, layer: Int = 0
  ) throws(LiveChangeError) {
    try engine.setValue(
      value.propertyValue, forKeyPath: keyPath, animatedOver: duration,
      timingFunction: timingFunction, layer: layer)
  }

  /// Adds `animation` now (its `beginTime` counts from now), replacing one with the same key.
  public func add(_ animation: PropertyAnimation, forKey key: String?, layer: Int = 0)
    throws(LiveChangeError)
  {
    try engine.add(animation, forKey: key, layer: layer)
  }

  /// Removes the animation added with `key`; its property returns to its model value.
  public func removeAnimation(forKey key: String, layer: Int = 0) throws(LiveChangeError) {
    try engine.removeAnimation(forKey: key, layer: layer)
  }

  /// Removes every animation of the layer.
  public func removeAllAnimations(layer: Int = 0) throws(LiveChangeError) {
    try engine.removeAllAnimations(layer: layer)
  }

  /// Schedules a change at its own time on the layer's timeline (not earlier than now).
  public func schedule(_ change: LayerChange, layer: Int = 0) throws(LiveChangeError) {
    try engine.schedule(change, layer: layer)
  }

  /// Inserts `cell` into the layer's `emitterCells` (or, with `parent`, a dotted name path such
  /// as `rocket`, into that cell's) at `index` (the end when nil); it starts emitting now.
  public func insertCell(
    _ cell: EmitterCell, at index: Int? = nil, parent: String? = nil, layer: Int = 0
  ) throws(LiveChangeError) {
    try engine.change(.insertCell(cell, at: index, parent: parent), layer: layer)
  }

  /// Removes the cell at the dotted name path `path` (`smoke`, `rocket.spark`) now: it emits no
  /// more; its live particles live out their lifetimes, drawn as before.
  public func removeCell(named path: String, layer: Int = 0) throws(LiveChangeError) {
    try engine.change(.removeCell(path: path), layer: layer)
  }

  /// Replaces the layer's `emitterCells` (or those of the cell at `parent`) now.
  public func setCells(_ cells: [EmitterCell], parent: String? = nil, layer: Int = 0)
    throws(LiveChangeError)
  {
    try engine.change(.setCells(cells, parent: parent), layer: layer)
  }

  /// Inserts `behavior` into the layer's `emitterBehaviors` at `index` (the end when nil), now.
  public func insertBehavior(_ behavior: EmitterBehavior, at index: Int? = nil, layer: Int = 0)
    throws(LiveChangeError)
  {
    try engine.change(.insertBehavior(behavior, at: index), layer: layer)
  }

  /// Removes the layer's behaviour named `name`, now.
  public func removeBehavior(named name: String, layer: Int = 0) throws(LiveChangeError) {
    try engine.change(.removeBehavior(name: name), layer: layer)
  }

  /// Replaces the layer's `emitterBehaviors`, now.
  public func setBehaviors(_ behaviors: [EmitterBehavior], layer: Int = 0) throws(LiveChangeError)
  {
    try engine.change(.setBehaviors(behaviors), layer: layer)
  }

  /// `count` particles of top-level cell `cell`, born now.
  public func burst(_ count: Int, cell: String, layer: Int = 0) throws(EmissionControlError) {
    try engine.burst(count, cell: cell, layer: layer)
  }

  /// Emission for `duration` seconds from now, tapering as `1 - taper(elapsed / duration)`;
  /// every layer when `layer` is nil.
  public func emit(for duration: Double, taper: MediaTimingFunction? = nil, layer: Int? = nil)
    throws(EmissionControlError)
  {
    try engine.emit(for: duration, taper: taper, layer: layer)
  }

  /// No new births; live particles live out, then `onLayerCompleted` is called.
  public func stop(layer: Int? = nil) throws(EmissionControlError) { try engine.stop(layer: layer) }

  /// Emission open again.
  public func start(layer: Int? = nil) throws(EmissionControlError) {
    try engine.start(layer: layer)
  }

  /// Emission open again with the layer's animations from 0.
  public func restart(layer: Int? = nil) throws(EmissionControlError) {
    try engine.restart(layer: layer)
  }
}
