import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import EmitterVerification
import Testing

/// Textured ribbons (`trailContents`): GL against the reference where a wrong u or v would show,
/// and both against a hand-computed straight ribbon.
extension TrailRibbonRenderTests {
  /// A `width` × `height` bitmap whose texel (x, y) is `color(x, y)` (opaque, 0...255).
  static func bitmap(
    width: Int, height: Int, _ color: (Int, Int) -> SIMD3<UInt8>
  ) throws -> Contents {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let c = color(x, y)
        pixels += [c.x, c.y, c.z, 255]
      }
    }
    return .bitmap(try ContentsBitmap(width: width, height: height, premultipliedPixels: pixels))
  }

  /// Eight stripes along u (red to blue) over a green ramp down v: a u or v reversed, scaled or
  /// shifted by a texel moves colours a reviewer and the comparison both see.
  static func stripes() throws -> Contents {
    try bitmap(width: 8, height: 4) { x, y in
      SIMD3(UInt8(255 - 32 * x), UInt8(40 + 70 * y), UInt8(32 * x + 31))
    }
  }

  @Test(
    "textured ribbons (stripes along u, a ramp across v): GL draws what the reference draws",
    arguments: RenderMode.allCases)
  func texturedRenderModes(_ mode: RenderMode) throws {
    var scene = Self.trails(mode)
    scene.layers[0].emitterCells[0].trailWidth = 14
    scene.layers[0].emitterCells[0].trailEndWidth = 4
    scene.layers[0].emitterCells[0].trailContents = try Self.stripes()
    let (gpu, cpu) = try RenderFixtures.images(scene)
    let flat = try RenderFixtures.referenceImage(
      {
        var flat = scene
        flat.layers[0].emitterCells[0].trailContents = nil
        return flat
      }())
    #expect(!ImageComparison(actual: cpu, expected: flat).passed, "the texture changed nothing")
    expectImagesMatch(gpu, cpu, "trails-textured-\(mode)")
    LayerMaskRenderTests.writeForViewing(cpu, "trails-textured-\(mode)")
  }

  /// `straight` with a two-texel `trailContents` and the frame at 2 s (the head at x = 140).
  static func straightTextured(_ contents: Contents) throws -> (gpu: RGBAImage, cpu: RGBAImage) {
    var scene = Self.straight
    scene.layers[0].emitterCells[0].trailContents = contents
    return try RenderFixtures.images(scene, frames: 120)
  }

  @Test("along a straight ribbon, u runs from the particle (0) back by age: a left/right texture")
  func straightAlongU() throws {
    // Texel 0 red, texel 1 blue; bilinear between their centres, clamped to them: the blue
    // share is clamp(2u - 0.5, 0, 1), u = (140 - x) / 48 at pixel centre x (60 pt/s over a
    // 0.8 s trail). Column 135 (u 0.09) is red; column 110 (u 0.615) is 73 % blue; column 100
    // (u 0.82, short of the oldest sample at 92) is blue.
    let (gpu, cpu) = try Self.straightTextured(
      try Self.bitmap(width: 2, height: 1) { x, _ in x == 0 ? SIMD3(255, 0, 0) : SIMD3(0, 0, 255) })
    for (name, image) in [("GL", gpu), ("reference", cpu)] {
      for y in 95...104 {
        #expect(image[135, y] == SIMD4(255, 0, 0, 255), "\(name): (135, \(y)) is \(image[135, y])")
        #expect(image[100, y] == SIMD4(0, 0, 255, 255), "\(name): (100, \(y)) is \(image[100, y])")
        let blue = min(max(2 * (140 - 110.5) / 48 - 0.5, 0), 1) * 255
        let pixel = SIMD4<Double>(image[110, y])
        #expect(
          abs(pixel.x - (255 - blue)) <= 1 && pixel.y == 0 && abs(pixel.z - blue) <= 1,
          "\(name): (110, \(y)) is \(image[110, y]), expected blue \(blue)")
      }
      #expect(image[110, 94] == SIMD4(0, 0, 0, 255) && image[110, 105] == SIMD4(0, 0, 0, 255))
    }
  }

  @Test("across a straight ribbon, v runs 0 to 1 from the left of the motion: a top/bottom texture")
  func straightAcrossV() throws {
    // Row 0 green, row 1 red. Moving right in a y-down layer, v = 0 is the upper edge
    // (y = 95.3) and v = 1 the lower (105.3); v = (y + 0.5 - 95.3) / 10 at row y, and the red
    // share is clamp(2v - 0.5, 0, 1): rows 95-97 green, 98-102 a ramp, 103-104 red.
    let (gpu, cpu) = try Self.straightTextured(
      try Self.bitmap(width: 1, height: 2) { _, y in y == 0 ? SIMD3(0, 255, 0) : SIMD3(255, 0, 0) })
    for (name, image) in [("GL", gpu), ("reference", cpu)] {
      for y in 95...104 {
        let v = (Double(y) + 0.5 - 95.3) / 10
        let red = min(max(2 * v - 0.5, 0), 1) * 255
        let pixel = SIMD4<Double>(image[120, y])
        #expect(
          abs(pixel.x - red) <= 1 && abs(pixel.y - (255 - red)) <= 1 && pixel.z == 0,
          "\(name): (120, \(y)) is \(image[120, y]), expected red \(red)")
      }
    }
  }

  @Test("trailContents set live: GL and the reference draw the new image from the change on")
  func liveTrailContents() throws {
    var scene = Self.trails(.unordered)
    scene.layers[0].emitterCells[0].trailWidth = 12
    let stripes = try Self.stripes()
    let (gpu, cpu) = try LiveChangeRenderTests().images(scene) { cpu, gpu in
      try cpu.setValue(stripes, forKeyPath: "emitterCells.cell.trailContents")
      try gpu.setValue(stripes, forKeyPath: "emitterCells.cell.trailContents")
    }
    let flat = try LiveChangeRenderTests().images(scene) { _, _ in }
    #expect(!ImageComparison(actual: cpu, expected: flat.cpu).passed, "the live image changed nothing")
    expectImagesMatch(gpu, cpu, "trails-textured-live")
  }
}
