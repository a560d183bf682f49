/// Directions uniform over the solid angle of a cone (a spherical cap).
///
/// The cone's axis is `(cos lat cos lon, cos lat sin lon, sin lat)` in the emission frame; its
/// half-angle is `|range| × halfWidth` (so `emissionRange` reads like every other range: the full
/// cone angle under `plusMinusHalfRange`, the half-angle under `plusMinusRange`), capped at pi,
/// which covers the whole sphere. The cosine of the angle from the axis is uniform in
/// `[cos h, 1]` and the angle around it uniform in `[0, 2pi)`: equal solid angles, equal odds.
package enum EmissionCone {
  package static func direction(
    longitude: Float, latitude: Float, range: Float, halfWidth: Float,
    polar uPolar: Float, azimuth uAzimuth: Float
  ) -> SIMD3<Float> {
    let halfAngle = min(abs(range) * halfWidth, Float.pi)
    let cosHalf = PortableTrig.cos(halfAngle)
    let cosTheta = 1 - uPolar * (1 - cosHalf)
    let sinTheta = max(0, 1 - cosTheta * cosTheta).squareRoot()
    let psi = 2 * Float.pi * uAzimuth
    let (sinLon, cosLon) = PortableTrig.sinCos(longitude)
    let (sinLat, cosLat) = PortableTrig.sinCos(latitude)
    let (sinPsi, cosPsi) = PortableTrig.sinCos(psi)
    let axis = SIMD3<Float>(cosLat * cosLon, cosLat * sinLon, sinLat)
    let tangent = SIMD3<Float>(-sinLon, cosLon, 0)
    let binormal = SIMD3<Float>(-sinLat * cosLon, -sinLat * sinLon, cosLat)
    return axis * cosTheta + (tangent * cosPsi + binormal * sinPsi) * sinTheta
  }

  /// Directions uniform in angle within `± |range| × halfWidth` (capped at pi) of `longitude`,
  /// turning in the plane of the longitude, latitude kept: `(cos lat cos a, cos lat sin a,
  /// sin lat)` with `a = longitude + (2u - 1) × halfAngle` (`EmissionRangeMode.fan`).
  package static func fan(
    longitude: Float, latitude: Float, range: Float, halfWidth: Float, _ u: Float
  ) -> SIMD3<Float> {
    let halfAngle = min(abs(range) * halfWidth, Float.pi)
    let angle = longitude + (2 * u - 1) * halfAngle
    let (sinAngle, cosAngle) = PortableTrig.sinCos(angle)
    let (sinLat, cosLat) = PortableTrig.sinCos(latitude)
    return SIMD3<Float>(cosLat * cosAngle, cosLat * sinAngle, sinLat)
  }
}
