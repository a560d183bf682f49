/// Eight texture reads at once for the CPU renderer's spans: the same taps, the same float
/// arithmetic in the same order as `PackedContents.sample`, one lane per pixel, so a lane's
/// result is bit for bit the one-pixel sample's (`CPURendererLanesTests`).
extension PackedContents {
  typealias Lanes = SIMD8<Float>
  typealias LaneMask = SIMDMask<SIMD8<Int32>>

  /// Eight texels' channels, 0...255, one vector per channel.
  struct Channels {
    var r: Lanes
    var g: Lanes
    var b: Lanes
    var a: Lanes

    static let zero = Channels(r: .zero, g: .zero, b: .zero, a: .zero)
  }

  /// The filter a quad with one level of detail for all its pixels reads with:
  /// `sample(_:_:levelCount:uv:lod:filters:)`'s choice, made once per quad.
  struct LaneFilter {
    var nearest: Bool
    var level: Int
    /// The second level of a trilinear blend, -1 for none.
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

  /// The filtered texels at (u, v) for the lanes in `lanes`; other lanes read nothing (zero).
  @inline(__always)
  static func sample(
    _ texels: UnsafePointer<UInt32>, _ levels: UnsafePointer<Level>, filter: LaneFilter,
    u: Lanes, v: Lanes, lanes: LaneMask
  ) -> Channels {
    if filter.nearest { return nearest(texels, levels[0], u: u, v: v, lanes: lanes) }
    let first = bilinear(texels, levels[filter.level], u: u, v: v, lanes: lanes)
    guard filter.next >= 0 else { return first }
    let second = bilinear(texels, levels[filter.next], u: u, v: v, lanes: lanes)
    let f = Lanes(repeating: filter.fraction)
    return Channels(
      r: first.r + (second.r - first.r) * f, g: first.g + (second.g - first.g) * f,
      b: first.b + (second.b - first.b) * f, a: first.a + (second.a - first.a) * f)
  }

  /// `unpack` on eight words: each byte becomes a float by the 2^23 trick.
  @inline(__always)
  static func unpack(_ words: SIMD8<UInt32>) -> Channels {
    @inline(__always) func float(_ bytes: SIMD8<UInt32>) -> Lanes {
      unsafeBitCast(bytes | 0x4B00_0000, to: Lanes.self) - 8_388_608
    }
    return Channels(
      r: float(words & 0xFF), g: float((words &>> 8) & 0xFF), b: float((words &>> 16) & 0xFF),
      a: float(words &>> 24))
  }

  /// `floor` on eight lanes (|x| < 2^22), as floats and as integers.
  @inline(__always)
  static func floor(_ x: Lanes) -> (Lanes, SIMD8<Int32>) {
    let shifted = x + 12_582_912
    // Between 2^23 and 2^24 every float is an integer: this subtraction is exact.
    let nearest = shifted - 12_582_912
    let integer = unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- 0x4B40_0000
    let over = nearest .> x
    return (nearest.replacing(with: nearest - 1, where: over), integer.replacing(with: integer &- 1, where: over))
  }

  /// The lanes to read, less those whose coordinates are far outside (or NaN): those read the
  /// border's zero, as the one-pixel sample's guard makes them; their coordinates become 0.
  @inline(__always)
  static func near(_ x: inout Lanes, _ y: inout Lanes, lanes: LaneMask) -> LaneMask {
    let limit = Lanes(repeating: 4e6)
    // NaN fails both comparisons.
    let nearX: LaneMask = (x .< limit) .& (-x .< limit)
    let nearY: LaneMask = (y .< limit) .& (-y .< limit)
    let live: LaneMask = lanes .& nearX .& nearY
    x.replace(with: 0, where: .!live)
    y.replace(with: 0, where: .!live)
    return live
  }

  @inline(__always)
  static func nearest(
    _ texels: UnsafePointer<UInt32>, _ level: Level, u: Lanes, v: Lanes, lanes: LaneMask
  ) -> Channels {
    var x = u * Float(level.width)
    var y = v * Float(level.height)
    let live = near(&x, &y, lanes: lanes)
    let i = floor(x).1
    let j = floor(y).1
    var words = SIMD8<UInt32>.zero
    for lane in 0..<8 where live[lane] {
      words[lane] = word(texels, level, Int(i[lane]), Int(j[lane]))
    }
    return unpack(words)
  }

  /// `texel`'s bounds test on a packed word: zero outside the border.
  @inline(__always)
  static func word(_ texels: UnsafePointer<UInt32>, _ level: Level, _ x: Int, _ y: Int) -> UInt32 {
    guard x >= -1, y >= -1, x <= level.width, y <= level.height else { return 0 }
    return texels[level.offset + (y + 1) * level.stride + x + 1]
  }

  @inline(__always)
  static func bilinear(
    _ texels: UnsafePointer<UInt32>, _ level: Level, u: Lanes, v: Lanes, lanes: LaneMask
  ) -> Channels {
    var x = u * Float(level.width) - 0.5
    var y = v * Float(level.height) - 0.5
    let live = near(&x, &y, lanes: lanes)
    let (fx, i) = floor(x)
    let (fy, j) = floor(y)
    let a = x - fx
    let b = y - fy
    var w00 = SIMD8<UInt32>.zero
    var w10 = SIMD8<UInt32>.zero
    var w01 = SIMD8<UInt32>.zero
    var w11 = SIMD8<UInt32>.zero
    for lane in 0..<8 where live[lane] {
      let (ii, jj) = (Int(i[lane]), Int(j[lane]))
      if ii >= -1, jj >= -1, ii < level.width, jj < level.height {
        let p = texels + level.offset + (jj + 1) * level.stride + ii + 1
        w00[lane] = p[0]
        w10[lane] = p[1]
        w01[lane] = p[level.stride]
        w11[lane] = p[level.stride + 1]
      } else {
        w00[lane] = word(texels, level, ii, jj)
        w10[lane] = word(texels, level, ii + 1, jj)
        w01[lane] = word(texels, level, ii, jj + 1)
        w11[lane] = word(texels, level, ii + 1, jj + 1)
      }
    }
    let (t00, t10, t01, t11) = (unpack(w00), unpack(w10), unpack(w01), unpack(w11))
    let (ca, cb) = (1 - a, 1 - b)
    @inline(__always) func filtered(_ p00: Lanes, _ p10: Lanes, _ p01: Lanes, _ p11: Lanes) -> Lanes {
      let top = p00 * ca + p10 * a
      let bottom = p01 * ca + p11 * a
      return top * cb + bottom * b
    }
    return Channels(
      r: filtered(t00.r, t10.r, t01.r, t11.r), g: filtered(t00.g, t10.g, t01.g, t11.g),
      b: filtered(t00.b, t10.b, t01.b, t11.b), a: filtered(t00.a, t10.a, t01.a, t11.a))
  }
}
