import EmitterContents
import EmitterImage
import EmitterModel
import EmitterSimulation

/// The CPU reference renderer: draws a `ParticleSnapshot` with the GPU renderer's rules, so a GPU
/// image can be checked pixel by pixel. Same quads (`ParticleQuad`), same contents texels
/// (`ContentsAtlas`), the same sampling (`ContentsSampling`), tint, blending (`PixelBlending`)
/// and order (`DrawOrder`); pixels are covered when their centre lies in the quad.
///
/// Plain Swift and slow: one inverse projective map per covered pixel. For tests and small
/// canvases.
package struct ReferenceRasterizer: Sendable {
  /// The model it draws (flattened) and how (`SceneDrawing`).
  package let drawing: SceneDrawing
  package var scene: Scene { drawing.scene }
  package let view: RenderView
  package let atlas: ContentsAtlas
  private let resolved: ResolvedScene
  private let slots: SnapshotSlots

  package init(scene: Scene, view: RenderView, atlas: ContentsAtlas) {
    drawing = SceneDrawing(scene: scene)
    self.view = view
    self.atlas = atlas
    resolved = ResolvedScene(drawing.scene)
    slots = SnapshotSlots(scene: resolved)
  }

  /// The canvas cleared to the scene's background, then each layer's particles in its order.
  package func render(_ snapshot: ParticleSnapshot) -> RGBAImage {
    render(
      snapshot,
      over: RGBAImage(
        width: view.pixelWidth, height: view.pixelHeight,
        fill: Self.background(scene.backgroundColor)))
  }

  /// Each layer's particles drawn over `background` (premultiplied, `view`'s pixel size): what
  /// the GL renderer draws into a host's framebuffer holding those pixels.
  package func render(_ snapshot: ParticleSnapshot, over background: RGBAImage) -> RGBAImage {
    precondition(
      background.width == view.pixelWidth && background.height == view.pixelHeight,
      "the background must be \(view.pixelWidth) x \(view.pixelHeight) pixels")
    var image = background
    let sampling = ContentsSampling(atlas: atlas)
    // At each layer's timeline time, as the GL renderer does: a `restart` starts the layer's
    // animations (its opacity's, contentsRect's and geometry's too) over.
    let times: (Int) -> Double = { [resolved] index in
      snapshot.timelineTimes?[index] ?? resolved.layers[index].localTime(atSceneTime: snapshot.time)
    }
    let geometries = drawing.placements.geometries(atTimelineTimes: times)
    let steps = drawing.placements.steps(
      atTimelineTimes: times,
      opacity: { drawing.opacities.opacity(ofLayer: $0, atLayerTime: times($0)) },
      hasAppearance: { drawing.appearances.layer($0, atLayerTime: times($0)) != nil })
    // The open groups' images (`LayerGroups`); each step draws onto the last, else the canvas.
    var groups: [(composition: LayerComposition?, image: RGBAImage)] = []
    func onTarget(_ body: (inout RGBAImage) -> Void) {
      if groups.isEmpty { body(&image) } else { body(&groups[groups.count - 1].image) }
    }
    for step in steps {
      switch step {
      case .draw(let index, let opacity):
        onTarget { target in
          drawLayer(
            index, opacity: opacity, geometries: geometries, times: times,
            snapshot: snapshot, sampling: sampling, into: &target)
        }
      case .begin(let index):
        let geometry = geometries[index]
        let model = drawing.appearances.layer(index, atLayerTime: times(index)) ?? scene.layers[index]
        let composition = withMaskParticles(
          LayerComposition(
            layer: model, index: index, view: view.forLayer(geometry), geometry: geometry,
            atlas: atlas),
          of: index, geometries: geometries, times: times, snapshot: snapshot, sampling: sampling)
        var layerImage = RGBAImage(width: image.width, height: image.height)
        composition?.drawBackground(into: &layerImage)
        composition?.drawContents(into: &layerImage)
        drawParticles(
          index, opacity: 1, geometry: geometry, time: times(index), snapshot: snapshot,
          sampling: sampling, into: &layerImage)
        groups.append((composition, layerImage))
      case .end(_, let opacity):
        // A group flattened to a line shows nothing, its sublayers included.
        guard let group = groups.popLast(), let composition = group.composition else { continue }
        var layerImage = group.image
        composition.drawBorder(into: &layerImage)
        onTarget { composition.composite(layerImage, opacity: opacity, onto: &$0) }
      }
    }
    return image
  }

  /// A layer drawn as one without sublayers: its particles at `opacity` straight onto `image`,
  /// or, with an appearance, through its own image and `LayerComposition` at `opacity`.
  private func drawLayer(
    _ index: Int, opacity: Float, geometries: LayerGeometries, times: (Int) -> Double,
    snapshot: ParticleSnapshot, sampling: ContentsSampling, into image: inout RGBAImage
  ) {
    let geometry = geometries[index]
    let time = times(index)
    guard let appearance = drawing.appearances.layer(index, atLayerTime: time) else {
      drawParticles(
        index, opacity: opacity, geometry: geometry, time: time, snapshot: snapshot,
        sampling: sampling, into: &image)
      return
    }
    guard
      let composition = withMaskParticles(
        LayerComposition(
          layer: appearance, index: index, view: view.forLayer(geometry), geometry: geometry,
          atlas: atlas),
        of: index, geometries: geometries, times: times, snapshot: snapshot, sampling: sampling)
    else { return }
    var layerImage = RGBAImage(width: image.width, height: image.height)
    composition.drawBackground(into: &layerImage)
    composition.drawContents(into: &layerImage)
    drawParticles(
      index, opacity: 1, geometry: geometry, time: time, snapshot: snapshot, sampling: sampling,
      into: &layerImage)
    composition.drawBorder(into: &layerImage)
    composition.composite(layerImage, opacity: opacity, onto: &image)
  }

  /// `composition` with its mask's image drawn for this frame when layer `index`'s mask emits
  /// (`Scene+MaskEmitters`): the mask's picture, then its emitter's particles over it at
  /// opacity 1, placed by the mask (`geometries` holds the emitter's place).
  private func withMaskParticles(
    _ composition: LayerComposition?, of index: Int, geometries: LayerGeometries,
    times: (Int) -> Double, snapshot: ParticleSnapshot, sampling: ContentsSampling
  ) -> LayerComposition? {
    guard var composition, let mask = composition.mask, let emitter = drawing.maskEmitters[index]
    else { return composition }
    var image = mask.image(width: view.pixelWidth, height: view.pixelHeight)
    drawParticles(
      emitter, opacity: 1, geometry: geometries[emitter], time: times(emitter),
      snapshot: snapshot, sampling: sampling, into: &image)
    composition.mask?.drawnImage = image
    return composition
  }

  /// Layer `index`'s particles in its order, at `opacity`, onto `image`.
  private func drawParticles(
    _ index: Int, opacity: Float, geometry: LayerGeometry, time: Double,
    snapshot: ParticleSnapshot, sampling: ContentsSampling, into image: inout RGBAImage
  ) {
    let layer = resolved.layers[index]
    let model = scene.layers[layer.index]
    let view = view.forLayer(geometry)
    // Animated `contentsRect`s at this moment; the atlas's entries where nothing animates.
    let entries =
      drawing.contentsRects.isEmpty
      ? atlas.entries
      : drawing.contentsRects.entries(atlas, ofLayer: layer.index, atLayerTime: time)
    // Disabled cells are not drawn (their particles may still live: `enabled` changed live).
    let particles = snapshot.particles.filter {
      layer.cells.contains($0.cell) && resolved.cells[$0.cell].emits
    }
    let keyed = particles.map {
      (slot: slots.slot(cell: $0.cell, serial: $0.serial), z: $0.position.z, age: $0.age)
    }
    // Trail ribbons first, under the layer's particles, in slot order (as GL draws them).
    for particle in keyed.indices.sorted(by: { keyed[$0].slot < keyed[$1].slot }) {
      let record = particles[particle]
      TrailRibbon(
        record, cell: resolved.cells[record.cell],
        length: snapshot.trailLength(ofCell: record.cell), opacity: opacity
      )?.draw(
        view: view, preservesDepth: model.preservesDepth, additive: model.renderMode == .additive,
        texture: atlas.trailEntries[record.cell].map { TrailRibbon.Texture($0, in: atlas) },
        into: &image)
    }
    for particle in DrawOrder.order(keyed, mode: model.renderMode) {
      draw(
        particles[particle], entry: entries[particles[particle].cell], layer: model,
        opacity: opacity, view: view, into: &image, sampling: sampling)
    }
  }

  /// The background pixel of `scene`'s images.
  package static func backgroundPixel(_ scene: Scene) -> SIMD4<UInt8> {
    background(scene.backgroundColor)
  }

  /// The clear colour as the GPU stores it: premultiplied, rounded to 8 bits.
  package static func background(_ color: Color) -> SIMD4<UInt8> {
    let alpha = Float(color.alpha)
    let premultiplied = SIMD4(
      Float(color.red) * alpha, Float(color.green) * alpha, Float(color.blue) * alpha, alpha)
    return SIMD4(
      UInt8(PixelBlending.quantize(premultiplied.x)),
      UInt8(PixelBlending.quantize(premultiplied.y)),
      UInt8(PixelBlending.quantize(premultiplied.z)), UInt8(PixelBlending.quantize(premultiplied.w))
    )
  }

  private func draw(
    _ particle: ParticleRecord, entry: ContentsAtlas.Entry?, layer: EmitterLayer, opacity: Float,
    view: RenderView, into image: inout RGBAImage, sampling: ContentsSampling
  ) {
    guard let entry else { return }
    let alpha = particle.color.w * opacity
    // A negative scale draws mirrored through the centre (`ParticleQuad.halfSize`); only 0 hides.
    guard alpha > 0, abs(particle.scale) > 0 else { return }
    let quad = ParticleQuad(
      type: resolved.cells[particle.cell].particleType, center: particle.position,
      normal: particle.normal,
      rotation: particle.rotation, tumble: particle.tumble,
      halfSize: entry.halfSize * particle.scale)
    guard
      quad.nearestDepth(perspective: view.perspective, preservesDepth: layer.preservesDepth) <= 0.5
    else { return }
    let mapping = QuadMapping(quad: quad, view: view, preservesDepth: layer.preservesDepth)
    let tint = SIMD4(
      particle.color.x * alpha, particle.color.y * alpha, particle.color.z * alpha, alpha)
    let additive = layer.renderMode == .additive
    let bounds = mapping.pixelBounds(width: image.width, height: image.height)
    // The sprite-sheet frame at the particle's age (a still image: frame 0, no offset).
    let origin =
      entry.textureOrigin
      + entry.frameOffset(entry.frame(age: particle.age, lifetime: particle.lifetime))
    // The level of detail picks mip levels for trilinear and otherwise only chooses between the
    // two filters; with the same filter both ways it changes nothing, so the reference skips its
    // three extra inverse maps per pixel.
    let magnification: ContentsFilter = entry.magnification == .nearest ? .nearest : .linear
    let needsLevelOfDetail = entry.minification == .trilinear || entry.minification != magnification
    for y in bounds.rows {
      for x in bounds.columns {
        guard let st = mapping.imagePoint(x: Double(x) + 0.5, y: Double(y) + 0.5),
          mapping.covers(st)
        else { continue }
        let uv = origin + SIMD2<Float>(st) * entry.textureSize
        let lod =
          needsLevelOfDetail
          ? mapping.levelOfDetail(x: x, y: y, imageHeight: image.height, entry: entry, atlas: atlas)
          : 0
        let texel = sampling.sample(layer: entry.layer, uv: uv, lod: lod, entry: entry)
        PixelBlending.blend(texel * tint, into: &image, x: x, y: y, additive: additive)
      }
    }
  }
}
