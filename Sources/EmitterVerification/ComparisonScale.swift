import EmitterModel
import EmitterSimulation

/// What the relative tolerances are relative to, beyond what the reference snapshot shows.
///
/// A snapshot holds particles, not the scene: it knows neither the canvas (positions are held
/// to 1e-3 pt per 1000 pt of the scene's extent, and an empty corner of a large canvas is still
/// part of it) nor the spins (a rotation is `rotation0 + spin × age`, and an age error shows up
/// multiplied by the spin, which the rotation alone does not reveal). Both come from the scene.
package struct ComparisonScale: Sendable, Equatable, Codable {
  /// The larger side of the canvas, points.
  package var canvasExtent: Double
  /// The largest |spin| any particle can draw, radians per second: `|spin| + |spinRange| × h`
  /// times the layer's `spin` multiplier, over every cell.
  package var maximumSpin: Double

  package init(canvasExtent: Double = 0, maximumSpin: Double = 0) {
    self.canvasExtent = canvasExtent
    self.maximumSpin = maximumSpin
  }

  /// The scale of `scene` as the simulators resolve it.
  package init(_ scene: Scene) {
    self.init(canvas: scene.size, resolved: ResolvedScene(scene))
  }

  package init(canvas: Size, resolved: ResolvedScene) {
    let halfWidth = Float(resolved.rangeMode.halfWidthFactor)
    let spins = resolved.cells.map { abs($0.spin) + abs($0.spinRange) * halfWidth }
    self.init(
      canvasExtent: max(canvas.width, canvas.height),
      maximumSpin: Double(spins.max() ?? 0))
  }
}
