import EmitterModel

extension SceneCheck {
  /// `2 layers, 5 cells, at most 1200 live particles`, with the bound as written after it when
  /// animations raise it.
  package static func summary(of scene: Scene) -> String {
    // Sublayers count: the flattened scene holds every layer of the tree.
    let flat = scene.flattened
    let layers = flat.layers.count
    let cells = flat.layers.reduce(0) { $0 + cellCount($1.emitterCells) }
    return "\(layers) layer\(layers == 1 ? "" : "s"), \(cells) cell\(cells == 1 ? "" : "s"), "
      + particleSummary(of: scene)
  }

  /// The most particles alive at once while the scene plays (`peakParticleBudget`).
  package static func particleSummary(of scene: Scene) -> String {
    let written = scene.particleBudget.totalCapacity
    let peak = scene.peakParticleBudget
    guard peak.total.isFinite else {
      return "no bound on live particles (an animation grows a rate or lifetime without end); "
        + "pools stop growing at particleCap \(scene.particleCap)"
    }
    let most = peak.totalCapacity
    let bound = "at most \(most) live particle\(most == 1 ? "" : "s")"
    guard most != written else { return bound }
    let cap =
      most > scene.particleCap
      ? ", over particleCap \(scene.particleCap): the simulation stops if it gets there" : ""
    return bound + " with its animations at their peaks (\(written) as written)" + cap
  }

  private static func cellCount(_ cells: [EmitterCell]) -> Int {
    cells.reduce(cells.count) { $0 + cellCount($1.emitterCells) }
  }
}
