/// How a scene's emitters follow a canvas of another size (`render --size`, `demo --size`, a
/// resized demo window), the job `layoutSublayers()` does in NSHipster's confetti view. A scene
/// chooses its rule with the `canvasLayout` key; `Scene.laidOut(on:)` applies it.
///
/// Only where things are placed changes: emitter positions and sizes, attractor positions, and
/// animations of those. Particle sizes, speeds and accelerations stay as written (a phone's
/// confetti is the same size on a big window) except under `zoom`, which is a uniform zoom.
public enum CanvasLayout: String, Sendable, Hashable, CaseIterable, Codable {
  /// Positions and sizes scale with the canvas along each axis: a line along the top edge stays
  /// along the top edge at full width; a centred emitter stays centred.
  case stretch
  /// The whole composition scales uniformly by the smaller ratio and stays centred: angles
  /// between emitters are kept (comets along lines), so the layer's `scale` and `velocity`
  /// multipliers scale too.
  case zoom

  /// `scene` laid out on a canvas of `size` points (its `size` becomes `size`).
  public func layout(_ scene: Scene, to size: Size) -> Scene {
    let map = CanvasMapping(layout: self, from: scene.size, to: size)
    var laidOut = scene
    laidOut.size = size
    laidOut.layers = scene.layers.map { map.apply(to: $0) }
    return laidOut
  }
}

/// The affine map of one layout from one canvas size to another: `p × scale + offset`, the
/// scale kept as a fraction (`new / old`) and applied numerator first, so a canvas twice as wide
/// maps 195 to exactly 390.
package struct CanvasMapping: Sendable, Equatable {
  /// Per-axis scale of positions and sizes, as `numerator / denominator`.
  var numerator: SIMD2<Double>
  package var denominator: SIMD2<Double>
  /// Added after scaling (zoom centres the composition).
  package var offset: SIMD2<Double>
  /// Whether particle sizes and speeds scale too (zoom).
  package var scalesParticles: Bool

  package init(layout: CanvasLayout, from old: Size, to new: Size) {
    let from = SIMD2(old.width > 0 ? old.width : 1, old.height > 0 ? old.height : 1)
    let to = SIMD2(old.width > 0 ? new.width : 1, old.height > 0 ? new.height : 1)
    switch layout {
    case .stretch:
      numerator = to
      denominator = from
      offset = .zero
      scalesParticles = false
    case .zoom:
      let axis = to.x / from.x <= to.y / from.y ? 0 : 1
      numerator = SIMD2(repeating: to[axis])
      denominator = SIMD2(repeating: from[axis])
      offset = SIMD2(
        (new.width - old.width * to[axis] / from[axis]) / 2,
        (new.height - old.height * to[axis] / from[axis]) / 2)
      scalesParticles = true
    }
  }

  /// `numerator / denominator` per axis.
  package var scale: SIMD2<Double> { numerator / denominator }

  /// The scale of things that must stay round (a circle's radius, particle sizes under zoom).
  package var uniformScale: Double { min(scale.x, scale.y) }

  package func map(_ point: Point) -> Point {
    Point(x: scaled(point.x, 0) + offset.x, y: scaled(point.y, 1) + offset.y)
  }

  /// A shape's size: a circle's or sphere's `width` is a radius, which must stay round.
  package func map(_ size: Size, shape: EmitterShape) -> Size {
    switch shape {
    case .circle, .sphere:
      Size(width: size.width * uniformScale, height: size.height * uniformScale)
    default: Size(width: scaled(size.width, 0), height: scaled(size.height, 1))
    }
  }

  private func scaled(_ value: Double, _ axis: Int) -> Double {
    value * numerator[axis] / denominator[axis]
  }

  /// The file coordinates of canvas point `point` (the inverse of `map`).
  public func unmap(_ point: Point) -> Point {
    Point(
      x: numerator.x != 0 ? (point.x - offset.x) * denominator.x / numerator.x : point.x,
      y: numerator.y != 0 ? (point.y - offset.y) * denominator.y / numerator.y : point.y)
  }

  /// A shape's size back in file coordinates (the inverse of `map(_:shape:)`).
  public func unmap(_ size: Size, shape: EmitterShape) -> Size {
    let scale = shape == .circle || shape == .sphere ? SIMD2(repeating: uniformScale) : scale
    return Size(width: size.width / scale.x, height: size.height / scale.y)
  }

  /// `layer` laid out from the file's canvas onto this mapping's canvas. A top-level layer with
  /// its own `bounds` keeps its own space: its `position` moves (and under zoom its `transform`
  /// scales), its emitter geometry and particles stay as written in that space.
  func apply(to layer: EmitterLayer) -> EmitterLayer {
    if layer.bounds != nil { return placing(layer, point: map, zoom: uniformScale) }
    var moved = transform(
      layer, point: map, size: map, factor: scalesParticles ? uniformScale : 1, difference: scale)
    moved.position = layer.position.map(map)
    return moved
  }

  /// A layer with its own bounds: `position` mapped, and under zoom the layer scaled about its
  /// anchor point by `zoom` (its particles with it).
  private func placing(_ layer: EmitterLayer, point: (Point) -> Point, zoom: Double)
    -> EmitterLayer
  {
    var layer = layer
    layer.position = layer.position.map(point)
    if scalesParticles, zoom != 1 {
      let scaled = layer.transform.concatenating(.scale(zoom, zoom, 1))
      // Unapplying a zoom gives back the identity, not a rounding away from it.
      let nearIdentity = zip(scaled.entries, Transform3D.identity.entries).allSatisfy {
        abs($0 - $1) < 1e-12
      }
      layer.transform = nearIdentity ? .identity : scaled
    }
    return layer
  }

  /// `layer` taken back from this mapping's canvas to the file's: what a saved scene holds, its
  /// animations included.
  public func unapply(to layer: EmitterLayer) -> EmitterLayer {
    if layer.bounds != nil { return placing(layer, point: unmap, zoom: 1 / uniformScale) }
    var moved = transform(
      layer, point: unmap, size: unmap, factor: scalesParticles ? 1 / uniformScale : 1,
      difference: 1 / scale)
    moved.position = layer.position.map(unmap)
    return moved
  }

  /// Moves what a layout moves: emitter position and size, attractor positions, the values of
  /// animations of those, and under zoom the particle `scale` and `velocity` (by `factor`).
  private func transform(
    _ layer: EmitterLayer, point: (Point) -> Point, size: (Size, EmitterShape) -> Size,
    factor: Double, difference: SIMD2<Double>
  ) -> EmitterLayer {
    var layer = layer
    let shape = layer.emitterShape
    layer.emitterPosition = point(layer.emitterPosition)
    layer.emitterSize = size(layer.emitterSize, shape)
    // Rects sit relative to emitterPosition: they scale with the canvas but do not move.
    layer.emitterRects = layer.emitterRects.map { rect in
      Rect(
        x: rect.origin.x * difference.x, y: rect.origin.y * difference.y,
        width: rect.size.width * difference.x, height: rect.size.height * difference.y)
    }
    if factor != 1 {
      layer.scale *= factor
      layer.velocity *= factor
    }
    for index in layer.emitterBehaviors.indices
    where BehaviorType.positioned.contains(layer.emitterBehaviors[index].type) {
      layer.emitterBehaviors[index].position = point(layer.emitterBehaviors[index].position)
    }
    layer.animations = layer.animations.map { animation in
      var moved = animation.mappingValues { value in
        switch value {
        case .point(let p)
        where animation.keyPath == "emitterPosition" || Self.isBehaviorPosition(animation.keyPath):
          .point(point(p))
        case .size(let s) where animation.keyPath == "emitterSize":
          .size(size(s, shape))
        default:
          value
        }
      }
      // A `byValue` is a difference: it scales but does not move.
      if case .point(let by) = animation.byValue, moved.byValue != animation.byValue {
        moved.byValue = .point(Point(x: by.x * difference.x, y: by.y * difference.y))
      }
      return moved
    }
    return layer
  }

  /// `emitterBehaviors.NAME.position`: an attractor's centre.
  private static func isBehaviorPosition(_ keyPath: String) -> Bool {
    keyPath.hasPrefix("emitterBehaviors.") && keyPath.hasSuffix(".position")
  }
}

extension Scene {
  /// The scene on a canvas of `size` points, laid out by its own `canvasLayout`: the one rule
  /// every frontend uses when the canvas is not the scene's `size`.
  public func laidOut(on size: Size) -> Scene {
    size == self.size ? self : canvasLayout.layout(self, to: size)
  }
}

extension PropertyAnimation {
  /// The animation with `transform` applied to each of its values (from, to, by, keyframes).
  func mappingValues(_ transform: (PropertyValue) -> PropertyValue) -> PropertyAnimation {
    var animation = self
    animation.fromValue = transform(fromValue)
    animation.toValue = transform(toValue)
    animation.byValue = transform(byValue)
    animation.values = values.map(transform)
    return animation
  }
}
