import EmitterModel

/// Every live call a running emitter takes, stated once: live changes (CALayer's
/// `setValue(_:forKeyPath:)`, animations, cells and behaviours inserted and removed) and
/// emission calls (burst, emit, stop, start, restart). The CPU reference, the GPU simulator and
/// the façade (`ParticleSystem`) conform by forwarding the five requirements to their
/// `StepPlanner`; every verb below is built on them, so each surface (Swift, C, Python, the demo,
/// Core Animation's classes) reaches a verb through this one statement.
///
/// `layer` is an index into the scene's flattened layer list (top-level layers first); calls
/// take effect at that layer's current time, from the next update. Each is kept as an event of
/// the layer's timeline, so `recording` replays the run exactly. The canvas, the tree's root, has
/// no index: its changes (top-level layers inserted and removed) are made on it, in scene time
/// (`scheduleOnCanvas`, `insertLayer`, `removeLayer`), and kept as the scene's own `events`.
public protocol LiveSimulation: AnyObject {
  /// `action` now, at the layer's current time.
  func change(_ action: LayerChange.Action, layer: Int) throws(LiveChangeError)
  /// A change at its own layer time, no earlier than the layer's current time.
  func schedule(_ change: LayerChange, layer: Int) throws(LiveChangeError)
  /// The value set now and animated there from where it shows (Core Animation's implicit
  /// animation; a second call starts from where the first had got to).
  func setValue(
    _ value: PropertyValue, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction, layer: Int
  ) throws(LiveChangeError)
  /// An emission call at its `time` in the layer's time, or now when that has passed (the verbs
  /// below pass 0): a burst, a timed emission, stop, start or restart, on one layer or, `layer`
  /// nil, on every layer (a burst names one layer).
  func emission(_ call: EmissionEvent, layer: Int?) throws(EmissionControlError)
  /// A change of the canvas at its own scene time, no earlier than `time`: a top-level layer
  /// inserted (`insertSublayer`, its index among the top-level layers) or removed
  /// (`removeSublayer`); any other change names a layer and is refused.
  func scheduleOnCanvas(_ change: LayerChange) throws(LiveChangeError)
  /// `count` particles of top-level cell `cell` of top-level layer `layer`, born now on a layer
  /// of their own: a copy of `layer` as it is now (its cells, behaviours and geometry; not its
  /// sublayers, animations or events), inserted at the top (`insertLayer`) with its clock
  /// starting now and its emission stopped from the start, so it makes this burst and nothing
  /// else. Returns the new layer's index: its completion (the façade's `onLayerCompleted`,
  /// `isFinished(layer:)`, the C library's completion callback) comes when the burst's
  /// particles, and those their sub-cells emit, are gone, and the same advance takes the layer
  /// out of the tree (a canvas removal at that scene time, kept in `recording`; the index stays
  /// taken). `layer` keeps emitting as it was. The fire-and-forget burst: particles that report
  /// when they are gone, as canvas-confetti's `confetti()` resolves and Vortex's bursts finish.
  /// - Throws: `EmissionControlError` for an unknown or removed layer, a sublayer, an unknown
  ///   cell or a count outside 1...`EmissionEvent.maximumBurst`.
  @discardableResult
  func fire(_ count: Int, cell: String, layer: Int) throws(EmissionControlError) -> Int
  /// Layer `layer`'s current time: where a call made now happens.
  func layerTime(_ layer: Int) -> Double
  /// Scene time reached: the canvas's current time, where a canvas change made now happens.
  var time: Double { get }
  /// Particles born so far from top-level cell `cell` (its name) of layer `layer`: its steady
  /// rate's, its bursts' and the first display's births, not those its `maxParticles` skipped;
  /// a cell removed keeps its count, and one inserted again under the name carries it on.
  func bornCount(cell: String, layer: Int) throws(EmissionControlError) -> Int
  /// The scene with every live change applied so far.
  var model: Scene { get }
  /// The model as the calls made so far leave it (those since the last update included).
  var projectedModel: Scene { get }
  /// The scene as made plus every change and emission call so far: replaying it (a scene
  /// file, `emitter render`) draws this run again.
  var recording: Scene { get }
  /// Whether live calls are kept for `recording` (on by default). Each kept call costs about a
  /// hundred bytes for the life of the simulation; off, changes made from then on are applied
  /// and forgotten, so an hour of them leaves memory flat.
  var isRecording: Bool { get set }
  /// Whether each step's collisions and deaths are kept for `drainEvents()` (off by default:
  /// the GPU reads its slots back after every step while it is on).
  var recordsEvents: Bool { get set }
  /// The collision and death events kept since the last drain, step after step, each step's by
  /// cell, serial and kind; the list is emptied.
  func drainEvents() -> [ParticleEvent]
}

extension LiveSimulation {
  /// Sets a property's value now, by key path: `setValue(120.0, forKeyPath:
  /// "emitterCells.smoke.birthRate")`, `setValue(Point(x: 10, y: 20), forKeyPath:
  /// "emitterPosition")`.
  public func setValue<Value: PropertyValueConvertible>(
    _ value: Value, forKeyPath keyPath: String, layer: Int = 0
  ) throws(LiveChangeError) {
    try change(.set(keyPath: keyPath, value: value.propertyValue), layer: layer)
  }

  /// Sets a property's value now, in its untyped form.
  public func setValue(_ value: PropertyValue, forKeyPath keyPath: String, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.set(keyPath: keyPath, value: value), layer: layer)
  }

  /// Sets a value written as a scene file writes it (`[x, y]`, `"#ff8800"`, `"additive"`), for
  /// callers holding plain numbers and strings (the C library, Python).
  public func setValue(json: JSONValue, forKeyPath keyPath: String, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.set(keyPath: keyPath, value: liveValue(json, forKeyPath: keyPath, layer: layer)), layer: layer)
  }

  /// Sets a property's value now and animates it there over `duration` seconds from where it
  /// shows now (Core Animation's implicit animation).
  public func setValue<Value: PropertyValueConvertible>(
    _ value: Value, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction = .default, layer: Int = 0
  ) throws(LiveChangeError) {
    try setValue(
      value.propertyValue, forKeyPath: keyPath, animatedOver: duration,
      timingFunction: timingFunction, layer: layer)
  }

  /// Adds `animation` now (its `beginTime` counts from now), replacing one with the same key.
  public func add(_ animation: PropertyAnimation, forKey key: String?, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.addAnimation(animation, key: key), layer: layer)
  }

  /// Removes the animation added with `key`, now; its property returns to its model value.
  public func removeAnimation(forKey key: String, layer: Int = 0) throws(LiveChangeError) {
    try change(.removeAnimation(key: key), layer: layer)
  }

  /// Removes every animation of the layer, now.
  public func removeAllAnimations(layer: Int = 0) throws(LiveChangeError) {
    try change(.removeAllAnimations, layer: layer)
  }

  /// Inserts `cell` into the layer's `emitterCells` (or, with `parent`, a dotted name path such
  /// as `rocket`, into that cell's) at `index` among the cells there (the end when nil); it
  /// starts emitting now. With `ofMask`, into the layer's mask's emitter cells (below).
  public func insertCell(
    _ cell: EmitterCell, at index: Int? = nil, parent: String? = nil, ofMask: Bool = false,
    layer: Int = 0
  ) throws(LiveChangeError) {
    try change(.insertCell(cell, at: index, parent: parent), ofMask: ofMask, layer: layer)
  }

  /// Removes the cell at the dotted name path `path` (`smoke`, `rocket.spark`) now: it emits no
  /// more; its live particles live out their lifetimes, drawn as before. With `ofMask`, the
  /// mask's emitter's cell.
  public func removeCell(named path: String, ofMask: Bool = false, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.removeCell(path: path), ofMask: ofMask, layer: layer)
  }

  /// Replaces the layer's `emitterCells` (or those of the cell at `parent`) now: the cells there
  /// are removed as `removeCell` removes one, and `cells` start emitting. With `ofMask`, the
  /// mask's emitter's (a `CAEmitterLayer` mask's `emitterCells = […]`).
  public func setCells(
    _ cells: [EmitterCell], parent: String? = nil, ofMask: Bool = false, layer: Int = 0
  ) throws(LiveChangeError) {
    try change(.setCells(cells, parent: parent), ofMask: ofMask, layer: layer)
  }

  /// Inserts `behavior` into the layer's `emitterBehaviors` at `index` (the end when nil), now.
  /// With `ofMask`, into the mask's emitter's.
  public func insertBehavior(
    _ behavior: EmitterBehavior, at index: Int? = nil, ofMask: Bool = false, layer: Int = 0
  ) throws(LiveChangeError) {
    try change(.insertBehavior(behavior, at: index), ofMask: ofMask, layer: layer)
  }

  /// Removes the layer's behaviour named `name` (with `ofMask`, the mask's emitter's), now.
  public func removeBehavior(named name: String, ofMask: Bool = false, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.removeBehavior(name: name), ofMask: ofMask, layer: layer)
  }

  /// Replaces the layer's `emitterBehaviors` (with `ofMask`, the mask's emitter's), now.
  public func setBehaviors(_ behaviors: [EmitterBehavior], ofMask: Bool = false, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.setBehaviors(behaviors), ofMask: ofMask, layer: layer)
  }

  /// Replaces the own behaviours of the cell at the dotted name path `cell` (`rocket.spark`;
  /// CAEmitterCell's private `emitterBehaviors`), now: they act on its live particles at once.
  /// With `ofMask`, a cell of the mask's emitter.
  public func setBehaviors(
    _ behaviors: [EmitterBehavior], ofCell cell: String, ofMask: Bool = false, layer: Int = 0
  ) throws(LiveChangeError) {
    try change(.setBehaviors(behaviors, cell: cell), ofMask: ofMask, layer: layer)
  }

  /// Names the cell at the dotted name path `path` (`rocket.spark`) `name`, now (CAEmitterCell's
  /// `name` set while it shows): it keeps its particles and its animations, and key paths reach
  /// it by the new name from now on (`emitterCells.rocket.emitterCells.NAME.birthRate`). With
  /// `ofMask`, a cell of the mask's emitter (`mask.emitterCells.NAME.birthRate` from then on).
  public func renameCell(named path: String, to name: String, ofMask: Bool = false, layer: Int = 0)
    throws(LiveChangeError)
  {
    try change(.renameCell(path: path, to: name), ofMask: ofMask, layer: layer)
  }

  /// `action`, a cell or behaviour change, now: of layer `layer`, or with `ofMask` of that
  /// layer's mask's emitter (a `CAEmitterLayer` used as its `mask`; `LayerChange.ofMask`), which
  /// runs on the layer's clock: the change is scheduled at the layer's current time, kept in
  /// `recording` as the layer's event with `"mask": true`, and refused when the mask emits
  /// nothing.
  package func change(_ action: LayerChange.Action, ofMask: Bool, layer: Int)
    throws(LiveChangeError)
  {
    guard ofMask else { return try change(action, layer: layer) }
    let layers = projectedModel.layers.count
    guard (0..<layers).contains(layer) else {
      throw LiveChangeError(
        keyPath: "", value: "\(layer)", expected: "0..<\(layers)",
        message: "no layer \(layer); the scene has \(layers)")
    }
    var made = LayerChange(action, at: layerTime(layer))
    made.ofMask = true
    try schedule(made, layer: layer)
  }

  /// Inserts `layer` (with its sublayers, cells, behaviours, animations and events) among the
  /// top-level layers at `index` (the end when nil), now: CALayer's `addSublayer(_:)` on the
  /// canvas. Its `beginTime`, `speed` and `timeOffset` are in scene time, as a top-level layer's
  /// are; it is simulated from now on, never back-filled. It takes the next flat index
  /// (`layerCount`), its sublayers the ones after, so calls can address it at once.
  public func insertLayer(_ layer: EmitterLayer, at index: Int? = nil) throws(LiveChangeError) {
    try scheduleOnCanvas(LayerChange(.insertSublayer(layer, at: index), at: time))
  }

  /// Removes the top-level layer at `index` among the top-level layers now, with its subtree
  /// (CALayer's `removeFromSuperlayer()`): from now it draws nothing, emits nothing, and its
  /// particles are gone. Its flat index stays taken.
  public func removeLayer(at index: Int) throws(LiveChangeError) {
    try scheduleOnCanvas(LayerChange(.removeSublayer(at: index), at: time))
  }

  /// Sets layer `layer`'s clock now (CALayer's `beginTime`, `speed` and `timeOffset` changed
  /// while it shows): from now its local time is `(t - beginTime) × speed + timeOffset` of
  /// scene time `t`. Speed 0 pauses it (its particles hold still, drawn); a clock that carries on
  /// from the layer's time resumes it. Time the clock skips ahead is simulated (at most
  /// `LayerChange.longestTimeJump`); time it goes back is waited out.
  public func setTiming(
    layer: Int, beginTime: Double, speed: Double, timeOffset: Double
  ) throws(LiveChangeError) {
    try scheduleOnCanvas(
      LayerChange(
        .setTiming(layer: layer, beginTime: beginTime, speed: speed, timeOffset: timeOffset),
        at: time))
  }

  /// `count` particles of top-level cell `cell`, born now, on top of its steady rate.
  public func burst(_ count: Int, cell: String, layer: Int = 0) throws(EmissionControlError) {
    try emission(.burst(count, cell: cell, at: 0), layer: layer)
  }

  /// Emission for `duration` seconds from now, tapering as `1 - taper(elapsed / duration)`, then
  /// closed; every layer when `layer` is nil.
  public func emit(for duration: Double, taper: MediaTimingFunction? = nil, layer: Int? = nil)
    throws(EmissionControlError)
  {
    try emission(.emit(for: duration, taper: taper, at: 0), layer: layer)
  }

  /// No new top-level births from now; live particles, and the sub-cells they emit, live out.
  public func stop(layer: Int? = nil) throws(EmissionControlError) {
    try emission(EmissionEvent(.stop, at: 0), layer: layer)
  }

  /// Emission open again from now where the layer's animations and cell windows are; nothing
  /// is back-filled.
  public func start(layer: Int? = nil) throws(EmissionControlError) {
    try emission(EmissionEvent(.start, at: 0), layer: layer)
  }

  /// Emission open again from now with the layer's animations and cell windows started over
  /// from 0 (the `beginTime = CACurrentMediaTime()` idiom, without its flurry); live particles
  /// carry on.
  public func restart(layer: Int? = nil) throws(EmissionControlError) {
    try emission(EmissionEvent(.restart, at: 0), layer: layer)
  }

  /// Any live call in the scene file's event form (`LiveEvent`): a change is scheduled at its
  /// `time` (now without one; never earlier than now), an emission call made at its time.
  /// `layer` nil: an `insertSublayer` or `removeSublayer` is the canvas's (top-level layers, in
  /// scene time), an emission call is made on every layer.
  public func apply(_ event: LiveEvent, layer: Int?) throws(LiveEventError) {
    switch event {
    case .change(let change):
      guard layer != nil || change.isCanvasChange else {
        throw LiveEventError(
          message: "a \"\(change.typeName)\" event names one layer (only insertSublayer,"
            + " removeSublayer and setTiming are made on the canvas)")
      }
      do {
        if let layer {
          try schedule(change, layer: layer)
        } else {
          try scheduleOnCanvas(change)
        }
      } catch {
        throw LiveEventError(message: error.description)
      }
    case .emission(let call):
      do {
        try emission(call, layer: layer)
      } catch {
        throw LiveEventError(message: error.description)
      }
    case .setAnimated(let keyPath, let value, let duration, let timingFunction):
      guard let layer else { throw LiveEventError(message: "a \"set\" event names one layer") }
      do {
        try setValue(
          value, forKeyPath: keyPath, animatedOver: duration, timingFunction: timingFunction,
          layer: layer)
      } catch {
        throw LiveEventError(message: error.description)
      }
    }
  }

  /// Any live call as the JSON of a layer's `events` or `emissionEvents` entry, read against
  /// layer `layer` as the calls so far leave it (`layer` nil: an `insertSublayer` or
  /// `removeSublayer` of the canvas, in scene time, or an emission call on every layer).
  public func apply(eventJSON text: String, layer: Int?) throws(LiveEventError) {
    if layer == nil, LiveEvent.isCanvasChange(jsonText: text) {
      try apply(LiveEvent(jsonText: text, layer: EmitterLayer(), now: time), layer: nil)
      return
    }
    let model = projectedModel
    let index = layer ?? 0
    guard model.layers.indices.contains(index) else {
      throw LiveEventError(
        message: "there is no layer \(index); the scene has \(model.layers.count)")
    }
    let renames = (self as? any CellRenameHistory)?.cellRenames(layer: index) ?? []
    let event = try LiveEvent(
      jsonText: text, layer: model.layerWithMaskEmitter(index), now: layerTime(index),
      renames: renames)
    try apply(event, layer: layer)
  }

  /// A value written as a scene file writes it, read for the property at `keyPath` of layer
  /// `layer` as the calls so far leave it.
  func liveValue(_ json: JSONValue, forKeyPath keyPath: String, layer: Int)
    throws(LiveChangeError) -> PropertyValue
  {
    let model = projectedModel
    guard model.layers.indices.contains(layer) else {
      throw LiveChangeError(
        keyPath: keyPath, value: "layer \(layer)", expected: "0..<\(model.layers.count)",
        message: "there is no layer \(layer); the scene has \(model.layers.count)")
    }
    return try model.layerWithMaskEmitter(layer).liveValue(json, forKeyPath: keyPath)
  }
}

/// A simulation that keeps its layers' live renames (the step planner's), so an event read from
/// JSON that names a cell by its old name is refused with both names. Package-wide, so the public
/// `LiveSimulation` does not grow; a simulation without it reads events with no renames.
package protocol CellRenameHistory {
  /// Layer `layer`'s live renames so far, old dotted name path -> new, in the order made.
  func cellRenames(layer: Int) -> [(from: String, to: String)]
}
