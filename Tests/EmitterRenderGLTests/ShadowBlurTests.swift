import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// The shadow's blur at a reduced resolution for large σ (`ShadowBlur`): the factor it picks,
/// the blurred box against the analytic Gaussian blur of a box in both directions, and rendered
/// shadows of wide radius against the analytic profile, CPU and GL.
@Suite("Shadow blur at a reduced resolution", .serialized, .tags(.gl))
struct ShadowBlurTests {
  @Test("the factor is the smallest power of two bringing σ to at most 8 pixels of the plane")
  func factor() {
    #expect(ShadowBlur(sigma: 0).factor == 1 && ShadowBlur(sigma: 0).kernel.halfWidth == 0)
    #expect(ShadowBlur(sigma: 8).factor == 1)
    #expect(ShadowBlur(sigma: 8).kernel == GaussianKernel(sigma: 8))
    #expect(ShadowBlur(sigma: 8.5).factor == 2)
    #expect(ShadowBlur(sigma: 28).factor == 4)
    #expect(ShadowBlur(sigma: 150).factor == 32)
    // The level's σ leaves room for the block average and the bilinear read.
    let blur = ShadowBlur(sigma: 28)
    let level = Double(blur.kernel.sigma) * 4
    #expect(abs(level * level + (16 - 1) / 12 + 16 / 6 - 28 * 28) < 0.01)
    let size = blur.levelSize(width: 781, height: 1688)
    #expect(size.width == 196 && size.height == 422)
  }

  @Test(
    "a box blurred at a reduced resolution follows the analytic Gaussian blur of a box, along x and y",
    arguments: [10.0, 17.0, 28.0, 45.0, 90.0])
  func reducedBoxIsAnalytic(sigma: Double) {
    let blur = ShadowBlur(sigma: Float(sigma))
    #expect(blur.factor > 1)
    // A square plane with a box in the middle, big enough that the blur stays inside.
    let size = Int(12 * sigma) + 64
    let (a, b) = (size / 2 - Int(2 * sigma), size / 2 + Int(2 * sigma) + 3)
    let plane = (0..<(size * size)).map { i -> Float in
      let (x, y) = (i % size, i / size)
      return x >= a && x < b && y >= a && y < b ? 1 : 0
    }
    let level = blur.blurredLevel(plane, width: size, height: size)
    func box(_ c: Double) -> Double {
      LayerCompositionTests.phi((c - Double(a)) / sigma)
        - LayerCompositionTests.phi((c - Double(b)) / sigma)
    }
    let full = GaussianKernel(sigma: Float(sigma))
    let reference = full.blur(plane, width: size, height: size)
    var worst = 0.0
    var worstFull = 0.0
    var worstAgainstFull = 0.0
    for x in 0..<size {
      for y in stride(from: 0, to: size, by: 7) {
        let expected = box(Double(x) + 0.5) * box(Double(y) + 0.5)
        let value = Double(blur.value(in: level, width: size, height: size, x: x, y: y))
        worst = max(worst, abs(value - expected))
        worstFull = max(worstFull, abs(Double(reference[y * size + x]) - expected))
        worstAgainstFull = max(worstAgainstFull, abs(value - Double(reference[y * size + x])))
      }
    }
    // Within one 8-bit step of the full-resolution blur, and no further from the analytic blur
    // than that one is (whose kernel stops at 3σ) by more than half a step.
    #expect(worstAgainstFull < 1.0 / 255, "against the full blur: \(worstAgainstFull)")
    #expect(worst < worstFull + 0.5 / 255, "worst \(worst), full \(worstFull)")
  }

  @Test(
    "a wide shadow (radius 60 pt, σ = 30 px, blurred at a quarter): the analytic profile in all three renderers"
  )
  func wideShadowProfile() throws {
    var scene = LayerCompositionTests.shadowScene()
    scene.layers[0].shadowRadius = 60
    let (gpu, reference, native) = try LayerGroupTests.images(scene)
    let sigma = 30.0
    // The 40 × 40 square at (97, 105), its shadow moved 30 pt right: the box x 107..<147,
    // y 85..<125 blurred; along the middle row, outside the square (x 77..<117).
    let (left, right, top, bottom) = (107.0, 147.0, 85.0, 125.0)
    let y = 105
    let phi = LayerCompositionTests.phi
    let across = phi((Double(y) + 0.5 - top) / sigma) - phi((Double(y) + 0.5 - bottom) / sigma)
    for (image, name) in [(reference, "reference"), (native, "native"), (gpu, "gpu")] {
      var worst = 0.0
      for x in Array(0..<77) + Array(118..<image.width) {
        let centre = Double(x) + 0.5
        let expected = (phi((centre - left) / sigma) - phi((centre - right) / sigma)) * across
        worst = max(worst, abs(Double(image[x, y].w) / 255 - expected))
      }
      // 8-bit rounding (0.002), the square's edge softened by up to half a pixel at the
      // Gaussian's steepest (0.5 / (σ √(2π)) = 0.0067), the reduced blur (under 0.004).
      #expect(worst < 0.015, "\(name): worst \(worst)")
      // The shadow shows well left of the square (analytic: 7/255), where σ = 8 px leaves 0.
      #expect(image[60, y].w >= 5, "\(name)")
    }
    expectImagesMatch(gpu, reference, "wide-shadow")
    expectImagesMatch(native, reference, "wide-shadow-native")
  }
}
