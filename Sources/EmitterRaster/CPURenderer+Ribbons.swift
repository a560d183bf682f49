import EmitterModel
import EmitterSimulation

extension CPURenderer {
  /// Every live particle's trail ribbon (`TrailRibbon`), in slot order as GL draws them, before
  /// the particles: under every layer's particles (the GL renderer and the reference draw each
  /// layer's under its own; the two differ only where one layer's particles cross another's
  /// ribbons).
  func drawRibbons(_ snapshot: ParticleSnapshot, into buffer: RGBABuffer) {
    guard resolved.cells.contains(where: { $0.trail != nil }) else { return }
    let geometries = drawing.placements.geometries(atTimelineTimes: { [resolved] index in
      snapshot.timelineTimes?[index] ?? resolved.layers[index].localTime(atSceneTime: snapshot.time)
    })
    var ribbons: [(slot: Int, particle: Int)] = []
    for (index, particle) in snapshot.particles.enumerated()
    where !particle.trail.isEmpty && resolved.cells[particle.cell].emits && layerOfCell[particle.cell] >= 0 {
      ribbons.append((slots.slot(cell: particle.cell, serial: particle.serial), index))
    }
    for (_, index) in ribbons.sorted(by: { $0.slot < $1.slot }) {
      let particle = snapshot.particles[index]
      let layer = resolved.layers[layerOfCell[particle.cell]]
      let layerTime = snapshot.timelineTimes?[layer.index] ?? layer.localTime(atSceneTime: snapshot.time)
      let geometry = geometries[layer.index]
      // A hidden layer (or one under a hidden superlayer) draws nothing, ribbons included.
      guard !geometry.isHidden else { continue }
      let model = scene.layers[layer.index]
      let opacity =
        layerOpacity
        ?? drawing.opacities.opacity(ofLayer: layer.index, atLayerTime: layerTime)
        * Float(geometry.inheritedOpacity)
      TrailRibbon(particle, cell: resolved.cells[particle.cell], opacity: opacity)?.draw(
        view: view.forLayer(geometry), preservesDepth: model.preservesDepth,
        additive: model.renderMode == .additive, into: buffer)
    }
  }
}
