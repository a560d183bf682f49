import EmitterModel
import EmitterSimulation

/// A particle's quad in layer space and its projection onto the canvas: Shaders/include/
/// particle_quad.glsl, step for step, so the CPU reference draws the GPU's geometry.
package struct ParticleQuad: Sendable, Equatable {
  /// Where the image's +x (rightward) and +y (downward) point in layer space, unit length.
  package var axisX: SIMD3<Float>
  package var axisY: SIMD3<Float>
  /// The particle's position, points.
  package var center: SIMD3<Float>
  /// Half the quad's width and height, points (contents half size × particle scale); negative
  /// for a negative scale, which puts each image corner on the opposite side: mirrored.
  package var halfSize: SIMD2<Float>

  /// A sprite turns by `rotation` about z (clockwise on screen); a plane turns by it about its
  /// birth `normal`, its axes being the sprite's carried from +z to the normal by the shortest
  /// rotation, and then turns over by `tumble` (spin × age) about `tumbleAxis(normal)`. A
  /// point faces the viewer and never turns.
  package init(
    type: ParticleType, center: SIMD3<Float>, normal: SIMD3<Float>, rotation: Float,
    tumble: Float = 0, halfSize: SIMD2<Float>
  ) {
    // A point never turns: its rotation is not drawn.
    let turn = type == .point ? (sin: Float(0), cos: Float(1)) : PortableTrig.sinCos(rotation)
    var x = SIMD3<Float>(turn.cos, turn.sin, 0)
    var y = SIMD3<Float>(-turn.sin, turn.cos, 0)
    if type == .plane {
      x = Self.rotateFromZ(normal, x)
      y = Self.rotateFromZ(normal, y)
      let over = PortableTrig.sinCos(tumble)
      let axis = Self.tumbleAxis(normal)
      x = Self.turn(x, about: axis, sin: over.sin, cos: over.cos)
      y = Self.turn(y, about: axis, sin: over.sin, cos: over.cos)
    }
    axisX = x
    axisY = y
    self.center = center
    self.halfSize = halfSize
  }

  /// The shortest rotation taking +z to the unit normal `n`, applied to `v` (Rodrigues); a half
  /// turn about x when `n` points straight away.
  static func rotateFromZ(_ n: SIMD3<Float>, _ v: SIMD3<Float>) -> SIMD3<Float> {
    let k = 1 + n.z
    guard k >= 1e-6 else { return SIMD3(v.x, -v.y, -v.z) }
    let a = n.x / k
    let b = n.y / k
    return SIMD3(
      (1 - n.x * a) * v.x - n.y * a * v.y + n.x * v.z,
      -n.x * b * v.x + (1 - n.y * b) * v.y + n.y * v.z,
      -n.x * v.x - n.y * v.y + n.z * v.z)
  }

  /// The axis a plane particle turns over about: in the layer plane, perpendicular to its birth
  /// normal (`z × n`, normalised), so the normal sweeps through +z and through edge-on (n.z = 0)
  /// twice a turn. A normal within 1e-6 of ±z has no such direction; it turns about +x (top over
  /// bottom, as a falling card).
  package static func tumbleAxis(_ n: SIMD3<Float>) -> SIMD3<Float> {
    let planar = (n.x * n.x + n.y * n.y).squareRoot()
    guard planar > 1e-6 else { return SIMD3(1, 0, 0) }
    return SIMD3(-n.y / planar, n.x / planar, 0)
  }

  /// `v` turned by the angle with sine `s` and cosine `c` about the unit `axis` (Rodrigues):
  /// `v c + (axis × v) s + axis (axis · v)(1 - c)`.
  static func turn(_ v: SIMD3<Float>, about k: SIMD3<Float>, sin s: Float, cos c: Float) -> SIMD3<
    Float
  > {
    let cross = SIMD3<Float>(k.y * v.z - k.z * v.y, k.z * v.x - k.x * v.z, k.x * v.y - k.y * v.x)
    let along = (k.x * v.x + k.y * v.y + k.z * v.z) * (1 - c)
    return v * c + cross * s + k * along
  }

  /// The unit normal of the quad as drawn (axisX × axisY): +z for a sprite.
  package var normal: SIMD3<Float> {
    SIMD3(
      axisX.y * axisY.z - axisX.z * axisY.y, axisX.z * axisY.x - axisX.x * axisY.z,
      axisX.x * axisY.y - axisX.y * axisY.x)
  }

  /// The layer-space offset of the image point (s, t) from the centre; (0, 0) is the image's
  /// top-left corner, (1, 1) its bottom-right.
  package func offset(s: Float, t: Float) -> SIMD3<Float> {
    axisX * (halfSize.x * (s * 2 - 1)) + axisY * (halfSize.y * (t * 2 - 1))
  }

  /// The nearest any corner comes to the eye as z × perspective; drawn only while ≤ 1/2.
  package func nearestDepth(perspective: Float, preservesDepth: Bool) -> Float {
    let z = (preservesDepth ? center.z : 0) + abs(axisX.z) * abs(halfSize.x) + abs(axisY.z) * abs(halfSize.y)
    return z * perspective
  }

  /// The projection of `center + offset`: (x · w, y · w, w) with x, y in canvas points and
  /// `w = 1 - z · perspective` (Core Animation's m34 = -perspective), centred on the particle
  /// or, when the layer preserves depth, on the layer's centre; then the layer's
  /// canvas-from-layer matrix, when it is not the identity.
  package func project(_ offset: SIMD3<Float>, view: RenderView, preservesDepth: Bool) -> SIMD3<
    Float
  > {
    project(offset, projection: Projection(view), preservesDepth: preservesDepth)
  }

  /// `project(_:view:preservesDepth:)` with the view's terms worked out beforehand.
  @inline(__always)
  func project(_ offset: SIMD3<Float>, projection: Projection, preservesDepth: Bool) -> SIMD3<
    Float
  > {
    let anchor = preservesDepth ? projection.perspectiveCenter : SIMD2(center.x, center.y)
    let z = (preservesDepth ? center.z : 0) + offset.z
    let w = 1 - z * projection.perspective
    let scaled = anchor * w + ((SIMD2(center.x, center.y) + SIMD2(offset.x, offset.y)) - anchor)
    // Layer space to canvas space: the layer's matrix, projectively (`RenderView.layerMatrix`).
    guard let matrix = projection.layerMatrix else { return SIMD3(scaled.x, scaled.y, w) }
    return matrix.apply(SIMD3(scaled.x, scaled.y, w))
  }

  /// What projecting reads of a `RenderView`, worked out once: the fast CPU renderer sets up
  /// every particle of a layer against one view.
  struct Projection: Sendable {
    var perspective: Float
    var perspectiveCenter: SIMD2<Float>
    var layerMatrix: LayerMatrix?
    var pixelsPerPoint: SIMD2<Float>

    init(_ view: RenderView) {
      perspective = view.perspective
      perspectiveCenter = view.perspectiveCenter
      layerMatrix = view.layerMatrix
      pixelsPerPoint = view.pixelsPerPoint
    }

    /// Whether a quad about `center` whose corners lie within `reach` points of it in x and in
    /// y (|half width| + |half height|, whatever its turn) surely covers no pixel of a
    /// `width` x `height` target: a test before any of its geometry is made, for particles that
    /// have fallen off the canvas. Only where the quad maps to the canvas affinely: w is 1 on
    /// every corner (no perspective, or a quad `flat` in the layer plane, a sprite or a point,
    /// of a layer that does not preserve depth) and a layer matrix, if any, has no projective
    /// part; elsewhere false. Two pixels of margin: `pixelBounds` reaches half a pixel and one
    /// more past a quad.
    func surelyMisses(
      center: SIMD3<Float>, reach: Float, flat: Bool, width: Int, height: Int
    ) -> Bool {
      guard perspective == 0 || flat else { return false }
      var point = SIMD2(center.x, center.y)
      var extent = SIMD2(repeating: reach)
      if let matrix = layerMatrix {
        // Column 3 is (m14, m24, m34, m44): w stays 1 when m14 = m24 = 0 and m44 = 1.
        let w = matrix.columns.3
        guard w.x == 0, w.y == 0, w.w == 1 else { return false }
        let mapped = matrix.apply(SIMD3(center.x, center.y, 1))
        point = SIMD2(mapped.x, mapped.y)
        // An offset within ±reach on each axis moves x' by at most (|m11| + |m21|)·reach.
        let stretch = SIMD2(
          abs(matrix.columns.0.x) + abs(matrix.columns.0.y),
          abs(matrix.columns.1.x) + abs(matrix.columns.1.y))
        extent = stretch * reach
      }
      let low = (point - extent) * pixelsPerPoint - 2
      let high = (point + extent) * pixelsPerPoint + 2
      // NaN fails every comparison: such a quad goes on to the full tests.
      return high.x < 0 || high.y < 0 || low.x > Float(width) || low.y > Float(height)
    }
  }
}
