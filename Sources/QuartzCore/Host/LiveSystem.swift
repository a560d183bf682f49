internal import EmitterKit
import Foundation

/// The one place QuartzCore calls `ParticleSystem`: every live call a displayed layer tree
/// makes goes through here, so a change of the façade's live API changes this type only.
final class LiveSystem {
  private let system: ParticleSystem

  init(scene: Scene, pixelScale: Double, backend: ParticleSystem.Backend)
    throws(ParticleSystemError)
  {
    system = try ParticleSystem(scene: scene, pixelScale: pixelScale, backend: backend)
  }

  /// What draws (never `.auto`: the choice it made).
  var backend: ParticleSystem.Backend { system.backend }

  /// Scene time reached, seconds.
  var time: Double { system.time }
  /// The scene with every live change applied.
  var model: Scene { system.model }
  /// The scene plus every live change as timed events.
  var recording: Scene { system.recording }
  /// Whether live changes are kept for `recording`.
  var isRecording: Bool {
    get { system.isRecording }
    set { system.isRecording = newValue }
  }
  /// The canvas in pixels.
  var pixelWidth: Int { system.view.pixelWidth }
  var pixelHeight: Int { system.view.pixelHeight }

  /// Advances the simulation to scene time `t` (earlier times are ignored).
  func advance(to t: Double) throws(ParticleSystemError) {
    guard t > system.time else { return }
    try system.update(to: t)
  }

  func set(_ value: PropertyValue, forKeyPath keyPath: String, layer: Int) throws(LiveChangeError) {
    try system.setValue(value, forKeyPath: keyPath, layer: layer)
  }

  /// Adds an animation whose `beginTime` counts from the layer's current time.
  func add(_ animation: PropertyAnimation, forKey key: String?, layer: Int) throws(LiveChangeError)
  {
    try system.add(animation, forKey: key, layer: layer)
  }

  func removeAnimation(forKey key: String, layer: Int) throws(LiveChangeError) {
    try system.removeAnimation(forKey: key, layer: layer)
  }

  func removeAllAnimations(layer: Int) throws(LiveChangeError) {
    try system.removeAllAnimations(layer: layer)
  }

  /// Replaces the cells of layer `layer` (or of its cell at `parent`); with `ofMask`, its
  /// mask's emitter's.
  func setCells(_ cells: [EmitterCell], parent: String?, ofMask: Bool = false, layer: Int)
    throws(LiveChangeError)
  {
    try system.setCells(cells, parent: parent, ofMask: ofMask, layer: layer)
  }

  /// Replaces layer `layer`'s behaviours; with `ofMask`, its mask's emitter's.
  func setBehaviors(_ behaviors: [EmitterBehavior], ofMask: Bool = false, layer: Int)
    throws(LiveChangeError)
  {
    try system.setBehaviors(behaviors, ofMask: ofMask, layer: layer)
  }

  /// Whether layer `layer`'s mask emits, as the calls so far leave it (its cells are then
  /// changed as its emitter's; a mask that starts to emit is set whole).
  func maskEmits(layer: Int) -> Bool {
    let model = system.projectedModel
    return model.layers.indices.contains(layer)
      && model.layerWithMaskEmitter(layer).mask?.emitter != nil
  }

  /// Replaces the own behaviours of the cell at the dotted name path `cell`.
  func setBehaviors(
    _ behaviors: [EmitterBehavior], ofCell cell: String, ofMask: Bool = false, layer: Int
  ) throws(LiveChangeError) {
    try system.setBehaviors(behaviors, ofCell: cell, ofMask: ofMask, layer: layer)
  }

  /// Replaces layer `layer`'s mask whole (`setMask`): a mask that emits starts emitting now.
  func setMask(_ mask: LayerMask, layer: Int) throws(LiveChangeError) {
    try system.change(.setMask(mask), layer: layer)
  }

  /// Names the cell at the dotted name path `path` `name`: the same cell, by its new name.
  func renameCell(named path: String, to name: String, ofMask: Bool = false, layer: Int)
    throws(LiveChangeError)
  {
    try system.renameCell(named: path, to: name, ofMask: ofMask, layer: layer)
  }

  /// Layer `layer`'s engine clock from now (`(t - beginTime) × speed + timeOffset` of scene time).
  func setTiming(layer: Int, beginTime: Double, speed: Double, timeOffset: Double)
    throws(LiveChangeError)
  {
    try system.setTiming(layer: layer, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
  }

  /// The flat index the next inserted layer takes (removed layers keep theirs).
  var layerCount: Int { system.layerCount }

  /// Inserts `sublayer` (with its subtree, its timing in the superlayer's time) into the
  /// sublayers of layer `superlayer` at `position` (the end when nil), now: at
  /// `superlayerTime`, the superlayer's current layer time. Its layers take the next flat
  /// indices, depth first.
  func insertSublayer(
    _ sublayer: EmitterLayer, at position: Int?, superlayer: Int, superlayerTime: Double
  ) throws(LiveChangeError) {
    try system.schedule(
      LayerChange(.insertSublayer(sublayer, at: position), at: superlayerTime), layer: superlayer)
  }

  /// Inserts `layer` (with its subtree, its timing in scene time) among the top-level layers
  /// at `position`, now: a layer added to a canvas root. Its layers take the next flat
  /// indices, depth first.
  func insertLayer(_ layer: EmitterLayer, at position: Int?) throws(LiveChangeError) {
    try system.insertLayer(layer, at: position)
  }

  /// Removes the top-level layer at `position` among the top-level layers, now: a layer
  /// removed from a canvas root. It draws nothing more and its particles are gone.
  func removeLayer(at position: Int) throws(LiveChangeError) {
    try system.removeLayer(at: position)
  }

  /// Removes sublayer `position` of layer `superlayer`'s current sublayers, now (at the
  /// superlayer's current layer time): it draws nothing more and its particles are gone.
  func removeSublayer(at position: Int, superlayer: Int, superlayerTime: Double)
    throws(LiveChangeError)
  {
    try system.schedule(
      LayerChange(.removeSublayer(at: position), at: superlayerTime), layer: superlayer)
  }

  func snapshot() throws(ParticleSystemError) -> ParticleSnapshot { try system.snapshot() }

  func liveCount() throws(ParticleSystemError) -> Int { try system.liveCount() }

  func draw(into target: ParticleSystem.DrawTarget) throws(ParticleSystemError) {
    try system.draw(into: target)
  }

  /// The canvas as it shows now over `background`: the façade's offscreen image.
  func image(over background: Color) throws(ParticleSystemError) -> RGBAImage {
    system.backgroundColor = background
    return try system.image()
  }

  func resize(to size: Size) throws(ParticleSystemError) { try system.resize(to: size) }

  func destroy() throws(ParticleSystemError) { try system.destroy() }
}
