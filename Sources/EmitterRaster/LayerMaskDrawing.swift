import EmitterContents
import EmitterImage
import EmitterModel

/// What a layer's mask (`LayerMask`) draws, seen on the canvas: its rounded bounds and contents
/// placed by its own geometry in the masked layer's space, so through
/// `canvasFromMask = flat(mask.matrixInSuperlayer) · canvasFromLayer`.
///
/// The mask is drawn as a layer without cells is (`LayerComposition`'s step 1: background, then
/// contents) into a transparent RGBA8 image of the canvas's size; its alpha times the mask's
/// opacity multiplies the masked layer's image, and its shadow, pixel by pixel (the clip of
/// `LayerComposition`). The GL compositor draws the same image with the same programs
/// (layer_fill.frag, layer_contents.frag), so both read the same 8-bit alpha.
package struct LayerMaskDrawing: Sendable {
  /// The mask's rounded bounds, through `canvasFromMask`.
  package let bounds: LayerClip
  /// The mask's premultiplied background colour.
  package let background: SIMD4<Float>
  /// The mask's contents image and the rectangle (mask points) it fills; nil without.
  package let contents: (image: RGBAImage, rect: Rect)?
  /// The mask's opacity, 0...1.
  package let opacity: Float
  /// The mask's image as the renderer drew it this frame: its picture (`image(width:height:)`)
  /// with its emitter's particles drawn over (`LayerMask.emitter`); nil: its picture alone.
  package var drawnImage: RGBAImage?

  /// `mask` placed in a masked layer of `maskedBounds` seen through `canvasFromLayer`. Nil when
  /// the mask's matrix flattens it to a line: then it covers nothing and nothing of the masked
  /// layer shows.
  package init?(
    mask: LayerMask, maskedBounds: Rect, canvasFromLayer: Transform3D, view: RenderView,
    contents raster: ContentsRaster?
  ) {
    let placed = mask.drawnLayer.resolvingGeometry(in: maskedBounds)
    let maskBounds = placed.bounds ?? maskedBounds
    let canvasFromMask = placed.matrixInSuperlayer.flattened.concatenating(canvasFromLayer)
    guard
      let clip = LayerClip(
        bounds: maskBounds, radius: mask.cornerRadius, canvasFromLayer: canvasFromMask,
        pixelsPerPoint: view.pixelsPerPoint)
    else { return nil }
    bounds = clip
    background = LayerComposition.premultiplied(mask.backgroundColor)
    contents = raster.map { raster in
      let size = Size(width: raster.pointSize.x, height: raster.pointSize.y)
      return (raster.image, mask.contentsGravity.placement(imageSize: size, in: maskBounds))
    }
    opacity = Float(min(max(mask.opacity, 0), 1))
  }

  /// The mask's image: its background, then its contents, into a transparent image.
  package func image(width: Int, height: Int) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    if background.w > 0 {
      LayerComposition.fill(into: &image, color: background) { x, y in
        bounds.coverage(x: x, y: y)
      }
    }
    if let contents {
      LayerComposition.draw(contents.image, in: contents.rect, through: bounds, into: &image)
    }
    return image
  }

  /// Per pixel (rows from the top), how much of the masked layer shows: the mask image's alpha
  /// times the mask's opacity.
  package func coverage(width: Int, height: Int) -> [Float] {
    let image =
      drawnImage.flatMap { $0.width == width && $0.height == height ? $0 : nil }
      ?? image(width: width, height: height)
    return (0..<(width * height)).map { i in Float(image.pixels[i * 4 + 3]) / 255 * opacity }
  }
}

extension LayerMaskDrawing: Equatable {
  package static func == (a: LayerMaskDrawing, b: LayerMaskDrawing) -> Bool {
    guard a.bounds == b.bounds, a.background == b.background, a.opacity == b.opacity,
      a.drawnImage == b.drawnImage
    else {
      return false
    }
    switch (a.contents, b.contents) {
    case (nil, nil): return true
    case let (x?, y?): return x.rect == y.rect && x.image == y.image
    default: return false
    }
  }
}
