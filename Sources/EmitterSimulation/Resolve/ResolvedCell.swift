import EmitterModel

/// One cell with its layer's multipliers applied, in the single precision both simulators use.
///
/// `SceneResolver` builds the table each frame (later, with animations evaluated); the CPU
/// reference reads it directly and the GPU path uploads the same numbers, so both start from
/// identical inputs. Values marked "baked" are drawn into a particle at birth; the rest are read
/// live every step.
package struct ResolvedCell: Sendable, Equatable {
  /// Index in the scene's flat table (all layers, each layer's cells depth-first, parents first).
  package var index: Int
  /// Index within its layer's flat table: the `cell` word of the random key.
  package var indexInLayer: Int
  package var layer: Int
  /// Flat index of the parent cell, or nil for a top-level cell.
  package var parent: Int?
  /// Dotted names from the top-level cell down (`rocket.spark`); unnamed cells use their index.
  package var path: String
  /// False when this cell or an ancestor is disabled: it emits nothing.
  package var emits: Bool

  // Emission (rate and window in the parent's time: layer time, or the parent particle's age).
  /// Births per second per emitter: for a top-level cell, cell × layer `birthRate` × the cell's
  /// timing speed; for a sub-cell, per parent particle, cell `birthRate` × timing speed.
  package var birthRate: Double
  package var window: ClosedOpenInterval
  /// For a sub-cell: birth serial = parent serial × stride + k, k < stride (unique, no atomics).
  /// Fixed for the whole run: computed from the longest lifetime any animation allows.
  package var childStride: UInt64
  /// The longest lifetime any particle of this cell can draw over the whole run (animated
  /// lifetimes at their largest), seconds: what slots are held for.
  var longestLifetime: Double
  /// The largest `birthRate` any animation allows over the whole run (the resolved rate for a
  /// cell whose rate does not animate): what a sub-cell's slots per parent are sized for.
  package var peakBirthRate: Double = 0
  /// For a sub-cell whose `birthRate` animates: how each parent fixes its own rate at its birth
  /// (`SubCellRateSampling`); nil when every parent uses `birthRate`.
  package var rateSampling: SubCellRateSampling?
  /// When a sub-cell's children are born (`BirthEvent`): over the parent's life, or
  /// `floor(birthRate)` at its death or at each of its first contacts with a collider. `life`
  /// for top-level cells.
  package var birthEvent: BirthEvent = .life

  // Baked at birth.
  package var lifetime: Float
  package var lifetimeRange: Float
  package var velocity: Float
  package var velocityRange: Float
  package var emissionLongitude: Float
  package var emissionLatitude: Float
  package var emissionRange: Float
  package var scale: Float
  package var scaleRange: Float
  package var spin: Float
  package var spinRange: Float
  package var rotation: Float
  package var rotationRange: Float
  package var color: SIMD4<Float>
  package var colorRange: SIMD4<Float>
  package var mass: Float
  package var massRange: Float
  package var particleType: ParticleType
  package var orientationLongitude: Float
  package var orientationLatitude: Float
  package var orientationRange: Float

  // Live.
  package var acceleration: SIMD3<Float>
  package var scaleSpeed: Float
  package var colorSpeed: SIMD4<Float>
  /// The behaviours acting on this cell's particles: its layer's enabled ones, then the last
  /// `ownBehaviorCount`, the cell's own enabled ones (CAEmitterCell's private `emitterBehaviors`).
  package var behaviors: [ResolvedBehavior] = []
  package var ownBehaviorCount = 0
  /// Top-level cells: most particles alive at once (the planner skips births past it); 0 none.
  package var maxParticles: Int = 0
  /// How the cell samples its particles' paths for trails; nil keeps none (read every step).
  package var trail: TrailSampling?
  /// The ribbon's width (points) and colour at the particle and at its oldest sample (drawing).
  package var trailWidths = SIMD2<Float>(0, 0)
  package var trailColor = SIMD4<Float>(1, 1, 1, 1)
  package var trailEndColor = SIMD4<Float>(1, 1, 1, 0)
}
