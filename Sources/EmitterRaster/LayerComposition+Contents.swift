import EmitterImage
import EmitterModel

extension LayerComposition {
  /// Step 1's contents, over the background: each pixel whose centre, taken into layer points,
  /// falls inside the placed rectangle (half-open, so abutting rectangles share no pixel) takes
  /// the image bilinearly sampled there, edges clamped, premultiplied, blended over.
  package func drawContents(into image: inout RGBAImage) {
    guard let (texture, rect) = contents else { return }
    Self.draw(texture, in: rect, mapping: contentsMapping, through: bounds, into: &image)
  }

  /// `texture` stretched over `rect` (layer points of `clip`'s layer), drawn as `drawContents`
  /// states: a layer's contents, or a mask's.
  static func draw(
    _ texture: RGBAImage, in rect: Rect, mapping: ContentsMapping? = nil, through clip: LayerClip,
    into image: inout RGBAImage
  ) {
    guard rect.size.width > 0, rect.size.height > 0, texture.width > 0, texture.height > 0
    else { return }
    let origin = SIMD2(Float(rect.origin.x), Float(rect.origin.y))
    let size = SIMD2(Float(rect.size.width), Float(rect.size.height))
    for y in 0..<image.height {
      for x in 0..<image.width {
        guard let point = clip.layerPoint(x: x, y: y) else { continue }
        let uv = (point - origin) / size
        guard uv.x >= 0, uv.x < 1, uv.y >= 0, uv.y < 1 else { continue }
        let read = mapping?.imageCoordinates(uv, placedPoints: size) ?? uv
        let texel = Self.bilinear(texture, read)
        guard texel.w > 0 || texel.x > 0 || texel.y > 0 || texel.z > 0 else { continue }
        PixelBlending.blend(texel, into: &image, x: x, y: y, additive: false)
      }
    }
  }

  /// `image` at `uv` (0...1 across it), bilinear between the four nearest texel centres.
  static func bilinear(_ image: RGBAImage, _ uv: SIMD2<Float>) -> SIMD4<Float> {
    let fx = uv.x * Float(image.width) - 0.5
    let fy = uv.y * Float(image.height) - 0.5
    let x0 = Int(fx.rounded(.down))
    let y0 = Int(fy.rounded(.down))
    let tx = fx - Float(x0)
    let ty = fy - Float(y0)
    func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
      let cx = min(max(x, 0), image.width - 1)
      let cy = min(max(y, 0), image.height - 1)
      let i = (cy * image.width + cx) * 4
      return SIMD4(
        Float(image.pixels[i]), Float(image.pixels[i + 1]), Float(image.pixels[i + 2]),
        Float(image.pixels[i + 3])) / 255
    }
    let top = texel(x0, y0) * (1 - tx) + texel(x0 + 1, y0) * tx
    let bottom = texel(x0, y0 + 1) * (1 - tx) + texel(x0 + 1, y0 + 1) * tx
    return top * (1 - ty) + bottom * ty
  }
}
