import EmitterModel
import EmitterPresets
import EmitterSimulation

/// Where the demo's scene lives: the scene as its file has it, and the canvas (the window) the
/// running simulator's model is laid out on. The simulator starts from `initialScene()`; from
/// then on its live model is the truth, and this type only converts between the two coordinate
/// systems: `resize` plans the live sets that lay the model out on a new canvas, `fileScene`
/// turns the model back into the file's coordinates for saving.
///
/// Pure (no GL): tests check each conversion on the model.
package struct DemoConfiguration: Sendable, Equatable {
  /// The scene as its file has it, or as last saved.
  package var file: Scene
  /// The canvas in points (the window's size) the live model is laid out on.
  package private(set) var canvas: Size
  /// `--background`: the clear colour, replacing the scene's `backgroundColor` (nil keeps it).
  package var backgroundColor: Color?

  /// The canvas the file's own animations were laid out on when the simulator started: a
  /// resize moves values with live sets, but replacing an animation live would restart it, so
  /// the animations keep this layout (and saving takes them back from it).
  let animationCanvas: Size

  package init(file: Scene, canvas: Size) {
    self.file = file
    self.canvas = canvas
    self.animationCanvas = canvas
  }

  /// How the scene follows the canvas: its own `canvasLayout`.
  package var layout: CanvasLayout { file.canvasLayout }

  /// Maps file coordinates to canvas points (nil where the canvas is the file's own size: no
  /// arithmetic, so nothing is rounded).
  package var mapping: CanvasMapping? {
    canvas == file.size ? nil : CanvasMapping(layout: layout, from: file.size, to: canvas)
  }

  /// The file's scene laid out on the canvas: what a simulator starts from.
  package func initialScene() -> Scene {
    var scene = canvas == file.size ? file : file.laidOut(on: canvas)
    if let backgroundColor { scene.backgroundColor = backgroundColor }
    return scene
  }

  /// The live sets that lay `model` (laid out on the current canvas) out on `newCanvas`, by the
  /// same rule as `CanvasLayout`: emitter positions and sizes, attractor positions, and under
  /// `zoom` the layers' `scale` and `velocity`. Positions slide there (CA's implicit animation,
  /// so a slide under way ends at the new place); the rest is set.
  package mutating func resize(model: Scene, to newCanvas: Size) -> [LiveEdit] {
    let from = mapping
    canvas = newCanvas
    let to = mapping
    var edits: [LiveEdit] = []
    for (index, layer) in model.layers.enumerated() {
      let moved = Self.remap(layer, from: from, to: to)
      edits += Self.edits(from: layer, to: moved, layer: index)
    }
    return edits
  }

  /// `model` as a plain scene file in the file's coordinates: its current values, without its
  /// recorded live changes or the demo's implicit slides (`liveScene`), laid out back from the
  /// canvas onto the file's size.
  package func fileScene(from model: Scene) -> Scene {
    var scene = Self.plain(model)
    let animationMapping =
      animationCanvas == file.size
      ? nil : CanvasMapping(layout: layout, from: file.size, to: animationCanvas)
    scene.layers = scene.layers.map { layer in
      var saved = mapping?.unapply(to: layer) ?? layer
      saved.animations = (animationMapping?.unapply(to: layer) ?? layer).animations
      return saved
    }
    scene.size = file.size
    // The simulator's model is flattened: sublayers go back into their superlayers.
    return scene.unflattened
  }

  /// `model` as a scene a new simulator starts from on the current canvas: current values,
  /// no recorded changes, no implicit slides.
  package func liveScene(from model: Scene) -> Scene {
    var scene = Self.plain(model)
    scene.size = canvas
    return scene
  }

  /// The model's current values: its recorded changes (already applied to the values) and the
  /// implicit animations the live calls added are dropped; the file's own animations stay.
  static func plain(_ model: Scene) -> Scene {
    var scene = model
    for index in scene.layers.indices {
      scene.layers[index].events = []
      scene.layers[index].animations.removeAll { $0.key?.hasPrefix("implicit.") ?? false }
    }
    return scene
  }

  /// `layer` taken from one layout (nil: the file's own coordinates) to another.
  static func remap(_ layer: EmitterLayer, from: CanvasMapping?, to: CanvasMapping?)
    -> EmitterLayer
  {
    guard from != to else { return layer }
    var layer = layer
    func point(_ p: Point) -> Point {
      let onFile = from.map { $0.unmap(p) } ?? p
      return to.map { $0.map(onFile) } ?? onFile
    }
    let shape = layer.emitterShape
    let size = from.map { $0.unmap(layer.emitterSize, shape: shape) } ?? layer.emitterSize
    layer.emitterSize = to.map { $0.map(size, shape: shape) } ?? size
    layer.emitterPosition = point(layer.emitterPosition)
    for index in layer.emitterBehaviors.indices
    where BehaviorType.positioned.contains(layer.emitterBehaviors[index].type) {
      layer.emitterBehaviors[index].position = point(layer.emitterBehaviors[index].position)
    }
    let particleScale =
      (to.map { $0.scalesParticles ? $0.uniformScale : 1 } ?? 1)
      / (from.map { $0.scalesParticles ? $0.uniformScale : 1 } ?? 1)
    if particleScale != 1 {
      layer.scale *= particleScale
      layer.velocity *= particleScale
    }
    return layer
  }

  /// The live calls that take `layer` from `old` to `new` where a re-layout changes it.
  static func edits(from old: EmitterLayer, to new: EmitterLayer, layer: Int) -> [LiveEdit] {
    var edits: [LiveEdit] = []
    if new.emitterPosition != old.emitterPosition {
      edits.append(
        .slide(
          layer: layer, keyPath: "emitterPosition", to: new.emitterPosition,
          duration: DemoEdits.layoutDuration))
    }
    if new.emitterSize != old.emitterSize {
      edits.append(.set(layer: layer, keyPath: "emitterSize", value: .size(new.emitterSize)))
    }
    for keyPath in ["scale", "velocity"] {
      let before = old.value(atKeyPath: keyPath)
      let after = new.value(atKeyPath: keyPath)
      if after != before, let after {
        edits.append(.set(layer: layer, keyPath: keyPath, value: after))
      }
    }
    for (before, after) in zip(old.emitterBehaviors, new.emitterBehaviors)
    where after.position != before.position {
      guard let name = after.name else { continue }
      edits.append(
        .set(
          layer: layer, keyPath: "emitterBehaviors.\(name).position",
          value: .point(after.position)))
    }
    return edits
  }
}

extension EmitterLayer {
  /// The value at a live key path, or nil when it names nothing.
  func value(atKeyPath keyPath: String) -> PropertyValue? {
    (try? liveProperty(atKeyPath: keyPath))?.value(in: self)
  }
}
