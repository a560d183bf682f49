import EmitterImage
import Testing

@testable import EmitterRaster

/// The fast renderer's whole-pixel blend against the reference's channel-by-channel one: every
/// stored value against sources across the range, both blend modes, byte for byte.
@Suite("The whole-pixel blend rounds as the reference blend does")
struct PixelBlendingPointerTests {
  @Test("source-over and additive, every stored byte, sources on a grid of 8-bit steps")
  func everyStoredValue() {
    var mismatches = 0
    for additive in [false, true] {
      for alphaStep in stride(from: 0, through: 255, by: 5) {
        for colorStep in stride(from: 0, through: 255, by: 17) {
          // A source just off an 8-bit step exercises the rounding of quantize.
          let alpha = Float(alphaStep) / 255 + 0.0013
          let color = min(alpha, Float(colorStep) / 255)
          let source = SIMD4<Float>(color, color * 0.5, 0, alpha)
          for stored in 0...255 {
            let pixel = SIMD4<UInt8>(UInt8(stored), UInt8(255 - stored), UInt8(stored / 2), UInt8(stored))
            var image = RGBAImage(width: 1, height: 1, fill: pixel)
            PixelBlending.blend(source, into: &image, x: 0, y: 0, additive: additive)
            var bytes = [pixel.x, pixel.y, pixel.z, pixel.w]
            bytes.withUnsafeMutableBufferPointer {
              PixelBlending.blend(source, into: $0.baseAddress!, additive: additive)
            }
            if bytes != image.pixels { mismatches += 1 }
          }
        }
      }
    }
    #expect(mismatches == 0)
  }

  @Test("sources outside 0...1 clamp as quantize does")
  func clamping() {
    for source in [SIMD4<Float>(-1, 2, 0.5, 1.5), SIMD4<Float>(0.2, -0.1, 3, -2)] {
      var image = RGBAImage(width: 1, height: 1, fill: SIMD4(100, 150, 200, 250))
      PixelBlending.blend(source, into: &image, x: 0, y: 0, additive: false)
      var bytes: [UInt8] = [100, 150, 200, 250]
      bytes.withUnsafeMutableBufferPointer {
        PixelBlending.blend(source, into: $0.baseAddress!, additive: false)
      }
      #expect(bytes == image.pixels)
    }
  }
}
