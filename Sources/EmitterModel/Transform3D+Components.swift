import Foundation

/// A transform taken apart into what Core Animation's transform key paths name
/// (`transform.scale.x`, `transform.rotation.z`, `transform.translation.y`, …): a scale per axis,
/// rotations about x, then y, then z, a translation, and the perspective column kept as it is.
///
/// Composed as `S · Rx · Ry · Rz · T` (row vectors: scale first, translation last) with
/// `m14, m24, m34, m44` copied back unchanged. Setting one component decomposes the current
/// matrix, replaces it and composes again: exact for matrices made of scales, rotations,
/// translations and a perspective term; a sheared matrix loses its shear, as a decomposition
/// without a skew term must (Core Animation keeps one).
package struct TransformComponents: Equatable, Sendable {
  package var scale: SIMD3<Double>
  /// Radians about x, y and z, applied in that order.
  package var rotation: SIMD3<Double>
  package var translation: SIMD3<Double>
  /// `m14, m24, m34, m44`.
  package var perspective: SIMD4<Double>

  package init(_ t: Transform3D) {
    translation = SIMD3(t.m41, t.m42, t.m43)
    perspective = SIMD4(t.m14, t.m24, t.m34, t.m44)
    let rows = [SIMD3(t.m11, t.m12, t.m13), SIMD3(t.m21, t.m22, t.m23), SIMD3(t.m31, t.m32, t.m33)]
    var scale = SIMD3(rows.map { ($0 * $0).sum().squareRoot() })
    // A mirrored matrix (negative determinant) keeps its mirror in the x scale.
    let r = rows
    let determinant =
      r[0].x * (r[1].y * r[2].z - r[1].z * r[2].y) - r[0].y * (r[1].x * r[2].z - r[1].z * r[2].x)
      + r[0].z * (r[1].x * r[2].y - r[1].y * r[2].x)
    if determinant < 0 { scale.x = -scale.x }
    self.scale = scale
    func unit(_ row: SIMD3<Double>, _ s: Double) -> SIMD3<Double> { s != 0 ? row / s : .zero }
    let u = [unit(rows[0], scale.x), unit(rows[1], scale.y), unit(rows[2], scale.z)]
    // R = Rx · Ry · Rz: row 1 is (cy cz, cy sz, -sy), row 2's z is sx cy, row 3's z is cx cy.
    let sy = min(max(-u[0].z, -1), 1)
    let y = asin(sy)
    if abs(cos(y)) > 1e-9 {
      rotation = SIMD3(atan2(u[1].z, u[2].z), y, atan2(u[0].y, u[0].x))
    } else {
      // Gimbal lock: z folds into x (row 2 is (sx sy, cx, 0) with z = 0).
      rotation = SIMD3(atan2(u[1].x * sy, u[1].y), y, 0)
    }
  }

  package var matrix: Transform3D {
    var t = Transform3D.scale(scale.x, scale.y, scale.z)
    if rotation.x != 0 { t = t.concatenating(.rotation(rotation.x, 1, 0, 0)) }
    if rotation.y != 0 { t = t.concatenating(.rotation(rotation.y, 0, 1, 0)) }
    if rotation.z != 0 { t = t.concatenating(.rotation(rotation.z, 0, 0, 1)) }
    (t.m41, t.m42, t.m43) = (translation.x, translation.y, translation.z)
    (t.m14, t.m24, t.m34, t.m44) = (perspective.x, perspective.y, perspective.z, perspective.w)
    return t
  }
}

extension Transform3D {
  /// Reads one component (`TransformComponents`).
  package func component(_ keyPath: WritableKeyPath<TransformComponents, Double>) -> Double {
    TransformComponents(self)[keyPath: keyPath]
  }

  /// The transform with one component replaced; unchanged when it already has that value.
  package func setting(_ keyPath: WritableKeyPath<TransformComponents, Double>, to value: Double)
    -> Transform3D
  {
    var parts = TransformComponents(self)
    guard parts[keyPath: keyPath] != value else { return self }
    parts[keyPath: keyPath] = value
    return parts.matrix
  }

  /// The mean of the three scales: `transform.scale` as a value (setting it sets all three).
  package var uniformScale: Double {
    get {
      let s = TransformComponents(self).scale
      return (s.x + s.y + s.z) / 3
    }
    set {
      var parts = TransformComponents(self)
      guard parts.scale != SIMD3(repeating: newValue) else { return }
      parts.scale = SIMD3(repeating: newValue)
      self = parts.matrix
    }
  }
}
