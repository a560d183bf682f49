import Foundation

/// A 4×4 homogeneous transform in CATransform3D's layout: row vectors, so a point `p` (a row
/// `[x, y, z, 1]`) maps to `p · M`, translation sits in `m41…m43` and perspective in `m34`
/// (`-1/eyeDistance`). `a.concatenating(b)` is CATransform3DConcat(a, b): `a` first, then `b`.
public struct Transform3D: Hashable, Sendable {
  /// Row 1.
  public var m11: Double, m12: Double, m13: Double, m14: Double
  /// Row 2.
  public var m21: Double, m22: Double, m23: Double, m24: Double
  /// Row 3; `m34` is the perspective term (`-1/eyeDistance`).
  public var m31: Double, m32: Double, m33: Double, m34: Double
  /// Row 4: the translation (`m41…m43`) and `m44`.
  public var m41: Double, m42: Double, m43: Double, m44: Double

  /// A transform from its 16 entries in m11, m12, …, m44 order (row by row, as a scene file
  /// writes them); nil unless there are exactly 16.
  public init?(entries: [Double]) {
    guard entries.count == 16 else { return nil }
    let e = entries
    (m11, m12, m13, m14) = (e[0], e[1], e[2], e[3])
    (m21, m22, m23, m24) = (e[4], e[5], e[6], e[7])
    (m31, m32, m33, m34) = (e[8], e[9], e[10], e[11])
    (m41, m42, m43, m44) = (e[12], e[13], e[14], e[15])
  }

  /// The 16 entries, row by row (m11, m12, …, m44).
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// CATransform3DIdentity.
  public static let identity = Transform3D(
    entries: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])!

  /// Whether every entry is that of the identity.
  public var isIdentity: Bool { self == .identity }
}

extension Transform3D {
  /// CATransform3DMakeTranslation.
  package static func translation(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    var t = identity
    (t.m41, t.m42, t.m43) = (x, y, z)
    return t
  }

  /// CATransform3DMakeScale.
  package static func scale(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    var t = identity
    (t.m11, t.m22, t.m33) = (x, y, z)
    return t
  }

  /// CATransform3DMakeRotation: `angle` radians about the axis (x, y, z), normalised; a zero
  /// axis gives the identity, as Core Animation does. Positive angles about +z turn +x toward +y
  /// (clockwise on screen, +y being down).
  package static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double)
    -> Transform3D
  {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, angle != 0 else { return identity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = Foundation.cos(angle)
    let s = Foundation.sin(angle)
    let k = 1 - c
    var t = identity
    (t.m11, t.m12, t.m13) = (x * x * k + c, x * y * k + z * s, x * z * k - y * s)
    (t.m21, t.m22, t.m23) = (y * x * k - z * s, y * y * k + c, y * z * k + x * s)
    (t.m31, t.m32, t.m33) = (z * x * k + y * s, z * y * k - x * s, z * z * k + c)
    return t
  }

  /// CATransform3DConcat(self, other): `self` applied first, then `other` (`self · other`).
  package func concatenating(_ other: Transform3D) -> Transform3D {
    let a = rows
    let b = other.rows
    var product: [Double] = []
    product.reserveCapacity(16)
    for i in 0..<4 {
      for j in 0..<4 {
        product.append(
          a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j])
      }
    }
    return Transform3D(entries: product)!
  }

  /// The rows, each `[mi1, mi2, mi3, mi4]`.
  package var rows: [[Double]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  /// `[x, y, z, 1] · self`, before the divide by w.
  package func apply(x: Double, y: Double, z: Double) -> (
    x: Double, y: Double, z: Double, w: Double
  ) {
    (
      x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
      x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
    )
  }
}
