/// Length- and area-uniform sampling on the edges and faces of rectangles and cuboids, as offsets
/// from the centre. Each walks a fixed order of pieces so the GLSL mirror can do the same.
enum ShapeEdges {
  /// A point at fraction `t` of the perimeter, walking top (left to right), right (down), bottom
  /// (right to left), left (up). UIKit's top is -y.
  static func rectanglePerimeter(width: Float, height: Float, t: Float) -> SIMD3<Float> {
    let (w, h) = (width, height)
    var d = t * 2 * (w + h)
    if d < w { return SIMD3(d - w / 2, -h / 2, 0) }
    d -= w
    if d < h { return SIMD3(w / 2, d - h / 2, 0) }
    d -= h
    if d < w { return SIMD3(w / 2 - d, h / 2, 0) }
    d -= w
    return SIMD3(-w / 2, h / 2 - min(d, h), 0)
  }

  /// A point on one of the twelve edges, chosen in proportion to length: four along x, then four
  /// along y, then four along z; within a group, edge j sits at the corner signs of j's two bits.
  static func cuboidEdge(size: SIMD3<Float>, pick: Float, t: Float) -> SIMD3<Float> {
    let half = size * 0.5
    let total = 4 * (size.x + size.y + size.z)
    guard total > 0 else { return .zero }
    var d = pick * total
    let axis: Int
    if d < 4 * size.x { axis = 0 } else if d < 4 * (size.x + size.y) { axis = 1; d -= 4 * size.x } else { axis = 2; d -= 4 * (size.x + size.y) }
    let length = size[axis]
    let j = min(Int(length > 0 ? d / length : 0), 3)
    let s0: Float = j & 1 == 0 ? -1 : 1
    let s1: Float = j & 2 == 0 ? -1 : 1
    let along = length * (t - 0.5)
    switch axis {
    case 0: return SIMD3(along, s0 * half.y, s1 * half.z)
    case 1: return SIMD3(s0 * half.x, along, s1 * half.z)
    default: return SIMD3(s0 * half.x, s1 * half.y, along)
    }
  }

  /// A point on one of the six faces, chosen in proportion to area: the two z faces (w × h), the
  /// two y faces (w × d), the two x faces (h × d); the first of each pair on the negative side.
  static func cuboidFace(size: SIMD3<Float>, pick: Float, u: Float, v: Float) -> SIMD3<Float> {
    let half = size * 0.5
    let areaZ = size.x * size.y, areaY = size.x * size.z, areaX = size.y * size.z
    let total = 2 * (areaZ + areaY + areaX)
    guard total > 0 else { return .zero }
    var d = pick * total
    let a = size.x * (u - 0.5), b = size.y * (v - 0.5)
    if d < 2 * areaZ { return SIMD3(a, b, d < areaZ ? -half.z : half.z) }
    d -= 2 * areaZ
    if d < 2 * areaY { return SIMD3(a, d < areaY ? -half.y : half.y, size.z * (v - 0.5)) }
    d -= 2 * areaY
    return SIMD3(d < areaX ? -half.x : half.x, size.y * (u - 0.5), size.z * (v - 0.5))
  }
}
