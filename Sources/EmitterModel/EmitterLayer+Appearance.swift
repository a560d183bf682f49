/// What a layer draws besides its particles (CALayer's background, border, clip and shadow), and
/// the limits scene files are checked against.
enum LayerShadow {
  /// The largest `shadowRadius`, points: the blur's kernel grows with it (`3 × radius / 2` pixels
  /// each side per pixel per point), so it is bounded like every other budget.
  static let maximumRadius = 100.0
}

extension EmitterLayer {
  /// The key paths of the appearance properties, all animatable: the renderers evaluate their
  /// animations at each frame's layer time. The mask's keys (`mask.cornerRadius`, …) and its
  /// geometry sub-paths (`mask.position.x`, …) are among them.
  package static let appearanceKeyPaths: Set<String> = Set([
    "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "masksToBounds",
    "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "contentsRect",
    "contentsCenter",
  ]).union(LayerMask.schema.properties.map { "mask." + $0.name })
    .union(LayerMask.geometrySubPaths.keys.map { "mask." + $0 })

  /// Whether the layer draws anything besides its particles, or clips them: when false, both
  /// renderers draw its particles straight onto the canvas as before these keys existed, so old
  /// scenes give the same bytes.
  package var drawsAppearance: Bool {
    contents != nil || backgroundColor.alpha > 0 || (borderWidth > 0 && borderColor.alpha > 0) || masksToBounds
      || (shadowOpacity > 0 && shadowColor.alpha > 0) || mask != nil
      || animations.contains { Self.appearanceKeyPaths.contains($0.keyPath) }
  }
}
