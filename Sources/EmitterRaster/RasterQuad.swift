import EmitterContents
import EmitterModel
import EmitterSimulation

/// One particle set up for the fast CPU renderer: its pixel bounds, the inverse projective map
/// as three linear functions of the pixel (so a row steps by adding), its tint and where its
/// contents are. Made from the shared drawing rules (`ParticleQuad`, `QuadMapping`), exactly
/// as `ReferenceRasterizer` uses them, so both draw the same geometry.
struct RasterQuad: Sendable {
  /// Pixels whose centres can fall in the quad, clipped to the target.
  var x0: Int32
  var x1: Int32
  var y0: Int32
  var y1: Int32
  /// (s·q, t·q, q, 0) at the centre of pixel (x0, y0), and its change per pixel right and down:
  /// a pixel is covered when q > 0 and 0 ≤ s·q < q, 0 ≤ t·q < q.
  var origin: SIMD4<Float>
  var stepX: SIMD4<Float>
  var stepY: SIMD4<Float>
  /// The premultiplied tint over 255 (texels are read as 0...255).
  var tint: SIMD4<Float>
  var textureOrigin: SIMD2<Float>
  var textureSize: SIMD2<Float>
  /// The atlas layer, and the cell (whose atlas entry a per-pixel level of detail reads).
  var layer: Int32
  var cell: Int32
  /// The level of detail for every pixel (an affine map has one), or NaN when it varies:
  /// then the quad's `QuadMapping` (kept aside, as it is large) works it out per pixel.
  var lod: Float
  var filters: PackedContents.Filters
  var additive: Bool

  /// The quad of `particle`, or nil when it draws nothing (transparent, zero scale, behind the
  /// eye's cut-off, edge-on, or off the target): `ReferenceRasterizer.draw`'s tests, in order,
  /// after a cheap one for quads far off the target (`Projection.surelyMisses`).
  /// `perPixel` is initialised to the mapping when the level of detail varies per pixel (and
  /// left as it is otherwise: an optional mapping passed out cost two copies of it per particle).
  init?(
    _ particle: ParticleRecord, entry: ContentsAtlas.Entry, type: ParticleType, preservesDepth: Bool,
    additive: Bool, opacity: Float, projection: ParticleQuad.Projection,
    width: Int, height: Int, imageHeight: Int, atlas: ContentsAtlas,
    perPixel: UnsafeMutablePointer<QuadMapping>
  ) {
    let alpha = particle.color.w * opacity
    guard alpha > 0, abs(particle.scale) > 0 else { return nil }
    let halfSize = entry.halfSize * particle.scale
    guard
      !projection.surelyMisses(
        center: particle.position, reach: abs(halfSize.x) + abs(halfSize.y),
        flat: type != .plane && !preservesDepth, width: width, height: height)
    else { return nil }
    let quad = ParticleQuad(
      type: type, center: particle.position, normal: particle.normal,
      rotation: particle.rotation, tumble: particle.tumble, halfSize: halfSize)
    guard
      quad.nearestDepth(perspective: projection.perspective, preservesDepth: preservesDepth) <= 0.5
    else { return nil }
    let mapping = QuadMapping(quad: quad, projection: projection, preservesDepth: preservesDepth)
    guard let inverse = mapping.inverse else { return nil }
    let bounds = mapping.pixelBounds(width: width, height: height)
    guard let firstColumn = bounds.columns.first, let firstRow = bounds.rows.first else {
      return nil
    }
    x0 = Int32(firstColumn)
    x1 = Int32(bounds.columns.upperBound)
    y0 = Int32(firstRow)
    y1 = Int32(bounds.rows.upperBound)
    // Evaluated in double at the first pixel's centre, then stepped in float: the values stay
    // near the quad's own (s, t), so float keeps them to ~1e-7 of the reference's.
    let centre = SIMD3(Double(firstColumn) + 0.5, Double(firstRow) + 0.5, 1)
    origin = SIMD4(
      Float((inverse.0 * centre).sum()), Float((inverse.1 * centre).sum()),
      Float((inverse.2 * centre).sum()), 0)
    stepX = SIMD4(Float(inverse.0.x), Float(inverse.1.x), Float(inverse.2.x), 0)
    stepY = SIMD4(Float(inverse.0.y), Float(inverse.1.y), Float(inverse.2.y), 0)
    tint =
      SIMD4(particle.color.x * alpha, particle.color.y * alpha, particle.color.z * alpha, alpha)
      / 255
    // The sprite-sheet frame at the particle's age (a still image: frame 0, no offset).
    textureOrigin =
      entry.textureOrigin
      + entry.frameOffset(entry.frame(age: particle.age, lifetime: particle.lifetime))
    textureSize = entry.textureSize
    self.layer = Int32(entry.layer)
    cell = Int32(particle.cell)
    self.additive = additive
    let magnification: ContentsFilter = entry.magnification == .nearest ? .nearest : .linear
    filters = PackedContents.Filters(
      minification: entry.minification, magnificationIsNearest: magnification == .nearest)
    if entry.minification == .trilinear || entry.minification != magnification {
      if inverse.2.x == 0 && inverse.2.y == 0 {
        // Affine (no perspective across the quad): the pixel differences are the same
        // everywhere, so any pixel's level of detail is every pixel's.
        lod = mapping.levelOfDetail(
          x: firstColumn, y: firstRow, imageHeight: imageHeight, entry: entry, atlas: atlas)
      } else {
        lod = .nan
        perPixel.initialize(to: mapping)
      }
    } else {
      lod = 0
    }
  }
}
