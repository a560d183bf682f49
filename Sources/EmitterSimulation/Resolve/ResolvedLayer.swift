import EmitterModel

/// A layer's emitter geometry and randomness in the form the simulators consume.
package struct ResolvedLayer: Sendable, Equatable {
  package var index: Int
  /// The random key's seed word (scene seed, layer seed and layer index mixed).
  package var seedWord: UInt32
  package var shape: EmitterShape
  package var mode: EmitterMode
  /// Centre of the shape (x, y, emitterZPosition).
  package var position: SIMD3<Float>
  /// (width, height, depth) of the shape.
  package var size: SIMD3<Float>
  /// The `rectangles` shape's rects (empty for the other shapes).
  package var rects = EmitterRectList()
  /// The `mask` shape's table (empty for the other shapes) and what it was made from.
  package var mask = EmitterMaskTable()
  package var maskKey: EmitterMaskKey?
  /// The scene's half-width factor for `…Range` values (1 or 1/2).
  package var halfWidth: Float
  /// The scene's `emissionRangeMode` is `fan`: directions spread in angle in the plane.
  package var fanEmission: Bool = false
  /// The flat indices of this layer's cells, parents first.
  package var cells: Range<Int>
  package var beginTime: Double
  package var speed: Double
  package var timeOffset: Double
  /// The layer's enabled behaviours, in order, as resolved for the current step.
  package var behaviors: [ResolvedBehavior]

  /// Layer-local time at scene time `t`: nothing happens before `beginTime`; then time runs at
  /// `speed`, starting `timeOffset` seconds in.
  package func localTime(atSceneTime t: Double) -> Double {
    max(0, t - beginTime) * max(0, speed) + (t >= beginTime ? max(0, timeOffset) : 0)
  }
}
