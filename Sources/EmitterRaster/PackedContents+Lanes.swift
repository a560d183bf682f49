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
    return (
      nearest.replacing(with: nearest - 1, where: over),
      integer.replacing(with: integer &- 1, where: over)
    )
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
    // Lanes are read and written through memory: inserting into a vector lane by lane made the
    // compiler spill and reload the whole vector for each.
    withUnsafeBytes(of: i) { i in
      withUnsafeBytes(of: j) { j in
        withUnsafeMutableBytes(of: &words) { words in
          for lane in 0..<8 {
            let x = Int(i.load(fromByteOffset: lane * 4, as: Int32.self))
            let y = Int(j.load(fromByteOffset: lane * 4, as: Int32.self))
            words.storeBytes(of: word(texels, level, x, y), toByteOffset: lane * 4, as: UInt32.self)
          }
        }
      }
    }
    words.replace(with: 0, where: .!live)
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
    // Lanes not read sit at texel (0, 0) (their x and y are 0): inside every level.
    let inside: LaneMask =
      (i .>= SIMD8(repeating: -1)) .& (j .>= SIMD8(repeating: -1))
      .& (i .< SIMD8(repeating: Int32(level.width))) .& (j .< SIMD8(repeating: Int32(level.height)))
    let footprintsInside = all(inside)
    // Four taps of eight lanes, gathered through memory (see `nearest`).
    var taps = (SIMD8<UInt32>.zero, SIMD8<UInt32>.zero, SIMD8<UInt32>.zero, SIMD8<UInt32>.zero)
    withUnsafeBytes(of: i) { i in
      withUnsafeBytes(of: j) { j in
        withUnsafeMutableBytes(of: &taps) { taps in
          for lane in 0..<8 {
            let x = Int(i.load(fromByteOffset: lane * 4, as: Int32.self))
            let y = Int(j.load(fromByteOffset: lane * 4, as: Int32.self))
            let words: (UInt32, UInt32, UInt32, UInt32)
            if footprintsInside {
              let p = texels + level.offset + (y + 1) * level.stride + x + 1
              words = (p[0], p[1], p[level.stride], p[level.stride + 1])
            } else {
              words = (
                word(texels, level, x, y), word(texels, level, x + 1, y),
                word(texels, level, x, y + 1), word(texels, level, x + 1, y + 1)
              )
            }
            taps.storeBytes(of: words.0, toByteOffset: lane * 4, as: UInt32.self)
            taps.storeBytes(of: words.1, toByteOffset: 32 + lane * 4, as: UInt32.self)
            taps.storeBytes(of: words.2, toByteOffset: 64 + lane * 4, as: UInt32.self)
            taps.storeBytes(of: words.3, toByteOffset: 96 + lane * 4, as: UInt32.self)
          }
        }
      }
    }
    // Lanes not read (covered by nothing, or far outside) read zero, as the one-pixel sample.
    let notLive = .!live
    var w00 = taps.0
    var w10 = taps.1
    var w01 = taps.2
    var w11 = taps.3
    w00.replace(with: 0, where: notLive)
    w10.replace(with: 0, where: notLive)
    w01.replace(with: 0, where: notLive)
    w11.replace(with: 0, where: notLive)
    let (t00, t10, t01, t11) = (unpack(w00), unpack(w10), unpack(w01), unpack(w11))
    let (ca, cb) = (1 - a, 1 - b)
    @inline(__always) func filtered(_ p00: Lanes, _ p10: Lanes, _ p01: Lanes, _ p11: Lanes) -> Lanes
    {
      let top = p00 * ca + p10 * a
      let bottom = p01 * ca + p11 * a
      return top * cb + bottom * b
    }
    return Channels(
      r: filtered(t00.r, t10.r, t01.r, t11.r), g: filtered(t00.g, t10.g, t01.g, t11.g),
      b: filtered(t00.b, t10.b, t01.b, t11.b), a: filtered(t00.a, t10.a, t01.a, t11.a))
  }
}
