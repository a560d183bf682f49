/// CALayer's `frame`: not stored, but a view of `bounds.size` and `position` through
/// `anchorPoint`, as Core Animation computes it:
///
///     frame.origin = position - anchorPoint · bounds.size,  frame.size = bounds.size
///
/// Setting it sets `bounds.size` (the bounds' origin is kept) and `position`. With a transform
/// that is not the identity CA calls the frame undefined; EmitterKit refuses it then, naming
/// `bounds` and `position` (docs/SEMANTICS.md, "Layer geometry"). `frame` cannot be animated
/// (CA does not animate it either): animations name `position` and `bounds`.
extension EmitterLayer {
  /// The layer's frame in its superlayer's space (unset `bounds` and `position` read as zero).
  package var frame: Rect {
    get {
      let size = bounds?.size ?? .zero
      let p = position ?? .zero
      return Rect(
        x: p.x - anchorPoint.x * size.width, y: p.y - anchorPoint.y * size.height,
        width: size.width, height: size.height)
    }
    set {
      let origin = bounds?.origin ?? .zero
      bounds = Rect(
        x: origin.x, y: origin.y, width: newValue.size.width, height: newValue.size.height)
      position = Point(
        x: newValue.origin.x + anchorPoint.x * newValue.size.width,
        y: newValue.origin.y + anchorPoint.y * newValue.size.height)
    }
  }

  /// `frame.origin` and `frame.size`, for their key paths.
  var frameOrigin: Point {
    get { frame.origin }
    set {
      frame = Rect(x: newValue.x, y: newValue.y, width: frame.size.width, height: frame.size.height)
    }
  }

  var frameSize: Size {
    get { frame.size }
    set {
      frame = Rect(
        x: frame.origin.x, y: frame.origin.y, width: newValue.width, height: newValue.height)
    }
  }

  /// The key paths that set the frame live: `frame` and its components.
  package static let frameKeyPaths: [String: Property<EmitterLayer>] = {
    let rows: [Property<EmitterLayer>] = [
      Property("frame", \.frame, .bounds, unit: "points"),
      Property("frame.origin", \.frameOrigin, .point(.finite), unit: "points"),
      Property("frame.origin.x", \.frameOrigin.x, .number(.finite), unit: "points"),
      Property("frame.origin.y", \.frameOrigin.y, .number(.finite), unit: "points"),
      Property("frame.size", \.frameSize, .size(.nonNegative), unit: "points"),
      Property("frame.size.width", \.frameSize.width, .number(.nonNegative), unit: "points"),
      Property("frame.size.height", \.frameSize.height, .number(.nonNegative), unit: "points"),
    ]
    return Dictionary(rows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }()

  /// Why `keyPath` (a `frame` key path) cannot be set on this layer, or nil when it can: a
  /// transform that is not the identity (CA's frame is undefined then), or, for a part of the
  /// frame, bounds or position not set yet (they follow the superlayer, which the layer alone
  /// does not know).
  func frameProblem(forKeyPath keyPath: String) -> String? {
    if !transform.isIdentity {
      return "\(keyPath): the layer has a transform, and Core Animation's frame is undefined then;"
        + " set bounds and position instead"
    }
    if keyPath != "frame", bounds == nil || position == nil {
      return "\(keyPath): the layer's bounds and position are not set (they follow its"
        + " superlayer); set the whole frame, or bounds and position"
    }
    return nil
  }
}
