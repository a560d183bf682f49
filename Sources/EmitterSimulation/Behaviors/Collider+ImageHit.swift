extension Collider {
  /// Where the chord from `p0` to `p1` first enters a solid texel of the image collider from a
  /// free one (texels off the grid are free), or nil. `imageHit` in collision.glsl repeats it
  /// operation for operation.
  ///
  /// In grid units (`a = (p0 - corner) × scale`, `b` likewise) the chord is clipped to the grid
  /// `[0, width] × [0, height]` by the slab test, then walked from the texel where it enters to
  /// the texel where it leaves with an integer-stepped grid traversal (Amanatides and Woo): at
  /// each step the axis whose next texel boundary `k` the chord crosses first, at
  /// `t = (k - a) / d` (x on ties), moves one texel. The walk takes `|Δx| + |Δy|` steps, so at
  /// most `width + height - 2` (under `2 × EmitterBehavior.maximumColliderSide`) however long
  /// the chord. The contact is at the crossing `t` of the face entered (at the clip for a chord
  /// entering the grid in a solid texel), its normal that face's, back toward the free texel.
  /// A chord that starts in a solid texel passes out of it freely.
  func imageHit(_ p0: SIMD3<Float>, _ p1: SIMD3<Float>) -> ColliderHit? {
    guard let grid, grid.width > 0, grid.height > 0 else { return nil }
    let g = geometry
    let w = Float(grid.width)
    let h = Float(grid.height)
    let ax = (p0.x - g.x) * g.z
    let ay = (p0.y - g.y) * g.z
    let bx = (p1.x - g.x) * g.z
    let by = (p1.y - g.y) * g.z
    let dx = bx - ax
    let dy = by - ay
    guard ax.isFinite, ay.isFinite, dx.isFinite, dy.isFinite else { return nil }
    // The part of the chord over the grid; `enterX`: the x slab set where it enters.
    var enter: Float = 0
    var exit: Float = 1
    var enterX = false
    if dx != 0 {
      let t0 = -ax / dx
      let t1 = (w - ax) / dx
      let near = dx > 0 ? t0 : t1
      let far = dx > 0 ? t1 : t0
      if near > enter {
        enter = near
        enterX = true
      }
      if far < exit { exit = far }
    } else if !(ax >= 0 && ax < w) {
      return nil
    }
    if dy != 0 {
      let t0 = -ay / dy
      let t1 = (h - ay) / dy
      let near = dy > 0 ? t0 : t1
      let far = dy > 0 ? t1 : t0
      if near > enter {
        enter = near
        enterX = false
      }
      if far < exit { exit = far }
    } else if !(ay >= 0 && ay < h) {
      return nil
    }
    guard enter <= exit else { return nil }
    let stepX = dx > 0 ? 1 : -1
    let stepY = dy > 0 ? 1 : -1
    var x = Self.texel(ax + dx * enter, count: w)
    var y = Self.texel(ay + dy * enter, count: h)
    let endX = Self.texel(ax + dx * exit, count: w)
    let endY = Self.texel(ay + dy * exit, count: h)
    var free = !grid.isSolid(x, y)
    if enter > 0, !free {
      let normal: SIMD2<Float> =
        enterX ? SIMD2(Float(-stepX), 0) : SIMD2(0, Float(-stepY))
      return ColliderHit(fraction: enter, normal: normal)
    }
    var steps = abs(endX - x) + abs(endY - y)
    while steps > 0 {
      steps -= 1
      var movesX = y == endY
      if x != endX, y != endY {
        let tx = (Float(stepX > 0 ? x + 1 : x) - ax) / dx
        let ty = (Float(stepY > 0 ? y + 1 : y) - ay) / dy
        movesX = tx <= ty
      }
      let t: Float
      if movesX {
        t = (Float(stepX > 0 ? x + 1 : x) - ax) / dx
        x += stepX
      } else {
        t = (Float(stepY > 0 ? y + 1 : y) - ay) / dy
        y += stepY
      }
      let solid = grid.isSolid(x, y)
      if solid, free {
        // +0 for a crossing at or before the start, as the shader's `t > 0.0 ? ... : 0.0`.
        let fraction = t > 0 ? min(t, 1) : 0
        let normal: SIMD2<Float> = movesX ? SIMD2(Float(-stepX), 0) : SIMD2(0, Float(-stepY))
        return ColliderHit(fraction: fraction, normal: normal)
      }
      free = !solid
    }
    return nil
  }

  /// The texel holding grid coordinate `u` along an axis of `count` texels, clamped into it (a
  /// NaN, which only a position already lost to overflow gives, is texel 0, not a trap).
  @inline(__always)
  static func texel(_ u: Float, count: Float) -> Int {
    let clamped = min(max(u.rounded(.down), 0), count - 1)
    return clamped.isNaN ? 0 : Int(clamped)
  }
}
