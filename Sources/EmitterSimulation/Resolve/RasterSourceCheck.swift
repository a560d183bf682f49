import EmitterMaskRaster
import EmitterModel

/// The rasters a layer draws from a source (its `mask` shape's table, its image colliders'
/// grids), measured as the simulators would draw them: a source that cannot be read, that has
/// no size, or that would be over its raster's side limit is a problem with a key path and the
/// allowed range. The simulators would leave such a raster empty (births at the centre, a
/// collider that meets nothing), so every way into the engine refuses it first: `emitter
/// validate` and `emitter render` (SceneCheck), a new `ParticleSystem`, and a live change; an
/// animation of a raster's box or scale, at the largest value it reaches.
package enum RasterSourceCheck {
  /// One raster that cannot be drawn.
  package struct Problem: Sendable, Equatable, CustomStringConvertible {
    /// The key to change: the source, or the scale that makes the raster too large.
    package var keyPath: String
    /// What is wrong and what is allowed.
    package var message: String

    package var description: String { "\(keyPath): \(message)" }
  }

  /// The problems of `layer`, its cells', its sublayers' and those its timed changes (`events`)
  /// lead to, key paths under `keyPath` in a scene file's notation
  /// (`layers[0].emitterBehaviors[1].scale`, `layers[0].events[2]`).
  package static func problems(
    of layer: EmitterLayer, at keyPath: String, snapshots: [String: LayerSnapshot] = [:]
  ) -> [Problem] {
    var problems = ownAndMaskProblems(of: layer, at: keyPath, snapshots: snapshots)
    let known = Set(problems.map(\.message))
    for (index, animation) in layer.animations.enumerated() {
      problems += animationProblems(
        animation, of: layer, besides: known, at: joined(keyPath, "animations[\(index)]"),
        snapshots: snapshots)
    }
    for (index, sublayer) in layer.sublayers.enumerated() {
      problems += self.problems(
        of: sublayer, at: joined(keyPath, "sublayers[\(index)]"), snapshots: snapshots)
    }
    return problems
      + eventProblems(
        layer.events, from: layer, at: joined(keyPath, "events"), snapshots: snapshots)
  }

  /// The problems of every layer of `scene`, and of the layers its own events insert; a mask
  /// shape that names a layer (`emitterMaskLayer`) is measured by the snapshot the scene holds.
  package static func problems(of scene: Scene) -> [Problem] {
    let snapshots = scene.layerSnapshots
    return scene.layers.enumerated().flatMap { index, layer in
      problems(of: layer, at: "layers[\(index)]", snapshots: snapshots)
    } + eventProblems(scene.events, from: EmitterLayer(), at: "events", snapshots: snapshots)
  }

  /// The keys a mask table or a collider grid is drawn from (`EmitterMaskKey`,
  /// `ColliderGridKey`): a change of any other key leaves every raster as it was.
  static let rasterKeys = Set(EmitterMask.sourceKeys).union([
    "emitterShape", "emitterSize", "emitterMaskFont", "emitterMaskBold", "emitterMaskScale",
    "contents", "contentsScale", "collider", "image", "text", "font", "bold", "path", "size",
    "scale",
  ])

  /// The problems `change` leaves: those of `layer` (the layer as it is with the change) when
  /// the change can alter its rasters, those of the layer it inserts; none for other changes.
  package static func problems(
    after change: LayerChange, in layer: EmitterLayer, snapshots: [String: LayerSnapshot] = [:]
  ) -> [Problem] {
    switch change.action {
    case .set(let keyPath, _):
      // The layer's own keys (its mask shape's) and a behaviour's; a cell's `scale` or
      // `contents` (set every frame by a drag) draws no raster, so nothing is measured.
      let parts = keyPath.split(separator: ".")
      guard rasterKeys.contains(String(parts.last ?? "")),
        parts.count == 1 || parts.contains("emitterBehaviors") || parts.first == "mask"
      else { return [] }
      return ownAndMaskProblems(of: layer, at: "", snapshots: snapshots)
    case .insertBehavior, .setBehaviors, .insertCell, .setCells:
      return ownProblems(of: layer, at: "", snapshots: snapshots)
    case .addAnimation(let animation, _):
      guard animatesRaster(animation) else { return [] }
      let known = Set(ownAndMaskProblems(of: layer, at: "", snapshots: snapshots).map(\.message))
      return animationProblems(
        animation, of: layer, besides: known, at: "", snapshots: snapshots)
    case .insertSublayer(let inserted, _):
      return problems(of: inserted, at: "", snapshots: snapshots)
    case .setMask:
      // An emitting mask runs as a layer of its own (`LayerChange.insertedLayer`).
      return change.insertedLayer.map { problems(of: $0, at: "mask", snapshots: snapshots) } ?? []
    default:
      return []
    }
  }

  /// A scene file's timed changes of one layer applied in time order from `layer`: each one
  /// after which a raster cannot be drawn, named by its place in the file.
  private static func eventProblems(
    _ events: [LayerChange], from layer: EmitterLayer, at keyPath: String,
    snapshots: [String: LayerSnapshot]
  ) -> [Problem] {
    var state = layer
    var found: [Problem] = []
    let order = events.indices.sorted { (events[$0].time, $0) < (events[$1].time, $1) }
    for index in order {
      let change = events[index]
      if !change.changesSublayers {
        guard let next = try? state.applying(change.action, at: change.time) else { continue }
        state = next
      }
      if let problem = problems(after: change, in: state, snapshots: snapshots).first {
        found.append(Problem(keyPath: "\(keyPath)[\(index)]", message: "after it, \(problem)"))
      }
    }
    return found
  }

  /// The rasters `animation` of `layer` cannot draw at its largest (a raster grows with its box
  /// and scale: an `emitterSize` animated past the mask shape's side limit), that the layer's
  /// model draws: the simulators would leave them empty from the moment the animation passes
  /// the limit (births at the centre), so the animation is refused, named with what it reaches.
  /// `known`: the messages of the problems the layer's model already has (those are reported
  /// where they are).
  static func animationProblems(
    _ animation: PropertyAnimation, of layer: EmitterLayer, besides known: Set<String>,
    at keyPath: String, snapshots: [String: LayerSnapshot]
  ) -> [Problem] {
    guard animatesRaster(animation), let reference = try? layer.property(atKeyPath: animation.keyPath),
      let model = reference.value(in: layer),
      let bounds = animation.componentBounds(modelValue: model),
      let largest = model.withComponents(bounds.map { max(abs($0.lowerBound), abs($0.upperBound)) })
    else { return [] }
    var grown = layer
    guard reference.setValue(largest, in: &grown) else { return [] }
    let reached = (largest.components ?? []).map { $0.rounded() == $0 && abs($0) < 1e15 ? "\(Int($0))" : "\($0)" }
    return ownAndMaskProblems(of: grown, at: "", snapshots: snapshots).filter { !known.contains($0.message) }.map { problem in
      Problem(
        keyPath: keyPath.isEmpty ? animation.keyPath : keyPath,
        message: "\(animation.keyPath) reaches \(reached.joined(separator: ", ")) at its largest;"
          + " there \(problem.message)")
    }
  }

  /// Whether `animation` drives a key a raster is drawn from: `emitterSize` (a layer's, or an
  /// emitting mask's `mask.emitterSize`) is the one that animates; the scales and sources are set.
  static func animatesRaster(_ animation: PropertyAnimation) -> Bool {
    animation.keyPath == "emitterSize" || animation.keyPath == "mask.emitterSize"
  }

  /// The problems of `layer` itself and, when its mask emits, of the mask's emitter (key paths
  /// under `mask`, where a scene file writes its keys).
  static func ownAndMaskProblems(
    of layer: EmitterLayer, at keyPath: String, snapshots: [String: LayerSnapshot]
  ) -> [Problem] {
    ownProblems(of: layer, at: keyPath, snapshots: snapshots)
      + (layer.mask?.emitter.map {
        ownProblems(of: $0, at: joined(keyPath, "mask"), snapshots: snapshots)
      } ?? [])
  }

  /// The problems of `layer` itself and its cells (not its sublayers).
  package static func ownProblems(
    of layer: EmitterLayer, at keyPath: String, snapshots: [String: LayerSnapshot] = [:]
  ) -> [Problem] {
    var problems: [Problem] = []
    if layer.emitterShape == .mask {
      let key = EmitterMaskKey(layer, seed: 0, snapshots: snapshots)
      problems += check(
        key.source, box: key.box, scale: key.scale, contentsScale: key.contentsScale,
        limit: EmitterMask.maximumSide, unit: "pixels", what: "the mask shape",
        scaleKey: joined(keyPath, "emitterMaskScale"), sourceKey: maskSourceKey(layer, keyPath))
    }
    problems += colliderProblems(layer.emitterBehaviors, at: joined(keyPath, "emitterBehaviors"))
    problems += cellProblems(layer.emitterCells, at: joined(keyPath, "emitterCells"))
    return problems
  }

  private static func cellProblems(_ cells: [EmitterCell], at keyPath: String) -> [Problem] {
    cells.enumerated().flatMap { index, cell in
      let path = "\(keyPath)[\(index)]"
      return colliderProblems(cell.emitterBehaviors, at: joined(path, "emitterBehaviors"))
        + cellProblems(cell.emitterCells, at: joined(path, "emitterCells"))
    }
  }

  private static func colliderProblems(_ behaviors: [EmitterBehavior], at keyPath: String)
    -> [Problem]
  {
    behaviors.enumerated().flatMap { index, behavior -> [Problem] in
      guard behavior.type == .collision, behavior.collider == .image else { return [] }
      let path = "\(keyPath)[\(index)]"
      let key = ColliderGridKey(behavior)
      let sourceKey = behavior.image != nil ? "image" : behavior.text != nil ? "text" : "path"
      return check(
        key.source, box: key.box, scale: key.scale, contentsScale: 1,
        limit: EmitterBehavior.maximumColliderSide, unit: "texels", what: "the image collider",
        scaleKey: joined(path, "scale"), sourceKey: joined(path, sourceKey))
    }
  }

  private static func maskSourceKey(_ layer: EmitterLayer, _ keyPath: String) -> String {
    joined(keyPath, layer.emitterMask.setSourceKeys.first ?? "contents")
  }

  private static func check(
    _ source: MaskSource, box: SIMD2<Double>, scale: Double, contentsScale: Double, limit: Int,
    unit: String, what: String, scaleKey: String, sourceKey: String
  ) -> [Problem] {
    let placement: MaskPlacement?
    do {
      placement = try MaskRasterizer.placement(
        of: source, box: box, scale: scale, contentsScale: contentsScale)
    } catch {
      return [Problem(keyPath: sourceKey, message: "\(what) cannot be drawn: \(error)")]
    }
    guard let placement else { return [] }
    let (width, height) = placement.pixels
    let fitted = box.x > 0 || box.y > 0 ? "fitted into its size" : "at its natural size"
    if width < 1 || height < 1 {
      return [
        Problem(
          keyPath: sourceKey,
          message: "\(what) would be \(width)x\(height) \(unit) (its source \(fitted) has no area);"
            + " allowed: a source with ink, at least 1 \(unit.dropLast()) a side")
      ]
    }
    guard width > limit || height > limit else { return [] }
    return [
      Problem(
        keyPath: scaleKey,
        message: "\(what) would be \(width)x\(height) \(unit) (its source \(fitted), times"
          + " scale \(number(scale))); allowed: at most \(limit) \(unit) a side (lower the scale,"
          + " or give a smaller size)")
    ]
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private static func joined(_ base: String, _ key: String) -> String {
    base.isEmpty ? key : base + "." + key
  }
}
