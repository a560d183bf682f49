import CoreGraphics
internal import EmitterModel
import Foundation

/// Reading and writing the layer's model keys: the one path every property setter and every
/// key-value coding call takes, so each change is range-checked once, lays out and starts
/// actions as Core Animation does, and reaches a displayed tree as a live change.
extension CALayer {
  var isEmitterLayer: Bool { self is CAEmitterLayer }

  func modelValue(_ key: String) -> PropertyValue {
    LayerKeys.key(key, emitter: true)?.property.value(in: layerModel) ?? .unset
  }

  func cgFloat(_ key: String) -> CGFloat {
    if case .number(let value) = modelValue(key) { return CGFloat(value) }
    return 0
  }

  func float(_ key: String) -> Float {
    if case .number(let value) = modelValue(key) { return Float(value) }
    return 0
  }

  func point(_ key: String) -> CGPoint {
    if case .point(let value) = modelValue(key) { return value.cgPoint }
    return .zero
  }

  func size(_ key: String) -> CGSize {
    if case .size(let value) = modelValue(key) { return value.cgSize }
    return .zero
  }

  func rect(_ key: String) -> CGRect {
    if case .rect(let value) = modelValue(key) { return value.cgRect }
    return .zero
  }

  /// Tells a displayed tree's host that a key outside the model (`anchorPointZ`,
  /// `geometryFlipped`) changed, so it places the layers it folds into again.
  func noteGeometryChange(forKey key: String, value: PropertyValue) {
    guard LiveTree.isDisplayed(self) else { return }
    LiveChanges.record(.set(self, keyPath: key, value: value))
  }

  /// Stores `value` at the model key `key` (a schema name, a geometry sub-path or a frame key
  /// path). An out-of-range value is ignored with a warning naming the key, the value and the
  /// range; an unchanged value does nothing.
  func setModel(_ value: PropertyValue, forKey key: String) {
    guard let row = LayerKeys.key(key, emitter: isEmitterLayer) else { return }
    if let (message, suggestion) = KeyValueConversion.choiceProblem(value, kind: row.property.kind)
    {
      return KeyValueDiagnostics.report(
        key: key, value: value.summary, message: message, suggestion: suggestion)
    }
    if let problem = row.property.kind.rangeProblemMessage(of: value) {
      KeyValueDiagnostics.report(
        key: key, value: value.summary, message: "\(problem); the value is ignored")
      return
    }
    if key.hasPrefix("frame") {
      // CA's frame is a view of bounds and position: set those, with their actions.
      var moved = layerModel
      row.property.setValue(value, in: &moved)
      setModel(.rect(moved.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)), forKey: "bounds")
      setModel(.point(moved.position ?? .zero), forKey: "position")
      return
    }
    guard row.property.value(in: layerModel) != value else { return }
    let actionKey = LayerActions.actionKey(forKeyPath: key)
    let runsAction =
      LiveTree.isCommitted(self) && LayerActions.isAnimatable(actionKey)
      && !CATransaction.disableActions()
    let shownBefore = runsAction ? presentationValue(forKeyPath: actionKey) : nil
    var updated = layerModel
    guard row.property.setValue(value, in: &updated) else {
      KeyValueDiagnostics.report(
        key: key, value: value.summary,
        message: "expected \(row.property.kind.description); ignored")
      return
    }
    // A sub-path recomposes its whole value (`transform.scale.y` of a matrix holding 1e308
    // decomposes past Double's range): the result must be in the whole key's range too.
    if let dot = key.firstIndex(of: "."), let whole = LayerKeys.all[String(key[..<dot])],
      let problem = whole.property.kind.rangeProblemMessage(of: whole.property.value(in: updated))
    {
      return KeyValueDiagnostics.report(
        key: key, value: value.summary,
        message: "the \(whole.name) it makes is out of range (\(problem)); the value is ignored")
    }
    layerModel = updated
    if key == "bounds" || key.hasPrefix("bounds.") { boundsDidChange() }
    if maskedLayer != nil { forwardMaskChange(forKey: key) }
    guard LiveTree.isDisplayed(self) else { return }
    LiveChanges.record(.set(self, keyPath: key, value: value))
    if let shownBefore { runImplicitAction(forKey: actionKey, from: shownBefore) }
  }

  /// A string constant: one Core Animation does not know is ignored with a warning naming the
  /// nearest (CA keeps the string and draws the default; EmitterKit keeps the previous value).
  func setChoice(_ raw: String, forKey key: String) {
    guard case .choice(let options)? = LayerKeys.all[key]?.property.kind else { return }
    guard options.contains(raw) else {
      return KeyValueDiagnostics.report(
        key: key, value: raw,
        message: "unknown value; expected one of \(options.joined(separator: ", ")); ignored",
        suggestion: nearestName(to: raw, among: options))
    }
    setModel(.string(raw), forKey: key)
  }

  /// Sets the frame as Core Animation does: `bounds.size` (origin kept), then `position`.
  func setFrame(_ frame: CGRect) {
    let anchor = anchorPoint
    bounds = CGRect(origin: bounds.origin, size: frame.size)
    position = CGPoint(
      x: frame.origin.x + anchor.x * frame.size.width,
      y: frame.origin.y + anchor.y * frame.size.height)
  }

  /// The frame: the untransformed rectangle, or the bounding box of the transformed bounds.
  var frameInSuperlayer: CGRect {
    guard !layerModel.transform.isIdentity else { return layerModel.frame.cgRect }
    let b = bounds
    let corners = [(b.minX, b.minY), (b.maxX, b.minY), (b.minX, b.maxY), (b.maxX, b.maxY)].map {
      layerModel.matrixInSuperlayer.projected(Double($0.0), Double($0.1))
    }
    let xs = corners.map { $0.x }
    let ys = corners.map { $0.y }
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// The layer's matrix into its superlayer (`L = T(-anchor) · transform · T(position, z)`).
  var matrixInSuperlayer: Transform3D { layerModel.matrixInSuperlayer }

  /// What this layer applies to its sublayers: `sublayerTransform` about its anchor point.
  var matrixForSublayers: Transform3D { layerModel.matrixForSublayers }

  /// Sets the contents from a `CGImage` or EmitterKit `Contents`; anything else is ignored with
  /// a warning.
  func setContents(_ value: Any?) {
    guard let value else {
      objects.contents = nil
      setModel(.unset, forKey: "contents")
      return
    }
    switch ContentsConversion.contents(value) {
    case .success(let contents):
      objects.contents = value
      setModel(.contents(contents), forKey: "contents")
    case .failure(let failure):
      KeyValueDiagnostics.report(
        key: "contents", value: String(describing: value),
        message: "\(failure.message); the contents are ignored")
    }
  }

  /// The colour stored for `key` as given, or one made from the model's value.
  func color(forKey key: String, _ value: Color, nilWhenClear: Bool) -> CGColor? {
    if let given = objects.colors[key] { return given }
    return nilWhenClear && value == .clear ? nil : value.cgColor
  }

  /// Stores a colour given in code (nil: clear), keeping the object to read back.
  func setColor(_ color: CGColor?, forKey key: String) {
    guard let color else {
      objects.colors[key] = nil
      setModel(.color(.clear), forKey: key)
      return
    }
    guard let value = Color(color) else {
      KeyValueDiagnostics.report(
        key: key, value: String(describing: color),
        message: "a colour needs RGBA or grey and alpha components; ignored")
      return
    }
    objects.colors[key] = color
    setModel(.color(value), forKey: key)
  }

  /// Copies the values `init(layer:)` copies: everything of the layer's own.
  func copyValues(of other: CALayer) {
    layerModel = other.layerModel
    extras = other.extras
    objects = other.objects
    customValues = other.customValues
    actions = other.actions
    style = other.style
  }
}

extension Transform3D {
  /// `(x, y, 0)` mapped through the matrix and divided by w.
  func projected(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    let p = apply(x: x, y: y, z: 0)
    return p.w != 0 ? (p.x / p.w, p.y / p.w) : (p.x, p.y)
  }
}

extension PropertyValue {
  /// The value as a message quotes it.
  var summary: String { jsonValue.summary }
}
