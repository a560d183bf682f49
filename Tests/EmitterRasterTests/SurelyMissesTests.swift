import EmitterModel
import EmitterSimulation
import Foundation
import Testing

@testable import EmitterRaster
import EmitterVerification

/// The set-up's early test for quads off the target (`Projection.surelyMisses`) skips a
/// particle before its geometry is made; skipping one that covers a pixel would drop it from
/// the image. On random sprites and points, turned and scaled any way, in and around a canvas
/// drawn through no layer matrix or a random affine one (turn, scale, shear, move), every
/// quad it skips has no pixel bounds at all.
@Suite("A quad skipped as off the target covers no pixel")
struct SurelyMissesTests {
  @Test("random quads near and far from the canvas", arguments: 0..<4 as Range<UInt64>)
  func randomQuads(_ seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let (width, height) = (300, 200)
    var skipped = 0
    var kept = 0
    for _ in 0..<3000 {
      var view = RenderView(
        size: SIMD2(150, 100), scale: 2,
        eyeDistance: Bool.random(using: &random) ? 500 : .infinity)
      if Bool.random(using: &random) {
        let turn = Double.random(in: -.pi ... .pi, using: &random)
        let (sx, sy) = (
          Double.random(in: 0.3...2, using: &random), Double.random(in: 0.3...2, using: &random)
        )
        let shear = Double.random(in: -0.5...0.5, using: &random)
        let matrix = try #require(
          Transform3D(entries: [
            cos(turn) * sx, sin(turn) * sx, 0, 0, -sin(turn) * sy + shear, cos(turn) * sy, 0, 0,
            0, 0, 1, 0, Double.random(in: -50...200, using: &random),
            Double.random(in: -50...150, using: &random), 0, 1,
          ]))
        view.layerMatrix = LayerMatrix(matrix)
      }
      let projection = ParticleQuad.Projection(view)
      let type: ParticleType = Bool.random(using: &random) ? .sprite : .point
      let center = SIMD3<Float>(
        Float.random(in: -120...270, using: &random), Float.random(in: -120...220, using: &random),
        Float.random(in: -50...50, using: &random))
      let halfSize = SIMD2<Float>(
        Float.random(in: -20...20, using: &random), Float.random(in: -20...20, using: &random))
      let quad = ParticleQuad(
        type: type, center: center, normal: SIMD3(0, 0, 1),
        rotation: Float.random(in: -4...4, using: &random), halfSize: halfSize)
      let misses = projection.surelyMisses(
        center: center, reach: abs(halfSize.x) + abs(halfSize.y), flat: true, width: width,
        height: height)
      guard misses else {
        kept += 1
        continue
      }
      skipped += 1
      let bounds = QuadMapping(quad: quad, projection: projection, preservesDepth: false)
        .pixelBounds(width: width, height: height)
      #expect(
        bounds.columns.isEmpty || bounds.rows.isEmpty,
        "skipped a quad at \(center), half size \(halfSize), bounds \(bounds)")
    }
    // Both outcomes happen: the test is about something.
    #expect(skipped > 300 && kept > 300, "skipped \(skipped), kept \(kept)")
  }

  @Test("never where w varies: a plane in perspective, a layer that preserves depth")
  func onlyAffine() {
    let projection = ParticleQuad.Projection(RenderView(size: SIMD2(150, 100), scale: 2))
    // Far off the canvas, but not flat under a perspective: the full tests decide.
    #expect(
      !projection.surelyMisses(
        center: SIMD3(-1000, -1000, 0), reach: 1, flat: false, width: 300, height: 200))
    #expect(
      projection.surelyMisses(
        center: SIMD3(-1000, -1000, 0), reach: 1, flat: true, width: 300, height: 200))
  }
}
