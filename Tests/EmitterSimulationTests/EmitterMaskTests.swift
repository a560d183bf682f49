import CCairo
import EmitterImage
import EmitterMaskRaster
import EmitterModel
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterSimulation

/// The `mask` shape on the CPU reference: births follow the raster's alpha (a chi-square test at
/// p = 0.001), text births lie in the glyphs' outlines, `points` mode takes each pixel once in
/// sweep order. The GPU's agreement to the bit is EmitterMaskGPUTests's.
@Suite("Emitter shape: mask")
struct EmitterMaskTests {
  /// 12 × 8 pixels: alpha steps through 0, 17, 34, ... by (x + y) (so zero on a diagonal band),
  /// colour (x/11, y/7, 1) premultiplied.
  static let steps: RGBAImage = {
    var image = RGBAImage(width: 12, height: 8)
    for y in 0..<8 {
      for x in 0..<12 {
        let a = UInt8(((x + 2 * y) % 16) * 17)
        func channel(_ c: Double) -> UInt8 { UInt8((c * Double(a)).rounded()) }
        image[x, y] = SIMD4(channel(Double(x) / 11), channel(Double(y) / 7), a, a)
      }
    }
    return image
  }()

  /// A one-cell layer at (200, 150) with the mask shape, `configure`d.
  static func layer(mode: EmitterMode, _ configure: (inout EmitterLayer) -> Void) -> (
    ResolvedLayer, ResolvedCell
  ) {
    var cell = EmitterCell(name: "cell")
    cell.birthRate = 100
    cell.lifetime = 2
    var layer = EmitterLayer(name: "layer")
    layer.emitterShape = .mask
    layer.emitterMode = mode
    layer.emitterPosition = Point(x: 200, y: 150)
    layer.emitterCells = [cell]
    configure(&layer)
    var scene = Scene()
    scene.layers = [layer]
    let resolved = ResolvedScene(scene)
    return (resolved.layers[0], resolved.cells[0])
  }

  /// Particles `serials` as the CPU reference makes them on the layer's shape.
  static func births(_ layer: ResolvedLayer, _ cell: ResolvedCell, serials: Range<Int>)
    -> [Particle]
  {
    let sampler = EmitterShapeSampler(layer)
    return serials.map { serial in
      ParticleBirth.make(
        cell, serial: UInt64(serial), slot: 0, seedWord: layer.seedWord, halfWidth: layer.halfWidth,
        origin: .shape(sampler))
    }
  }

  @Test("an image at its natural size is its own raster, pixel for pixel")
  func rasterIsTheImage() throws {
    let raster = try MaskRasterizer.raster(
      of: .bitmap(ContentsBitmap(image: Self.steps)), box: .zero, scale: 1)
    #expect(raster.image == Self.steps)
    #expect(raster.origin == SIMD2(-6, -4) && raster.pixelSize == 1)
  }

  @Test("volume: births per pixel match the pixels' alpha (chi-square, p = 0.001), none on alpha 0")
  func alphaDistribution() throws {
    let bitmap = try ContentsBitmap(image: Self.steps)
    let (layer, cell) = Self.layer(mode: .volume) { $0.contents = .bitmap(bitmap) }
    let count = 200_000
    var counts = Array(repeating: 0, count: 96)
    for particle in Self.births(layer, cell, serials: 0..<count) {
      // Pixel (x, y) covers [x - 6, x - 5) × [y - 4, y - 3) around the centre (200, 150).
      let x = Int((particle.position.x - 200 + 6).rounded(.down))
      let y = Int((particle.position.y - 150 + 4).rounded(.down))
      try #require((0..<12).contains(x) && (0..<8).contains(y), "\(particle.position) off the mask")
      counts[x + 12 * y] += 1
    }
    let alphas = (0..<96).map { Double(Self.steps[$0 % 12, $0 / 12].w) }
    let total = alphas.reduce(0, +)
    var chi = 0.0
    var degrees = -1
    for i in 0..<96 {
      guard alphas[i] > 0 else {
        #expect(counts[i] == 0, "pixel \(i) has alpha 0 and \(counts[i]) births")
        continue
      }
      let expected = Double(count) * alphas[i] / total
      chi += (Double(counts[i]) - expected) * (Double(counts[i]) - expected) / expected
      degrees += 1
    }
    #expect(
      chi < Statistics.chiSquareCritical(degrees: degrees), "chi-square \(chi), \(degrees) degrees")
  }

  @Test("colours: each birth's colour is the cell's times its pixel's straight colour")
  func pixelColours() throws {
    let bitmap = try ContentsBitmap(image: Self.steps)
    let (layer, cell) = Self.layer(mode: .volume) {
      $0.contents = .bitmap(bitmap)
      $0.emitterMask.colors = true
    }
    for particle in Self.births(layer, cell, serials: 0..<2000) {
      let x = Int((particle.position.x - 194).rounded(.down))
      let y = Int((particle.position.y - 146).rounded(.down))
      let a = Float(Self.steps[x, y].w) / 255
      // Straight red is x/11 and blue 1, premultiplied to a byte (within 0.5/255 of c·a, so
      // 0.5/(255·a) of c once divided) and rounded to a byte again (0.5/255).
      let bound = 0.5 / (255 * a) + 0.5 / 255 + 1e-6
      #expect(abs(particle.color.x - Float(x) / 11) <= bound, "pixel \(x), \(y)")
      #expect(abs(particle.color.z - 1) <= bound)
      #expect(abs(particle.color.w - a) <= 1e-6)
    }
  }

  @Test("text: every birth lies in a glyph's outline (to the raster's pixel), most strictly inside")
  func textInsideGlyphs() throws {
    let scale = 1.0
    let (layer, cell) = Self.layer(mode: .volume) {
      $0.emitterMask.text = "Glyph&8"
      $0.emitterMask.bold = true
      $0.emitterSize = Size(width: 360, height: 0)
      $0.emitterMask.scale = scale
    }
    #expect(!layer.mask.pixels.isEmpty)
    // The outline, placed as the rasteriser places it, in layer points.
    let text = MaskText("Glyph&8", font: "sans-serif", bold: true)
    let ink = text.inkBounds
    let placement = MaskPlacement(natural: ink.size, box: SIMD2(360, 0), scale: scale)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)!
    defer { cairo_destroy(context) }
    cairo_translate(context, 200 - placement.size.x / 2, 150 - placement.size.y / 2)
    cairo_scale(context, placement.factor, placement.factor)
    cairo_translate(context, -ink.origin.x, -ink.origin.y)
    text.appendOutline(to: context)
    cairo_identity_matrix(context)
    // A birth is uniform inside its pixel, and an edge pixel is only partly covered: the stated
    // tolerance is one pixel's diagonal from the outline.
    cairo_set_line_width(context, 2 * 2.0.squareRoot() / scale)
    var strictlyInside = 0
    let particles = Self.births(layer, cell, serials: 0..<20_000)
    for particle in particles {
      let (x, y) = (Double(particle.position.x), Double(particle.position.y))
      let inside = cairo_in_fill(context, x, y) != 0
      if inside { strictlyInside += 1 }
      #expect(
        inside || cairo_in_stroke(context, x, y) != 0, "birth at \(x), \(y) outside every glyph")
    }
    // Edge pixels are a thin rim of 60-point bold glyphs: most births are well inside.
    #expect(
      Double(strictlyInside) / Double(particles.count) > 0.9, "\(strictlyInside) strictly inside")
  }

  @Test("points: each pixel once, in sweep order, at its centre; later serials are born spent")
  func pointsSweep() throws {
    let bitmap = try ContentsBitmap(image: Self.steps)
    let (layer, cell) = Self.layer(mode: .points) {
      $0.contents = .bitmap(bitmap)
      $0.emitterMask.sweepAngle = .pi / 2  // top to bottom
    }
    let pixels = (0..<96).filter { Self.steps[$0 % 12, $0 / 12].w > 0 }.count
    let particles = Self.births(layer, cell, serials: 0..<(pixels + 5))
    let first = particles.prefix(pixels)
    let places = Set(first.map { SIMD2($0.position.x, $0.position.y) })
    #expect(places.count == pixels)
    #expect(first.allSatisfy { $0.position.x.truncatingRemainder(dividingBy: 1) == 0.5 })
    let ys = first.map(\.position.y)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 }, "rows leave top to bottom")
    #expect(first.allSatisfy { $0.lifetime > 0 })
    #expect(particles.suffix(5).allSatisfy { $0.lifetime == 0 })
  }

  @Test("outline: only pixels brighter than a neighbour emit")
  func outlineRim() throws {
    var disc = RGBAImage(width: 20, height: 20)
    for y in 0..<20 {
      for x in 0..<20 where (x - 10) * (x - 10) + (y - 10) * (y - 10) < 64 {
        disc[x, y] = SIMD4(255, 255, 255, 255)
      }
    }
    let (layer, cell) = Self.layer(mode: .outline) {
      $0.contents = .bitmap(try! ContentsBitmap(image: disc))
    }
    for particle in Self.births(layer, cell, serials: 0..<3000) {
      let x = Int((particle.position.x - 190).rounded(.down))
      let y = Int((particle.position.y - 140).rounded(.down))
      let r2 = (x - 10) * (x - 10) + (y - 10) * (y - 10)
      // Inside the disc, with a neighbour outside it.
      #expect(r2 < 64 && r2 >= 36, "birth at pixel \(x), \(y)")
    }
  }
}
