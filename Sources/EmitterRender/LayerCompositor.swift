import EmitterGL
import EmitterImage
import EmitterModel
import EmitterRaster

/// The GL side of `LayerComposition` (Sources/EmitterRaster states the rules): a layer with a
/// background, contents, border, clip or shadow is drawn into its own RGBA8 texture (`begin`:
/// background and contents; the particles; `end`), then composited over the framebuffer that was bound: its shadow from three
/// passes over two float planes (alpha × clip, blur along x, blur along y), then itself.
///
/// A layer with a `shadowPath` draws its raster (`ShadowPathRaster`) with the contents program
/// into an image of the layer image's size; the blur's first pass reads that image's alpha
/// instead of the layer's.
///
/// A masked layer's mask (`LayerMaskDrawing`) is drawn, when the layer is composited, into an
/// image of the layer image's size with the same programs (background, contents); the blur's
/// first pass and the composite multiply by its alpha (layer_mask.glsl).
///
/// `begin` and `end` nest: a group (`LayerGroups`) stays open while its sublayers draw into its
/// image, each opened layer at the next depth with an image of its own.
///
/// Targets are made on first use, at the size of the image drawn; GL objects belong to the
/// context current at `init`.
final class LayerCompositor {
  private let fill: ShaderProgram
  private let blur: ShaderProgram
  private let composite: ShaderProgram
  private let contentsProgram: ShaderProgram
  /// The last contents image uploaded and its texture: layers rarely change contents, and the
  /// atlas's rasters share storage, so the comparison is usually an identity check.
  private var contentsTexture: (image: RGBAImage, texture: TextureTarget)?
  /// The same for masks' contents images.
  private var maskContentsTexture: (image: RGBAImage, texture: TextureTarget)?
  /// The same for shadow paths' rasters.
  private var shadowPathTexture: (image: RGBAImage, texture: TextureTarget)?
  /// The shadow path drawn at the layer image's size (one at a time, as the mask image).
  private var shadowSourceImage: TextureTarget?
  /// The mask image of the layer being composited (one at a time: groups end one by one).
  private var maskImage: TextureTarget?
  /// The open layers' images, innermost last: a group (`LayerGroups`) holds its image open
  /// while its sublayers draw into it, each with an image of its own (`images[depth]`).
  private var layerImages: [TextureTarget] = []
  private var depth = 0
  private var planes: (TextureTarget, TextureTarget)?
  /// `drawStill`'s layers, by layer index.
  private var stills: [Int: Still] = [:]

  /// A layer without cells as last drawn: its image (border included), the planes of its
  /// shadow's blur and the one holding the result.
  private struct Still {
    let composition: LayerComposition
    let image: TextureTarget
    let planes: (TextureTarget, TextureTarget)?
    let shadow: TextureTarget?

    func destroy() {
      image.destroy()
      planes?.0.destroy()
      planes?.1.destroy()
    }
  }

  init(library: ShaderLibrary) throws(ShaderError) {
    fill = try library.makeProgram("layer_fill")
    do {
      blur = try library.makeProgram("layer_blur")
    } catch {
      fill.destroy()
      throw error
    }
    do {
      composite = try library.makeProgram("layer_composite")
    } catch {
      fill.destroy()
      blur.destroy()
      throw error
    }
    do {
      contentsProgram = try library.makeProgram("layer_contents")
    } catch {
      fill.destroy()
      blur.destroy()
      composite.destroy()
      throw error
    }
  }

  /// Starts a layer: remembers the bound framebuffer, binds the layer's own image (`width` ×
  /// `height` pixels), clears it and fills the background. Returns what `end` returns to; nil
  /// when the layer's texture cannot be made (then the caller draws the layer as a plain one).
  func begin(_ composition: LayerComposition, width: Int, height: Int) -> DrawTargetBinding? {
    let previous = DrawTargetBinding.current()
    guard let image = target(width: width, height: height) else { return nil }
    depth += 1
    drawBackground(composition, into: image)
    return previous
  }

  /// Draws a layer without cells, whose image depends on its composition alone: made once, with
  /// its shadow's blur, and kept (per layer index) while the composition holds, so a still card
  /// with a wide shadow costs two composites a frame instead of a blur. Returns false when its
  /// textures cannot be made (the caller then draws it through `begin` and `end`).
  func drawStill(
    _ composition: LayerComposition, layer: Int, width: Int, height: Int, opacity: Float
  ) -> Bool {
    let previous = DrawTargetBinding.current()
    if let still = stills[layer], still.composition == composition, still.image.width == width,
      still.image.height == height
    {
      prepareMask(composition, width: width, height: height)
      drawComposite(composition, image: still.image, shadow: still.shadow, opacity: opacity,
        returningTo: previous)
      return true
    }
    stills.removeValue(forKey: layer)?.destroy()
    guard
      let image = try? TextureTarget(
        width: width, height: height, format: .rgba8, label: "still layer \(layer) image")
    else { return false }
    var planes: (TextureTarget, TextureTarget)?
    if composition.shadowTint != nil {
      let level = composition.shadowBlur.levelSize(width: width, height: height)
      guard
        let made = Self.makePlanes(
          width: level.width, height: level.height, label: "still layer \(layer)")
      else {
        image.destroy()
        return false
      }
      planes = made
    }
    drawBackground(composition, into: image)
    drawBorder(composition, into: image)
    prepareMask(composition, width: width, height: height)
    let source = shadowSource(composition, width: width, height: height) ?? image
    let shadow = planes.map { blurredAlpha(composition, of: source, planes: $0) }
    stills[layer] = Still(composition: composition, image: image, planes: planes, shadow: shadow)
    drawComposite(composition, image: image, shadow: shadow, opacity: opacity, returningTo: previous)
    return true
  }

  /// Binds `image`, clears it and draws the layer's background and contents.
  private func drawBackground(_ composition: LayerComposition, into image: TextureTarget) {
    drawPicture(
      bounds: composition.bounds, background: composition.background,
      contents: composition.contents, mapping: composition.contentsMapping, into: image,
      kind: .layer)
  }

  /// Draws the mask of `composition` (when it has one) into the mask image of `width` ×
  /// `height`, binds it to the mask's texture unit and sets the mask uniforms of the blur and
  /// composite programs. The caller binds its target again afterwards.
  private func prepareMask(
    _ composition: LayerComposition, width: Int, height: Int, particles: MaskParticles? = nil
  ) {
    let hasMask: Bool
    if let mask = composition.mask, let image = maskTarget(width: width, height: height) {
      drawPicture(
        bounds: mask.bounds, background: mask.background, contents: mask.contents, into: image,
        kind: .mask)
      // The mask's emitter draws into the bound mask image, over its picture.
      particles?()
      image.bindTexture(toUnit: ShaderBindings.maskTextureUnit)
      hasMask = true
    } else {
      hasMask = false
    }
    for program in [blur, composite] {
      program.setUniform("hasMask", UInt32(hasMask ? 1 : 0))
      program.setUniform("maskOpacity", composition.mask?.opacity ?? 1)
    }
  }

  /// The shadow path of `composition` drawn through the layer's matrix into the shadow source
  /// image of `width` × `height` (as the reference's `LayerComposition.shadowSource`); nil
  /// without a shadow path, or when the image cannot be made (the shadow then follows the
  /// layer's image).
  private func shadowSource(_ composition: LayerComposition, width: Int, height: Int)
    -> TextureTarget?
  {
    guard composition.shadowTint != nil, let path = composition.shadowPath else { return nil }
    if shadowSourceImage?.width != width || shadowSourceImage?.height != height {
      shadowSourceImage?.destroy()
      shadowSourceImage = try? TextureTarget(
        width: width, height: height, format: .rgba8, label: "shadow path \(width)x\(height)")
    }
    guard let image = shadowSourceImage else { return nil }
    drawPicture(
      bounds: composition.bounds, background: .zero, contents: (path.image, path.rect),
      into: image, kind: .shadowPath)
    return image
  }

  private func maskTarget(width: Int, height: Int) -> TextureTarget? {
    if let maskImage, maskImage.width == width, maskImage.height == height { return maskImage }
    maskImage?.destroy()
    maskImage = try? TextureTarget(
      width: width, height: height, format: .rgba8, label: "mask image \(width)x\(height)")
    return maskImage
  }

  /// Whose picture `drawPicture` draws: which uploaded texture its contents image keeps.
  private enum PictureKind {
    case layer, mask, shadowPath
  }

  /// Binds `image`, clears it and draws a background in `bounds` and a contents image (a
  /// layer's, a mask's or a shadow path's raster, by `kind`).
  private func drawPicture(
    bounds: LayerClip, background: SIMD4<Float>, contents: (image: RGBAImage, rect: Rect)?,
    mapping: ContentsMapping? = nil, into image: TextureTarget, kind: PictureKind
  ) {
    let width = image.width
    let height = image.height
    image.bind()
    image.clear(to: .zero)
    if background.w > 0 {
      GL.setBlending(.premultipliedOver)
      setImageUniforms(fill, width: width, height: height, viewportOrigin: .zero)
      setBounds(fill, bounds)
      fill.setUniform("isBorder", UInt32(0))
      fill.setUniform("color", background)
      fill.use()
      GL.drawTriangleStrips(vertexCount: 4, instances: 1)
    }
    if let (picture, rect) = contents, let texture = texture(for: picture, kind: kind) {
      GL.setBlending(.premultipliedOver)
      texture.bindTexture(toUnit: ShaderBindings.layerTextureUnit)
      setImageUniforms(contentsProgram, width: width, height: height, viewportOrigin: .zero)
      setBounds(contentsProgram, bounds)
      contentsProgram.setUniform(
        "contentsRect",
        SIMD4<Float>(
          Float(rect.origin.x), Float(rect.origin.y), Float(rect.size.width),
          Float(rect.size.height)))
      let mapping = mapping ?? .whole(points: .zero)
      contentsProgram.setUniform("contentsSource", mapping.source)
      contentsProgram.setUniform("contentsCenter", mapping.center)
      contentsProgram.setUniform("sourcePoints", mapping.sourcePoints)
      contentsProgram.use()
      GL.drawTriangleStrips(vertexCount: 4, instances: 1)
    }
  }

  /// The contents image as a texture, uploaded when it differs from the last one (a layer's,
  /// a mask's and a shadow path's are kept apart).
  private func texture(for image: RGBAImage, kind: PictureKind) -> TextureTarget? {
    let kept: (image: RGBAImage, texture: TextureTarget)?
    switch kind {
    case .layer: kept = contentsTexture
    case .mask: kept = maskContentsTexture
    case .shadowPath: kept = shadowPathTexture
    }
    if let kept, kept.image == image { return kept.texture }
    kept?.texture.destroy()
    let made = try? TextureTarget(
      width: image.width, height: image.height, format: .rgba8, label: "\(kind) contents")
    made?.upload(rgba8: image.pixels)
    let entry = made.map { (image, $0) }
    switch kind {
    case .layer: contentsTexture = entry
    case .mask: maskContentsTexture = entry
    case .shadowPath: shadowPathTexture = entry
    }
    return made
  }

  /// Draws a mask's emitter's particles (`Scene+MaskEmitters`) into the bound mask image, at
  /// the mask's place: the renderer's, which holds the particles.
  typealias MaskParticles = () -> Void

  /// Ends a layer: its border over its particles, then its shadow and itself composited over
  /// the framebuffer `begin` found bound, at `opacity`; a mask that emits takes its particles
  /// from `maskParticles`.
  func end(
    _ composition: LayerComposition, opacity: Float, returningTo previous: DrawTargetBinding,
    maskParticles: MaskParticles? = nil
  ) {
    guard depth > 0 else { return }
    depth -= 1
    let image = layerImages[depth]
    drawBorder(composition, into: image)
    prepareMask(composition, width: image.width, height: image.height, particles: maskParticles)
    let source = shadowSource(composition, width: image.width, height: image.height) ?? image
    let shadow =
      composition.shadowTint == nil
      ? nil
      : planeTargets(
        composition.shadowBlur.levelSize(width: image.width, height: image.height)
      ).map {
        blurredAlpha(composition, of: source, planes: $0)
      }
    drawComposite(composition, image: image, shadow: shadow, opacity: opacity, returningTo: previous)
  }

  /// The layer's border over what `image` holds.
  private func drawBorder(_ composition: LayerComposition, into image: TextureTarget) {
    guard let inner = composition.borderInner else { return }
    GL.setBlending(.premultipliedOver)
    image.bind()
    setImageUniforms(fill, width: image.width, height: image.height, viewportOrigin: .zero)
    setBounds(fill, composition.bounds)
    fill.setUniform("isBorder", UInt32(1))
    fill.setUniform("innerRect", Self.rectUniform(inner.rect))
    fill.setUniform("innerRadius", inner.rect.radius)
    fill.setUniform("color", composition.border)
    fill.use()
    GL.drawTriangleStrips(vertexCount: 4, instances: 1)
  }

  /// The shadow plane (when there is one), then the layer's image, over `previous` at `opacity`.
  private func drawComposite(
    _ composition: LayerComposition, image: TextureTarget, shadow: TextureTarget?,
    opacity: Float, returningTo previous: DrawTargetBinding
  ) {
    let width = image.width
    let height = image.height
    let origin = SIMD2<Float>(Float(previous.viewport.x), Float(previous.viewport.y))
    if let tint = composition.shadowTint, let shadow {
      previous.restore()
      GL.setBlending(.premultipliedOver)
      shadow.bindTexture(toUnit: ShaderBindings.layerTextureUnit)
      setComposite(composition, width: width, height: height, origin: origin, opacity: opacity)
      composite.setUniform("isShadow", UInt32(1))
      composite.setUniform("shadowTint", tint)
      composite.setUniform("shadowOffset", SIMD2<Float>(composition.shadowOffset))
      composite.use()
      GL.drawTriangleStrips(vertexCount: 4, instances: 1)
    }
    previous.restore()
    GL.setBlending(.premultipliedOver)
    image.bindTexture(toUnit: ShaderBindings.layerTextureUnit)
    setComposite(composition, width: width, height: height, origin: origin, opacity: opacity)
    composite.setUniform("isShadow", UInt32(0))
    composite.use()
    GL.drawTriangleStrips(vertexCount: 4, instances: 1)
  }

  /// The layer's alpha times its clip, averaged over the blur's blocks (`ShadowBlur`), blurred
  /// along x then y: the plane (at the blur's reduced size) the shadow reads.
  private func blurredAlpha(
    _ composition: LayerComposition, of image: TextureTarget,
    planes: (TextureTarget, TextureTarget)
  ) -> TextureTarget {
    let (a, b) = planes
    GL.setBlending(.replace)
    // The passes draw the reduced plane: its size is the image the fragments lie in.
    setImageUniforms(blur, width: a.width, height: a.height, viewportOrigin: .zero)
    setBounds(blur, composition.bounds)
    blur.setUniform("masks", UInt32(composition.masks ? 1 : 0))
    let factor = composition.shadowBlur.factor
    blur.setUniform("downsample", Int32(factor))
    blur.setUniform("blockScale", ShadowBlur.blockScale(factor))
    let kernel = composition.shadowBlur.kernel
    blur.setUniform("halfWidth", Int32(kernel.halfWidth))
    blur.setUniform("sigma", kernel.sigma)
    blur.setUniform("weightScale", kernel.weights[0])
    blur.use()
    for (pass, source, destination) in [(0, image, a), (1, a, b), (2, b, a)] {
      // Without a blur, the masked alpha is the plane.
      if pass > 0, kernel.halfWidth == 0 { break }
      destination.bind()
      source.bindTexture(toUnit: ShaderBindings.layerTextureUnit)
      blur.setUniform("blurPass", UInt32(pass))
      GL.drawTriangleStrips(vertexCount: 4, instances: 1)
    }
    return a
  }

  private func setComposite(
    _ composition: LayerComposition, width: Int, height: Int, origin: SIMD2<Float>,
    opacity: Float
  ) {
    setImageUniforms(composite, width: width, height: height, viewportOrigin: origin)
    setBounds(composite, composition.bounds)
    composite.setUniform("masks", UInt32(composition.masks ? 1 : 0))
    composite.setUniform("opacity", opacity)
    composite.setUniform("downsample", Int32(composition.shadowBlur.factor))
  }

  private func setImageUniforms(
    _ program: ShaderProgram, width: Int, height: Int, viewportOrigin: SIMD2<Float>
  ) {
    program.setUniform("imageSize", SIMD2<Float>(Float(width), Float(height)))
    program.setUniform("viewportOrigin", viewportOrigin)
  }

  /// The rounded bounds (layer points) and the matrices `layer_clip.glsl` maps pixels with.
  private func setBounds(_ program: ShaderProgram, _ bounds: LayerClip) {
    program.setUniform("outerRect", Self.rectUniform(bounds.rect))
    program.setUniform("outerRadius", bounds.rect.radius)
    program.setUniform("canvasFromLayer0", bounds.forward.0)
    program.setUniform("canvasFromLayer1", bounds.forward.1)
    program.setUniform("canvasFromLayer2", bounds.forward.2)
    program.setUniform("layerFromCanvas0", bounds.inverse.0)
    program.setUniform("layerFromCanvas1", bounds.inverse.1)
    program.setUniform("layerFromCanvas2", bounds.inverse.2)
    program.setUniform("pixelsPerPoint", bounds.pixelsPerPoint)
  }

  private static func rectUniform(_ rect: RoundedRect) -> SIMD4<Float> {
    SIMD4(rect.center.x, rect.center.y, rect.halfSize.x, rect.halfSize.y)
  }

  /// The image for the layer opening at the current depth, made or remade at this size.
  private func target(width: Int, height: Int) -> TextureTarget? {
    if layerImages.indices.contains(depth) {
      let image = layerImages[depth]
      if image.width == width, image.height == height { return image }
    }
    guard
      let image = try? TextureTarget(
        width: width, height: height, format: .rgba8,
        label: "layer image \(depth) \(width)x\(height)")
    else { return nil }
    if layerImages.indices.contains(depth) {
      layerImages[depth].destroy()
      layerImages[depth] = image
    } else {
      layerImages.append(image)
    }
    return image
  }

  private func planeTargets(_ size: (width: Int, height: Int)) -> (TextureTarget, TextureTarget)? {
    let (width, height) = size
    if let planes, planes.0.width == width, planes.0.height == height { return planes }
    planes?.0.destroy()
    planes?.1.destroy()
    planes = Self.makePlanes(width: width, height: height, label: "shadow")
    return planes
  }

  private static func makePlanes(width: Int, height: Int, label: String)
    -> (TextureTarget, TextureTarget)?
  {
    guard
      let a = try? TextureTarget(
        width: width, height: height, format: .r32f, label: "\(label) plane A")
    else { return nil }
    guard
      let b = try? TextureTarget(
        width: width, height: height, format: .r32f, label: "\(label) plane B")
    else {
      a.destroy()
      return nil
    }
    return (a, b)
  }

  func destroy() {
    fill.destroy()
    blur.destroy()
    composite.destroy()
    contentsProgram.destroy()
    contentsTexture?.texture.destroy()
    maskContentsTexture?.texture.destroy()
    shadowPathTexture?.texture.destroy()
    shadowPathTexture = nil
    shadowSourceImage?.destroy()
    shadowSourceImage = nil
    maskImage?.destroy()
    maskImage = nil
    for image in layerImages { image.destroy() }
    layerImages = []
    planes?.0.destroy()
    planes?.1.destroy()
    for still in stills.values { still.destroy() }
    stills = [:]
  }
}
