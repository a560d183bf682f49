import EmitterModel

/// Live changes on the CPU reference: the same calls as `GPUSimulator`'s, forwarded to the
/// shared `StepPlanner`, taking effect at each layer's current time (see
/// `StepPlanner+LiveChanges.swift` for the semantics).
extension CPUSimulator {
  /// Sets a property's value now, by key path: `simulator.setValue(120, forKeyPath:
  /// "emitterCells.smoke.birthRate")`, `setValue(Point(x: 10, y: 20), forKeyPath:
  /// "emitterPosition")`.
  public mutating func setValue<Value: PropertyValueConvertible>(
    _ value: Value, forKeyPath keyPath: String, layer: Int = 0
  ) throws(LiveChangeError) {
    try planner.setValue(value.propertyValue, forKeyPath: keyPath, layer: layer)
  }

  /// Sets a property's value now, in its untyped form.
  public mutating func setValue(
    _ value: PropertyValue, forKeyPath keyPath: String, layer: Int = 0
  ) throws(LiveChangeError) {
    try planner.setValue(value, forKeyPath: keyPath, layer: layer)
  }

  /// Sets a property's value now and animates it there over `duration` seconds from where it
  /// shows now (Core Animation's implicit animation; see `StepPlanner`).
  public mutating func setValue<Value: PropertyValueConvertible>(
    _ value: Value, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction = .default, layer: Int = 0
  ) throws(LiveChangeError) {
    try planner.setValue(
      value.propertyValue, forKeyPath: keyPath, animatedOver: duration,
      timingFunction: timingFunction, layer: layer)
  }

  /// Adds `animation` now (its `beginTime` counts from now), replacing one with the same key.
  public mutating func add(_ animation: PropertyAnimation, forKey key: String?, layer: Int = 0)
    throws(LiveChangeError)
  {
    try planner.add(animation, forKey: key, layer: layer)
  }

  /// Removes the animation added with `key`, now.
  public mutating func removeAnimation(forKey key: String, layer: Int = 0) throws(LiveChangeError) {
    try planner.removeAnimation(forKey: key, layer: layer)
  }

  /// Removes every animation of the layer, now.
  public mutating func removeAllAnimations(layer: Int = 0) throws(LiveChangeError) {
    try planner.removeAllAnimations(layer: layer)
  }

  /// Schedules a change at a layer time no earlier than the layer's current time.
  public mutating func schedule(_ change: LayerChange, layer: Int = 0) throws(LiveChangeError) {
    try planner.schedule(change, layer: layer)
  }

  /// The scene with every live change applied so far.
  public var model: Scene { planner.model }

  /// The scene as made plus every change and emission call so far: replaying it (a scene file,
  /// `emitter render`) gives the same particles.
  public var recording: Scene { planner.recording }
}
