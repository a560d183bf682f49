import EmitterModel

/// A simulator that holds drawn layers for mask shapes that name one (`emitterMaskLayer`). The
/// simulation cannot draw a layer (the renderers sit above it), so the façade draws each layer
/// a live change names from the scene as it was loaded and hands it over before the change, the
/// same pixels a replay of the run draws at load.
package protocol LayerSnapshotStore: AnyObject {
  /// The scene as it was made, before any live change: what snapshots are drawn from.
  var initialModel: Scene { get }
  /// The layers drawn so far, by path.
  var layerSnapshots: [String: LayerSnapshot] { get }
  /// Keeps `snapshot` as the layer at `path`, for mask shapes resolved from now on.
  func install(_ snapshot: LayerSnapshot, forLayerPath path: String)
}

extension StepPlanner {
  /// Keeps `snapshot` for the layer at `path` in the model every layer resolves against.
  package mutating func install(_ snapshot: LayerSnapshot, forLayerPath path: String) {
    structure.layerSnapshots[path] = snapshot
  }
}

extension CPUSimulator: LayerSnapshotStore {
  package var initialModel: Scene { planner.initialModel }
  package var layerSnapshots: [String: LayerSnapshot] { planner.structure.layerSnapshots }
  package func install(_ snapshot: LayerSnapshot, forLayerPath path: String) {
    planner.install(snapshot, forLayerPath: path)
  }
}
