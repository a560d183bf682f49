import EmitterImage
import EmitterModel
import EmitterSimulation

extension CPURenderer {
  /// Whether `scene` (flattened) needs the layer-by-layer path: a layer with a background,
  /// contents, border, clip or shadow, or a sublayer of a translucent (or fading) layer, whose
  /// subtree is then drawn as a group (`LayerGroups`).
  package static func composes(_ scene: Scene) -> Bool {
    scene.layers.indices.contains { index in
      if scene.layers[index].drawsAppearance { return true }
      guard let parent = scene.superlayer(of: index) else { return false }
      let up = scene.layers[parent]
      return up.opacity < 1 || up.animations.contains { $0.keyPath == "opacity" }
    }
  }

  /// A scene with layers that draw an appearance or groups: step by step (`LayerGroups`), plain
  /// layers straight onto the buffer (or the open group's image), the others drawn on their own
  /// and composited as `LayerComposition` states (what the reference rasteriser and the GL
  /// compositor do).
  ///
  /// The composed layers go through an image of the buffer's size and a copy of the buffer:
  /// simple rather than fast, since such layers are few (a card, a button) and the composition's
  /// per-pixel passes (clip, blur) cost more than the copies.
  func drawComposed(_ snapshot: ParticleSnapshot, into buffer: RGBABuffer) {
    let times: (Int) -> Double = { [resolved] index in
      snapshot.timelineTimes?[index] ?? resolved.layers[index].localTime(atSceneTime: snapshot.time)
    }
    let geometries = drawing.placements.geometries(atTimelineTimes: times)
    let steps = drawing.placements.steps(
      atTimelineTimes: times,
      opacity: { drawing.opacities.opacity(ofLayer: $0, atLayerTime: times($0)) },
      hasAppearance: { drawing.appearances.layer($0, atLayerTime: times($0)) != nil })
    // The open groups' images; each step draws onto the last, else onto the buffer.
    var groups: [(composition: LayerComposition?, image: RGBAImage)] = []
    func particles(of index: Int) -> ParticleSnapshot {
      var own = snapshot
      own.particles = snapshot.particles.filter {
        layerOfCell.indices.contains($0.cell) && layerOfCell[$0.cell] == index
      }
      return own
    }
    /// `image` composited by `composition` at `opacity` onto the open group or the buffer,
    /// with its shadow's plane when made already.
    func composite(
      _ image: RGBAImage, _ composition: LayerComposition, shadow: [Float]?? = nil,
      opacity: Float
    ) {
      let shadow = shadow ?? composition.shadowPlane(of: image)
      if groups.isEmpty {
        var canvas = Self.image(of: buffer)
        composition.composite(image, shadow: shadow, opacity: opacity, onto: &canvas)
        Self.copy(canvas, into: buffer)
      } else {
        composition.composite(
          image, shadow: shadow, opacity: opacity, onto: &groups[groups.count - 1].image)
      }
    }
    for step in steps {
      switch step {
      case .draw(let index, let opacity):
        guard let appearance = drawing.appearances.layer(index, atLayerTime: times(index)) else {
          var plain = self
          plain.layerOpacity = opacity
          if groups.isEmpty {
            plain.drawParticles(particles(of: index), into: buffer)
          } else {
            plain.drawParticles(particles(of: index), into: &groups[groups.count - 1].image)
          }
          continue
        }
        guard
          let composition = withMaskParticles(
            LayerComposition(
              layer: appearance, index: index, view: view, geometry: geometries[index],
              atlas: atlas),
            of: index, particles: particles)
        else { continue }
        // Without cells the image is the composition's alone: kept from frame to frame (not
        // when its mask's particles move).
        if resolved.layers[index].cells.isEmpty, drawing.maskEmitters[index] == nil {
          let still = stills.kept(
            layer: index, composition: composition, width: view.pixelWidth,
            height: view.pixelHeight
          ) {
            var image = self.layerImage(index, composition, particles: particles(of: index))
            composition.drawBorder(into: &image)
            return (image, composition.shadowPlane(of: image))
          }
          composite(still.image, composition, shadow: still.shadow, opacity: opacity)
          continue
        }
        var layerImage = layerImage(index, composition, particles: particles(of: index))
        composition.drawBorder(into: &layerImage)
        composite(layerImage, composition, opacity: opacity)
      case .begin(let index):
        let model = drawing.appearances.layer(index, atLayerTime: times(index)) ?? scene.layers[index]
        let composition = withMaskParticles(
          LayerComposition(
            layer: model, index: index, view: view, geometry: geometries[index],
            atlas: atlas),
          of: index, particles: particles)
        let image =
          composition.map { layerImage(index, $0, particles: particles(of: index)) }
          ?? RGBAImage(width: buffer.width, height: buffer.height)
        groups.append((composition, image))
      case .end(_, let opacity):
        // A group flattened to a line shows nothing, its sublayers included.
        guard let group = groups.popLast(), let composition = group.composition else { continue }
        var image = group.image
        composition.drawBorder(into: &image)
        composite(image, composition, opacity: opacity)
      }
    }
  }

  /// `composition` with its mask's image drawn for this frame when layer `index`'s mask emits
  /// (`Scene+MaskEmitters`): the mask's picture, then its emitter's particles over it at
  /// opacity 1 (`particles(emitter)`), as the reference draws it.
  private func withMaskParticles(
    _ composition: LayerComposition?, of index: Int, particles: (Int) -> ParticleSnapshot
  ) -> LayerComposition? {
    guard var composition, let mask = composition.mask, let emitter = drawing.maskEmitters[index]
    else { return composition }
    var image = mask.image(width: view.pixelWidth, height: view.pixelHeight)
    var maskOnly = self
    maskOnly.layerOpacity = 1
    maskOnly.onlyLayer = emitter
    maskOnly.drawParticles(particles(emitter), into: &image)
    composition.mask?.drawnImage = image
    return composition
  }

  /// A layer's own image before its border: background, contents, then its particles at
  /// opacity 1.
  private func layerImage(
    _ index: Int, _ composition: LayerComposition, particles: ParticleSnapshot
  ) -> RGBAImage {
    var image = RGBAImage(width: view.pixelWidth, height: view.pixelHeight)
    composition.drawBackground(into: &image)
    composition.drawContents(into: &image)
    var atFullOpacity = self
    atFullOpacity.layerOpacity = 1
    atFullOpacity.drawParticles(particles, into: &image)
    return image
  }

  private func drawParticles(_ snapshot: ParticleSnapshot, into image: inout RGBAImage) {
    let (width, height) = (image.width, image.height)
    image.pixels.withUnsafeMutableBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      drawParticles(
        snapshot, into: RGBABuffer(base: base, width: width, height: height, bytesPerRow: width * 4)
      )
    }
  }

  private static func image(of buffer: RGBABuffer) -> RGBAImage {
    var pixels = [UInt8](repeating: 0, count: buffer.width * buffer.height * 4)
    for y in 0..<buffer.height {
      let row = buffer.row(y)
      for i in 0..<(buffer.width * 4) { pixels[y * buffer.width * 4 + i] = row[i] }
    }
    return RGBAImage(width: buffer.width, height: buffer.height, pixels: pixels)
  }

  private static func copy(_ image: RGBAImage, into buffer: RGBABuffer) {
    for y in 0..<buffer.height {
      let row = buffer.row(y)
      for i in 0..<(buffer.width * 4) { row[i] = image.pixels[y * buffer.width * 4 + i] }
    }
  }
}
