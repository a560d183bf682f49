/// The `orbit` behaviour (cocos2d's radial mode): a particle circles `centre` in the layer plane
/// at `angularSpeed`, its distance moving linearly to `endRadius` over its life, in place of the
/// integrator. The same single-precision operations, in the same order, are `orbitStep` in
/// Shaders/include/orbit.glsl.
///
/// A newborn (age 0) starts at `centre` plus its birth velocity's direction in the plane times
/// its birth speed (one second of its velocity): emission aims and spaces the start. Each step
/// then turns the offset by `angularSpeed × h` and sets its length to
/// `r + (endRadius - r) × h / (lifetime - age)`, which is exactly the line from the start radius
/// at birth to `endRadius` at death. The velocity becomes the chord velocity of the step; z is
/// kept; accelerations and forces do not move an orbiting particle.
package struct Orbit: Sendable, Equatable {
  package var centre: SIMD2<Float>
  package var angularSpeed: Float
  package var endRadius: Float

  package init(centre: SIMD2<Float>, angularSpeed: Float, endRadius: Float) {
    self.centre = centre
    self.angularSpeed = angularSpeed
    self.endRadius = endRadius
  }

  /// Position and velocity after a step of `h` seconds from `age`.
  package func advance(
    _ p: SIMD3<Float>, velocity v: SIMD3<Float>, age: Float, lifetime: Float, step h: Float
  ) -> (position: SIMD3<Float>, velocity: SIMD3<Float>) {
    var dx = p.x - centre.x
    var dy = p.y - centre.y
    if age == 0 {
      let speed = (v.x * v.x + v.y * v.y + v.z * v.z).squareRoot()
      let planar = (v.x * v.x + v.y * v.y).squareRoot()
      dx = planar > 0 ? v.x / planar * speed : 0
      dy = planar > 0 ? v.y / planar * speed : 0
    }
    let start = SIMD3(centre.x + dx, centre.y + dy, p.z)
    let radius = (dx * dx + dy * dy).squareRoot()
    let remaining = lifetime - age
    let next = remaining > h ? radius + (endRadius - radius) * (h / remaining) : endRadius
    let (sinTurn, cosTurn) = PortableTrig.sinCos(angularSpeed * h)
    var x = centre.x
    var y = centre.y
    if radius > 0 {
      let ux = dx / radius
      let uy = dy / radius
      x = centre.x + (ux * cosTurn - uy * sinTurn) * next
      y = centre.y + (ux * sinTurn + uy * cosTurn) * next
    }
    let end = SIMD3(x, y, p.z)
    guard h > 0 else { return (start, v) }
    return (end, (end - start) / h)
  }
}
