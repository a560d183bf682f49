extension PixelBlending {
  /// `blend(_:into:x:y:additive:)`'s arithmetic on one pixel in memory, without bounds checks:
  /// the source rounded to 8 bits, then `s + round-down((d × (255 − sa) + 127) / 255)` for
  /// source-over or `s + d` for additive, saturated. The fast CPU renderer's inner step.
  @inline(__always)
  static func blend(
    _ source: SIMD4<Float>, into pixel: UnsafeMutablePointer<UInt8>, additive: Bool
  ) {
    // Two channels per 32-bit word, 16 bits each (red and blue, green and alpha): every
    // product below fits its lane, and no SIMD multiply is needed (SSE2 has none for 32 bits).
    let alpha = quantized(source.w)
    let sourceRB = quantized(source.x) | quantized(source.z) << 16
    let sourceGA = quantized(source.y) | alpha << 16
    let stored = UnsafeMutableRawPointer(pixel).loadUnaligned(as: UInt32.self)
    var rb = stored & 0x00FF_00FF
    var ga = (stored >> 8) & 0x00FF_00FF
    if !additive {
      // round-down((d × (255 − sa) + 127) / 255); for v ≤ 65,152 that is (v + 1 + v >> 8) >> 8.
      rb = scaledDown(rb, by: 255 &- alpha)
      ga = scaledDown(ga, by: 255 &- alpha)
    }
    let packed = saturated(sourceRB &+ rb) | saturated(sourceGA &+ ga) << 8
    UnsafeMutableRawPointer(pixel).storeBytes(of: packed, as: UInt32.self)
  }

  /// Both 16-bit lanes of `pair` times `factor` (≤ 255), divided by 255 as the GL blend
  /// rounds: round-down((x × factor + 127) / 255), exactly.
  @inline(__always)
  static func scaledDown(_ pair: UInt32, by factor: UInt32) -> UInt32 {
    let v = pair &* factor &+ 0x007F_007F
    return ((v &+ 0x0001_0001 &+ ((v >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
  }

  /// Each 16-bit lane (at most 510) capped at 255.
  @inline(__always)
  static func saturated(_ pair: UInt32) -> UInt32 {
    let over = pair & 0x0100_0100
    return (pair | (over &- (over >> 8))) & 0x00FF_00FF
  }

  /// `quantize` without a library call or a checked conversion: clamped to 0...1, scaled, and
  /// rounded to nearest with ties to even by adding 2^23, which leaves the integer in the low
  /// mantissa bits.
  @inline(__always)
  static func quantized(_ value: Float) -> UInt32 {
    // NaN fails both comparisons and lands on 0, as `quantize`'s min/max make it.
    let clamped = value > 0 ? (value < 1 ? value : 1) : 0
    let scaled = clamped * 255
    // unsafeBitCast, not .bitPattern: the getter was not inlined across modules (15 % of the
    // draw); the compiler's suggestion to use it is declined. A vector bit cast instead
    // measured 8 % slower.
    return unsafeBitCast(scaled + 8_388_608, to: UInt32.self) & 0x7F_FFFF
  }
}
