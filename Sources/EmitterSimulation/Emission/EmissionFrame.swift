/// An orthonormal frame to aim emission in: `forward` is longitude 0, `side` is longitude pi/2,
/// `up` is latitude pi/2.
///
/// For a direction in the layer plane, `side` is `forward` turned a quarter toward +y (clockwise on
/// screen) and `up` is +z, so a point emitter's frame is the layer's axes and `emissionLongitude`
/// means what it means on iOS: 0 along +x, pi/2 down the screen. On a circle or sphere the frame
/// turns with the birth position (`outward(angle:)`, `along(_:)` of the unit normal).
package struct EmissionFrame: Sendable, Equatable {
  package var forward: SIMD3<Float>
  package var side: SIMD3<Float>
  package var up: SIMD3<Float>

  package static let layerAxes = EmissionFrame(forward: SIMD3(1, 0, 0), side: SIMD3(0, 1, 0), up: SIMD3(0, 0, 1))
  /// A line's natural direction is -y (up the screen): line recipes aim down with longitude pi.
  package static let lineNormal = EmissionFrame(forward: SIMD3(0, -1, 0), side: SIMD3(1, 0, 0), up: SIMD3(0, 0, 1))

  /// The frame whose forward is the unit vector along `direction` (a parent particle's velocity);
  /// side = normalize(z × direction), up = forward × side. Falls back to the layer axes for a zero
  /// vector, and to side = +y when the direction is parallel to z. The side axis is built from the
  /// direction's own x and y, not the normalised forward's: for a direction close to z those are
  /// small, and dividing them by their own length keeps the rounding relative.
  package static func along(_ direction: SIMD3<Float>) -> EmissionFrame {
    let length = (direction.x * direction.x + direction.y * direction.y + direction.z * direction.z).squareRoot()
    guard length > 0, length.isFinite else { return .layerAxes }
    let forward = direction / length
    let planar = (direction.x * direction.x + direction.y * direction.y).squareRoot()
    let side = planar > 1e-6 * length ? SIMD3<Float>(-direction.y / planar, direction.x / planar, 0) : SIMD3(0, 1, 0)
    let up = cross(forward, side)
    return EmissionFrame(forward: forward, side: side, up: up)
  }

  /// The frame at angle `angle` on a circle in the layer plane: forward is the outward normal
  /// (cos, sin, 0), side the tangent a quarter turn on toward +y, up +z. At angle 0 it is the
  /// layer's axes.
  package static func outward(angle: Float) -> EmissionFrame {
    let (sine, cosine) = PortableTrig.sinCos(angle)
    return EmissionFrame(forward: SIMD3(cosine, sine, 0), side: SIMD3(-sine, cosine, 0), up: SIMD3(0, 0, 1))
  }

  /// `local` (x along forward, y along side, z along up) in layer space.
  package func toLayer(_ local: SIMD3<Float>) -> SIMD3<Float> {
    forward * local.x + side * local.y + up * local.z
  }
}

@inlinable
func cross(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> SIMD3<Float> {
  SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
