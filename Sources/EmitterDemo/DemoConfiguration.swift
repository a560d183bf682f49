import EmitterModel
import EmitterPresets
import EmitterSimulation

/// The scene the demo simulates, as a person has changed it: the file's scene with its birth
/// rates scaled and its emitters moved, laid out on the window's canvas. `scene()` is pure, so
/// tests check each control's effect on the model without GL.
///
/// Edits are kept in the file's own coordinates (before layout), so a resize lays out the
/// edited scene again and a moved emitter stays where it was put, relative to the canvas.
public struct DemoConfiguration: Sendable, Equatable {
  /// The scene as the file has it.
  public var base: Scene
  /// The canvas in points (the window's size).
  public var canvas: Size
  /// Multiplies every layer's `birthRate` (and its animations): new particles only.
  public var birthRateMultiplier = 1.0
  /// The last click's move, if any.
  public var move: EmitterMove?
  /// `--background`: the clear colour, replacing the scene's `backgroundColor` (nil keeps it).
  public var backgroundColor: Color?

  public init(base: Scene, canvas: Size) {
    self.base = base
    self.canvas = canvas
  }

  /// How the scene follows the canvas: its own `canvasLayout`.
  public var layout: CanvasLayout { base.canvasLayout }

  /// Maps file coordinates to canvas points and back.
  public var mapping: CanvasMapping { CanvasMapping(layout: layout, from: base.size, to: canvas) }

  /// The edited scene on the canvas, in the scene's own timeline (scene time 0 is its start).
  public func scene() -> Scene {
    edited().laidOut(on: canvas)
  }

  /// The edited scene in file coordinates.
  func edited() -> Scene {
    var scene = base
    if let backgroundColor { scene.backgroundColor = backgroundColor }
    for index in scene.layers.indices {
      scene.layers[index].scaleBirthRate(by: birthRateMultiplier)
      move?.apply(to: &scene.layers[index], index: index)
    }
    return scene
  }

  /// Starts a one-second move of the emitters at scene time `time`, from where they are drawn
  /// then (an earlier move may still be under way) to where the first layer's emitter reaches
  /// `point` (canvas points). Every layer moves by the same offset, attractors with it, so a
  /// composition of several emitters keeps its shape.
  public mutating func moveEmitters(to point: Point, atSceneTime time: Double) {
    let scene = edited()
    guard !scene.layers.isEmpty else { return }
    let target = mapping.unmap(point)
    let from = scene.layers.map { layer in
      LayerTimeline(layer).layer(at: layer.layerTime(atSceneTime: time)).emitterPosition
    }
    let offset = Point(x: target.x - from[0].x, y: target.y - from[0].y)
    let previous = move
    move = EmitterMove(
      from: from, to: from.map { Point(x: $0.x + offset.x, y: $0.y + offset.y) },
      beginTimes: scene.layers.map { $0.layerTime(atSceneTime: time) },
      attractorOffset: Point(
        x: offset.x + (previous?.attractorOffset.x ?? 0),
        y: offset.y + (previous?.attractorOffset.y ?? 0)))
  }
}

/// A click's move of a scene's emitters (EmissionsTest's tap): per layer, a basic animation of
/// `emitterPosition` from where it was drawn to the target over `duration`, starting at the
/// layer time of the click; the model position is the target, so it stays there. It replaces
/// the layer's other `emitterPosition` animations, as adding a CAAnimation under the same key
/// does. Attractors jump by the whole offset at once.
public struct EmitterMove: Sendable, Equatable {
  public var from: [Point]
  public var to: [Point]
  /// Each layer's layer time at the click.
  public var beginTimes: [Double]
  /// Every move so far, added up: how far attractors have been carried.
  public var attractorOffset: Point
  public static let duration = 1.0

  func apply(to layer: inout EmitterLayer, index: Int) {
    guard index < to.count else { return }
    layer.emitterPosition = to[index]
    layer.animations.removeAll { $0.keyPath == "emitterPosition" }
    var animation = PropertyAnimation.basic(
      "emitterPosition", from: from[index], to: to[index], duration: Self.duration)
    animation.timing.beginTime = beginTimes[index]
    animation.timing.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    layer.animations.append(animation)
    for behavior in layer.emitterBehaviors.indices
    where [.attractor, .simpleAttractor].contains(layer.emitterBehaviors[behavior].type) {
      layer.emitterBehaviors[behavior].position.x += attractorOffset.x
      layer.emitterBehaviors[behavior].position.y += attractorOffset.y
    }
  }
}

extension EmitterLayer {
  /// Layer time at scene time `t` (CALayer timing): nothing before `beginTime`, then `speed`
  /// seconds per second, starting `timeOffset` in. The simulators' `ResolvedLayer` agrees.
  func layerTime(atSceneTime t: Double) -> Double {
    max(0, t - beginTime) * max(0, speed) + (t >= beginTime ? max(0, timeOffset) : 0)
  }

  /// Multiplies the layer's `birthRate` and every number its `birthRate` animations give.
  mutating func scaleBirthRate(by factor: Double) {
    guard factor != 1 else { return }
    birthRate *= factor
    animations = animations.map { animation in
      guard animation.keyPath == "birthRate" else { return animation }
      return animation.mappingValues { value in
        if case .number(let number) = value { return .number(number * factor) }
        return value
      }
    }
  }
}

extension CanvasMapping {
  /// The file coordinates of canvas point `point`.
  public func unmap(_ point: Point) -> Point {
    Point(
      x: numerator.x != 0 ? (point.x - offset.x) * denominator.x / numerator.x : point.x,
      y: numerator.y != 0 ? (point.y - offset.y) * denominator.y / numerator.y : point.y)
  }
}
