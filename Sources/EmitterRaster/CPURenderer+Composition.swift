import EmitterImage
import EmitterModel
import EmitterSimulation

extension CPURenderer {
  /// A scene with a layer that has a background, border, clip or shadow: layer by layer, plain
  /// layers straight onto the buffer, the others drawn on their own and composited as
  /// `LayerComposition` states (what the reference rasteriser and the GL compositor do).
  ///
  /// The composed layers go through an image of the buffer's size and a copy of the buffer:
  /// simple rather than fast, since such layers are few (a card, a button) and the composition's
  /// per-pixel passes (clip, blur) cost more than the copies.
  func drawComposed(_ snapshot: ParticleSnapshot, into buffer: RGBABuffer) {
    let times: (Int) -> Double = { [resolved] index in
      snapshot.timelineTimes?[index] ?? resolved.layers[index].localTime(atSceneTime: snapshot.time)
    }
    let geometries = placements.geometries(atTimelineTimes: times)
    // The layer tree's drawing order; hidden layers (and their sublayers) not at all.
    for position in placements.drawnLayers(atTimelineTimes: times) {
      let layer = resolved.layers[position]
      var own = snapshot
      own.particles = snapshot.particles.filter {
        layerOfCell.indices.contains($0.cell) && layerOfCell[$0.cell] == position
      }
      let layerTime = times(layer.index)
      guard let appearance = appearances.layer(layer.index, atLayerTime: layerTime) else {
        drawParticles(own, into: buffer)
        continue
      }
      let opacity =
        opacities.opacity(ofLayer: layer.index, atLayerTime: layerTime)
        * Float(geometries[layer.index].inheritedOpacity)
      guard opacity > 0,
        let composition = LayerComposition(
          layer: appearance, view: view, geometry: geometries[layer.index],
          contents: atlas.layerContents(of: layer.index))
      else { continue }
      var layerImage = RGBAImage(width: buffer.width, height: buffer.height)
      composition.drawBackground(into: &layerImage)
      composition.drawContents(into: &layerImage)
      var atFullOpacity = self
      atFullOpacity.ignoresLayerOpacity = true
      atFullOpacity.drawParticles(own, into: &layerImage)
      composition.drawBorder(into: &layerImage)
      var canvas = Self.image(of: buffer)
      composition.composite(layerImage, opacity: opacity, onto: &canvas)
      Self.copy(canvas, into: buffer)
    }
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
