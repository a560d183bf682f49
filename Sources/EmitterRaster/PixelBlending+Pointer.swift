extension PixelBlending {
  /// `blend(_:into:x:y:additive:)`'s arithmetic on one pixel in memory, without bounds checks:
  /// the source rounded to 8 bits, then `s + round-down((d × (255 − sa) + 127) / 255)` for
  /// source-over or `s + d` for additive, saturated. The fast CPU renderer's inner step.
  @inline(__always)
  static func blend(
    _ source: SIMD4<Float>, into pixel: UnsafeMutablePointer<UInt8>, additive: Bool
  ) {
    // `quantize` per channel: clamp, scale, round to nearest.
    let scaled = (source.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(
      .toNearestOrAwayFromZero)
    let s = SIMD4<UInt32>(
      UInt32(scaled.x), UInt32(scaled.y), UInt32(scaled.z), UInt32(scaled.w))
    let stored = UnsafeMutableRawPointer(pixel).loadUnaligned(as: UInt32.self)
    let d = SIMD4<UInt32>(
      stored & 0xFF, (stored >> 8) & 0xFF, (stored >> 16) & 0xFF, stored >> 24)
    var result: SIMD4<UInt32>
    if additive {
      result = s &+ d
    } else {
      // floor(v / 255) for v ≤ 65,152 (255 × 255 + 127) is (v + 1 + v >> 8) >> 8, exactly.
      let v = d &* (255 &- s.w) &+ 127
      result = s &+ ((v &+ 1 &+ (v &>> 8)) &>> 8)
    }
    result = result.replacing(with: 255, where: result .> 255)
    let packed = result.x | result.y << 8 | result.z << 16 | result.w << 24
    UnsafeMutableRawPointer(pixel).storeBytes(of: packed, as: UInt32.self)
  }
}
