/// Where a step's chord first meets a collider: the fraction of the chord from its start, and
/// the surface's normal there, pointing to the free side (unit, to rounding).
package struct ColliderHit: Sendable, Equatable {
  package var fraction: Float
  package var normal: SIMD2<Float>
}

extension Collider {
  /// Where the chord from `p0` to `p1` crosses from the free side onto the solid side, in the
  /// layer plane, or nil. Rules per shape (collision.glsl's `colliderHit`, operation for operation):
  ///
  /// - bounds: each edge a half-plane, `d = x - minX` (and its three twins), free where d ≥ 0;
  ///   a crossing d0 ≥ 0 > d1 is at `s = d0 / (d0 - d1)`; the least s wins, x before y on ties.
  /// - rect: the slab test against the open rectangle from a start not inside it; the normal
  ///   is the face of the later entering slab (x on ties).
  /// - circle: the least root of `|p0 + s D - c|² = r²` from a start not inside (`|p0 - c|² ≥ r²`)
  ///   moving inward.
  /// - line: the side of `p0` is free (d0 ≥ 0 counts as the front), a crossing lands within the
  ///   segment's length along it (give or take `skin` at its ends).
  /// - image: the chord walked texel by texel (`Collider+ImageHit`); the first solid texel
  ///   entered from a free one.
  package func hit(from p0: SIMD3<Float>, to p1: SIMD3<Float>) -> ColliderHit? {
    switch shape {
    case .bounds: boundsHit(p0, p1)
    case .rect: rectHit(p0, p1)
    case .circle: circleHit(p0, p1)
    case .line: lineHit(p0, p1)
    case .image: imageHit(p0, p1)
    }
  }

  private func boundsHit(_ p0: SIMD3<Float>, _ p1: SIMD3<Float>) -> ColliderHit? {
    let g = geometry
    var best: ColliderHit?
    func consider(_ d0: Float, _ d1: Float, _ normal: SIMD2<Float>) {
      guard d0 >= 0, d1 < 0 else { return }
      let s = d0 / (d0 - d1)
      if best == nil || s < best!.fraction { best = ColliderHit(fraction: s, normal: normal) }
    }
    consider(p0.x - g.x, p1.x - g.x, SIMD2(1, 0))
    consider(g.z - p0.x, g.z - p1.x, SIMD2(-1, 0))
    consider(p0.y - g.y, p1.y - g.y, SIMD2(0, 1))
    consider(g.w - p0.y, g.w - p1.y, SIMD2(0, -1))
    return best
  }

  private func rectHit(_ p0: SIMD3<Float>, _ p1: SIMD3<Float>) -> ColliderHit? {
    let g = geometry
    let insideX = g.x < p0.x && p0.x < g.z
    let insideY = g.y < p0.y && p0.y < g.w
    if insideX && insideY { return nil }
    let dx = p1.x - p0.x
    let dy = p1.y - p0.y
    // A still axis: the slab holds the whole chord (near -1, far 2) or none of it.
    var nearX: Float = -1
    var farX: Float = 2
    if dx != 0 {
      let t0 = (g.x - p0.x) / dx
      let t1 = (g.z - p0.x) / dx
      nearX = dx > 0 ? t0 : t1
      farX = dx > 0 ? t1 : t0
    } else if !insideX {
      return nil
    }
    var nearY: Float = -1
    var farY: Float = 2
    if dy != 0 {
      let t0 = (g.y - p0.y) / dy
      let t1 = (g.w - p0.y) / dy
      nearY = dy > 0 ? t0 : t1
      farY = dy > 0 ? t1 : t0
    } else if !insideY {
      return nil
    }
    let fromX = nearX >= nearY
    let enter = fromX ? nearX : nearY
    let exit = farX < farY ? farX : farY
    guard enter >= 0, enter <= 1, enter < exit else { return nil }
    let normal: SIMD2<Float> =
      fromX ? SIMD2(dx > 0 ? -1 : 1, 0) : SIMD2(0, dy > 0 ? -1 : 1)
    return ColliderHit(fraction: enter, normal: normal)
  }

  private func circleHit(_ p0: SIMD3<Float>, _ p1: SIMD3<Float>) -> ColliderHit? {
    let g = geometry
    let r = g.z
    guard r > 0 else { return nil }
    let dx = p1.x - p0.x
    let dy = p1.y - p0.y
    let fx = p0.x - g.x
    let fy = p0.y - g.y
    let c = (fx * fx + fy * fy) - r * r
    let a = dx * dx + dy * dy
    let b = fx * dx + fy * dy
    guard c >= 0, a > 0, b < 0 else { return nil }
    let discriminant = b * b - a * c
    guard discriminant >= 0 else { return nil }
    let s = (-b - discriminant.squareRoot()) / a
    guard s >= 0, s <= 1 else { return nil }
    let qx = p0.x + dx * s
    let qy = p0.y + dy * s
    return ColliderHit(fraction: s, normal: SIMD2((qx - g.x) / r, (qy - g.y) / r))
  }

  private func lineHit(_ p0: SIMD3<Float>, _ p1: SIMD3<Float>) -> ColliderHit? {
    let g = geometry
    let (ux, uy, length) = (direction.x, direction.y, direction.z)
    guard length > 0 else { return nil }
    // n = (-uy, ux), a quarter turn from the direction.
    let d0 = -uy * (p0.x - g.x) + ux * (p0.y - g.y)
    let d1 = -uy * (p1.x - g.x) + ux * (p1.y - g.y)
    let front = d0 >= 0
    guard front ? d1 < 0 : d1 >= 0 else { return nil }
    let s = d0 / (d0 - d1)
    let qx = p0.x + (p1.x - p0.x) * s
    let qy = p0.y + (p1.y - p0.y) * s
    let along = ux * (qx - g.x) + uy * (qy - g.y)
    // The skin's margin at the ends: a chord grazing an end is caught whichever way it rounds.
    guard along >= -Collider.skin, along <= length + Collider.skin else { return nil }
    return ColliderHit(fraction: s, normal: front ? SIMD2(-uy, ux) : SIMD2(uy, -ux))
  }
}
