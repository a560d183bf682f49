internal import EmitterModel
import Foundation

/// A layer tree as a scene: one function, the bridge between Core Animation's classes and the
/// engine. Each layer becomes an `EmitterLayer` with its cells, behaviours and animations, its
/// timing moved onto the engine's clock (`LayerClock`); the root is the canvas when it is a
/// plain layer that only sizes and fills it (a window's or view's layer), and a layer of its
/// own otherwise.
struct LayerSceneBuilder {
  /// Media time at which scene time is 0 (the host's start).
  let start: Double
  /// Scene time at which the layers built are first displayed.
  let display: Double
  /// Whether animations added without a key carry the key their layer keeps them by: a
  /// running system's scene (the host's) names them, so it can remove them; a scene written
  /// from a tree does not.
  var namesAnonymousAnimations = false

  /// What the build found out about each layer: its flat index and its clock.
  struct Placement {
    let layer: CALayer
    var index: Int
    let clock: LayerClock
  }

  /// The scene, and the placement of every layer that became a scene layer.
  struct Result {
    var scene: Scene
    var placements: [Placement]
    /// Whether the root is the canvas (and so has no index).
    var rootIsCanvas: Bool
  }

  /// The layer's own model with its cells and behaviours (no sublayers, no animations): what its
  /// key paths resolve against.
  static func ownModel(of layer: CALayer) -> EmitterLayer {
    var model = layer.layerModel
    model.sublayers = []
    model.animations = []
    model.mask = layer.maskModel
    if let emitter = layer as? CAEmitterLayer {
      model.emitterCells = (emitter.cellList ?? []).map(\.fullModel)
      model.emitterBehaviors = emitter.behaviorList.compactMap(\.modelForScene)
    }
    return model
  }

  /// Whether `root` can be the canvas: a plain `CALayer` whose only non-default keys are its
  /// geometry, name and background colour, with no animations and default timing.
  static func isCanvas(_ root: CALayer) -> Bool {
    guard !(root is CAEmitterLayer), root.animationList.isEmpty else { return false }
    var plain = root.layerModel
    plain.bounds = nil
    plain.position = nil
    plain.name = nil
    plain.backgroundColor = .clear
    plain.anchorPoint = EmitterLayer().anchorPoint
    return plain == EmitterLayer() && root.extras.mask == nil
  }

  func scene(root: CALayer) -> Result {
    var scene = Scene()
    let size = root.bounds.size
    scene.size = Size(width: Double(size.width), height: Double(size.height))
    scene.backgroundColor = .clear
    var tops: [(CALayer, LayerClock)] = []
    let canvas = LayerClock.media(start: start)
    let rootIsCanvas = Self.isCanvas(root)
    if rootIsCanvas {
      scene.backgroundColor = root.layerModel.backgroundColor
      tops = root.sublayerList.map { ($0, clock(of: $0, under: canvas)) }
    } else {
      tops = [(root, clock(of: root, under: canvas))]
    }
    var placements: [Placement] = []
    scene.layers = tops.enumerated().map { index, top in
      placements.append(Placement(layer: top.0, index: index, clock: top.1))
      var layer = model(of: top.0, clock: top.1)
      if top.0 === root { layer.position = Self.positionOnCanvas(of: root) }
      return layer
    }
    // Sublayers are numbered as `Scene.flattened` lists them: each top-level subtree, depth first.
    var next = tops.count
    for (index, top) in tops.enumerated() {
      scene.layers[index].sublayers = sublayers(
        of: top.0, clock: top.1, next: &next, placements: &placements)
    }
    return Result(scene: scene, placements: placements, rootIsCanvas: rootIsCanvas)
  }

  /// The subtree of `layer` under a superlayer of clock `parent`, numbered from `next`. Its
  /// timing is in scene time, as a scene holds every layer's; `relative` writes each layer's
  /// in its superlayer's time instead, as a layer inserted live is given (the engine then
  /// moves it into scene time the same way).
  func subtree(
    of layer: CALayer, parent: LayerClock, next: inout Int, placements: inout [Placement],
    relative: Bool = false
  ) -> EmitterLayer {
    let own = clock(of: layer, under: parent)
    placements.append(Placement(layer: layer, index: next, clock: own))
    next += 1
    var built = model(of: layer, clock: own, relative: relative)
    built.sublayers = sublayers(
      of: layer, clock: own, next: &next, placements: &placements, relative: relative)
    return built
  }

  private func sublayers(
    of layer: CALayer, clock: LayerClock, next: inout Int, placements: inout [Placement],
    relative: Bool = false
  ) -> [EmitterLayer] {
    layer.sublayerList.map {
      subtree(of: $0, parent: clock, next: &next, placements: &placements, relative: relative)
    }
  }

  /// The longest a layer's clock may have run before it is shown: past it, the layer starts
  /// where it is shown (the simulation would otherwise replay that much time at once).
  static let longestPrewarm = 3600.0

  func clock(of layer: CALayer, under parent: LayerClock) -> LayerClock {
    let speed = Double(decimal: layer.speed)
    let exact = parent.child(
      beginTime: layer.beginTime, speed: speed, timeOffset: layer.timeOffset, displayedAt: display)
    guard exact.prewarm(at: display) > Self.longestPrewarm else { return exact }
    KeyValueDiagnostics.report(
      key: "beginTime", value: "\(layer.beginTime)",
      message: "\(layer.description) began \(Int(exact.prewarm(at: display))) s before it is shown;"
        + " it starts where it is shown instead (at most \(Int(Self.longestPrewarm)) s are"
        + " simulated ahead)")
    return parent.child(
      beginTime: layer.beginTime, speed: speed, timeOffset: layer.timeOffset, displayedAt: display,
      startingAtDisplay: true)
  }

  /// One layer (no sublayers) on the engine's clock: its timing, its animations' and its (and
  /// its mask's emitter's) top-level cells' begin times moved by the clock's shift, and so is
  /// where its own fold begins (`repeatBeginTime`: Core Animation folds its local time, which
  /// reads 0 `shift` seconds before the engine's), so its repetitions keep Core Animation's
  /// phase, in the running system and in the scene written from it.
  func model(of layer: CALayer, clock: LayerClock, relative: Bool = false) -> EmitterLayer {
    var built = Self.ownModel(of: layer)
    built.repeatBeginTime -= clock.shift
    let own = layer.modelAnimations(in: built, namingAnonymous: namesAnonymousAnimations)
    let ofMask = layer.maskModelAnimations(in: built, namingAnonymous: namesAnonymousAnimations)
    built.animations = (own + ofMask).map { animation in
      var moved = animation
      moved.layerBeginTime -= clock.shift
      return moved
    }
    built.emitterCells = clock.engineCells(built.emitterCells)
    built.mask = clock.engineMask(built.mask)
    if relative {
      built.beginTime = clock.relativeBeginTime
      built.speed = clock.relativeSpeed
      built.timeOffset = clock.relativeTimeOffset
    } else {
      built.beginTime = clock.beginTime
      built.speed = clock.speed
      built.timeOffset = clock.timeOffset
    }
    Self.foldGeometry(of: layer, into: &built)
    Self.warnAboutUnfoldedAnimations(of: layer)
    return built
  }

  /// A root that is a layer of its own sits on a canvas of its bounds' size, its frame's origin
  /// at the canvas's.
  static func positionOnCanvas(of root: CALayer) -> Point {
    let frame = root.frame
    return Point(
      x: Double(root.position.x - frame.origin.x), y: Double(root.position.y - frame.origin.y))
  }
}
