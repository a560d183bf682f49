/// `blend(_:into:additive:)` on eight pixels at once: the same integer arithmetic, two channels
/// per 32-bit lane, so each pixel gets exactly the one-pixel blend's bytes.
extension PixelBlending {
  /// Eight source colours (premultiplied, 0...1 per channel) over (or added to) eight packed
  /// pixels. A lane whose source is zero leaves its pixel as it was.
  @inline(__always)
  static func blend(
    r: SIMD8<Float>, g: SIMD8<Float>, b: SIMD8<Float>, a: SIMD8<Float>,
    into pixels: inout SIMD8<UInt32>, additive: Bool
  ) {
    let alpha = quantized(a)
    let sourceRB = quantized(r) | quantized(b) &<< 16
    let sourceGA = quantized(g) | alpha &<< 16
    var rb = pixels & 0x00FF_00FF
    var ga = (pixels &>> 8) & 0x00FF_00FF
    if !additive {
      let factor = 255 &- alpha
      rb = scaledDown(rb, by: factor)
      ga = scaledDown(ga, by: factor)
    }
    pixels = saturated(sourceRB &+ rb) | saturated(sourceGA &+ ga) &<< 8
  }

  /// `scaledDown(_:by:)` on eight lanes.
  @inline(__always)
  static func scaledDown(_ pair: SIMD8<UInt32>, by factor: SIMD8<UInt32>) -> SIMD8<UInt32> {
    let v = pair &* factor &+ 0x007F_007F
    return ((v &+ 0x0001_0001 &+ ((v &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
  }

  /// `saturated(_:)` on eight lanes.
  @inline(__always)
  static func saturated(_ pair: SIMD8<UInt32>) -> SIMD8<UInt32> {
    let over = pair & 0x0100_0100
    return (pair | (over &- (over &>> 8))) & 0x00FF_00FF
  }

  /// `quantized(_:)` on eight lanes: clamped (NaN to 0), scaled, rounded half away from zero.
  @inline(__always)
  static func quantized(_ value: SIMD8<Float>) -> SIMD8<UInt32> {
    var clamped = value
    clamped.replace(with: 0, where: .!(value .> 0))
    clamped.replace(with: 1, where: .!(clamped .< 1))
    let scaled = clamped * 255
    let shifted = scaled + 8_388_608
    let nearest = unsafeBitCast(shifted, to: SIMD8<UInt32>.self) & 0x7F_FFFF
    // shifted − 2^23 is the nearest integer as a float, exactly.
    let tie = (scaled - (shifted - 8_388_608)) .== 0.5
    return nearest.replacing(with: nearest &+ 1, where: tie)
  }
}
