import CoreGraphics
internal import EmitterModel
import Foundation

/// A layer: a rectangle in its superlayer's space with geometry, appearance, timing, animations
/// and sublayers (Core Animation's CALayer).
///
/// A layer holds model values only, no engine state: a tree of layers *is* a scene
/// (`scene(…)`), and in a tree a host displays, each change becomes a live change of the
/// running system when its transaction commits. Every member is declared here so subclasses
/// can override it, as on Apple platforms; the work is done in the `CALayer+…` files.
open class CALayer: NSObject, CAMediaTiming {
  /// This layer's own keys in the scene model's form, geometry always explicit. Sublayers,
  /// cells, behaviours and animations are objects of their own.
  var layerModel: EmitterLayer
  /// Core Animation keys the scene model has no place for.
  var extras = LayerExtras()
  /// The `CGColor`s and contents object as given, so they read back as the same objects.
  var objects = LayerObjects()
  /// Keys that are not Core Animation's, stored as key-value coding stores them.
  var customValues: [String: Any] = [:]
  var sublayerList: [CALayer] = []
  weak var superlayerReference: CALayer?
  /// The layer this one is the `mask` of, if any (a mask has no superlayer).
  weak var maskedLayer: CALayer?
  /// Animations by key, in the order they were added.
  var animationList: [(key: String, animation: CAAnimation)] = []
  /// Animations added to this layer without a key so far: each gets the next number as its
  /// hidden key, so the same calls name them the same in every run (and recording).
  var anonymousAnimationCount = 0
  var needsLayoutFlag = false
  var needsDisplayFlag = false
  /// The hosts that display this layer as their root.
  let hostLinks = HostLinks()
  /// For a presentation copy, the layer it shows.
  var presentedModel: CALayer?

  // MARK: Creating layers

  /// A layer with Core Animation's defaults: zero bounds at (0, 0), opaque, no contents.
  public override init() {
    layerModel = CALayer.defaultModel
    super.init()
  }

  /// A copy of `layer`'s own values (not its sublayers, animations or delegate): how
  /// presentation layers are made, and what a subclass overriding it must call.
  public init(layer: Any) {
    layerModel = (layer as? CALayer)?.layerModel ?? CALayer.defaultModel
    super.init()
    if let other = layer as? CALayer { copyValues(of: other) }
  }

  /// Layers are not archived on Linux: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The model a new layer starts from: EmitterKit's defaults with CALayer's zero frame.
  static let defaultModel: EmitterLayer = {
    var model = EmitterLayer()
    model.position = .zero
    model.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
    return model
  }()

  /// The default value of `key` for a layer that has not set it; nil for keys Core Animation
  /// does not define.
  open class func defaultValue(forKey key: String) -> Any? { LayerDefaults.value(forKey: key) }

  /// Whether a change of `key` means the layer must be redrawn; false for every key here.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// The action for `event` when neither the delegate nor `actions` gives one: a basic
  /// animation of animatable keys, over the transaction's duration and timing function.
  open class func defaultAction(forKey event: String) -> (any CAAction)? {
    LayerActions.defaultAction(forKey: event, emitter: self is CAEmitterLayer.Type)
  }

  // MARK: The layer tree

  /// The sublayers, drawn in order over the layer's own content (by `zPosition` first).
  open var sublayers: [CALayer]? {
    get { sublayerList.isEmpty ? nil : sublayerList }
    set { replaceAllSublayers(with: newValue ?? []) }
  }

  /// The layer this one is a sublayer of.
  open var superlayer: CALayer? { superlayerReference }

  /// Appends `layer` to the sublayers, removing it from its old superlayer first.
  open func addSublayer(_ layer: CALayer) { insertChild(layer, at: sublayerList.count) }

  /// Inserts `layer` among the sublayers at `index` (clamped to the end).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    insertChild(layer, at: Int(index))
  }

  /// Inserts `layer` just below `sibling` (at the start when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insertChild(layer, at: sibling.flatMap(childIndex) ?? 0)
  }

  /// Inserts `layer` just above `sibling` (at the end when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    insertChild(layer, at: sibling.flatMap(childIndex).map { $0 + 1 } ?? sublayerList.count)
  }

  /// Puts `newLayer` where `oldLayer` is among the sublayers; nothing when it is not one.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    replaceChild(oldLayer, with: newLayer)
  }

  /// Takes the layer out of its superlayer's sublayers.
  open func removeFromSuperlayer() { detachFromSuperlayer() }

  // MARK: Geometry

  /// The layer's own coordinate space: its origin and size, in points.
  open var bounds: CGRect {
    get { rect("bounds") }
    set { setModel(.rect(Rect(newValue)), forKey: "bounds") }
  }

  /// Where the anchor point sits in the superlayer's space.
  open var position: CGPoint {
    get { point("position") }
    set { setModel(.point(Point(newValue)), forKey: "position") }
  }

  /// Depth among siblings: higher draws over lower; also moves the layer along +z.
  open var zPosition: CGFloat {
    get { cgFloat("zPosition") }
    set { setModel(.number(Double(newValue)), forKey: "zPosition") }
  }

  /// The point of the bounds, in unit coordinates, placed at `position`; the transform turns
  /// and scales about it. (0.5, 0.5) by default.
  open var anchorPoint: CGPoint {
    get { point("anchorPoint") }
    set { setModel(.point(Point(newValue)), forKey: "anchorPoint") }
  }

  /// The anchor point's z component: the layer's plane sits this far behind the point its
  /// `transform` turns about; 0 by default.
  open var anchorPointZ: CGFloat {
    get { extras.anchorPointZ }
    set {
      guard newValue != extras.anchorPointZ else { return }
      guard newValue.isFinite else {
        return KeyValueDiagnostics.report(
          key: "anchorPointZ", value: "\(newValue)",
          message: "\(newValue) is out of range; allowed any finite number; the value is ignored")
      }
      extras.anchorPointZ = newValue
      noteGeometryChange(forKey: "anchorPointZ", value: .number(Double(newValue)))
    }
  }

  /// Applied to the layer about its anchor point.
  open var transform: CATransform3D {
    get { CATransform3D(model: layerModel.transform) }
    set { setModel(.transform(newValue.model), forKey: "transform") }
  }

  /// Applied to each sublayer about this layer's anchor point; its `m34` gives perspective.
  open var sublayerTransform: CATransform3D {
    get { CATransform3D(model: layerModel.sublayerTransform) }
    set { setModel(.transform(newValue.model), forKey: "sublayerTransform") }
  }

  /// The layer's rectangle in its superlayer: `position - anchorPoint × bounds.size` and the
  /// bounds' size. Setting it sets `bounds.size` (keeping the origin) and `position`. With a
  /// transform, the rectangle read is the bounding box of the transformed bounds.
  open var frame: CGRect {
    get { frameInSuperlayer }
    set { setFrame(newValue) }
  }

  /// The transform as an affine transform (its 2D part).
  open func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }

  /// Sets the transform to an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// Whether the sublayers' geometry is read from the bottom of the bounds up (their
  /// positions, anchor points and transforms mirrored vertically; what they draw stays upright);
  /// false by default, y down as on iOS.
  open var isGeometryFlipped: Bool {
    get { extras.isGeometryFlipped }
    set {
      guard newValue != extras.isGeometryFlipped else { return }
      extras.isGeometryFlipped = newValue
      noteGeometryChange(forKey: "geometryFlipped", value: .bool(newValue))
    }
  }

  /// Whether the contents are drawn flipped: false on Linux, as on iOS.
  open func contentsAreFlipped() -> Bool { false }

  /// `point` in `layer`'s space (or the root's, when nil) expressed in this layer's space.
  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    convertPoint(point, from: layer)
  }

  /// `point` in this layer's space expressed in `layer`'s space (or the root's, when nil).
  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    (layer ?? rootLayer).convertPoint(point, from: self)
  }

  /// `rect` in `layer`'s space expressed in this layer's space (the bounding box of its corners).
  open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    convertRect(rect) { convertPoint($0, from: layer) }
  }

  /// `rect` in this layer's space expressed in `layer`'s space (the bounding box of its corners).
  open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
    convertRect(rect) { (layer ?? rootLayer).convertPoint($0, from: self) }
  }

  /// `time` in `layer`'s local time (media time when nil) expressed in this layer's time.
  open func convertTime(_ time: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    localTime(fromMediaTime: layer?.mediaTime(fromLocalTime: time) ?? time)
  }

  /// `time` in this layer's local time expressed in `layer`'s (media time when nil).
  open func convertTime(_ time: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let media = mediaTime(fromLocalTime: time)
    return layer?.localTime(fromMediaTime: media) ?? media
  }

  /// The farthest descendant (or this layer) whose bounds contain `point`, given in the
  /// superlayer's space; nil when none does. Hidden layers are skipped.
  open func hitTest(_ point: CGPoint) -> CALayer? { hitTestLayer(point) }

  /// Whether `point`, in this layer's space, lies in its bounds.
  open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

  // MARK: Appearance

  /// Multiplies the alpha of everything the layer draws, sublayers included (0...1).
  open var opacity: Float {
    get { float("opacity") }
    set { setModel(.number(Double(decimal: newValue)), forKey: "opacity") }
  }

  /// A hidden layer and its sublayers draw nothing (their particles keep simulating).
  open var isHidden: Bool {
    get { layerModel.isHidden }
    set { setModel(.bool(newValue), forKey: "hidden") }
  }

  /// Fills the bounds, rounded by `cornerRadius`, under the contents; nil draws nothing.
  open var backgroundColor: CGColor? {
    get { color(forKey: "backgroundColor", layerModel.backgroundColor, nilWhenClear: true) }
    set { setColor(newValue, forKey: "backgroundColor") }
  }

  /// Radius of the rounded corners of the background, border and clip, points.
  open var cornerRadius: CGFloat {
    get { cgFloat("cornerRadius") }
    set { setModel(.number(Double(newValue)), forKey: "cornerRadius") }
  }

  /// Clips the contents, the sublayers' particles and the shadow to the rounded bounds.
  open var masksToBounds: Bool {
    get { layerModel.masksToBounds }
    set { setModel(.bool(newValue), forKey: "masksToBounds") }
  }

  /// Width of the border drawn inward from the bounds, points.
  open var borderWidth: CGFloat {
    get { cgFloat("borderWidth") }
    set { setModel(.number(Double(newValue)), forKey: "borderWidth") }
  }

  /// Colour of the border; opaque black by default.
  open var borderColor: CGColor? {
    get { color(forKey: "borderColor", layerModel.borderColor, nilWhenClear: false) }
    set { setColor(newValue, forKey: "borderColor") }
  }

  /// Colour of the shadow; opaque black by default.
  open var shadowColor: CGColor? {
    get { color(forKey: "shadowColor", layerModel.shadowColor, nilWhenClear: false) }
    set { setColor(newValue, forKey: "shadowColor") }
  }

  /// Opacity of the shadow; 0 (the default) draws none.
  open var shadowOpacity: Float {
    get { float("shadowOpacity") }
    set { setModel(.number(Double(decimal: newValue)), forKey: "shadowOpacity") }
  }

  /// Offset of the shadow, points; (0, -3) by default (3 points above the layer on iOS).
  open var shadowOffset: CGSize {
    get { layerModel.shadowOffset.cgSize }
    set { setModel(.size(Size(newValue)), forKey: "shadowOffset") }
  }

  /// Blur radius of the shadow, points; 3 by default.
  open var shadowRadius: CGFloat {
    get { cgFloat("shadowRadius") }
    set { setModel(.number(Double(newValue)), forKey: "shadowRadius") }
  }

  /// The image drawn in the bounds: a `CGImage` (or, from a program importing EmitterKit, one
  /// of its `Contents`); anything else is ignored with a warning.
  open var contents: Any? {
    get { objects.contents }
    set { setContents(newValue) }
  }

  /// Where the contents sit in the bounds and how they scale; `.resize` by default.
  open var contentsGravity: CALayerContentsGravity {
    get { CALayerContentsGravity(rawValue: layerModel.contentsGravity.rawValue) }
    set { setChoice(newValue.rawValue, forKey: "contentsGravity") }
  }

  /// Image pixels per point of the contents.
  open var contentsScale: CGFloat {
    get { cgFloat("contentsScale") }
    set { setModel(.number(Double(newValue)), forKey: "contentsScale") }
  }

  /// The part of the contents drawn, unit coordinates; the whole image by default.
  open var contentsRect: CGRect {
    get { rect("contentsRect") }
    set { setModel(.rect(Rect(newValue)), forKey: "contentsRect") }
  }

  /// The stretchable middle of the contents, unit coordinates of the part drawn: the margins
  /// around it keep their size when the contents are scaled; the whole by default.
  open var contentsCenter: CGRect {
    get { rect("contentsCenter") }
    set { setModel(.rect(Rect(newValue)), forKey: "contentsCenter") }
  }

  /// The filter used when the contents are drawn smaller (stored).
  open var minificationFilter: CALayerContentsFilter {
    get { extras.minificationFilter }
    set { extras.minificationFilter = newValue }
  }

  /// The filter used when the contents are drawn larger (stored).
  open var magnificationFilter: CALayerContentsFilter {
    get { extras.magnificationFilter }
    set { extras.magnificationFilter = newValue }
  }

  /// The mipmap bias of the minification filter (stored).
  open var minificationFilterBias: Float {
    get { extras.minificationFilterBias }
    set { extras.minificationFilterBias = newValue }
  }

  /// The outline the shadow is cast from, in the layer's coordinates: with one, the shadow is
  /// the path's filled area (non-zero winding) blurred, offset and tinted, not what the layer
  /// draws; an empty path casts none. Set, not animated (CALayer+ShadowPath.swift).
  open var shadowPath: CGPath? {
    get { extras.shadowPath }
    set { setShadowPath(newValue) }
  }

  /// A layer whose alpha masks this one and its sublayers: its background and contents (a shape
  /// layer's path), placed by its own geometry in this layer's space (CALayer+Mask.swift).
  open var mask: CALayer? {
    get { extras.mask }
    set { setMask(newValue) }
  }

  /// Whether the layer is redrawn when its bounds change; false by default.
  open var needsDisplayOnBoundsChange: Bool {
    get { extras.needsDisplayOnBoundsChange }
    set { extras.needsDisplayOnBoundsChange = newValue }
  }

  /// Whether the layer shows when it is turned away; true by default. False: it and its
  /// sublayers are not drawn while its transforms turn it over.
  open var isDoubleSided: Bool {
    get { layerModel.isDoubleSided }
    set { setModel(.bool(newValue), forKey: "doubleSided") }
  }

  /// Whether the layer promises to be fully opaque (stored).
  open var isOpaque: Bool {
    get { extras.isOpaque }
    set { extras.isOpaque = newValue }
  }

  /// Whether the layer is faded as one image with its sublayers (always so when drawn).
  open var allowsGroupOpacity: Bool {
    get { extras.allowsGroupOpacity }
    set { extras.allowsGroupOpacity = newValue }
  }

  /// Whether the layer's edges are antialiased (stored).
  open var allowsEdgeAntialiasing: Bool {
    get { extras.allowsEdgeAntialiasing }
    set { extras.allowsEdgeAntialiasing = newValue }
  }

  /// Whether the layer is cached as a bitmap (stored).
  open var shouldRasterize: Bool {
    get { extras.shouldRasterize }
    set { extras.shouldRasterize = newValue }
  }

  /// Pixels per point of the cached bitmap (stored).
  open var rasterizationScale: CGFloat {
    get { extras.rasterizationScale }
    set { extras.rasterizationScale = newValue }
  }

  /// Whether drawing may happen off the main thread (stored).
  open var drawsAsynchronously: Bool {
    get { extras.drawsAsynchronously }
    set { extras.drawsAsynchronously = newValue }
  }

  /// The layer's name: for messages, and to find a layer of a displayed tree by name path.
  open var name: String? {
    get { layerModel.name }
    set { setModel(newValue.map(PropertyValue.string) ?? .unset, forKey: "name") }
  }

  /// The object that lays out and picks actions for the layer (weak, as on Apple platforms: a
  /// view is the delegate of its own layer).
  open weak var delegate: (any CALayerDelegate)?

  /// Actions by key, consulted after the delegate; an `NSNull` turns a key's implicit
  /// animation off.
  open var actions: [String: any CAAction]?

  /// Default values for keys not set, consulted by `value(forKey:)` and for actions.
  open var style: [AnyHashable: Any]?

  // MARK: Display and layout

  /// Makes the layer's contents: the delegate's `display(_:)`, whose default draws a new bitmap
  /// with `draw(in:)`; without a delegate, `draw(in:)` directly (as Core Animation does, a layer
  /// with neither draws a blank bitmap).
  open func display() {
    if let delegate { delegate.display(self) } else { drawContents() }
  }

  /// Draws the layer's content into `ctx` (points, y down, the bounds' origin at the top left):
  /// asks the delegate (`draw(_:in:)`); override to draw yourself.
  open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

  /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate space (the
  /// bounds' origin at the context's origin, y down): the model tree as the CPU renderer draws
  /// it, without animations or emitters' particles (`renderTree(in:)` says more).
  open func render(in ctx: CGContext) { renderTree(in: ctx) }

  /// Marks the layer as needing `display()` at the next commit.
  open func setNeedsDisplay() { markNeedsDisplay() }

  /// Marks part of the layer as needing display; the whole layer is redisplayed.
  open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay() }

  /// Whether `display()` is due.
  open func needsDisplay() -> Bool { needsDisplayFlag }

  /// Runs `display()` now if it is due.
  open func displayIfNeeded() { runDisplayIfNeeded() }

  /// Marks the layer as needing `layoutSublayers()` at the next commit.
  open func setNeedsLayout() { markNeedsLayout() }

  /// Whether `layoutSublayers()` is due.
  open func needsLayout() -> Bool { needsLayoutFlag }

  /// Lays out this layer and its sublayers now, where due (superlayers first).
  open func layoutIfNeeded() { runLayoutIfNeeded() }

  /// Positions the sublayers: asks the delegate (`layoutSublayers(of:)`); override to lay them
  /// out yourself. Called when the bounds change, at the commit after.
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

  /// The size the layer would like: its bounds' size.
  open func preferredFrameSize() -> CGSize { bounds.size }

  // MARK: Animations and actions

  /// Adds a copy of `animation` under `key` (replacing one with that key), to start at the
  /// transaction's commit when its `beginTime` is 0. Without a `keyPath`, a property animation
  /// animates `key`.
  open func add(_ animation: CAAnimation, forKey key: String?) { addAnimation(animation, key: key) }

  /// The animation added under `key`.
  open func animation(forKey key: String) -> CAAnimation? {
    animationList.first { $0.key == key }?.animation
  }

  /// The keys of the layer's animations, in the order they were added; nil when there are none.
  open func animationKeys() -> [String]? {
    let keys = animationList.filter { !$0.animation.isAnonymous }.map(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation added under `key`; its property returns to its model value.
  open func removeAnimation(forKey key: String) { removeAnimations(all: false) { $0 == key } }

  /// Removes every animation of the layer.
  open func removeAllAnimations() { removeAnimations(all: true) { _ in true } }

  /// The action for `event`: the delegate's, then `actions`, then `style`, then the class's
  /// `defaultAction(forKey:)`. An `NSNull` from any of them means none.
  open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }

  // MARK: Presentation

  /// A copy of the layer as it shows now: its values with its animations applied at the
  /// current media time. It is of the nearest QuartzCore class (a subclass's own stored
  /// properties cannot be copied on Linux).
  open func presentation() -> CALayer? { makePresentation() }

  /// The model layer: the layer itself, or the one a presentation copy was made from.
  open func model() -> CALayer { presentedModel ?? self }

  // MARK: Timing (CAMediaTiming)

  /// When the layer's time starts, in its superlayer's time (media time for a root).
  open var beginTime: CFTimeInterval {
    get { layerModel.beginTime }
    set { setModel(.number(newValue), forKey: "beginTime") }
  }

  /// Seconds added to the layer's local time (prewarms an emitter).
  open var timeOffset: CFTimeInterval {
    get { layerModel.timeOffset }
    set { setModel(.number(newValue), forKey: "timeOffset") }
  }

  /// How fast the layer's time runs relative to its superlayer's; 0 stops it.
  open var speed: Float {
    get { float("speed") }
    set { setModel(.number(Double(decimal: newValue)), forKey: "speed") }
  }

  /// One repetition of the layer's timeline (its animations, its cells' emission windows), ≥ 0
  /// or infinity; 0, the default, lasts for ever. Particles age on unfolded time
  /// (docs/SEMANTICS.md, "Layer timing").
  open var duration: CFTimeInterval {
    get { layerModel.duration }
    set { setModel(.number(newValue), forKey: "duration") }
  }

  /// Repetitions of `duration`, ≥ 0 (fractions allowed) or infinity; 0 means once.
  open var repeatCount: Float {
    get { Float(layerModel.repeatCount) }
    set { setModel(.number(Double(decimal: newValue)), forKey: "repeatCount") }
  }

  /// Seconds the timeline repeats for, instead of `repeatCount`, ≥ 0 or infinity.
  open var repeatDuration: CFTimeInterval {
    get { layerModel.repeatDuration }
    set { setModel(.number(newValue), forKey: "repeatDuration") }
  }

  /// Whether each repetition of the timeline plays forwards, then back.
  open var autoreverses: Bool {
    get { layerModel.autoreverses }
    set { setModel(.bool(newValue), forKey: "autoreverses") }
  }

  /// What the timeline does after its active span (`forwards`, `both`: holds its end) or
  /// before it (`backwards`, `both`); otherwise it is off: no animations, no emission.
  open var fillMode: CAMediaTimingFillMode {
    get { CAMediaTimingFillMode(rawValue: layerModel.fillMode.rawValue) }
    set { setChoice(newValue.rawValue, forKey: "fillMode") }
  }

  // MARK: Key-value coding

  /// Sets the value of `key`: any key the layer knows (Core Animation's and EmitterKit's),
  /// read in any form iOS code passes; other keys are stored as given and read back by
  /// `value(forKey:)`. A wrong type or a range problem is ignored with a warning.
  open func setValue(_ value: Any?, forKey key: String) { setKeyValue(value, forKey: key) }

  /// The value of `key` in the type the property is declared with, a stored value for other
  /// keys, the class's default, or nil.
  open func value(forKey key: String) -> Any? { keyValue(forKey: key) }

  /// Sets a value by key path: the layer's keys, `position.x`, `transform.rotation.z`,
  /// `emitterCells.NAME.birthRate`, `emitterBehaviors.NAME.stiffness`, and paths into stored
  /// objects.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    setKeyPathValue(value, forKeyPath: keyPath)
  }

  /// The value at a key path (as `setValue(_:forKeyPath:)` reads it).
  open func value(forKeyPath keyPath: String) -> Any? { keyPathValue(forKeyPath: keyPath) }

  /// A description naming the class, the name and the frame.
  open override var description: String {
    "<\(type(of: self))\(name.map { " \"\($0)\"" } ?? "") frame = \(frame)>"
  }
}

/// The keys of `CALayer` Core Animation has and the scene model does not hold.
struct LayerExtras {
  var minificationFilter = CALayerContentsFilter.linear
  var magnificationFilter = CALayerContentsFilter.linear
  var minificationFilterBias: Float = 0
  var anchorPointZ: CGFloat = 0
  var isGeometryFlipped = false
  var needsDisplayOnBoundsChange = false
  var isOpaque = false
  var allowsGroupOpacity = true
  var allowsEdgeAntialiasing = false
  var shouldRasterize = false
  var rasterizationScale: CGFloat = 1
  var drawsAsynchronously = false
  var mask: CALayer?
  var shadowPath: CGPath?
}

/// Objects given to a layer, kept so they read back as given.
struct LayerObjects {
  var colors: [String: CGColor] = [:]
  var contents: Any?
}
