import EmitterModel
import EmitterSimulation

/// The std430 (here the same as std140) mirror of the `Behaviors` block in Shaders/include/behaviors.glsl: every layer's
/// enabled behaviours (`ResolvedLayer.behaviors`), layer after layer. Each cell template names its
/// layer's range (`CellTemplateLayout`'s `behaviorFirst`, `behaviorCount`).
package enum BehaviorLayout {
  /// Most behaviours a scene may have over all its layers on the GPU path. The block is a storage
  /// block sized by the scene (1024 × 224 bytes is 224 KiB), not a 16 KiB uniform block.
  package static let maximumBehaviors = 1024
  /// `MAX_CURVE_KEYS`, the model's limit on an over-life curve.
  package static let maximumCurveKeys = EmitterBehavior.maximumCurveKeys
  package static let stride = 224

  /// Every member with its std140 offset; names are the GLSL field names.
  package enum Member: Int, CaseIterable, Sendable {
    case kind = 0, variant = 4, keyCount = 8, additive = 12, vector = 16, axis = 32, scalars = 48
    case locations = 64, values = 96

    package var name: String { String(describing: self) }
    package var offset: Int { rawValue }
  }

  /// `BEHAVIOR_*`.
  package enum Kind: UInt32, CaseIterable, Sendable {
    case wave = 0, drag, attractor, alignToMotion, valueOverLife, colorOverLife, radialAcceleration,
      orbit, turbulence, collision
  }

  /// Each layer's range in the block.
  package static func ranges(_ scene: ResolvedScene) -> [Range<Int>] {
    var next = 0
    return scene.layers.map { layer in
      defer { next += layer.behaviors.count }
      return next..<(next + layer.behaviors.count)
    }
  }

  /// Each flat cell's range: its layer's, or, for a cell with behaviours of its own, a range after
  /// every layer's holding its layer's enabled behaviours and then its own.
  static func cellRanges(_ scene: ResolvedScene) -> [Range<Int>] {
    let layers = ranges(scene)
    var next = layers.last?.upperBound ?? 0
    return scene.cells.map { cell in
      guard cell.ownBehaviorCount > 0 else { return layers[cell.layer] }
      defer { next += cell.behaviors.count }
      return next..<(next + cell.behaviors.count)
    }
  }

  /// The block's behaviours in order: every layer's, then each cell range of its own.
  static func blockBehaviors(_ scene: ResolvedScene) -> [ResolvedBehavior] {
    scene.layers.flatMap(\.behaviors)
      + scene.cells.filter { $0.ownBehaviorCount > 0 }.flatMap(\.behaviors)
  }

  /// Entries the resolved scene fills.
  package static func needed(_ scene: ResolvedScene) -> Int { blockBehaviors(scene).count }

  /// Entries of a scene's block: its behaviours, enabled or not (so the block keeps its size while
  /// `enabled` changes), cells' own included (`Scene.behaviorBlockEntries`), at least one.
  package static func entries(of scene: Scene) -> Int {
    max(1, scene.behaviorBlockEntries)
  }

  /// Whether any entry is a turbulence, whose field drifts: the block is packed again before
  /// each of its layer's steps (`pack(_:entries:layerTime:)`).
  static func hasTurbulence(_ scene: ResolvedScene) -> Bool {
    blockBehaviors(scene).contains(where: \.isTurbulence)
  }

  /// The whole block of `entries`: every layer's enabled behaviours in order, unused entries zero,
  /// turbulences scrolled to `layerTime` (the step's start: only the stepping layer's entries
  /// are read before the block is packed again).
  static func pack(_ scene: ResolvedScene, entries: Int, layerTime: Double = 0) -> [UInt32] {
    var writer = BlockWriter(byteCount: entries * stride)
    let all = ResolvedBehavior.scrolled(blockBehaviors(scene), to: layerTime)
    // Image colliders' grids follow one another in `ColliderGridLayout`'s buffer, in this order.
    var gridWord = 0
    for (index, behavior) in all.prefix(entries).enumerated() {
      write(behavior, into: &writer, at: index * stride, gridWord: UInt32(gridWord))
      if case .collision(let c) = behavior, let grid = c.grid { gridWord += grid.bits.count }
    }
    return writer.words
  }

  private static func write(
    _ behavior: ResolvedBehavior, into w: inout BlockWriter, at base: Int, gridWord: UInt32
  ) {
    func set(_ member: Member, _ value: UInt32) { w.set(value, at: base + member.offset) }
    func set(_ member: Member, _ value: SIMD4<Float>) { w.set(value, at: base + member.offset) }
    switch behavior {
    case .wave(let force, let frequency):
      set(.kind, Kind.wave.rawValue)
      set(.vector, SIMD4(force, frequency))
    case .drag(let coefficient):
      set(.kind, Kind.drag.rawValue)
      set(.scalars, SIMD4(coefficient, 0, 0, 0))
    case .attractor(let a):
      set(.kind, Kind.attractor.rawValue)
      set(.variant, a.shape.rawValue)
      set(.vector, SIMD4(a.position, a.stiffness))
      set(.axis, SIMD4(a.axis, a.radius))
      set(.scalars, SIMD4(a.falloff, a.falloffDistance, 0, 0))
    case .radialAcceleration(let centre, let radial, let tangential):
      set(.kind, Kind.radialAcceleration.rawValue)
      set(.vector, SIMD4(centre.x, centre.y, 0, radial))
      set(.scalars, SIMD4(tangential, 0, 0, 0))
    case .orbit(let orbit):
      set(.kind, Kind.orbit.rawValue)
      set(.vector, SIMD4(orbit.centre.x, orbit.centre.y, orbit.angularSpeed, orbit.endRadius))
    case .turbulence(let field):
      set(.kind, Kind.turbulence.rawValue)
      set(.variant, field.octaves)
      set(.additive, field.usesDepth ? 1 : 0)
      set(.vector, SIMD4(field.phase, field.frequency))
      set(.scalars, SIMD4(field.strength, field.normalization, 0, 0))
    case .collision(let c):
      set(.kind, Kind.collision.rawValue)
      set(.variant, c.shape.rawValue)
      set(.additive, c.response.rawValue)
      set(.vector, c.geometry)
      set(.axis, SIMD4(c.direction, 0))
      if let grid = c.grid {
        set(.keyCount, gridWord)
        set(.axis, SIMD4(Float(grid.width), Float(grid.height), 0, 0))
      }
      set(.scalars, SIMD4(c.restitution, c.friction, c.settleSpeed, 0))
    case .alignToMotion(let rotation):
      set(.kind, Kind.alignToMotion.rawValue)
      set(.scalars, SIMD4(rotation, 0, 0, 0))
    case .valueOverLife(let target, let curve, let additive):
      set(.kind, Kind.valueOverLife.rawValue)
      set(.variant, UInt32(OverLifeKeyPath.allCases.firstIndex(of: target) ?? 0))
      set(.additive, additive ? 1 : 0)
      writeCurve(
        locations: curve.locations, values: curve.values.map { SIMD4($0, 0, 0, 0) }, into: &w,
        at: base)
    case .colorOverLife(let curve):
      set(.kind, Kind.colorOverLife.rawValue)
      writeCurve(locations: curve.locations, values: curve.values, into: &w, at: base)
    }
  }

  private static func writeCurve(
    locations: [Float], values: [SIMD4<Float>], into w: inout BlockWriter, at base: Int
  ) {
    let count = min(values.count, maximumCurveKeys)
    w.set(UInt32(count), at: base + Member.keyCount.offset)
    for i in 0..<count {
      w.set(locations[i], at: base + Member.locations.offset + 4 * i)
      w.set(values[i], at: base + Member.values.offset + 16 * i)
    }
  }
}
