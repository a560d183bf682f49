/// A layer's colliders acting on one particle's step: the first contact along the step's chord
/// (the least fraction over the colliders, the earlier behaviour on ties) and its response.
/// `collide` in collision.glsl repeats it operation for operation.
package struct Collisions: Sendable, Equatable {
  package var colliders: [Collider]

  package init(_ behaviors: [ResolvedBehavior]) {
    colliders = behaviors.compactMap { if case .collision(let c) = $0 { c } else { nil } }
  }

  package var isEmpty: Bool { colliders.isEmpty }

  /// What one step's contact did.
  package struct Contact: Sendable, Equatable {
    /// The index among the layer's colliders.
    package var collider: Int
    /// The particle's position after the contact: the contact point, `Collider.skin` off the
    /// surface on the free side.
    package var position: SIMD3<Float>
    package var velocity: SIMD3<Float>
    /// Whether the collider's response killed it.
    package var dies: Bool
  }

  /// The first contact of the step from `p0` to `p1` ending at velocity `v`, or nil.
  ///
  /// At a contact the particle is put at the contact point (`skin` off the surface; the rest of
  /// the step is not carried on) and, with `vn = v · n` the velocity into the surface when
  /// negative:
  ///
  ///     bounce: v' = (v - n vn)(1 - friction) - n (vn × restitution)
  ///     slide:  v' = (v - n vn)(1 - friction)
  ///     stick:  v' = 0;   die: the particle dies there
  ///
  /// then rests (v' = 0) when `|v'|² < settleSpeed²`. A particle already leaving the surface
  /// (vn ≥ 0) keeps its velocity (stick still stops it).
  @inline(__always)
  package func contact(from p0: SIMD3<Float>, to p1: SIMD3<Float>, velocity v: SIMD3<Float>)
    -> Contact?
  {
    var first: (index: Int, hit: ColliderHit)?
    for (index, collider) in colliders.enumerated() {
      guard let hit = collider.hit(from: p0, to: p1) else { continue }
      if first == nil || hit.fraction < first!.hit.fraction { first = (index, hit) }
    }
    guard let (index, hit) = first else { return nil }
    let collider = colliders[index]
    let s = hit.fraction
    let n = hit.normal
    let skin = Collider.skin
    let position = SIMD3(
      (p0.x + (p1.x - p0.x) * s) + n.x * skin, (p0.y + (p1.y - p0.y) * s) + n.y * skin,
      p0.z + (p1.z - p0.z) * s)
    return Contact(
      collider: index, position: position, velocity: collider.respond(v, normal: n),
      dies: collider.response == .die)
  }
}

extension Collider {
  /// The velocity after a contact with normal `n` (`Collisions.contact` has the rule).
  @inline(__always)
  func respond(_ v: SIMD3<Float>, normal n: SIMD2<Float>) -> SIMD3<Float> {
    if response == .stick || response == .die { return .zero }
    let vn = v.x * n.x + v.y * n.y
    guard vn < 0 else { return v }
    let keep = 1 - friction
    let bounce = response == .bounce ? vn * restitution : 0
    let after = SIMD3(
      (v.x - n.x * vn) * keep - n.x * bounce, (v.y - n.y * vn) * keep - n.y * bounce, v.z * keep)
    let speed2 = after.x * after.x + after.y * after.y + after.z * after.z
    return speed2 < settleSpeed * settleSpeed ? .zero : after
  }
}
