import EmitterImage
import EmitterModel
import EmitterSimulation

/// Draws the layers mask shapes name (`emitterMaskLayer`) for the simulators, which cannot draw
/// a layer themselves: each from the scene as it was loaded, so a live run and its recording's
/// replay emit from the same pixels.
package enum LayerSnapshotDrawing {
  /// `scene` with every layer its mask shapes name drawn (`Scene.layerSnapshots`).
  /// - Throws: `.undrawableRaster` naming the key path when a path names no layer, or the layer
  ///   cannot be drawn.
  package static func prepared(_ scene: Scene) throws(ParticleSystemError) -> Scene {
    var prepared = scene
    for (keyPath, path) in scene.maskLayerReferences where prepared.layerSnapshots[path] == nil {
      do {
        let drawn = try snapshot(of: path, in: scene)
        try checkBudget(adding: drawn, path: path, to: prepared.layerSnapshots)
        prepared.layerSnapshots[path] = drawn
      } catch {
        throw .undrawableRaster(["\(keyPath): \(error.message)"])
      }
    }
    return prepared
  }

  /// Refuses `snapshot` when the layers already drawn and it would pass
  /// `LayerSnapshot.maximumTotalBytes`.
  private static func checkBudget(
    adding snapshot: LayerSnapshot, path: String, to drawn: [String: LayerSnapshot]
  ) throws(LiveChangeError) {
    let total = drawn.values.reduce(snapshot.byteCount) { $0 + $1.byteCount }
    guard total > LayerSnapshot.maximumTotalBytes else { return }
    let mebibytes = { (bytes: Int) in String(format: "%.1f", Double(bytes) / Double(1 << 20)) }
    throw LiveChangeError(
      keyPath: "emitterMaskLayer", value: "\"\(path)\"",
      expected: "at most \(LayerSnapshot.maximumTotalBytes >> 20) MiB of named layers",
      message: "layer \"\(path)\" drawn is \(snapshot.image.width)x\(snapshot.image.height) pixels,"
        + " which takes the layers mask shapes name to \(mebibytes(total)) MiB; allowed: at most"
        + " \(LayerSnapshot.maximumTotalBytes >> 20) MiB in all (name fewer or smaller layers)")
  }

  /// Draws the layers `action` names that `store` does not hold yet, from its scene as loaded,
  /// and hands them over, so the change finds them.
  static func install(namedBy action: LayerChange.Action, in store: any LayerSnapshotStore)
    throws(LiveChangeError)
  {
    for path in action.namedMaskLayers where store.layerSnapshots[path] == nil {
      let drawn = try snapshot(of: path, in: store.initialModel)
      try checkBudget(adding: drawn, path: path, to: store.layerSnapshots)
      store.install(drawn, forLayerPath: path)
    }
  }

  /// The layer at `path` of `scene` drawn whole, as `CALayer.render(in:)` draws one: its model
  /// values (no animation, no particle), its bounds over the whole image, its opacity and mask
  /// applied, by the CPU renderer at `LayerSnapshot.pixelsPerPoint(for:)`.
  package static func snapshot(of path: String, in scene: Scene) throws(LiveChangeError) -> LayerSnapshot {
    let subject: (layer: EmitterLayer, size: Size)
    do {
      subject = try scene.snapshotSubject(path: path)
    } catch {
      throw LiveChangeError(
        keyPath: "emitterMaskLayer", value: error.value, expected: error.expected,
        message: error.message + " (emitterMaskLayer names a layer of the scene as it was loaded)")
    }
    var own = Scene()
    own.size = subject.size
    own.backgroundColor = .clear
    own.layers = [subject.layer.modelValuesOnly.placedInOwnSpace(size: subject.size)]
    let scale = LayerSnapshot.pixelsPerPoint(for: subject.size)
    do {
      let image = try ParticleSystem(
        scene: own, pixelScale: scale, canvasSize: subject.size, backend: .cpu
      ).image()
      return LayerSnapshot(image: try ContentsBitmap(image: image), pixelsPerPoint: scale)
    } catch {
      throw LiveChangeError(
        keyPath: "emitterMaskLayer", value: "\"\(path)\"", expected: "a layer that can be drawn",
        message: "layer \"\(path)\" cannot be drawn at \(scale) pixels per point: \(error)")
    }
  }
}
