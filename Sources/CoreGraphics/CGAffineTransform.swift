/// A 2D affine transform, as Core Graphics writes it: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty), the row vector [x y 1] times
/// [[a b 0] [c d 0] [tx ty 1]].
public struct CGAffineTransform: Equatable, Hashable, Sendable, Codable {
  /// Row 1, column 1.
  public var a: CGFloat
  /// Row 1, column 2.
  public var b: CGFloat
  /// Row 2, column 1.
  public var c: CGFloat
  /// Row 2, column 2.
  public var d: CGFloat
  /// The x translation.
  public var tx: CGFloat
  /// The y translation.
  public var ty: CGFloat

  /// A transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity, as `CGAffineTransform.identity`.
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// Moves points by (`tx`, `ty`).
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Scales x by `sx` and y by `sy` about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Rotates by `angle` radians about the origin, from +x toward +y.
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = (sin(Double(angle)), cos(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform()

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform, then `t2`: a point goes through `self` first.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// The inverse; a transform without one (a zero determinant) is returned unchanged, as Core
  /// Graphics does.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// A translation by (`tx`, `ty`) applied before this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by (`sx`, `sy`) applied before this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// Whether the transform has an inverse (a non-zero, finite determinant).
  var isInvertible: Bool {
    let determinant = a * d - b * c
    return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
  }
}

extension CGPoint {
  /// The point moved by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size moved by `t`'s linear part (no translation), as a vector is.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding the four corners moved by `t` (a null rectangle stays
  /// null).
  public func applying(_ t: CGAffineTransform) -> CGRect {
    guard !isNull else { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

/// A 2D vector (a displacement, a velocity), as Core Graphics names one.
public struct CGVector: Equatable, Hashable, Sendable, Codable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat
  /// The zero vector.
  public init() { (dx, dy) = (0, 0) }
  /// A vector from its components.
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  /// A vector from `Double` components.
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// A vector from `Int` components.
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// The zero vector.
  public static let zero = CGVector()
}
