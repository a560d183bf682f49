import EmitterImage

/// Blending into an RGBA8 image as GL does for a normalised 8-bit colour buffer: the fragment's
/// colour is rounded to 8 bits, combined with the stored 8-bit value, and the result rounded and
/// saturated. The CPU reference blends each particle in turn, so rounding happens per particle
/// as it does on the GPU.
enum PixelBlending {
  /// Premultiplied source-over (`ONE, ONE_MINUS_SRC_ALPHA`) or source-additive (`ONE, ONE`).
  static func blend(
    _ source: SIMD4<Float>, into image: inout RGBAImage, x: Int, y: Int, additive: Bool
  ) {
    let i = (y * image.width + x) * 4
    let sourceAlpha = quantize(source.w)
    for c in 0..<4 {
      let s = quantize(source[c])
      let d = Int(image.pixels[i + c])
      let result = additive ? s + d : s + (d * (255 - sourceAlpha) + 127) / 255
      image.pixels[i + c] = UInt8(min(255, result))
    }
  }

  /// 0...1 to 0...255, rounded to nearest with ties to even: GL's float-to-unorm conversion as
  /// Mesa's llvmpipe makes it (IEEE's default rounding), so an opacity of 0.3 (76.5) is 76 on
  /// both renderers.
  static func quantize(_ value: Float) -> Int {
    Int((min(1, max(0, value)) * 255).rounded(.toNearestOrEven))
  }
}
