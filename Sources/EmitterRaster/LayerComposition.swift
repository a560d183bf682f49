import EmitterContents
import EmitterImage
import EmitterModel

/// How a layer with an appearance is drawn, in pixels: the rules both renderers follow, in CA's
/// order within a layer.
///
/// 1. The layer is drawn on its own, into a transparent RGBA8 image: its background (filled by
///    its rounded bounds' coverage), its `contents` image (its `contentsRect` part placed by
///    `contentsGravity`, stretched in nine parts by `contentsCenter`: `ContentsMapping`; sampled
///    bilinearly, drawn where a pixel's centre falls inside the placed rectangle; not clipped to
///    the bounds unless the layer masks, as in CA), its particles (as onto the canvas, but at opacity 1), then
///    its border (the ring between the rounded bounds and the bounds inset by `borderWidth`).
/// 2. With `masksToBounds`, that image is multiplied by the rounded bounds' coverage; with a
///    `mask`, by the mask's alpha (`LayerMaskDrawing`). Together: the clip.
/// 3. The shadow: the image's alpha (with a `shadowPath`, the path's filled area instead,
///    `ShadowPathRaster` drawn through the layer's matrix as contents are) times the clip,
///    blurred by `ShadowBlur` (σ = `shadowRadius` / 2 points), moved by `shadowOffset` rounded
///    to whole pixels (as Core Graphics rounds shadow offsets), tinted `shadowColor ×
///    shadowOpacity`, times the clip again (CA clips a masking or masked layer's shadow), times
///    the layer's opacity, blended over the canvas.
/// 4. The layer's image times the clip and its opacity, blended over that.
package struct LayerComposition: Sendable {
  /// The bounds (layer points), rounded by `cornerRadius`, seen through the layer's matrix.
  package let bounds: LayerClip
  /// The inner edge of the border; nil without a visible border.
  package let borderInner: LayerClip?
  package let background: SIMD4<Float>
  package let border: SIMD4<Float>
  package let masks: Bool
  /// The shadow's premultiplied colour × opacity; nil without a visible shadow.
  package let shadowTint: SIMD4<Float>?
  /// The shadow's blur (σ = `shadowRadius` / 2 points), at a reduced resolution when wide.
  package let shadowBlur: ShadowBlur
  /// The shadow's offset in whole pixels, +y down.
  package let shadowOffset: SIMD2<Int>
  /// The shadow's alpha source when the layer has a `shadowPath`: its raster, drawn through the
  /// layer's matrix; nil casts the shadow from the layer's image.
  package let shadowPath: ShadowPathRaster?
  /// The layer's contents image and the rectangle (layer points) it fills; nil without.
  package let contents: (image: RGBAImage, rect: Rect)?
  /// Which part of the contents image shows and how it stretches (`contentsRect`,
  /// `contentsCenter`).
  package let contentsMapping: ContentsMapping
  /// What the layer's mask draws; nil without a mask.
  package var mask: LayerMaskDrawing?

  /// The composition of `layer` seen through `view`: its `bounds` (layer points) drawn through
  /// `canvasFromLayer` (`LayerGeometry`; the identity and the canvas for a layer at its default
  /// geometry). Nil when the matrix flattens the layer to a line (nothing of it shows).
  package init?(
    layer: EmitterLayer, view: RenderView, bounds layerBounds: Rect,
    canvasFromLayer: Transform3D, contents raster: ContentsRaster? = nil,
    maskContents: ContentsRaster? = nil, shadowPath: ShadowPathRaster? = nil
  ) {
    let scale = view.pixelsPerPoint
    guard
      let clip = LayerClip(
        bounds: layerBounds, radius: layer.cornerRadius, canvasFromLayer: canvasFromLayer,
        pixelsPerPoint: scale)
    else { return nil }
    bounds = clip
    if let layerMask = layer.mask {
      // A mask flattened to a line covers nothing: nothing of the layer shows.
      guard
        let drawing = LayerMaskDrawing(
          mask: layerMask, maskedBounds: layerBounds, canvasFromLayer: canvasFromLayer, view: view,
          contents: maskContents)
      else { return nil }
      mask = drawing
    } else {
      mask = nil
    }
    // Lengths on the canvas (blur, offset) use the smaller pixel scale, in canvas points.
    let lengthScale = min(scale.x, scale.y)
    border = Self.premultiplied(layer.borderColor)
    borderInner =
      layer.borderWidth > 0 && border.w > 0 ? clip.inset(by: Float(layer.borderWidth)) : nil
    background = Self.premultiplied(layer.backgroundColor)
    masks = layer.masksToBounds
    let shadow = Self.premultiplied(layer.shadowColor) * Float(min(max(layer.shadowOpacity, 0), 1))
    // A shadow path without a raster is the empty path: it casts no shadow.
    let castsShadow = shadow.w > 0 && (layer.shadowPath == nil || shadowPath != nil)
    shadowTint = castsShadow ? shadow : nil
    self.shadowPath = layer.shadowPath == nil ? nil : shadowPath
    shadowBlur = ShadowBlur(sigma: Float(layer.shadowRadius / 2) * lengthScale)
    shadowOffset = SIMD2(
      Self.pixelOffset(layer.shadowOffset.width, scale.x),
      Self.pixelOffset(layer.shadowOffset.height, scale.y))
    let mapping = ContentsMapping(layer: layer, imagePoints: raster?.pointSize ?? .zero)
    contentsMapping = mapping
    contents = raster.map { raster in
      // Gravity places the part `contentsRect` shows, at its size in points.
      let size = Size(
        width: Double(mapping.sourcePoints.x), height: Double(mapping.sourcePoints.y))
      return (raster.image, layer.contentsGravity.placement(imageSize: size, in: layerBounds))
    }
  }

  /// A shadow offset in whole pixels. Any finite offset in points is allowed; one past 2^24
  /// pixels puts the shadow off every canvas (a side is at most `maximumPixelSide`), so it is
  /// held there rather than overflowing `Int` (1e20 points at scale 1 would).
  static func pixelOffset(_ points: Double, _ scale: Float) -> Int {
    let pixels = (Float(points) * scale).rounded()
    guard !pixels.isNaN else { return 0 }
    return Int(min(max(pixels, -16_777_216), 16_777_216))
  }

  /// The composition of a layer at `geometry` (its bounds and matrix).
  package init?(
    layer: EmitterLayer, view: RenderView, geometry: LayerGeometry?,
    contents: ContentsRaster? = nil, maskContents: ContentsRaster? = nil,
    shadowPath: ShadowPathRaster? = nil
  ) {
    self.init(
      layer: layer, view: view,
      bounds: geometry?.bounds ?? Rect(x: 0, y: 0, width: view.size.x, height: view.size.y),
      canvasFromLayer: geometry?.canvasFromLayer ?? .identity, contents: contents,
      maskContents: maskContents, shadowPath: shadowPath)
  }

  /// The composition of flat layer `index` at `geometry`, its rasters from `atlas` (its
  /// contents, its mask's contents, its shadow path): what every renderer draws a layer from.
  package init?(
    layer: EmitterLayer, index: Int, view: RenderView, geometry: LayerGeometry?,
    atlas: ContentsAtlas
  ) {
    self.init(
      layer: layer, view: view, geometry: geometry, contents: atlas.layerContents(of: index),
      maskContents: atlas.maskContents(of: index), shadowPath: atlas.shadowPath(of: index))
  }

  /// Step 1's background: filled into the (transparent) layer image.
  package func drawBackground(into image: inout RGBAImage) {
    guard background.w > 0 else { return }
    fill(into: &image, color: background) { x, y in bounds.coverage(x: x, y: y) }
  }

  /// Step 1's border, over the layer's particles.
  package func drawBorder(into image: inout RGBAImage) {
    guard let inner = borderInner else { return }
    fill(into: &image, color: border) { x, y in
      max(bounds.coverage(x: x, y: y) - inner.coverage(x: x, y: y), 0)
    }
  }

  private func fill(
    into image: inout RGBAImage, color: SIMD4<Float>, coverage: (Int, Int) -> Float
  ) {
    Self.fill(into: &image, color: color, coverage: coverage)
  }

  /// `color` times each pixel's coverage, blended over `image`.
  static func fill(
    into image: inout RGBAImage, color: SIMD4<Float>, coverage: (Int, Int) -> Float
  ) {
    for y in 0..<image.height {
      for x in 0..<image.width {
        let c = coverage(x, y)
        guard c > 0 else { continue }
        PixelBlending.blend(color * c, into: &image, x: x, y: y, additive: false)
      }
    }
  }

  /// Steps 2 to 4: the layer's image (step 1) clipped, its shadow and then itself blended over
  /// `canvas` at `opacity`.
  package func composite(_ layerImage: RGBAImage, opacity: Float, onto canvas: inout RGBAImage) {
    composite(layerImage, shadow: shadowPlane(of: layerImage), opacity: opacity, onto: &canvas)
  }

  /// Step 3's blurred plane: the image's alpha (or the shadow path's, `shadowSource`) times
  /// its clip, blurred (`ShadowBlur`, at its reduced size); nil without a shadow. What a kept
  /// still layer keeps.
  package func shadowPlane(of layerImage: RGBAImage) -> [Float]? {
    guard shadowTint != nil else { return nil }
    let width = layerImage.width
    let height = layerImage.height
    let source = shadowSource(width: width, height: height) ?? layerImage
    let masked = maskCoverage(width: width, height: height)
    let alpha = (0..<(width * height)).map { i in
      Float(source.pixels[i * 4 + 3]) / 255 * clip(x: i % width, y: i / width, masked)
    }
    return shadowBlur.blurredLevel(alpha, width: width, height: height)
  }

  /// Steps 2 to 4 with the shadow's plane made already (`shadowPlane(of:)` of `layerImage`).
  package func composite(
    _ layerImage: RGBAImage, shadow: [Float]?, opacity: Float, onto canvas: inout RGBAImage
  ) {
    // The layer's image is the canvas's size; the target (a caller's RGBA buffer) may be
    // larger or smaller: the canvas sits at its top-left, clipped.
    let width = min(canvas.width, layerImage.width)
    let height = min(canvas.height, layerImage.height)
    let masked = maskCoverage(width: layerImage.width, height: layerImage.height)
    if let shadowTint, let blurred = shadow {
      for y in 0..<height {
        for x in 0..<width {
          let sx = x - shadowOffset.x
          let sy = y - shadowOffset.y
          guard sx >= 0, sx < width, sy >= 0, sy < height else { continue }
          let a =
            shadowBlur.value(
              in: blurred, width: layerImage.width, height: layerImage.height, x: sx, y: sy)
            * clip(x: x, y: y, masked) * opacity
          guard a > 0 else { continue }
          PixelBlending.blend(shadowTint * a, into: &canvas, x: x, y: y, additive: false)
        }
      }
    }
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * layerImage.width + x) * 4
        guard layerImage.pixels[i + 3] > 0 || layerImage.pixels[i] > 0 else { continue }
        let texel =
          SIMD4<Float>(
            Float(layerImage.pixels[i]), Float(layerImage.pixels[i + 1]),
            Float(layerImage.pixels[i + 2]), Float(layerImage.pixels[i + 3])) / 255
        let factor = clip(x: x, y: y, masked) * opacity
        guard factor > 0 else { continue }
        PixelBlending.blend(texel * factor, into: &canvas, x: x, y: y, additive: false)
      }
    }
  }

  /// The shadow path's raster drawn through the layer's matrix into a transparent image of
  /// `width` × `height`, as contents are drawn (`draw(_:in:through:into:)`): the shadow's
  /// alpha source; nil without a shadow path.
  package func shadowSource(width: Int, height: Int) -> RGBAImage? {
    guard let shadowPath else { return nil }
    var image = RGBAImage(width: width, height: height)
    Self.draw(shadowPath.image, in: shadowPath.rect, through: bounds, into: &image)
    return image
  }

  /// The clip's coverage at a pixel: the rounded bounds' when the layer masks to them (else 1),
  /// times the mask's coverage there (`maskCoverage`) when it has a mask.
  private func clip(x: Int, y: Int, _ masked: (plane: [Float], width: Int)?) -> Float {
    let bounded = masks ? bounds.coverage(x: x, y: y) : 1
    guard let masked else { return bounded }
    return bounded * masked.plane[y * masked.width + x]
  }

  /// The mask's coverage per pixel of a `width` × `height` image; nil without a mask.
  private func maskCoverage(width: Int, height: Int) -> (plane: [Float], width: Int)? {
    mask.map { ($0.coverage(width: width, height: height), width) }
  }

  static func premultiplied(_ color: Color) -> SIMD4<Float> {
    let a = Float(min(max(color.alpha, 0), 1))
    return SIMD4(Float(color.red) * a, Float(color.green) * a, Float(color.blue) * a, a)
  }
}
