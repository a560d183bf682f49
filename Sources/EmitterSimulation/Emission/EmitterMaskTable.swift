import EmitterImage
import EmitterMaskRaster
import EmitterModel
import Foundation

/// The `mask` shape's raster as both simulators sample it: one entry per pixel that can emit,
/// with the running total of the weights births spread by, the pixel's colour, and the order
/// `points` mode takes the pixels in. Built once per source on the CPU; the GPU reads the same
/// entries (`EmitterMaskLayout`) and searches them the same way, with integer arithmetic, so the
/// two choose the same pixel bit for bit.
///
/// Weights (docs/SEMANTICS.md, "The mask shape"): `volume` and `surface` weigh a pixel by its
/// alpha (0...255); `outline` by how much its alpha exceeds the least of its four neighbours'
/// (outside the raster counts as 0), so only the rim of each shape emits; `points` gives every
/// pixel with alpha > 0 one particle, in sweep order.
package struct EmitterMaskTable: Sendable, Equatable {
  /// Raster width in pixels: an entry's pixel index is `x + y × width`.
  package var width: Int = 0
  /// The top-left corner of pixel (0, 0) relative to the emitter's centre, points.
  package var origin: SIMD2<Float> = .zero
  /// Points per pixel.
  package var pixelSize: Float = 1
  /// Multiply birth colours by `colors`.
  package var usesColors = false
  /// Per entry: the raster pixel index.
  package var pixels: [UInt32] = []
  /// Per entry: the weights of entries 0...i summed (exact in 32 bits: at most 4096² × 255).
  package var cumulative: [UInt32] = []
  /// Per entry: the pixel's colour, un-premultiplied, one byte per channel (r in the low byte).
  package var colors: [UInt32] = []
  /// `points` mode: `order[k]` is the entry the k-th birth takes.
  package var order: [UInt32] = []

  package init() {}

  /// Every weight summed: what `pick` scales to.
  package var total: UInt32 { cumulative.last ?? 0 }

  /// The table of `raster` for `mode`; `sweep` orders `points` mode (angle, noise, and the
  /// layer's seed word that draws the noise).
  package init(
    _ raster: MaskRaster, mode: EmitterMode, colors usesColors: Bool,
    sweep: (angle: Double, noise: Double, seed: UInt32)
  ) {
    width = raster.width
    origin = SIMD2(Float(raster.origin.x), Float(raster.origin.y))
    pixelSize = Float(raster.pixelSize)
    self.usesColors = usesColors
    let image = raster.image
    var total: UInt32 = 0
    for y in 0..<raster.height {
      for x in 0..<raster.width {
        let weight = Self.weight(image, x: x, y: y, mode: mode)
        guard weight > 0 else { continue }
        total += weight
        pixels.append(UInt32(x + y * width))
        cumulative.append(total)
        colors.append(Self.straightColor(image[x, y]))
      }
    }
    if mode == .points { order = sweepOrder(raster, sweep: sweep) }
  }

  static func weight(_ image: RGBAImage, x: Int, y: Int, mode: EmitterMode) -> UInt32 {
    let alpha = image[x, y].w
    switch mode {
    case .volume, .surface: return UInt32(alpha)
    case .points: return alpha > 0 ? 1 : 0
    case .outline:
      func neighbour(_ nx: Int, _ ny: Int) -> UInt8 {
        nx >= 0 && ny >= 0 && nx < image.width && ny < image.height ? image[nx, ny].w : 0
      }
      let least = min(
        min(neighbour(x - 1, y), neighbour(x + 1, y)), min(neighbour(x, y - 1), neighbour(x, y + 1))
      )
      return alpha > least ? UInt32(alpha - least) : 0
    }
  }

  /// A premultiplied pixel's straight colour, each channel rounded to a byte, packed r low.
  static func straightColor(_ p: SIMD4<UInt8>) -> UInt32 {
    let a = UInt32(p.w)
    guard a > 0 else { return 0 }
    func straight(_ c: UInt8) -> UInt32 { min(255, (UInt32(c) * 255 + a / 2) / a) }
    return straight(p.x) | straight(p.y) << 8 | straight(p.z) << 16 | a << 24
  }

  /// Entries sorted by how far along the sweep their pixel's centre lies (a share of the mask's
  /// extent along `angle`), plus `noise` × a uniform draw per pixel; ties in pixel order.
  func sweepOrder(_ raster: MaskRaster, sweep: (angle: Double, noise: Double, seed: UInt32))
    -> [UInt32]
  {
    let direction = SIMD2(cos(sweep.angle), sin(sweep.angle))
    let along = pixels.map { pixel -> Double in
      let x = Double(Int(pixel) % width) + 0.5
      let y = Double(Int(pixel) / width) + 0.5
      return x * direction.x + y * direction.y
    }
    let low = along.min() ?? 0
    let high = along.max() ?? 0
    let extent = max(high - low, 1)
    let keys = along.indices.map { i -> Double in
      let jitter = Double(
        CounterHash.unit(CounterHash.pcg(sweep.seed ^ CounterHash.pcg(pixels[i]))))
      return (along[i] - low) / extent + sweep.noise * jitter
    }
    return keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map(UInt32.init)
  }
}

extension EmitterMaskTable {
  /// Where a birth lands, and what it carries from its pixel.
  package struct Birth: Equatable {
    /// Offset from the emitter's centre, points.
    package var offset: SIMD3<Float>
    /// Multiplies the birth colour (ones unless `usesColors`).
    package var color: SIMD4<Float>
    /// `points` mode past the last pixel: the particle is born with lifetime 0 (each pixel
    /// leaves once).
    package var spent: Bool
  }

  /// The entry `pickBits` lands on: the first whose running total exceeds
  /// `⌊pickBits × total / 2³²⌋` (uniform over the weights, exact in integers).
  package func entry(pickBits: UInt32) -> Int {
    let target = UInt32(truncatingIfNeeded: (UInt64(pickBits) * UInt64(total)) >> 32)
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] > target { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The birth of serial `serial` from its pick bits and two uniforms: `points` mode takes the
  /// entry at `serial` in sweep order, at its pixel's centre; the other modes pick by weight and
  /// land uniformly inside the pixel. No entries: the centre, as a point emitter.
  package func birth(mode: EmitterMode, serial: UInt64, pickBits: UInt32, u: Float, v: Float)
    -> Birth
  {
    // No entries (no source, or one that could not be drawn): the centre, as a point emits.
    guard !cumulative.isEmpty else { return Birth(offset: .zero, color: .one, spent: false) }
    let index: Int
    let (du, dv): (Float, Float)
    var spent = false
    if mode == .points {
      let count = UInt64(order.count)
      spent = serial >= count
      // The low word only, as the GPU reads it; a spent birth's place is never seen anyway.
      index = Int(order[Int(UInt32(truncatingIfNeeded: serial) % UInt32(count))])
      (du, dv) = (0.5, 0.5)
    } else {
      index = entry(pickBits: pickBits)
      (du, dv) = (u, v)
    }
    let pixel = Int(pixels[index])
    let x = Float(pixel % width)
    let y = Float(pixel / width)
    let offset = SIMD3(origin.x + (x + du) * pixelSize, origin.y + (y + dv) * pixelSize, 0)
    return Birth(
      offset: offset, color: usesColors ? Self.unpack(colors[index]) : .one, spent: spent)
  }

  /// A packed colour as floats: each byte times 1/255 (one rounding, as GLSL's multiply).
  static func unpack(_ packed: UInt32) -> SIMD4<Float> {
    let scale: Float = 1.0 / 255.0
    return SIMD4(
      Float(packed & 0xFF) * scale, Float(packed >> 8 & 0xFF) * scale,
      Float(packed >> 16 & 0xFF) * scale,
      Float(packed >> 24) * scale)
  }
}
