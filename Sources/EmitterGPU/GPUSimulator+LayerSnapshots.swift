import EmitterModel
import EmitterSimulation

extension GPUSimulator: LayerSnapshotStore {
  package var initialModel: Scene { planner.initialModel }
  package var layerSnapshots: [String: LayerSnapshot] { planner.structure.layerSnapshots }
  package func install(_ snapshot: LayerSnapshot, forLayerPath path: String) {
    planner.install(snapshot, forLayerPath: path)
  }
}
