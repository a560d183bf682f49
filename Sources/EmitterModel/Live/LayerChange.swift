/// A change made to a running layer, at a moment of its layer time: what CALayer's
/// `setValue(_:forKeyPath:)`, `add(_:forKey:)`, `removeAnimation(forKey:)` and
/// `removeAllAnimations()` do to a live CAEmitterLayer.
///
/// The simulators take these calls at their current time and keep each one as an event of the
/// layer's timeline (`EmitterLayer.events`, `events` in scene files), so a recording
/// is the scene plus its events, and replaying it gives the same particles. Semantics
/// (docs/SEMANTICS.md, "Live changes"): values drawn at birth stay as they were born, births
/// after the change use the new values, and values read every step act on live particles at once.
public struct LayerChange: Hashable, Sendable {
  /// What a live change does.
  public enum Action: Hashable, Sendable {
    /// A property's model value, by key path (`emitterPosition`, `emitterCells.smoke.birthRate`).
    case set(keyPath: String, value: PropertyValue)
    /// An animation added now: its `beginTime` counts from the change's moment. An earlier
    /// animation with the same key is removed first, as Core Animation does.
    case addAnimation(PropertyAnimation, key: String?)
    /// The animation added with `key`; nothing when there is none.
    case removeAnimation(key: String)
    /// Every animation of the layer removed.
    case removeAllAnimations
    /// A behaviour added to the layer's `emitterBehaviors` at `index` (the end when nil): it acts
    /// on every live particle from now on.
    case insertBehavior(EmitterBehavior, at: Int?)
    /// The behaviour named `name` taken away; animations of its keys then do nothing.
    case removeBehavior(name: String)
    /// The whole `emitterBehaviors` array replaced: the layer's (`cell` nil, CAEmitterLayer's
    /// `emitterBehaviors = […]`) or the own behaviours of the cell at the dotted name path `cell`
    /// (`rocket.spark`; CAEmitterCell's private `emitterBehaviors`). They act on that cell's live
    /// particles from now on, as a layer's do.
    case setBehaviors([EmitterBehavior], cell: String? = nil)
    /// A cell added to `emitterCells` of the layer (`parent` nil) or of the cell at the dotted
    /// name path `parent` (`rocket`, `rocket.trail`), at `index` (the end when nil): it starts
    /// emitting at the change's moment.
    case insertCell(EmitterCell, at: Int?, parent: String?)
    /// The cell at the dotted name path `path` (`smoke`, `rocket.spark`) taken away: it emits no
    /// more and its live particles live out their lifetimes, drawn as before.
    case removeCell(path: String)
    /// The whole `emitterCells` array of the layer (or of the cell at `parent`) replaced
    /// (CAEmitterLayer's `emitterCells = […]`): every cell there is removed, the given cells
    /// start emitting now.
    case setCells([EmitterCell], parent: String?)
    /// The cell at the dotted name path `path` (`rocket.spark`) named `name` (CAEmitterCell's
    /// `name` set while it shows): the same cell, its particles, slots and serials kept; from now
    /// on key paths reach it by the new name. The layer's animations that name it by the old
    /// path are re-pointed to the new one; later changes naming the old path are refused
    /// (docs/SEMANTICS.md, "Live changes"). A name a live sibling has is refused.
    case renameCell(path: String, to: String)
    /// A layer (with its sublayers, cells, behaviours, animations and events) added to this
    /// layer's `sublayers` at `index` among its current sublayers (the end when nil), from the
    /// change's moment (CALayer's `insertSublayer(_:at:)`, `addSublayer(_:)`). Its `beginTime`
    /// is in this layer's time, as in Core Animation; it is simulated from the insertion on,
    /// never back-filled (docs/SEMANTICS.md, "Sublayers inserted and removed"). It takes the
    /// next flat layer index (`Scene.flattened`'s order), its sublayers the ones after.
    case insertSublayer(EmitterLayer, at: Int?)
    /// The sublayer at `index` of this layer's current `sublayers` taken away with its subtree
    /// (CALayer's `removeFromSuperlayer()`): from the change's moment it draws nothing, emits
    /// nothing, and its particles are gone. Its flat index stays taken, by nothing.
    case removeSublayer(at: Int)
    /// Layer `layer`'s clock (its flat index), from the change's moment in scene time: its local
    /// time runs as `(t - beginTime) × speed + timeOffset` of scene time `t` (CALayer's
    /// `beginTime`, `speed` and `timeOffset` set while it shows, as iOS code pauses and resumes a
    /// layer). A canvas change: the clock that stops a layer could not carry the change that
    /// restarts it. Particles keep what they are; time the new clock skips ahead is simulated
    /// (at most `LayerChange.longestTimeJump`), time it goes back is waited out.
    case setTiming(layer: Int, beginTime: Double, speed: Double, timeOffset: Double)
    /// The layer's mask replaced by `mask` as a whole (CALayer's `mask` set to another layer
    /// while it shows): from the change's moment the layer draws through the new mask. A mask
    /// that emits starts emitting then, its emitter a layer of its own that takes the next flat
    /// index (as an inserted sublayer does), simulated from the change on, never back-filled;
    /// the old mask's particles are gone with it (docs/SEMANTICS.md, "Mask").
    case setMask(LayerMask)
  }

  /// The most layer time a timing change may skip ahead at once (simulated in steps, as a
  /// prewarm is): an hour.
  public static let longestTimeJump = 3600.0

  /// Layer time (seconds) at which it happens.
  public var time: Double
  /// What it changes.
  public var action: Action
  /// For `insertSublayer` (and `setMask` of a mask that emits: its emitter's layer): the flat
  /// index (`Scene.flattened`'s order) its layer takes, written by a running system into its
  /// recording so a replay numbers inserted layers as the run did
  /// (a recording's calls on several layers interleave in an order the file's layout cannot
  /// show). Nil: the next free index, in the order the scene's events are read.
  package var layerIndex: Int?
  /// Whether a cell or behaviour change (`insertCell`, `removeCell`, `setCells`, `renameCell`,
  /// `insertBehavior`, `removeBehavior`, `setBehaviors`) is of the layer's mask's emitter (a
  /// `CAEmitterLayer` used as the layer's `mask`), as `mask.KEY` is of its keys (a scene file
  /// writes `"mask": true`; the live verbs take `ofMask:`): it acts on the layer the emitter
  /// runs as, as that layer's own (`liftedToMaskEmitter`), and is refused when the mask emits
  /// nothing. Any other change with it is refused.
  public var ofMask = false

  /// `action` at layer time `time`.
  public init(_ action: Action, at time: Double) {
    self.action = action
    self.time = time
  }

  /// The event's `type` as a scene file writes it.
  package var typeName: String {
    switch action {
    case .set: "set"
    case .addAnimation: "addAnimation"
    case .removeAnimation: "removeAnimation"
    case .removeAllAnimations: "removeAllAnimations"
    case .insertBehavior: "insertBehavior"
    case .removeBehavior: "removeBehavior"
    case .setBehaviors: "setBehaviors"
    case .insertCell: "insertCell"
    case .removeCell: "removeCell"
    case .setCells: "setCells"
    case .renameCell: "renameCell"
    case .insertSublayer: "insertSublayer"
    case .removeSublayer: "removeSublayer"
    case .setTiming: "setTiming"
    case .setMask: "setMask"
    }
  }

  /// The scene-file `type`s, for messages.
  package static let typeNames = [
    "set", "addAnimation", "removeAnimation", "removeAllAnimations", "insertBehavior",
    "removeBehavior", "setBehaviors", "insertCell", "removeCell", "setCells", "renameCell",
    "insertSublayer", "removeSublayer", "setTiming", "setMask",
  ]

  /// Whether the change adds or takes away sublayers (layers of the flat list), not cells.
  package var changesSublayers: Bool {
    switch action {
    case .insertSublayer, .removeSublayer: true
    default: false
    }
  }

  /// The layer a change brings into the flat list: an inserted sublayer (with its sublayers), or
  /// the emitter of a mask set as a whole, as the layer it is simulated as (with the events of
  /// its keys a scene file gives after the change, `Scene+MaskEmitters`); nil for other changes.
  package var insertedLayer: EmitterLayer? {
    switch action {
    case .insertSublayer(let layer, _): layer
    case .setMask(let mask):
      mask.emitterLayer.map { layer in
        var layer = layer
        layer.events = mask.emitter?.events ?? []
        return layer
      }
    default: nil
    }
  }

  /// The key path a change names, for messages.
  package var keyPath: String {
    switch action {
    case .set(let keyPath, _): keyPath
    case .addAnimation(let animation, _): animation.keyPath
    case .removeAnimation(let key): key
    case .removeAllAnimations: ""
    case .insertBehavior(let behavior, _): "emitterBehaviors" + (behavior.name.map { ".\($0)" } ?? "")
    case .removeBehavior(let name): "emitterBehaviors.\(name)"
    case .setBehaviors(_, nil): "emitterBehaviors"
    case .setBehaviors(_, let cell?): EmitterLayer.cellKeyPath(cell) + ".emitterBehaviors"
    case .renameCell(let path, _): EmitterLayer.cellKeyPath(path)
    case .insertCell(let cell, _, let parent):
      EmitterLayer.cellKeyPath(parent) + (cell.name.map { ".\($0)" } ?? "")
    case .removeCell(let path): EmitterLayer.cellKeyPath(path)
    case .setCells(_, let parent): EmitterLayer.cellKeyPath(parent)
    case .insertSublayer: EmitterLayer.sublayersKeyPath
    case .removeSublayer(let index): "\(EmitterLayer.sublayersKeyPath)[\(index)]"
    case .setTiming: "setTiming"
    case .setMask: "mask"
    }
  }

  /// Whether the change adds or removes cells, renumbering the flat cell table.
  package var isStructural: Bool {
    switch action {
    case .insertCell, .removeCell, .setCells: true
    // A sub-cell's new rate respawns it (`EmitterLayer+LiveCells.swift`).
    case .set(let keyPath, _): EmitterLayer.subCellRespawnPath(keyPath) != nil
    default: false
    }
  }
}

/// Why a live change was refused; nothing was changed. The message names the key path, the
/// value, the allowed range and the nearest valid name, as scene-file messages do.
public struct LiveChangeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The key path (or animation key) the change named.
  public var keyPath: String
  /// The value as written, where one was given.
  public var value: String?
  /// What would have been accepted.
  public var expected: String?
  /// The whole message, naming the key path, the value and what is allowed.
  public var message: String

  /// An error for `keyPath` with the value given and the range accepted.
  package init(keyPath: String, value: String? = nil, expected: String? = nil, message: String) {
    self.keyPath = keyPath
    self.value = value
    self.expected = expected
    self.message = message
  }

  /// The message, prefixed with the key path when it does not already start with it.
  public var description: String {
    keyPath.isEmpty || message.hasPrefix(keyPath) ? message : "\(keyPath): \(message)"
  }
}
