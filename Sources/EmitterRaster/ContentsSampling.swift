import EmitterContents
import EmitterImage
import EmitterModel

/// Texture sampling on the CPU with GL's rules for a 2D array texture read through a sampler
/// with `GL_CLAMP_TO_BORDER` and a transparent border: texel centres at half-integers,
/// `nearest` takes the texel under the coordinate, `linear` blends the four around it,
/// `trilinear` blends bilinear samples of the two mip levels around the level of detail.
/// Magnification (level of detail ≤ 0) uses the magnification filter on level 0.
struct ContentsSampling {
  let atlas: ContentsAtlas

  /// A premultiplied texel, 0...1, at texture coordinate `uv` of `layer`. `lod` is log2 of the
  /// texels one pixel step covers (bias included).
  func sample(layer: Int, uv: SIMD2<Float>, lod: Float, entry: ContentsAtlas.Entry) -> SIMD4<Float>
  {
    let levels = atlas.levels[layer]
    guard lod > 0 else {
      return entry.magnification == .nearest
        ? Self.nearest(levels[0], uv) : Self.bilinear(levels[0], uv)
    }
    switch entry.minification {
    case .nearest: return Self.nearest(levels[0], uv)
    case .linear: return Self.bilinear(levels[0], uv)
    case .trilinear:
      let clamped = min(lod, Float(levels.count - 1))
      let lower = Int(clamped.rounded(.down))
      let fraction = clamped - Float(lower)
      let first = Self.bilinear(levels[lower], uv)
      guard fraction > 0, lower + 1 < levels.count else { return first }
      return first + (Self.bilinear(levels[lower + 1], uv) - first) * fraction
    }
  }

  /// A premultiplied texel, 0...1, of a ribbon's `trailContents` at its (u, v): bilinear on
  /// `base`, the entry's base level (GL's `textureLod(…, 0)` through a linear sampler), at the
  /// clamped coordinate `ContentsAtlas.TrailEntry` gives.
  static func sample(
    _ entry: ContentsAtlas.TrailEntry, base: RGBAImage, uv: SIMD2<Float>
  ) -> SIMD4<Float> {
    bilinear(base, entry.coordinate(uv))
  }

  private static func texel(_ image: RGBAImage, _ x: Int, _ y: Int) -> SIMD4<Float> {
    guard x >= 0, y >= 0, x < image.width, y < image.height else { return .zero }
    let p = image[x, y]
    return SIMD4(Float(p.x), Float(p.y), Float(p.z), Float(p.w)) / 255
  }

  private static func nearest(_ image: RGBAImage, _ uv: SIMD2<Float>) -> SIMD4<Float> {
    let x = (uv.x * Float(image.width)).rounded(.down)
    let y = (uv.y * Float(image.height)).rounded(.down)
    return texel(image, Int(x), Int(y))
  }

  private static func bilinear(_ image: RGBAImage, _ uv: SIMD2<Float>) -> SIMD4<Float> {
    let x = uv.x * Float(image.width) - 0.5
    let y = uv.y * Float(image.height) - 0.5
    let x0 = x.rounded(.down)
    let y0 = y.rounded(.down)
    let a = x - x0
    let b = y - y0
    let i = Int(x0)
    let j = Int(y0)
    let top = texel(image, i, j) * (1 - a) + texel(image, i + 1, j) * a
    let bottom = texel(image, i, j + 1) * (1 - a) + texel(image, i + 1, j + 1) * a
    return top * (1 - b) + bottom * b
  }
}
