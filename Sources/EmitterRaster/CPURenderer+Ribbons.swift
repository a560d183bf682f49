import EmitterModel
import EmitterSimulation

extension CPURenderer {
  /// Each layer's live trail ribbons (`TrailRibbon`) under its own particles, as the GL renderer
  /// and the reference draw them: `drawParticles` asks for a layer's just before rasterising
  /// its quads.
  struct Ribbons {
    /// The snapshot indices of particles with a trail, by layer position, in slot order (as GL
    /// draws them).
    let byLayer: [Int: [Int]]
    /// Each layer's placement at the snapshot's time.
    let geometries: LayerGeometries
  }

  /// The snapshot's ribbons; nil when no cell keeps a trail now.
  func ribbons(of snapshot: ParticleSnapshot) -> Ribbons? {
    guard snapshot.cells.contains(where: { $0.trailLength != nil }) else { return nil }
    let geometries = drawing.placements.geometries(atTimelineTimes: { [resolved] index in
      snapshot.timelineTimes?[index] ?? resolved.layers[index].localTime(atSceneTime: snapshot.time)
    })
    var withSlots: [Int: [(slot: Int, particle: Int)]] = [:]
    for (index, particle) in snapshot.particles.enumerated()
    where !particle.trail.isEmpty && resolved.cells[particle.cell].emits
      && layerOfCell[particle.cell] >= 0
    {
      withSlots[layerOfCell[particle.cell], default: []].append(
        (slots.slot(cell: particle.cell, serial: particle.serial), index))
    }
    return Ribbons(
      byLayer: withSlots.mapValues { $0.sorted { $0.slot < $1.slot }.map(\.particle) },
      geometries: geometries)
  }

  /// The ribbons of the layer at `position` in `resolved.layers`.
  func drawRibbons(
    _ ribbons: Ribbons, ofLayer position: Int, _ snapshot: ParticleSnapshot, into buffer: RGBABuffer
  ) {
    guard let particles = ribbons.byLayer[position] else { return }
    let layer = resolved.layers[position]
    let geometry = ribbons.geometries[layer.index]
    // A hidden layer (or one under a hidden superlayer) draws nothing, ribbons included.
    guard !geometry.isHidden else { return }
    let layerTime = snapshot.timelineTimes?[layer.index] ?? layer.localTime(atSceneTime: snapshot.time)
    let model = scene.layers[layer.index]
    let opacity =
      layerOpacity
      ?? drawing.opacities.opacity(ofLayer: layer.index, atLayerTime: layerTime)
      * Float(geometry.inheritedOpacity)
    for index in particles {
      let particle = snapshot.particles[index]
      TrailRibbon(
        particle, cell: resolved.cells[particle.cell],
        length: snapshot.trailLength(ofCell: particle.cell), opacity: opacity
      )?.draw(
        view: view.forLayer(geometry), preservesDepth: model.preservesDepth,
        additive: model.renderMode == .additive,
        texture: atlas.trailEntries[particle.cell].map { TrailRibbon.Texture($0, in: atlas) },
        into: buffer)
    }
  }
}
