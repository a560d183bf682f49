import EmitterSimulation
import Foundation
import Testing

@testable import EmitterContents

/// `CoverageMask.convexCoverage` clips only the pixels an edge crosses; every other pixel gets
/// what clipping would give it. Checked against clipping alone over whole rasters of rotated
/// rectangles and triangles, both windings, at fractional positions.
@Suite("Convex coverage: the fast path equals clipping")
struct ConvexCoverageTests {
  static func polygons() -> [[SIMD2<Double>]] {
    var random = SplitMix64(seed: 7)
    return (0..<12).map { index in
      let center = SIMD2(random.double(in: 20...30), random.double(in: 20...30))
      let angle = random.double(in: 0...(2 * .pi))
      let (cosine, sine) = (cos(angle), sin(angle))
      let corners: [SIMD2<Double>] =
        index % 2 == 0
        ? [SIMD2(-15, -7.3), SIMD2(15, -7.3), SIMD2(15, 7.3), SIMD2(-15, 7.3)]
        : [SIMD2(0, -16.1), SIMD2(14.2, 9.9), SIMD2(-13.7, 8.4)]
      let turned = corners.map {
        SIMD2($0.x * cosine - $0.y * sine, $0.x * sine + $0.y * cosine) + center
      }
      return index % 4 < 2 ? turned : turned.reversed()
    }
  }

  @Test(
    "every pixel of 12 polygons, within 1e-9 of clipping alone (a raster stores 1/255)",
    arguments: 0..<12)
  func equalsClipping(_ index: Int) {
    let polygon = Self.polygons()[index]
    let orientation = CoverageMask.signedArea(polygon) >= 0 ? 1.0 : -1.0
    var kinds = (none: 0, whole: 0, part: 0)
    for y in 0..<50 {
      for x in 0..<50 {
        let (px, py) = (Double(x), Double(y))
        let fast = CoverageMask.convexCoverage(x: px, y: py, polygon: polygon)
        let clipped = CoverageMask.clippedCoverage(
          x: px, y: py, polygon: polygon, orientation: orientation)
        #expect(abs(fast - clipped) <= 1e-9, "pixel (\(x), \(y)): \(fast) against \(clipped)")
        if clipped == 0 {
          kinds.none += 1
        } else if abs(clipped - 1) <= 1e-9 {
          kinds.whole += 1
        } else {
          kinds.part += 1
        }
      }
    }
    // Each polygon has pixels outside, inside and on its edges.
    #expect(kinds.none > 100 && kinds.whole > 100 && kinds.part > 50, "\(kinds)")
  }
}
