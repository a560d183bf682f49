import EmitterModel
import EmitterSimulation

/// How many pixels per point vector contents are rasterised at.
///
/// Twice the pixels a particle covers at its largest drawn scale (so linear filtering
/// minifies by at most 2 at that size, and magnification never blurs), rounded up to a power of
/// two (cells of similar sizes share rasters), within 1/4...64, and lowered further when the
/// image would exceed `maximumSide` pixels (`ContentsBudget`: validation refuses contents too
/// large to fit at the lowest density).
package enum RasterDensity {
  static let oversampling = 2.0
  package static let maximumSide = ContentsBudget.maximumRasterSide
  package static let minimumDensity = ContentsBudget.minimumDensity

  /// The density for a cell whose contents span `pointExtent` points at scale 1.
  package static func density(pixelScale: Double, maximumScale: Double, pointExtent: Double)
    -> Double
  {
    let wanted = max(pixelScale * maximumScale * oversampling, minimumDensity)
    var density = minimumDensity
    while density < wanted, density < 64 { density *= 2 }
    while density > minimumDensity, pointExtent * density > maximumSide { density /= 2 }
    return density
  }

  /// An upper bound of the size of each flat cell's drawn scale (negative scales draw mirrored, so
  /// their size counts): the scale is linear in age, so its largest size is at a birth extreme
  /// (mean ± range) at age 0 or at the longest life, times its parent's bound (sub-cells inherit
  /// scale by multiplication). At least a small positive value.
  static func maximumScales(_ scene: ResolvedScene) -> [Double] {
    var bounds: [Double] = []
    let halfWidth = scene.rangeMode.halfWidthFactor
    for cell in scene.cells {
      let spread = abs(Double(cell.scaleRange)) * halfWidth
      let (low, high) = (Double(cell.scale) - spread, Double(cell.scale) + spread)
      let life = max(0, Double(cell.lifetime) + abs(Double(cell.lifetimeRange)) * halfWidth)
      let change = Double(cell.scaleSpeed) * life
      let largest = max(abs(low), abs(high), abs(low + change), abs(high + change))
      let parent = cell.parent.map { bounds[$0] } ?? 1
      bounds.append(max(largest * parent, 1.0 / 64))
    }
    return bounds
  }
}
