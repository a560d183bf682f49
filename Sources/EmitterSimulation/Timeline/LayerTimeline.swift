import EmitterModel

/// One layer's animations, compiled: each key path resolved once, its animations kept in the
/// order they were added. `layer(at:)` is the layer as its animations make it at a moment of
/// timeline time (layer time since the last restart), which the simulators resolve each step.
///
/// Animations of the same key path stack as in Core Animation: each later one replaces the value
/// so far, or adds to it when additive; different key paths are independent.
package struct LayerTimeline: Sendable {
  /// All animations of one key path.
  package struct Track: Sendable {
    package let reference: LayerPropertyReference
    package let animations: [PropertyAnimation]
    /// The model value, and each animation prepared against it.
    let modelValue: PropertyValue?
    let evaluators: [PropertyAnimation.Evaluator]

    init(reference: LayerPropertyReference, animations: [PropertyAnimation], model: EmitterLayer) {
      self.reference = reference
      self.animations = animations
      modelValue = reference.value(in: model)
      evaluators =
        modelValue.map { value in animations.map { $0.evaluator(modelValue: value) } } ?? []
    }
  }

  /// The layer as the scene sets it: what every animation starts from and returns to.
  package var model: EmitterLayer { storage.model }
  package let tracks: [Track]
  /// The model behind a reference: a layer's value is over a kilobyte, and the planner keeps a
  /// timeline per layer index for the simulation's life.
  private let storage: ModelStorage

  private final class ModelStorage: Sendable {
    let model: EmitterLayer
    let chain: TimelineChain
    init(_ model: EmitterLayer, ancestors: [TimelineChain.Link]) {
      self.model = model
      chain = TimelineChain(layer: model, ancestors: ancestors)
    }
  }

  /// The timeline of every removed layer's placeholder (no animations), shared.
  static let removed = LayerTimeline(EmitterLayer())

  /// Resolves every animation's key path against `model`, whose timeline is folded by its own
  /// timing and its folding `ancestors` (`Scene.timelineAncestors(of:)`). Key paths that name
  /// nothing are skipped (a validated scene has none).
  package init(_ model: EmitterLayer, ancestors: [TimelineChain.Link] = []) {
    storage = ModelStorage(model, ancestors: ancestors)
    var order: [String] = []
    var references: [String: LayerPropertyReference] = [:]
    var grouped: [String: [PropertyAnimation]] = [:]
    for animation in model.animations {
      guard let reference = try? model.animatedProperty(for: animation) else { continue }
      if grouped[animation.keyPath] == nil { order.append(animation.keyPath) }
      references[animation.keyPath] = reference
      grouped[animation.keyPath, default: []].append(animation)
    }
    tracks = order.compactMap { path in
      references[path].map { Track(reference: $0, animations: grouped[path] ?? [], model: model) }
    }
  }

  var isAnimated: Bool { !tracks.isEmpty }

  /// The layer's own timing and its ancestors' as folds of its active time (`TimelineChain`).
  package var chain: TimelineChain { storage.chain }

  /// Timeline time at `x` seconds of active time since the timeline's origin (the restart at
  /// layer time `epoch`): `x` itself, or folded by the layer's own timing and its ancestors';
  /// nil where a fold puts the timeline off.
  package func timelineTime(sinceOrigin x: Double, epoch: Double) -> Double? {
    guard storage.chain.isFolded else { return x }
    return storage.chain.timelineTime(atActiveTime: x, epoch: epoch)?.time
  }

  /// The layer at timeline time `t`: every track's value stored into a copy of the model; the
  /// model itself where the timeline is off (`t` nil).
  package func layer(at t: Double?) -> EmitterLayer {
    var layer = model
    guard let t else { return layer }
    for track in tracks {
      if let value = value(of: track, at: t) { track.reference.setValue(value, in: &layer) }
    }
    return layer
  }

  /// A track's value at `t`: the model value, then each animation in order.
  package func value(of track: Track, at t: Double) -> PropertyValue? {
    guard var value = track.modelValue else { return nil }
    for evaluator in track.evaluators {
      if let animated = evaluator.value(atLayerTime: t, underlying: value) { value = animated }
    }
    return value
  }

  /// The tracks whose key path is one of `keyPaths`.
  package func tracks(for keyPaths: Set<String>) -> [Track] {
    tracks.filter { keyPaths.contains($0.reference.keyPath) }
  }
}

extension LayerTimeline.Track {
  /// Whether any animation of the track can change its value inside `[a, b)`: one whose
  /// animated interval overlaps it.
  func varies(in a: Double, _ b: Double) -> Bool {
    animations.contains { $0.changeInterval.overlap(a, b) > 0 }
  }

  /// Moments in `(a, b)` where the track's value may jump or kink (`PropertyAnimation.joints`).
  func joints(in a: Double, _ b: Double) -> [Double] {
    animations.flatMap { $0.joints(in: a, b) }
  }
}

extension LayerTimeline {
  /// The model with every animated number raised to the largest magnitude its animations can
  /// reach (`PropertyAnimation.componentBounds`): what the fixed per-cell numbers (children per
  /// parent, how long slots are held) are computed from, so no animation can outgrow them.
  var envelope: EmitterLayer {
    var layer = model
    for track in tracks {
      guard let modelValue = track.reference.value(in: model), case .number(let value) = modelValue
      else { continue }
      var largest = abs(value)
      for animation in track.animations {
        guard let bounds = animation.componentBounds(modelValue: modelValue)?.first else {
          largest = .infinity
          continue
        }
        largest = max(largest, abs(bounds.lowerBound), abs(bounds.upperBound))
      }
      track.reference.setValue(.number(largest), in: &layer)
    }
    return layer
  }
}
