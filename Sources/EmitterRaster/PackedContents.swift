import EmitterContents
import EmitterImage
import EmitterModel
import EmitterSpanKernel

/// The atlas's mip levels as packed RGBA8 words with a one-texel transparent border, for the
/// fast CPU renderer: a bilinear footprint inside the layer never needs a bounds check, and the
/// border reads as `GL_CLAMP_TO_BORDER`'s transparent black, as `ContentsSampling` (whose rules
/// this follows, tap for tap) reads outside the image.
struct PackedContents: Sendable {
  /// A level's size, where texel (-1, -1) is in `texels` (`offset`) and its row length
  /// (`stride`, width + 2): the span kernel's C struct, so levels go to it as they are.
  typealias Level = EmitterSpanLevel

  /// Every level of every layer; a texel is r | g << 8 | b << 16 | a << 24.
  let texels: [UInt32]
  /// `levels[layer][level]`.
  let levels: [[Level]]

  init(atlas: ContentsAtlas) {
    var texels: [UInt32] = []
    var levels: [[Level]] = []
    for layer in atlas.levels {
      var placed: [Level] = []
      for image in layer {
        let level = Level(
          width: image.width, height: image.height, offset: texels.count, stride: image.width + 2)
        texels.append(contentsOf: repeatElement(0, count: level.stride * (image.height + 2)))
        image.pixels.withUnsafeBufferPointer { pixels in
          for y in 0..<image.height {
            for x in 0..<image.width {
              let i = (y * image.width + x) * 4
              texels[level.offset + (y + 1) * level.stride + x + 1] =
                UInt32(pixels[i]) | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2]) << 16
                | UInt32(pixels[i + 3]) << 24
            }
          }
        }
        placed.append(level)
      }
      levels.append(placed)
    }
    self.texels = texels
    self.levels = levels
  }

  /// A texel's channels, 0...255.
  @inline(__always)
  static func unpack(_ word: UInt32) -> SIMD4<Float> {
    // 2^23 + n has n in its low mantissa bits: the bytes become floats with no conversion
    // instruction (the generic SIMD integer-to-float initialisers are not inlined).
    let bits = SIMD4<UInt32>(word & 0xFF, (word >> 8) & 0xFF, (word >> 16) & 0xFF, word >> 24)
    return unsafeBitCast(bits | 0x4B00_0000, to: SIMD4<Float>.self) - 8_388_608
  }

  /// `ContentsSampling.sample` with channels 0...255: the magnification filter when `lod` ≤ 0,
  /// else the minification filter (trilinear: two levels blended by the fraction of `lod`).
  @inline(__always)
  static func sample(
    _ texels: UnsafePointer<UInt32>, _ levels: UnsafePointer<Level>, levelCount: Int,
    uv: SIMD2<Float>, lod: Float, filters: Filters
  ) -> SIMD4<Float> {
    let filter = LevelFilter(levelCount: levelCount, lod: lod, filters: filters)
    if filter.nearest { return nearest(texels, levels[0], uv) }
    let first = bilinear(texels, levels[filter.level], uv)
    guard filter.next >= 0 else { return first }
    return first + (bilinear(texels, levels[filter.next], uv) - first) * filter.fraction
  }

  /// Which levels a level of detail reads, and how: the choice `sample` makes per pixel and the
  /// span kernel once per quad (whose level of detail is the same on all its pixels).
  struct LevelFilter {
    /// Nearest on level 0; else bilinear on `level`.
    var nearest: Bool
    var level: Int
    /// The second level of a trilinear blend, weighted by `fraction`; -1 for none.
    var next: Int
    var fraction: Float

    init(levelCount: Int, lod: Float, filters: Filters) {
      (nearest, level, next, fraction) = (false, 0, -1, 0)
      guard lod > 0 else {
        nearest = filters.magnificationIsNearest
        return
      }
      switch filters.minification {
      case .nearest: nearest = true
      case .linear: break
      case .trilinear:
        let clamped = min(lod, Float(levelCount - 1))
        level = Int(clamped.rounded(.down))
        fraction = clamped - Float(level)
        if fraction > 0, level + 1 < levelCount { next = level + 1 }
      }
    }
  }

  /// A cell's filters as the inner loop reads them.
  struct Filters: Sendable {
    var minification: ContentsFilter
    var magnificationIsNearest: Bool
  }

  /// `rounded(.down)` as an integer without a library call or a checked conversion, for
  /// |x| < 2^22: adding 1.5 × 2^23 rounds x to an integer held in the low mantissa bits.
  @inline(__always)
  static func floor(_ x: Float) -> Int {
    let nearest = Int(unsafeBitCast(x + 12_582_912, to: Int32.self) &- 0x4B40_0000)
    return Float(Int32(truncatingIfNeeded: nearest)) > x ? nearest &- 1 : nearest
  }

  @inline(__always)
  static func texel(_ texels: UnsafePointer<UInt32>, _ level: Level, _ x: Int, _ y: Int)
    -> SIMD4<Float>
  {
    // Inside the border: one read. Further out (a contentsRect reaching past the layer): zero.
    guard x >= -1, y >= -1, x <= level.width, y <= level.height else { return .zero }
    return unpack(texels[level.offset + (y + 1) * level.stride + x + 1])
  }

  @inline(__always)
  static func nearest(_ texels: UnsafePointer<UInt32>, _ level: Level, _ uv: SIMD2<Float>)
    -> SIMD4<Float>
  {
    let x = uv.x * Float(level.width)
    let y = uv.y * Float(level.height)
    // Far outside (or NaN) reads the border: Int() of a huge float would trap. (`abs` is a
    // generic call here, not inlined; NaN fails both tests.)
    guard x > -4e6, x < 4e6, y > -4e6, y < 4e6 else { return .zero }
    return texel(texels, level, floor(x), floor(y))
  }

  @inline(__always)
  static func bilinear(_ texels: UnsafePointer<UInt32>, _ level: Level, _ uv: SIMD2<Float>)
    -> SIMD4<Float>
  {
    let x = uv.x * Float(level.width) - 0.5
    let y = uv.y * Float(level.height) - 0.5
    guard x > -4e6, x < 4e6, y > -4e6, y < 4e6 else { return .zero }
    let i = floor(x)
    let j = floor(y)
    let a = x - Float(i)
    let b = y - Float(j)
    let t00: SIMD4<Float>
    let t10: SIMD4<Float>
    let t01: SIMD4<Float>
    let t11: SIMD4<Float>
    if i >= -1, j >= -1, i < level.width, j < level.height {
      let p = texels + level.offset + (j + 1) * level.stride + i + 1
      t00 = unpack(p[0])
      t10 = unpack(p[1])
      t01 = unpack(p[level.stride])
      t11 = unpack(p[level.stride + 1])
    } else {
      t00 = texel(texels, level, i, j)
      t10 = texel(texels, level, i + 1, j)
      t01 = texel(texels, level, i, j + 1)
      t11 = texel(texels, level, i + 1, j + 1)
    }
    let top = t00 * (1 - a) + t10 * a
    let bottom = t01 * (1 - a) + t11 * a
    return top * (1 - b) + bottom * b
  }
}
