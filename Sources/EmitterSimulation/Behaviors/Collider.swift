import EmitterModel

/// The `collision` behaviour (EmitterKit's own) in the single-precision form both simulators
/// use: a collider in the layer plane (extending along z) and what a particle does there.
///
/// After each step's integration, the step's chord, from the position at its start `p0` to the
/// integrated end `p1`, is tested against the collider (`Collider+Hit`), so a particle cannot
/// pass through it between two steps however fast it moves (up to
/// `EmitterBehavior.maximumCollisionSpeed`). A hit is a crossing from the free side to the
/// solid side; a particle that starts a step on the solid side passes freely.
/// `Shaders/include/collision.glsl` repeats every operation in the same order.
package struct Collider: Sendable, Equatable {
  /// `COLLIDER_*` in collision.glsl.
  package enum Shape: UInt32, Sendable {
    case bounds = 0
    case line, rect, circle, image
  }

  /// `COLLISION_*` in collision.glsl.
  package enum Response: UInt32, Sendable {
    case bounce = 0
    case stick, slide, die
  }

  package var shape: Shape
  package var response: Response
  /// bounds and rect: (minX, minY, maxX, maxY); line: its ends (ax, ay, bx, by); circle: centre
  /// x, y, radius, 0; image: the top-left corner of its texel (0, 0) x, y, texels per point, 0.
  package var geometry: SIMD4<Float>
  /// An image collider's texels (nil for the other shapes).
  package var grid: ColliderGrid?
  /// A line's unit direction from its near end to its far end, and its length (0, 0, 0 for the
  /// other shapes): computed once in Double, so neither simulator takes this square root.
  package var direction: SIMD3<Float> = .zero
  package var restitution: Float
  package var friction: Float
  package var settleSpeed: Float

  /// How far from the surface, on the free side, a particle is left after a contact, points:
  /// four times the spacing of floats below 2¹⁵ points (1/256), so the rounding of a contact
  /// point in layer coordinates within ±32768 points cannot leave it on the solid side, and too
  /// little to see.
  package static let skin: Float = 1.0 / 64.0

  /// The collider of `behavior`, whose layer's bounds are `layerBounds` (for `bounds`).
  init(_ behavior: EmitterBehavior, layerBounds: Rect) {
    switch behavior.collider {
    case .bounds:
      shape = .bounds
      geometry = Self.corners(of: layerBounds)
    case .rect:
      shape = .rect
      geometry = Self.corners(of: behavior.rect)
    case .circle:
      shape = .circle
      let c = behavior.position
      geometry = SIMD4(Float(c.x), Float(c.y), Float(behavior.radius), 0)
    case .line:
      shape = .line
      let (a, b) = (behavior.position, behavior.endPosition)
      geometry = SIMD4(Float(a.x), Float(a.y), Float(b.x), Float(b.y))
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let length = (dx * dx + dy * dy).squareRoot()
      if length > 0, length.isFinite {
        direction = SIMD3(Float(dx / length), Float(dy / length), Float(length))
      }
    case .image:
      shape = .image
      let grid = ColliderGrid(ColliderGridKey(behavior))
      self.grid = grid
      let corner = SIMD2(behavior.position.x, behavior.position.y) + grid.origin
      geometry = SIMD4(Float(corner.x), Float(corner.y), Float(behavior.scale), 0)
    }
    response = Response(behavior.response)
    restitution = Float(behavior.restitution)
    friction = Float(behavior.friction)
    settleSpeed = Float(behavior.settleSpeed)
  }

  package init(
    shape: Shape, geometry: SIMD4<Float>, grid: ColliderGrid? = nil, response: Response = .bounce,
    restitution: Float = 1, friction: Float = 0, settleSpeed: Float = 0
  ) {
    self.shape = shape
    self.geometry = geometry
    self.grid = grid
    self.response = response
    self.restitution = restitution
    self.friction = friction
    self.settleSpeed = settleSpeed
    if shape == .line {
      let (dx, dy) = (Double(geometry.z - geometry.x), Double(geometry.w - geometry.y))
      let length = (dx * dx + dy * dy).squareRoot()
      if length > 0 { direction = SIMD3(Float(dx / length), Float(dy / length), Float(length)) }
    }
  }

  /// (minX, minY, maxX, maxY) of `rect`, a negative size flipping it.
  static func corners(of rect: Rect) -> SIMD4<Float> {
    let (x0, x1) = (rect.origin.x, rect.origin.x + rect.size.width)
    let (y0, y1) = (rect.origin.y, rect.origin.y + rect.size.height)
    return SIMD4(Float(min(x0, x1)), Float(min(y0, y1)), Float(max(x0, x1)), Float(max(y0, y1)))
  }
}

extension Collider.Response {
  init(_ response: CollisionResponse) {
    switch response {
    case .bounce: self = .bounce
    case .stick: self = .stick
    case .slide: self = .slide
    case .die: self = .die
    }
  }
}
