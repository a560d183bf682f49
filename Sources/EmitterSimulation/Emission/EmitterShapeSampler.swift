import EmitterModel

/// Birth positions on an emitter shape, and the shape's natural emission frame.
///
/// Geometry follows Apple's documentation: a line runs along x centred on the position with
/// length `width`; a rectangle is `width × height`; a cuboid adds `depth` along z; a circle's and
/// a sphere's radius is `width`. Modes (docs/SEMANTICS.md has the table):
/// - `volume`: inside (line: along it; rectangle: its area; circle: its disc).
/// - `surface`: on the surface (2D shapes: their area; cuboid: its six faces; sphere: its shell).
/// - `outline`: on the edges (rectangle: perimeter; cuboid: twelve edges; circle: circumference;
///   sphere: its shell; line: along it).
/// - `points`: the corners (line: both ends; rectangle: 4; cuboid: 8) or the centre (circle, sphere).
/// `rectangles` is several rectangles (`EmitterRectList`), each as `rectangle` in every mode.
/// Every choice is uniform in length, area or volume; a zero-size shape degenerates to its centre.
package struct EmitterShapeSampler: Sendable {
  package var shape: EmitterShape
  package var mode: EmitterMode
  package var center: SIMD3<Float>
  /// (width, height, depth).
  package var size: SIMD3<Float>
  /// The `rectangles` shape's rects.
  package var rects: EmitterRectList
  /// The `mask` shape's table.
  package var mask: EmitterMaskTable

  package init(
    shape: EmitterShape, mode: EmitterMode, center: SIMD3<Float>, size: SIMD3<Float>,
    rects: EmitterRectList = EmitterRectList(), mask: EmitterMaskTable = EmitterMaskTable()
  ) {
    self.shape = shape; self.mode = mode; self.center = center; self.size = size; self.rects = rects
    self.mask = mask
  }

  package init(_ layer: ResolvedLayer) {
    self.init(
      shape: layer.shape, mode: layer.mode, center: layer.position, size: layer.size, rects: layer.rects,
      mask: layer.mask)
  }

  /// The frame `emissionLongitude` and `emissionLatitude` turn from, for the birth drawn from the
  /// same uniform numbers as `position`. Circles and spheres turn it with the birth position, so
  /// longitude 0 is the outward normal there (docs/SEMANTICS.md, "Natural direction of each
  /// shape"); their centre (`points`) has no normal and keeps the layer's axes, as a point does.
  package func frame(u: Float, v: Float, w: Float) -> EmissionFrame {
    switch (shape, mode) {
    case (.line, _): return .lineNormal
    case (.circle, .points), (.sphere, .points): return .layerAxes
    case (.circle, .outline): return .outward(angle: 2 * Float.pi * u)
    case (.circle, _): return .outward(angle: 2 * Float.pi * v)
    case (.sphere, _): return .along(spherePoint(radius: 1, v: v, w: w))
    case (.point, _), (.rectangle, _), (.cuboid, _), (.rectangles, _), (.mask, _): return .layerAxes
    }
  }

  /// A birth position from five uniform numbers in [0, 1): `u`, `v`, `w`, `pick` and `radius`.
  package func position(u: Float, v: Float, w: Float, pick: Float, radius: Float) -> SIMD3<Float> {
    center + offset(u: u, v: v, w: w, pick: pick, radius: radius)
  }

  func offset(u: Float, v: Float, w: Float, pick: Float, radius: Float) -> SIMD3<Float> {
    let half = size * 0.5
    switch (shape, mode) {
    case (.point, _):
      return .zero
    case (.line, .points):
      return SIMD3(pick < 0.5 ? -half.x : half.x, 0, 0)
    case (.line, _):
      return SIMD3(size.x * (u - 0.5), 0, 0)
    case (.rectangle, .points):
      return corner(Int(pick * 4), of: SIMD3(half.x, half.y, 0))
    case (.rectangle, .outline):
      return ShapeEdges.rectanglePerimeter(width: size.x, height: size.y, t: u)
    case (.rectangle, _):
      return SIMD3(size.x * (u - 0.5), size.y * (v - 0.5), 0)
    case (.cuboid, .points):
      return corner(Int(pick * 8), of: half)
    case (.cuboid, .outline):
      return ShapeEdges.cuboidEdge(size: size, pick: pick, t: u)
    case (.cuboid, .surface):
      return ShapeEdges.cuboidFace(size: size, pick: pick, u: u, v: v)
    case (.cuboid, .volume):
      return SIMD3(size.x * (u - 0.5), size.y * (v - 0.5), size.z * (w - 0.5))
    case (.circle, .points), (.sphere, .points):
      return .zero
    case (.circle, .outline):
      return circlePoint(radius: size.x, angle: 2 * Float.pi * u)
    case (.circle, _):
      return circlePoint(radius: size.x * u.squareRoot(), angle: 2 * Float.pi * v)
    case (.sphere, .volume):
      // The largest of three uniforms has density 3r²: uniform by volume, no cube root needed.
      return spherePoint(radius: size.x * max(u, max(pick, radius)), v: v, w: w)
    case (.sphere, _):
      return spherePoint(radius: size.x, v: v, w: w)
    case (.rectangles, _):
      return rects.offset(mode: mode, u: u, v: v, pick: pick)
    case (.mask, _):
      // Masks need the serial and the pick's bits: `maskBirth`, which `ParticleBirth` calls.
      return .zero
    }
  }

  /// The `mask` shape's birth for serial `serial`: where (from the centre) and what it carries.
  package func maskBirth(serial: UInt64, pickBits: UInt32, u: Float, v: Float) -> EmitterMaskTable.Birth {
    var birth = mask.birth(mode: mode, serial: serial, pickBits: pickBits, u: u, v: v)
    birth.offset = center + birth.offset
    return birth
  }

  /// Corner `index` of the box with half-extents `half`: bit 0 picks x, bit 1 y, bit 2 z.
  func corner(_ index: Int, of half: SIMD3<Float>) -> SIMD3<Float> {
    let i = min(max(index, 0), 7)
    return SIMD3(i & 1 == 0 ? -half.x : half.x, i & 2 == 0 ? -half.y : half.y, i & 4 == 0 ? -half.z : half.z)
  }

  func circlePoint(radius: Float, angle: Float) -> SIMD3<Float> {
    let (sine, cosine) = PortableTrig.sinCos(angle)
    return SIMD3(radius * cosine, radius * sine, 0)
  }

  /// A point at `radius` in a direction uniform on the sphere (cos polar uniform in [-1, 1]).
  func spherePoint(radius: Float, v: Float, w: Float) -> SIMD3<Float> {
    let cosPolar = 1 - 2 * v
    let sinPolar = max(0, 1 - cosPolar * cosPolar).squareRoot()
    let (sine, cosine) = PortableTrig.sinCos(2 * Float.pi * w)
    return SIMD3(radius * sinPolar * cosine, radius * sinPolar * sine, radius * cosPolar)
  }
}
