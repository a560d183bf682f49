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
        prepared.layerSnapshots[path] = try snapshot(of: path, in: scene)
      } catch {
        throw .undrawableRaster(["\(keyPath): \(error.message)"])
      }
    }
    return prepared
  }

  /// Draws the layers `action` names that `store` does not hold yet, from its scene as loaded,
  /// and hands them over, so the change finds them.
  static func install(namedBy action: LayerChange.Action, in store: any LayerSnapshotStore)
    throws(LiveChangeError)
  {
    for path in action.namedMaskLayers where store.layerSnapshots[path] == nil {
      store.install(try snapshot(of: path, in: store.initialModel), forLayerPath: path)
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
    var layer = modelOnly(subject.layer)
    layer.transform = .identity
    layer.position = Point(
      x: layer.anchorPoint.x * subject.size.width, y: layer.anchorPoint.y * subject.size.height)
    var own = Scene()
    own.size = subject.size
    own.backgroundColor = .clear
    own.layers = [layer]
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

  /// `layer` and its sublayers with their model values alone: no animation, cell, timed change
  /// or emitting mask (so no particle), and no mask shape naming a layer.
  private static func modelOnly(_ layer: EmitterLayer) -> EmitterLayer {
    var layer = layer
    layer.animations = []
    layer.emitterCells = []
    layer.events = []
    layer.emitterMask.layer = nil
    layer.mask?.emitter = nil
    layer.sublayers = layer.sublayers.map(modelOnly)
    return layer
  }
}
