import Dispatch
import EmitterContents
import EmitterImage
import EmitterModel
import EmitterSimulation

/// The native CPU renderer: draws a `ParticleSnapshot` with the GL renderer's rules, fast, on
/// every core, with no GL at all. For machines without a GPU (servers, CI), hosts that draw in
/// software (Cairo, GTK, SDL surfaces), and `emitter render --renderer cpu`.
///
/// The same drawing rules as `ReferenceRasterizer`, from the same types: quads from
/// `ParticleQuad` and `QuadMapping`, contents from the `ContentsAtlas` with `ContentsSampling`'s
/// filters (mipmaps, bilinear, trilinear, the level of detail GL derives), blending as
/// `PixelBlending` rounds it (premultiplied over, additive layers `one, one`), the order of
/// `DrawOrder` and the layer opacities of `LayerOpacities`. What makes it fast:
/// - each particle is set up once (its inverse projective map becomes three linear functions of
///   the pixel, stepped in float), on all cores;
/// - the canvas is cut into horizontal bands; each particle is listed, in draw order, in the
///   bands it touches, and the bands are drawn in parallel, each by one thread, so every pixel
///   still receives its particles in order and no two threads write one pixel;
/// - texels are packed words with a transparent border (`PackedContents`) and the blend is
///   integer arithmetic on a whole pixel (`PixelBlending.blend(_:into:additive:)`).
///
/// Its images match the reference rasteriser's within the tolerance the GL path meets
/// (`CPURendererMatchesReferenceTests`).
package struct CPURenderer: Sendable {
  /// The model it draws (flattened) and how: opacities, contents rectangles, placements and
  /// appearances, made once per model version.
  package let drawing: SceneDrawing
  package var scene: Scene { drawing.scene }
  package let view: RenderView
  package let atlas: ContentsAtlas
  /// Threads that draw at once; every core by default, 1 draws on the calling thread alone.
  package var threadCount: Int

  let resolved: ResolvedScene
  let slots: SnapshotSlots
  /// When set, the opacity every particle's layer is drawn at, in place of the layer's own times
  /// its superlayers': one layer drawn onto a group's or its own image
  /// (CPURenderer+Composition.swift), whose composite applies the rest.
  var layerOpacity: Float?
  /// When set, the one layer drawn, whatever the tree's order: a mask's emitter, which no
  /// order lists (it is drawn into its mask: `CPURenderer+Composition`).
  var onlyLayer: Int?
  let contents: PackedContents
  /// Each flat cell's position in `resolved.layers`, -1 for none.
  let layerOfCell: [Int]
  /// The set-up quads' storage, reused from frame to frame.
  let setup = QuadSetup()
  /// Layers without cells, drawn once and kept while their composition holds.
  let stills: StillLayers
  /// How quads' pixels are drawn: by the span kernel unless a test asks for another path.
  package var pixelPath = PixelPath.lanes
  /// The instruction set spans are drawn with: this processor's best unless a test asks.
  package var spanKernel = SpanKernel.best

  /// A renderer for `scene` on `view`'s canvas, sampling `atlas` (rasterised for `view.scale`).
  package init(
    scene: Scene, view: RenderView, atlas: ContentsAtlas, threadCount: Int = CPUSimulator.allCores
  ) {
    drawing = SceneDrawing(scene: scene)
    self.view = view
    self.atlas = atlas
    self.threadCount = max(1, threadCount)
    resolved = ResolvedScene(drawing.scene)
    slots = SnapshotSlots(scene: resolved)
    contents = PackedContents(atlas: atlas)
    layerOfCell = Self.layerOfCell(resolved)
    stills = StillLayers()
  }

  /// The same renderer for `scene`, a live model whose contents are the ones `atlas` holds (a
  /// live change of anything but contents): the atlas and its packed texels are kept.
  package func with(scene: Scene) -> CPURenderer {
    var renderer = CPURenderer(
      scene: scene, view: view, atlas: atlas, contents: contents, stills: stills,
      threadCount: threadCount)
    renderer.pixelPath = pixelPath
    renderer.spanKernel = spanKernel
    return renderer
  }

  private init(
    scene: Scene, view: RenderView, atlas: ContentsAtlas, contents: PackedContents,
    stills: StillLayers, threadCount: Int
  ) {
    drawing = SceneDrawing(scene: scene)
    self.view = view
    self.atlas = atlas
    self.threadCount = max(1, threadCount)
    resolved = ResolvedScene(drawing.scene)
    slots = SnapshotSlots(scene: resolved)
    self.contents = contents
    self.stills = stills
    layerOfCell = Self.layerOfCell(resolved)
  }

  static func layerOfCell(_ resolved: ResolvedScene) -> [Int] {
    var layerOfCell = Array(repeating: -1, count: resolved.cells.count)
    for (position, layer) in resolved.layers.enumerated() {
      for cell in layer.cells { layerOfCell[cell] = position }
    }
    return layerOfCell
  }

  /// A renderer with the contents rasterised for `view.scale`.
  /// - Throws: `ContentsError` (a missing image, contents over the budget).
  package init(scene: Scene, view: RenderView, threadCount: Int = CPUSimulator.allCores)
    throws(ContentsError)
  {
    self.init(
      scene: scene, view: view, atlas: try ContentsAtlas(scene: scene, pixelScale: view.scale),
      threadCount: threadCount)
  }

  /// The canvas cleared to the scene's background, then each layer's particles in its order:
  /// `ReferenceRasterizer.render(_:)`'s image.
  package func render(_ snapshot: ParticleSnapshot) -> RGBAImage {
    var image = RGBAImage(width: view.pixelWidth, height: view.pixelHeight)
    render(snapshot, into: &image)
    return image
  }

  /// `render(_:)`'s image, drawn in `image`'s storage (made anew only if its size is not the
  /// view's): a frame loop that keeps one image spares the system zeroing fresh pages for a
  /// new one every frame, as `emitter render` and the façade's buffers do.
  package func render(_ snapshot: ParticleSnapshot, into image: inout RGBAImage) {
    if image.width != view.pixelWidth || image.height != view.pixelHeight {
      image = RGBAImage(width: view.pixelWidth, height: view.pixelHeight)
    }
    image.fill(ReferenceRasterizer.background(scene.backgroundColor))
    draw(snapshot, into: &image)
  }

  /// Draws the particles over `image` in place.
  package func draw(_ snapshot: ParticleSnapshot, into image: inout RGBAImage) {
    let (width, height) = (image.width, image.height)
    image.pixels.withUnsafeMutableBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      draw(snapshot, into: RGBABuffer(base: base, width: width, height: height, bytesPerRow: width * 4))
    }
  }

  /// The particles drawn over `background` (premultiplied), any size: the canvas maps to
  /// `view`'s pixels from the top-left corner, clipped to the image.
  package func render(_ snapshot: ParticleSnapshot, over background: RGBAImage) -> RGBAImage {
    var image = background
    draw(snapshot, into: &image)
    return image
  }

  /// Draws the particles over the caller's premultiplied RGBA8 pixels (nothing is cleared): the
  /// canvas maps to `view`'s pixels from the buffer's top-left corner, clipped to the buffer.
  package func draw(_ snapshot: ParticleSnapshot, into buffer: RGBABuffer) {
    if Self.composes(scene) {
      drawComposed(snapshot, into: buffer)
      return
    }
    drawParticles(snapshot, into: buffer)
  }

  /// Every particle of `snapshot` straight onto `buffer`, layer after layer.
  func drawParticles(_ snapshot: ParticleSnapshot, into buffer: RGBABuffer) {
    guard !snapshot.particles.isEmpty else { return }
    setup.lock.lock()
    defer { setup.lock.unlock() }
    setup.reserve(snapshot.particles.count)
    let (order, runs) = prepare(snapshot, into: setup, buffer: buffer)
    guard let ribbons = ribbons(of: snapshot) else {
      if !order.isEmpty { rasterize(setup, order: order, into: buffer) }
      return
    }
    // Layer by layer: its ribbons, then its quads over them.
    for run in runs {
      drawRibbons(ribbons, ofLayer: run.layer, snapshot, into: buffer)
      if !run.range.isEmpty { rasterize(setup, order: Array(order[run.range]), into: buffer) }
    }
  }
}
