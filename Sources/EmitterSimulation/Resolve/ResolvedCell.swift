import EmitterModel

/// One cell with its layer's multipliers applied, in the single precision both simulators use.
///
/// `SceneResolver` builds the table each frame (later, with animations evaluated); the CPU
/// reference reads it directly and the GPU path uploads the same numbers, so both start from
/// identical inputs. Values marked "baked" are drawn into a particle at birth; the rest are read
/// live every step.
public struct ResolvedCell: Sendable, Equatable {
  /// Index in the scene's flat table (all layers, each layer's cells depth-first, parents first).
  public var index: Int
  /// Index within its layer's flat table: the `cell` word of the random key.
  public var indexInLayer: Int
  public var layer: Int
  /// Flat index of the parent cell, or nil for a top-level cell.
  public var parent: Int?
  /// Dotted names from the top-level cell down (`rocket.spark`); unnamed cells use their index.
  public var path: String
  /// False when this cell or an ancestor is disabled: it emits nothing.
  public var emits: Bool

  // Emission (rate and window in the parent's time: layer time, or the parent particle's age).
  /// Births per second per emitter: for a top-level cell, cell × layer `birthRate` × the cell's
  /// timing speed; for a sub-cell, per parent particle, cell `birthRate` × timing speed.
  public var birthRate: Double
  public var window: ClosedOpenInterval
  /// For a sub-cell: birth serial = parent serial × stride + k, k < stride (unique, no atomics).
  /// Fixed for the whole run: computed from the longest lifetime any animation allows.
  public var childStride: UInt64
  /// The longest lifetime any particle of this cell can draw over the whole run (animated
  /// lifetimes at their largest), seconds: what slots are held for.
  public var longestLifetime: Double

  // Baked at birth.
  public var lifetime: Float
  public var lifetimeRange: Float
  public var velocity: Float
  public var velocityRange: Float
  public var emissionLongitude: Float
  public var emissionLatitude: Float
  public var emissionRange: Float
  public var scale: Float
  public var scaleRange: Float
  public var spin: Float
  public var spinRange: Float
  public var rotation: Float
  public var rotationRange: Float
  public var color: SIMD4<Float>
  public var colorRange: SIMD4<Float>
  public var mass: Float
  public var massRange: Float
  public var particleType: ParticleType
  public var orientationLongitude: Float
  public var orientationLatitude: Float
  public var orientationRange: Float

  // Live.
  public var acceleration: SIMD3<Float>
  public var scaleSpeed: Float
  public var colorSpeed: SIMD4<Float>
  /// The behaviours acting on this cell's particles: its layer's enabled ones, then the last
  /// `ownBehaviorCount`, the cell's own enabled ones (CAEmitterCell's private `emitterBehaviors`).
  public var behaviors: [ResolvedBehavior] = []
  public var ownBehaviorCount = 0
  /// Top-level cells: most particles alive at once (the planner skips births past it); 0 none.
  package var maxParticles: Int = 0
}
