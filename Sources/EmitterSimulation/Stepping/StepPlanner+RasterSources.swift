import EmitterModel

/// Live changes after which a layer's mask shape or an image collider could not be drawn (a
/// source with no size, or a raster over its side limit) are refused, as a scene file with them
/// is: the simulators would otherwise leave that raster empty without a word.
extension StepPlanner {
  /// Throws when `change` leaves `layer` (the layer as it will be with it, or the layer it
  /// inserts) with a raster that cannot be drawn; the error names the change's key path, the
  /// raster's own key path and the allowed range.
  func refuseUndrawableRasters(after change: LayerChange, in layer: EmitterLayer)
    throws(LiveChangeError)
  {
    let snapshots = structure.layerSnapshots
    guard let problem = RasterSourceCheck.problems(after: change, in: layer, snapshots: snapshots).first
    else { return }
    let name = change.keyPath.isEmpty ? change.typeName : change.keyPath
    throw LiveChangeError(
      keyPath: change.keyPath, value: problem.keyPath, expected: "a raster that can be drawn",
      message: "\(name): \(problem.keyPath): \(problem.message); nothing was changed")
  }
}
