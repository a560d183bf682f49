/// The CPU renderer's inner loop eight pixels at a time: coverage, the texel, the tint and the
/// blend of a row's span in SIMD lanes; the span's tail (1 to 7 pixels) is drawn as eight
/// whole pixels, those past the span left as they were, or at the row's end lane by lane.
extension CPURenderer {
  /// How a band draws a quad's pixels; `lanes` unless a test compares the others with it.
  package enum PixelPath: Sendable, CaseIterable {
    /// Eight pixels at a time; quads without perspective multiply by 1/q instead of dividing.
    case lanes
    /// Eight pixels at a time, dividing by q on every pixel (the affine fast path off).
    case lanesDividing
    /// One pixel at a time (what quads whose level of detail varies per pixel always take).
    case perPixel
  }

  static let laneOffsets = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)

  /// Columns `columns` of one row of `quad` (values `rowOrigin` at column 0), eight at a time;
  /// `rowPixels` pixels of the row lie from `pixels` on.
  /// A lane's pixel gets exactly what the one-pixel loop gives it, but for quads without
  /// perspective (`affine`) whose texture coordinate is s·q × (1/q): within a rounding of s.
  @inline(__always)
  static func drawLanes(
    _ quad: RasterQuad, rowOrigin: SIMD4<Float>, columns: Range<Int>,
    pixels: UnsafeMutablePointer<UInt8>, rowPixels: Int, texels: UnsafePointer<UInt32>,
    levels: UnsafePointer<PackedContents.Level>, filter: PackedContents.LaneFilter, affine: Bool
  ) {
    typealias Lanes = SIMD8<Float>
    let (ox, oy, oz) = (
      Lanes(repeating: rowOrigin.x), Lanes(repeating: rowOrigin.y), Lanes(repeating: rowOrigin.z)
    )
    let (sx, sy, sz) = (
      Lanes(repeating: quad.stepX.x), Lanes(repeating: quad.stepX.y), Lanes(repeating: quad.stepX.z)
    )
    let reciprocal = Lanes(repeating: 1 / rowOrigin.z)
    let tint = quad.tint
    var k = columns.lowerBound
    while k < columns.upperBound {
      let count = min(8, columns.upperBound - k)
      let column = laneOffsets + Float(k)
      // As the one-pixel loop steps: origin + step × column, per lane.
      let qx = ox + sx * column
      let qy = oy + sy * column
      let qz = oz + sz * column
      let zero = Lanes.zero
      let inFront: PackedContents.LaneMask = qz .> zero
      let inS: PackedContents.LaneMask = (qx .>= zero) .& (qx .< qz)
      let inT: PackedContents.LaneMask = (qy .>= zero) .& (qy .< qz)
      // The span's tail: lanes past its end are not covered.
      let inSpan: PackedContents.LaneMask = laneOffsets .< Lanes(repeating: Float(count))
      let covered = inFront .& inS .& inT .& inSpan
      guard any(covered) else {
        k += 8
        continue
      }
      var s = affine ? qx * reciprocal : qx / qz
      var t = affine ? qy * reciprocal : qy / qz
      s.replace(with: 0, where: .!covered)
      t.replace(with: 0, where: .!covered)
      let u = quad.textureOrigin.x + s * quad.textureSize.x
      let v = quad.textureOrigin.y + t * quad.textureSize.y
      let texel = PackedContents.sample(texels, levels, filter: filter, u: u, v: v, lanes: covered)
      var r = texel.r * tint.x
      var g = texel.g * tint.y
      var b = texel.b * tint.z
      var a = texel.a * tint.w
      // Lanes off the quad blend a zero source: their pixels keep their bytes.
      r.replace(with: 0, where: .!covered)
      g.replace(with: 0, where: .!covered)
      b.replace(with: 0, where: .!covered)
      a.replace(with: 0, where: .!covered)
      let address = UnsafeMutableRawPointer(pixels + k * 4)
      if k + 8 <= rowPixels {
        // Eight pixels of the row, the span's tail among them: lanes past the span blend a zero
        // source and are written back as they were (the row is this thread's alone).
        var stored = address.loadUnaligned(as: SIMD8<UInt32>.self)
        PixelBlending.blend(r: r, g: g, b: b, a: a, into: &stored, additive: quad.additive)
        address.storeBytes(of: stored, as: SIMD8<UInt32>.self)
      } else {
        // At the row's end: only the span's `count` pixels are read and written.
        var stored = SIMD8<UInt32>.zero
        for lane in 0..<count { stored[lane] = address.load(fromByteOffset: lane * 4, as: UInt32.self) }
        PixelBlending.blend(r: r, g: g, b: b, a: a, into: &stored, additive: quad.additive)
        for lane in 0..<count {
          address.storeBytes(of: stored[lane], toByteOffset: lane * 4, as: UInt32.self)
        }
      }
      k += 8
    }
  }
}
