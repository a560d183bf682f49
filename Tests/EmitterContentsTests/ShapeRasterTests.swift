import EmitterContents
import EmitterImage
import EmitterModel
import Foundation
import Testing

@Suite("Contents rasterised: shapes, paths, emoji")
struct ShapeRasterTests {
  /// Total coverage in pixels (alpha / 255 summed).
  static func area(_ image: RGBAImage) -> Double {
    stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Double(image.pixels[$1]) } / 255
  }

  @Test(
    "each shape covers its area, anti-aliased, inside a transparent margin",
    arguments: ContentsShape.allCases)
  func shapeAreas(_ shape: ContentsShape) {
    let size = Size(width: 20, height: shape == .rectangle ? 9 : 20)
    // 2.63 pixels per point puts the edges inside pixels, where anti-aliasing shows.
    let raster = ShapeRasterizer.rasterize(shape, size: size, density: 2.63)
    let w = size.width * 2.63
    let h = size.height * 2.63
    let expected: Double =
      switch shape {
      case .circle: Double.pi * w * h / 4
      case .triangle: w * h / 2
      case .square, .rectangle: w * h
      }
    // Exact box-filtered coverage for polygons (rounding to 8 bits only); the ellipse's
    // one-pixel ramp is exact to first order, off by a fraction of its perimeter.
    let tolerance = shape == .circle ? 0.01 : 0.002
    #expect(
      abs(Self.area(raster.image) - expected) / expected < tolerance,
      "\(Self.area(raster.image)) vs \(expected)")
    let image = raster.image
    #expect(
      image[0, 0].w == 0 && image[image.width - 1, image.height - 1].w == 0, "corners are margin")
    #expect(
      image[image.width / 2, image.height / 2] == SIMD4(repeating: 255), "white and opaque inside")
    #expect(Set(image.pixels).count > 3, "edges are anti-aliased, not just 0 and 255")
    #expect(abs(raster.pointSize.x - Double(image.width) / 2.63) < 1e-9)
  }

  @Test("SVG paths: absolute and relative commands, quadratic curves, errors")
  func svgPaths() throws {
    let path = try SVGPath(parsing: "M0 0 L10,0 l0 10 H0 Z m 20 0 q5 -5 10 0 z")
    // move, 3 lines, close; move, the quadratic as a cubic, close.
    #expect(path.segments.count == 8)
    // The quadratic's control point (25, -5) becomes cubic controls 2/3 of the way to it.
    let bounds = path.bounds
    #expect(bounds.origin.x == 0 && abs(bounds.origin.y + 10.0 / 3) < 1e-12)
    #expect(bounds.size.x == 30 && abs(bounds.size.y - 40.0 / 3) < 1e-12)
    #expect(throws: SVGPathError.self) { try SVGPath(parsing: "L 1 2") }
    #expect(throws: SVGPathError.self) { try SVGPath(parsing: "M 1 x") }
    #expect(throws: SVGPathError.self) { try SVGPath(parsing: "") }
  }

  @Test("a path fills its outline: a 10 × 10 square path covers 100 points²")
  func pathArea() throws {
    let raster = try ContentsRasterizer.rasterize(
      .path("M0 0 H10 V10 H0 Z"), density: 2, contentsScale: 1, cell: "c")
    #expect(abs(Self.area(raster.image) - 400) < 1)
  }

  @Test("an emoji comes out in colour from Noto Color Emoji")
  func emoji() throws {
    let raster = try ContentsRasterizer.rasterize(
      .emoji("🎉", size: 32), density: 2, contentsScale: 1, cell: "c")
    #expect(raster.image.width > 50 && raster.image.height > 50)
    var coloured = 0
    for y in 0..<raster.image.height {
      for x in 0..<raster.image.width {
        let p = raster.image[x, y]
        if p.w > 200, max(p.x, p.y, p.z) - min(p.x, p.y, p.z) > 60 { coloured += 1 }
      }
    }
    #expect(coloured > 200, "a colour glyph, not a grey outline")
  }

  @Test("an invalid path names the cell")
  func invalidPath() {
    #expect(
      throws: ContentsError.invalidPath(cell: "rocket.spark", reason: "a path must start with M")
    ) {
      try ContentsRasterizer.rasterize(
        .path("L 1 2"), density: 1, contentsScale: 1, cell: "rocket.spark")
    }
  }
}
