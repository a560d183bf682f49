/// A shadow's Gaussian blur of standard deviation σ pixels, done at a reduced resolution when σ
/// is large: the alpha plane is averaged over `factor` × `factor` blocks (`factor` = the
/// smallest power of two that brings σ / factor to at most `maximumLevelSigma`), blurred there
/// with `kernel`, and read back at each full-resolution pixel bilinearly (edges clamped). The
/// block average (a box of variance (f² − 1) / 12 pixels²) and the bilinear read (a tent of
/// variance f² / 6) widen the blur, so the level's σ is taken from what is left:
///
///     σ_level = √(σ² − (f² − 1) / 12 − f² / 6) / f
///
/// and the three together stay within one 8-bit step of the full-resolution blur
/// (`ShadowBlurTests`: under 0.003 for σ from 10 to 45 px; with `maximumLevelSigma` = 4 the box
/// and tent were too large a part of the blur, up to 0.011). With σ ≤ `maximumLevelSigma` the
/// factor is 1 and this is `kernel` at full resolution, as before. The cost falls with f² and
/// the taps with f: night-sky's σ = 28 px blurs a plane 16 times smaller with 43 taps instead of
/// 169. The GL compositor does the same arithmetic (Shaders/compose/layer_blur.frag,
/// layer_composite.frag).
package struct ShadowBlur: Sendable, Equatable {
  /// The largest σ (pixels of the reduced plane) blurred without halving once more.
  static let maximumLevelSigma: Float = 8

  /// Full-resolution pixels per side of one pixel of the reduced plane (a power of two).
  package let factor: Int
  /// The blur of the reduced plane.
  package let kernel: GaussianKernel

  /// The blur of standard deviation `sigma` pixels (≤ 0.01: none).
  package init(sigma: Float) {
    var factor = 1
    while sigma / Float(factor) > Self.maximumLevelSigma { factor *= 2 }
    self.factor = factor
    guard factor > 1 else {
      kernel = GaussianKernel(sigma: sigma)
      return
    }
    let f2 = Float(factor * factor)
    let variance = sigma * sigma - (f2 - 1) / 12 - f2 / 6
    kernel = GaussianKernel(sigma: variance.squareRoot() / Float(factor))
  }

  /// The reduced plane's size for a full plane of `width` × `height`.
  package func levelSize(width: Int, height: Int) -> (width: Int, height: Int) {
    ((width + factor - 1) / factor, (height + factor - 1) / factor)
  }

  /// `alpha` (`width` × `height`, rows from the top) averaged over blocks (outside the plane
  /// is 0) and blurred: the reduced plane, `levelSize` large.
  package func blurredLevel(_ alpha: [Float], width: Int, height: Int) -> [Float] {
    guard factor > 1 else { return kernel.blur(alpha, width: width, height: height) }
    let (w, h) = levelSize(width: width, height: height)
    var level = [Float](repeating: 0, count: w * h)
    // Each block's sum in rows, then columns, as the shader's loop adds them.
    for j in 0..<h {
      for i in 0..<w {
        var sum: Float = 0
        for y in (j * factor)..<min((j + 1) * factor, height) {
          for x in (i * factor)..<min((i + 1) * factor, width) { sum += alpha[y * width + x] }
        }
        level[j * w + i] = sum * Self.blockScale(factor)
      }
    }
    return kernel.blur(level, width: w, height: h)
  }

  /// `1 / factor²`: the block average's weight (the GL pass gets the same float).
  package static func blockScale(_ factor: Int) -> Float { 1 / Float(factor * factor) }

  /// The blurred value at full-resolution pixel (`x`, `y`) (rows from the top) of a plane
  /// `width` × `height`, from `level` (`blurredLevel`'s result).
  package func value(in level: [Float], width: Int, height: Int, x: Int, y: Int) -> Float {
    guard factor > 1 else { return level[y * width + x] }
    let (w, h) = levelSize(width: width, height: height)
    let scale = Float(factor)
    let u = (Float(x) + 0.5) / scale - 0.5
    let v = (Float(y) + 0.5) / scale - 0.5
    let u0 = u.rounded(.down)
    let v0 = v.rounded(.down)
    let fu = u - u0
    let fv = v - v0
    let i0 = min(max(Int(u0), 0), w - 1)
    let i1 = min(max(Int(u0) + 1, 0), w - 1)
    let j0 = min(max(Int(v0), 0), h - 1)
    let j1 = min(max(Int(v0) + 1, 0), h - 1)
    let top = level[j0 * w + i0] * (1 - fu) + level[j0 * w + i1] * fu
    let bottom = level[j1 * w + i0] * (1 - fu) + level[j1 * w + i1] * fu
    return top * (1 - fv) + bottom * fv
  }
}
