import CoreGraphics
internal import EmitterModel
import Foundation

/// A template for particles (Core Animation's CAEmitterCell): what each particle of the cell
/// looks like, how it moves and how it changes over its life, with Apple's names, types and
/// defaults. Ranges are drawn per particle at birth. The private keys iOS code reaches through
/// key-value coding (`particleType`, `orientationRange`, `mass`, `emitterBehaviors`, …) are
/// read and written by `setValue(_:forKey:)` and `value(forKey:)`.
///
/// A cell of a displayed layer is live: a property set on it, or on the layer by key path
/// (`emitterCells.NAME.birthRate`), changes the running system at the next commit. Only named
/// cells can be reached that way, as on iOS.
open class CAEmitterCell: NSObject, CAMediaTiming {
  /// The cell's own keys in the scene model's form; sub-cells and behaviours are objects.
  var model = EmitterCell()
  /// The colour and contents objects as given, so they read back as the same objects.
  var objects = CellObjects()
  var customValues: [String: Any] = [:]
  var subcellList: [CAEmitterCell]?
  var behaviorList: [CAEmitterBehavior] = []
  /// The layers and cells whose `emitterCells` hold this cell.
  var owners: [WeakOwner] = []

  /// A cell with Apple's defaults: opaque white, enabled, no birth rate and no lifetime (it
  /// emits nothing until they are set).
  public override init() { super.init() }

  /// Cells are not archived on Linux: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The default value of `key` for a cell that has not set it.
  open class func defaultValue(forKey key: String) -> Any? { CellKeys.defaultValue(forKey: key) }

  /// Whether `key` is archived (always true: kept for source compatibility).
  open func shouldArchiveValue(forKey key: String) -> Bool { true }

  /// Names the cell in key paths (`emitterCells.NAME.birthRate`).
  open var name: String? {
    get { model.name }
    set { setCell(newValue.map(PropertyValue.string) ?? .unset, forKey: "name") }
  }

  /// Whether the cell emits and draws; a disabled cell's particles are hidden, not killed.
  open var isEnabled: Bool {
    get { model.enabled }
    set { setCell(.bool(newValue), forKey: "enabled") }
  }

  /// Particles per second per emitter (the layer, or each parent particle of a sub-cell).
  open var birthRate: Float {
    get { Float(model.birthRate) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "birthRate") }
  }

  /// Seconds each particle lives (times the layer's `lifetime`).
  open var lifetime: Float {
    get { Float(model.lifetime) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "lifetime") }
  }

  /// How far each particle's lifetime varies, seconds.
  open var lifetimeRange: Float {
    get { Float(model.lifetimeRange) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "lifetimeRange") }
  }

  /// Tilt of the emission direction toward +z, radians.
  open var emissionLatitude: CGFloat {
    get { CGFloat(model.emissionLatitude) }
    set { setCell(.number(Double(newValue)), forKey: "emissionLatitude") }
  }

  /// Emission direction in the layer plane from the shape's direction, radians (π/2 is down on
  /// iOS).
  open var emissionLongitude: CGFloat {
    get { CGFloat(model.emissionLongitude) }
    set { setCell(.number(Double(newValue)), forKey: "emissionLongitude") }
  }

  /// The cone around the emission direction particles spread over, radians.
  open var emissionRange: CGFloat {
    get { CGFloat(model.emissionRange) }
    set { setCell(.number(Double(newValue)), forKey: "emissionRange") }
  }

  /// Starting speed, points per second (times the layer's `velocity`).
  open var velocity: CGFloat {
    get { CGFloat(model.velocity) }
    set { setCell(.number(Double(newValue)), forKey: "velocity") }
  }

  /// How far the starting speed varies, points per second.
  open var velocityRange: CGFloat {
    get { CGFloat(model.velocityRange) }
    set { setCell(.number(Double(newValue)), forKey: "velocityRange") }
  }

  /// Acceleration along x, points per second squared (acts on particles in flight).
  open var xAcceleration: CGFloat {
    get { CGFloat(model.xAcceleration) }
    set { setCell(.number(Double(newValue)), forKey: "xAcceleration") }
  }

  /// Acceleration along y (down on iOS), points per second squared.
  open var yAcceleration: CGFloat {
    get { CGFloat(model.yAcceleration) }
    set { setCell(.number(Double(newValue)), forKey: "yAcceleration") }
  }

  /// Acceleration along z, points per second squared.
  open var zAcceleration: CGFloat {
    get { CGFloat(model.zAcceleration) }
    set { setCell(.number(Double(newValue)), forKey: "zAcceleration") }
  }

  /// Size of each particle relative to its contents (times the layer's `scale`); 1 by default.
  open var scale: CGFloat {
    get { CGFloat(model.scale) }
    set { setCell(.number(Double(newValue)), forKey: "scale") }
  }

  /// How far the starting scale varies.
  open var scaleRange: CGFloat {
    get { CGFloat(model.scaleRange) }
    set { setCell(.number(Double(newValue)), forKey: "scaleRange") }
  }

  /// Change of scale per second.
  open var scaleSpeed: CGFloat {
    get { CGFloat(model.scaleSpeed) }
    set { setCell(.number(Double(newValue)), forKey: "scaleSpeed") }
  }

  /// Rotation rate, radians per second (clockwise on iOS); times the layer's `spin`.
  open var spin: CGFloat {
    get { CGFloat(model.spin) }
    set { setCell(.number(Double(newValue)), forKey: "spin") }
  }

  /// How far the spin varies, radians per second.
  open var spinRange: CGFloat {
    get { CGFloat(model.spinRange) }
    set { setCell(.number(Double(newValue)), forKey: "spinRange") }
  }

  /// The mean colour multiplied into the contents; opaque white by default (nil sets white).
  open var color: CGColor? {
    get { objects.color ?? model.color.cgColor }
    set { setCellColor(newValue) }
  }

  /// How far red varies per particle.
  open var redRange: Float {
    get { Float(model.redRange) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "redRange") }
  }

  /// How far green varies per particle.
  open var greenRange: Float {
    get { Float(model.greenRange) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "greenRange") }
  }

  /// How far blue varies per particle.
  open var blueRange: Float {
    get { Float(model.blueRange) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "blueRange") }
  }

  /// How far alpha varies per particle.
  open var alphaRange: Float {
    get { Float(model.alphaRange) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "alphaRange") }
  }

  /// Change of red per second.
  open var redSpeed: Float {
    get { Float(model.redSpeed) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "redSpeed") }
  }

  /// Change of green per second.
  open var greenSpeed: Float {
    get { Float(model.greenSpeed) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "greenSpeed") }
  }

  /// Change of blue per second.
  open var blueSpeed: Float {
    get { Float(model.blueSpeed) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "blueSpeed") }
  }

  /// Change of alpha per second (negative fades particles out).
  open var alphaSpeed: Float {
    get { Float(model.alphaSpeed) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "alphaSpeed") }
  }

  /// What each particle draws: a `CGImage` (or, from a program importing EmitterKit, one of its
  /// `Contents`); nil draws nothing (the particle still moves and emits its sub-cells).
  open var contents: Any? {
    get { objects.contents }
    set { setCellContents(newValue, forKey: "contents") }
  }

  /// The part of the contents drawn, unit coordinates.
  open var contentsRect: CGRect {
    get { model.contentsRect.cgRect }
    set { setCell(.rect(Rect(newValue)), forKey: "contentsRect") }
  }

  /// Image pixels per point of the contents.
  open var contentsScale: CGFloat {
    get { CGFloat(model.contentsScale) }
    set { setCell(.number(Double(newValue)), forKey: "contentsScale") }
  }

  /// The filter used when particles are drawn smaller than their contents (`"linear"`).
  open var minificationFilter: String {
    get { model.minificationFilter.rawValue }
    set { setCell(.string(newValue), forKey: "minificationFilter") }
  }

  /// The filter used when particles are drawn larger than their contents (`"linear"`).
  open var magnificationFilter: String {
    get { model.magnificationFilter.rawValue }
    set { setCell(.string(newValue), forKey: "magnificationFilter") }
  }

  /// The mipmap bias of the minification filter.
  open var minificationFilterBias: Float {
    get { Float(model.minificationFilterBias) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "minificationFilterBias") }
  }

  /// Sub-cells each particle of this cell emits from where it is, aimed relative to its motion.
  open var emitterCells: [CAEmitterCell]? {
    get { subcellList }
    set { setSubcells(newValue) }
  }

  /// Default values for keys not set (stored).
  open var style: [AnyHashable: Any]?

  /// When the cell starts emitting, in its parent's time (the layer's, or a parent particle's
  /// age).
  open var beginTime: CFTimeInterval {
    get { model.timing.beginTime }
    set { setCell(.number(newValue), forKey: "beginTime") }
  }

  /// How long the cell emits; 0 (the default) is for ever, as Core Animation reads it.
  open var duration: CFTimeInterval {
    get { model.timing.duration == .infinity ? 0 : model.timing.duration }
    set { setCell(.number(newValue == 0 ? .infinity : newValue), forKey: "duration") }
  }

  /// How fast the cell's time runs; its emission rate scales with it.
  open var speed: Float {
    get { Float(model.timing.speed) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "speed") }
  }

  /// Seconds added to the cell's time.
  open var timeOffset: CFTimeInterval {
    get { model.timing.timeOffset }
    set { setCell(.number(newValue), forKey: "timeOffset") }
  }

  /// How many times the emission window repeats.
  open var repeatCount: Float {
    get { Float(model.timing.repeatCount) }
    set { setCell(.number(Double(decimal: newValue)), forKey: "repeatCount") }
  }

  /// How long the emission window keeps repeating, seconds.
  open var repeatDuration: CFTimeInterval {
    get { model.timing.repeatDuration }
    set { setCell(.number(newValue), forKey: "repeatDuration") }
  }

  /// Whether each repeat of the window plays backwards after forwards.
  open var autoreverses: Bool {
    get { model.timing.autoreverses }
    set { setCell(.bool(newValue), forKey: "autoreverses") }
  }

  /// What the window does outside its active time (stored: a cell emits only inside it).
  open var fillMode: CAMediaTimingFillMode {
    get { CAMediaTimingFillMode(rawValue: model.timing.fillMode.rawValue) }
    set { setCell(.string(newValue.rawValue), forKey: "fillMode") }
  }

  /// Sets a key: the cell's properties, its private keys (`particleType`, `orientationRange`,
  /// `rotation`, `mass`, `emitterBehaviors`, the sprite-sheet keys) and EmitterKit's
  /// (`maxParticles`), in any form iOS code passes; other keys are stored as given. A wrong
  /// type or range is ignored with a warning.
  open func setValue(_ value: Any?, forKey key: String) { setCellValue(value, forKey: key) }

  /// The value of `key` in its declared type, a stored value, or the default.
  open func value(forKey key: String) -> Any? { cellValue(forKey: key) }

  /// Sets a value by key path (`emitterCells.NAME.KEY` reaches sub-cells).
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    setCellKeyPathValue(value, forKeyPath: keyPath)
  }

  /// The value at a key path.
  open func value(forKeyPath keyPath: String) -> Any? { cellKeyPathValue(forKeyPath: keyPath) }

  /// A description naming the cell.
  open override var description: String {
    "<CAEmitterCell\(name.map { " \"\($0)\"" } ?? "") birthRate = \(birthRate)>"
  }
}

/// Objects given to a cell, kept so they read back as given.
struct CellObjects {
  var color: CGColor?
  var contents: Any?
  /// EmitterKit's `trailContents`, reached by key-value coding only.
  var trailContents: Any?
}

/// A weak reference to a layer or cell holding a cell or behaviour.
struct WeakOwner {
  weak var layer: CALayer?
  weak var cell: CAEmitterCell?
}
