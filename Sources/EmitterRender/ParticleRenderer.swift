import EmitterContents
import EmitterGL
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation

/// Draws a `GPUSimulator`'s particles into an offscreen RGBA8 image: the canvas cleared to the
/// scene's background, then each layer in order, one instanced draw of four-vertex strips per
/// layer, reading the particle arrays directly (no copies, no CPU readback).
///
/// Render modes: `unordered` draws in slot order (cells in order, each cell's ring in slot
/// order); `oldestFirst`, `oldestLast` and `backToFront` sort the layer's slots first
/// (`ParticleSorter`: on the CPU on software drivers, on the GPU elsewhere); `additive` blends
/// with (one, one) in slot order. Normal modes blend premultiplied source-over. `DrawOrder` states the keys; `ReferenceRasterizer` draws the same
/// image on the CPU.
///
/// GL objects belong to the context current at `init`; use and `destroy()` them there.
package final class ParticleRenderer {
  /// The scene it draws (its contents are in the renderer's textures).
  package let scene: Scene
  /// The view it draws: size in points, pixel scale and perspective.
  package let view: RenderView
  /// What the offscreen image is cleared to: the scene's `backgroundColor` unless the host
  /// asks for another (`ParticleSystem.backgroundColor`).
  package var backgroundColor: Color
  package internal(set) var atlas: ContentsAtlas
  /// The image drawn into; a window blits it to the screen (`RenderTarget.blitToWindow`).
  package let target: RenderTarget
  var textures: ContentsTextures
  private let sprite: ShaderProgram
  /// The same draw for layers whose cells share one filter pair: no per-pixel sampler switch.
  private let spriteOneSampler: ShaderProgram
  /// The benchmark's floor: prepared quads filled with their tints, no contents.
  let spriteFlat: ShaderProgram
  let sorter: ParticleSorter
  /// Prepares each drawn particle's quad (Shaders/draw/sprite_quads.comp) into `quads`.
  private let quadPass: ShaderProgram
  /// Trail ribbons (draw/ribbon.vert): drawn under each layer's particles.
  private let ribbon: ShaderProgram
  /// One chunk of prepared quads; grows to the largest chunk drawn.
  private var quads: Buffer
  /// The drawn quads of a chunk packed in order, and the indirect draws that read them.
  let live: LiveQuadList
  /// The last chunk's indirect command (`live`), and its blending.
  var lastChunk: (command: Int, blending: GL.Blending)?
  /// How drawing is done where a benchmark or a test chooses (the defaults draw as users get).
  package var options = Options()
  private let vertexArray: EmptyVertexArray
  private let viewBlock: Buffer
  var contentsBlock: Buffer
  /// How the model of the last frame drawn is drawn (opacities, contents rectangles, placements,
  /// appearances), and that model's version: live changes make it anew.
  private var drawing: SceneDrawing
  /// Draws layers with a background, border, clip or shadow on their own, then composites them.
  private let compositor: LayerCompositor
  /// Whether the contents block holds animated rectangles (so the atlas's must come back).
  private var contentsBlockAnimated = false
  private var drawingVersion = 0
  /// The contents the atlas was made from (`ParticleRenderer+LiveContents.swift`).
  var drawnContents: [ContentsKey] = []

  /// Makes the framebuffer, uploads the contents and builds the programs.
  package init(
    scene: Scene, view: RenderView, atlas: ContentsAtlas, library: ShaderLibrary = .standard
  ) throws(RenderError) {
    let scene = scene.flattened
    self.scene = scene
    self.view = view
    backgroundColor = scene.backgroundColor
    self.atlas = atlas
    do {
      target = try RenderTarget(
        width: view.pixelWidth, height: view.pixelHeight,
        label: "particles \(view.pixelWidth)x\(view.pixelHeight)")
    } catch {
      throw .target(error)
    }
    do {
      textures = try ContentsTextures(atlas)
    } catch {
      target.destroy()
      throw error
    }
    do {
      sprite = try library.makeProgram("sprite")
      spriteOneSampler = try library.makeProgram("sprite_one_sampler")
      spriteFlat = try library.makeProgram("sprite_flat")
      quadPass = try library.makeProgram("sprite_quads")
      ribbon = try library.makeProgram("ribbon")
      sorter = try ParticleSorter(library: library)
      live = try LiveQuadList(library: library)
      compositor = try LayerCompositor(library: library)
    } catch {
      target.destroy()
      textures.destroy()
      throw .shader(error)
    }
    vertexArray = EmptyVertexArray(label: "particle quads (no attributes)")
    quads = Buffer(.init(size: SpriteQuadLayout.stride, label: "sprite quads"))
    viewBlock = Buffer(.init(size: RenderViewLayout.size, access: [.dynamic], label: "render view"))
    contentsBlock = Buffer(
      CellContentsLayout.pack(atlas.entries, trails: atlas.trailEntries), label: "cell contents")
    drawing = SceneDrawing(scene: scene)
    drawnContents = Self.contentsKeys(of: scene)
  }

  /// Rasterises the scene's contents for `view` and makes a renderer: the usual way in.
  package convenience init(scene: Scene, view: RenderView, library: ShaderLibrary = .standard)
    throws(RenderError)
  {
    let atlas: ContentsAtlas
    do {
      atlas = try ContentsAtlas(scene: scene, pixelScale: view.scale)
    } catch {
      throw .contents(error)
    }
    try self.init(scene: scene, view: view, atlas: atlas, library: library)
  }

  /// Draws `frame` into the offscreen image, replacing the previous one: the canvas cleared to
  /// `backgroundColor`, then every layer.
  package func draw(_ frame: GPUFrame) {
    prepare(for: frame)
    GL.withDebugGroup("draw particles at t = \(frame.time)") {
      GL.memoryBarrier(.shaderStorage)
      bindTargetAndBlocks()
      target.clear(to: Self.premultiplied(backgroundColor))
      drawLayers(frame, view: view)
      GL.setBlending(.replace)
    }
  }

  /// Follows the frame's model: its drawing tables made anew when it changed, and its contents
  /// rasterised again when they differ (removed cells stay in the flat table until their
  /// particles die: contents follow it).
  func prepare(for frame: GPUFrame) {
    guard frame.modelVersion != drawingVersion else { return }
    drawing = SceneDrawing(scene: frame.model)
    drawingVersion = frame.modelVersion
    refreshContents(for: frame.simulatedModel)
  }

  /// Draws every layer of `frame` into the bound framebuffer and viewport, over what is there,
  /// seen through `view`: the part both the offscreen image and a host's framebuffer
  /// (ParticleRenderer+HostFramebuffer.swift) share. The blocks must be bound.
  func drawLayers(_ frame: GPUFrame, view: RenderView) {
    GL.disableDepthAndCulling()
    textures.bind()
    live.beginFrame()
    guard !drawing.placements.isTrivial else {
      for layer in frame.layers { draw(layer, of: frame, view: view, opacity: nil) }
      return
    }
    let times = { (index: Int) in frame.timelineTimes.indices.contains(index) ? frame.timelineTimes[index] : 0 }
    let geometries = drawing.placements.geometries(atTimelineTimes: times)
    let steps = drawing.placements.steps(
      atTimelineTimes: times,
      opacity: { drawing.opacities.opacity(ofLayer: $0, atLayerTime: times($0)) },
      hasAppearance: { drawing.appearances.layer($0, atLayerTime: times($0)) != nil })
    // The open groups (`LayerGroups`): what each `end` composites; nil where the group's image
    // could not be made (its subtree then draws onto the target below).
    var groups: [(LayerComposition, DrawTargetBinding)?] = []
    for step in steps {
      switch step {
      case .draw(let index, let opacity):
        guard frame.layers.indices.contains(index) else { continue }
        let geometry = geometries.indices.contains(index) ? geometries[index] : nil
        draw(
          frame.layers[index], of: frame, view: geometry.map(view.forLayer) ?? view,
          opacity: opacity, geometry: geometry,
          maskParticles: maskParticles(of: index, frame, view: view, geometries: geometries))
      case .begin(let index):
        // The live model's layers: sublayers inserted live are past the renderer's scene.
        guard geometries.indices.contains(index), frame.model.layers.indices.contains(index)
        else {
          groups.append(nil)
          continue
        }
        let geometry = geometries[index]
        let layerView = view.forLayer(geometry)
        let model =
          drawing.appearances.layer(index, atLayerTime: times(index)) ?? frame.model.layers[index]
        let opened = LayerComposition(
          layer: model, index: index, view: layerView, geometry: geometry, atlas: atlas
        ).flatMap { composition in
          compositor.begin(composition, width: layerView.pixelWidth, height: layerView.pixelHeight)
            .map { (composition, $0) }
        }
        groups.append(opened)
        textures.bind()
        if frame.layers.indices.contains(index) {
          drawParticles(frame.layers[index], of: frame, view: layerView, opacity: 1)
        }
      case .end(let index, let opacity):
        guard let opened = groups.popLast(), let (composition, previous) = opened else { continue }
        compositor.end(
          composition, opacity: opacity, returningTo: previous,
          maskParticles: maskParticles(of: index, frame, view: view, geometries: geometries))
        textures.bind()
      }
    }
  }

  /// What draws layer `index`'s mask's particles into its mask image when its mask emits
  /// (`Scene+MaskEmitters`): its emitter's particles at opacity 1, placed by the mask
  /// (`geometries` holds the emitter's place); nil otherwise.
  private func maskParticles(
    of index: Int, _ frame: GPUFrame, view: RenderView, geometries: LayerGeometries
  ) -> LayerCompositor.MaskParticles? {
    guard let emitter = drawing.maskEmitters[index], frame.layers.indices.contains(emitter),
      geometries.indices.contains(emitter)
    else { return nil }
    let emitterView = view.forLayer(geometries[emitter])
    return { [self] in
      textures.bind()
      drawParticles(frame.layers[emitter], of: frame, view: emitterView, opacity: 1)
    }
  }

  /// Draws one layer as a layer without sublayers: at `opacity` (nil: the layer's own at its
  /// timeline time), through the compositor when it draws an appearance.
  private func draw(
    _ layer: ResolvedLayer, of frame: GPUFrame, view: RenderView,
    opacity givenOpacity: Float?, geometry: LayerGeometry? = nil,
    maskParticles: LayerCompositor.MaskParticles? = nil
  ) {
    // Timeline time: a `restart` emission call starts the layer's animations, opacity
    // included, over (a one-shot effect's fade-out runs again on each replay).
    let timelineTime = frame.timelineTimes[layer.index]
    let opacity =
      givenOpacity ?? drawing.opacities.opacity(ofLayer: layer.index, atLayerTime: timelineTime)
    guard opacity > 0 else { return }
    // A layer with a background, border, clip or shadow draws its particles into its own image
    // at opacity 1 (`LayerComposition`); the compositor puts the image over the canvas.
    let composition = drawing.appearances.layer(layer.index, atLayerTime: timelineTime).flatMap {
      // The layer's bounds through its matrix (nil: flattened to a line, nothing shows).
      LayerComposition(
        layer: $0, index: layer.index, view: view, geometry: geometry,
        atlas: atlas)
    }
    // Without cells the image is the composition's alone: the compositor keeps it (not when
    // its mask's particles move).
    if layer.cells.isEmpty, maskParticles == nil, let composition,
      compositor.drawStill(
        composition, layer: layer.index, width: view.pixelWidth, height: view.pixelHeight,
        opacity: opacity)
    {
      textures.bind()
      return
    }
    let composed = composition.flatMap { composition in
      compositor.begin(composition, width: view.pixelWidth, height: view.pixelHeight)
        .map { (composition, $0) }
    }
    defer {
      if let (composition, previous) = composed {
        compositor.end(
          composition, opacity: opacity, returningTo: previous, maskParticles: maskParticles)
        textures.bind()
      }
    }
    // A layer without particles may still draw its background, border and shadow (above).
    drawParticles(layer, of: frame, view: view, opacity: composed == nil ? opacity : 1)
  }

  /// The layer's particles at `opacity` into the bound target, in its render mode's order.
  private func drawParticles(
    _ layer: ResolvedLayer, of frame: GPUFrame, view: RenderView, opacity: Float
  ) {
    // The live model: render mode and depth may have changed while the layer runs.
    let model = frame.model.layers[layer.index]
    guard let first = layer.cells.first, let last = layer.cells.last else { return }
    frame.buffers.bind()
    uploadContentsRects(
      drawing.contentsRects, layer: layer.index, at: frame.timelineTimes[layer.index])
    let slots =
      frame.slots.cells[first]
      .base..<(frame.slots.cells[last].base + frame.slots.cells[last].count)
    guard !slots.isEmpty else { return }
    GL.withDebugGroup("layer \(model.name ?? "#\(layer.index)") (\(model.renderMode))") {
      let key = DrawOrder.SortKey(model.renderMode)
      // Sorted modes prepare the sorted live entries only: counted on the CPU by the host
      // sort; counted on the GPU by the radix sort, whose chunks are then dispatched from its
      // commands; the bitonic sort leaves them first among the slots' entries.
      var entryCount = slots.count
      var countsOnGPU = false
      let chunk = max(1, options.chunkEntries ?? SpriteQuadLayout.chunkEntries())
      if let key {
        // The GPU sorts read the arrays bound whole; a pool bound a window at a time is sorted
        // on the host, which reads the buffers themselves.
        let whole = frame.buffers.windows.holdsWhole(frame.buffers.slotCount)
        sorter.sort(
          slots, of: frame.buffers, by: key, method: whole ? options.sortMethod : .host,
          chunkEntries: chunk)
        entryCount = sorter.lastLiveEntries ?? slots.count
        countsOnGPU = sorter.countsOnGPU
      }
      // The quad pass and the live list declare the sort's counts block: keep one bound.
      sorter.sortCounts.bind(to: .sortCounts)
      viewBlock.write(
        RenderViewLayout.pack(
          view: view, opacity: opacity, preservesDepth: model.preservesDepth,
          slots: slots,
          usesDrawOrder: key != nil))
      let blending: GL.Blending = model.renderMode == .additive ? .additive : .premultipliedOver
      GL.setBlending(blending)
      if layer.cells.contains(where: { frame.keepsTrail[$0] }) {
        // Every slot's ribbon, in slot order, under the layer's particles.
        GL.withDebugGroup("trail ribbons") {
          ribbon.use()
          GL.drawTriangleStrips(vertexCount: 2 * (TrailSampling.capacity + 1), instances: slots.count)
        }
      }
      let shared = sharedSampler(of: layer)
      if let shared { textures.bindOnly(sampler: shared) }
      for (index, start) in stride(from: 0, to: entryCount, by: chunk).enumerated() {
        // The previous chunk's passes and draw have read `quads` and the live list before
        // these passes rewrite them.
        if start > 0 { GL.memoryBarrier(.shaderStorage) }
        let command = drawChunk(
          entries: start..<min(start + chunk, entryCount), layer: layer.index,
          program: shared == nil ? sprite : spriteOneSampler,
          sortedChunk: countsOnGPU ? index : nil, windows: frame.buffers.windows(covering: slots),
          buffers: frame.buffers)
        lastChunk = command.map { ($0, blending) }
      }
      if shared != nil { textures.bind() }
    }
  }

  /// Writes the layer's animated `contentsRect`s at `t` into the contents block before its
  /// draw (the whole block: it is small); puts the atlas's own back once nothing animates.
  private func uploadContentsRects(_ rects: ContentsRectTimelines, layer: Int, at t: Double) {
    if rects.isEmpty {
      if contentsBlockAnimated {
        contentsBlock.write(CellContentsLayout.pack(atlas.entries, trails: atlas.trailEntries))
        contentsBlockAnimated = false
      }
      return
    }
    contentsBlock.write(
      CellContentsLayout.pack(
        rects.entries(atlas, ofLayer: layer, atLayerTime: t), trails: atlas.trailEntries))
    contentsBlockAnimated = true
  }

  /// Prepares the quads of `entries` (slots from the layer's first, or sorted entries), packs the
  /// ones that draw something into the live list, then draws those: one instance of a
  /// four-vertex strip each, as many as the GPU counted (an indirect draw). With `sortedChunk`
  /// (the GPU radix sort's chunk of that index), `entries` is an upper bound: the entries are
  /// the sorted live pairs the GPU counted, and the quad pass and live list are dispatched from
  /// the sort's commands. Returns the draw's command index in the live list (nil when
  /// `options.drawsEverySlot` drew without one).
  /// The quad pass runs once per window of the layer's slots (`windows`; one for a pool bound
  /// whole), each preparing the entries whose slots its window holds.
  private func drawChunk(
    entries: Range<Int>, layer: Int, program: ShaderProgram, sortedChunk: Int?,
    windows: [SlotWindows.Window], buffers: ParticleBuffers
  ) -> Int? {
    if entries.count * SpriteQuadLayout.stride > quads.size {
      quads.destroy()
      quads = Buffer(.init(size: entries.count * SpriteQuadLayout.stride, label: "sprite quads"))
    }
    quads.bind(to: .spriteQuads)
    quadPass.use()
    quadPass.setUniform("entryBase", UInt32(entries.lowerBound))
    quadPass.setUniform("entryCount", UInt32(entries.count))
    quadPass.setUniform("countFromSort", UInt32(sortedChunk == nil ? 0 : 1))
    for (index, window) in windows.enumerated() {
      buffers.bind(window, for: quadPass)
      quadPass.setUniform("laterWindow", UInt32(index == 0 ? 0 : 1))
      if let sortedChunk, !options.drawsEverySlot {
        GL.dispatchComputeIndirect(
          commands: sorter.sortCounts, byteOffset: SortCountsLayout.quadsOffset(chunk: sortedChunk))
      } else {
        // Every entry's quad is written (past the sort's live count: NO_QUAD).
        GL.dispatchCompute(invocations: entries.count)
      }
      // The next window's pass rewrites entries this one wrote NO_QUAD into.
      GL.memoryBarrier(.shaderStorage)
    }
    if options.drawsEverySlot {
      program.use()
      GL.drawTriangleStrips(vertexCount: 4, instances: entries.count)
      return nil
    }
    let command = live.compact(
      quads, entries: entries.count, layer: layer,
      sorted: sortedChunk.map { (counts: sorter.sortCounts, chunk: $0, entryBase: entries.lowerBound) })
    program.use()
    live.draw(command)
    return command
  }

  /// The image, the attribute-less vertex array and the view and contents blocks every draw of
  /// this renderer uses.
  func bindTargetAndBlocks() {
    target.bind()
    bindBlocks()
  }

  /// The attribute-less vertex array and the view and contents blocks, without a target.
  func bindBlocks() {
    vertexArray.bind()
    viewBlock.bind(to: .renderView)
    contentsBlock.bind(to: .cellContents)
  }

  /// The filter pair (`CellContentsLayout.samplerIndex`) every cell of `layer` with contents
  /// draws with, or nil when they differ.
  private func sharedSampler(of layer: ResolvedLayer) -> Int? {
    let indices = Set(
      layer.cells.compactMap { cell in
        atlas.entries.indices.contains(cell) ? atlas.entries[cell] : nil
      }.map { CellContentsLayout.samplerIndex(minification: $0.minification, magnification: $0.magnification) })
    return indices.count <= 1 ? indices.first ?? 0 : nil
  }

  /// The image drawn last, rows top down, premultiplied.
  package func readImage() -> RGBAImage {
    RGBAImage(
      bottomUpPixels: target.readPixelsBottomUp(), width: target.width, height: target.height)
  }

  /// Releases every GL object; the renderer cannot be used afterwards.
  package func destroy() {
    target.destroy()
    textures.destroy()
    sprite.destroy()
    ribbon.destroy()
    spriteOneSampler.destroy()
    spriteFlat.destroy()
    quadPass.destroy()
    quads.destroy()
    live.destroy()
    compositor.destroy()
    sorter.destroy()
    vertexArray.destroy()
    viewBlock.destroy()
    contentsBlock.destroy()
  }

  package static func premultiplied(_ color: Color) -> SIMD4<Float> {
    let alpha = Float(color.alpha)
    return SIMD4(
      Float(color.red) * alpha, Float(color.green) * alpha, Float(color.blue) * alpha, alpha)
  }
}
