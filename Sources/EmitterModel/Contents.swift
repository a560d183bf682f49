/// What a particle draws (a cell's `contents`). Without contents a particle is simulated but
/// invisible; it still emits its sub-cells, as the rocket in Apple's Fireworks sample does.
public enum Contents: Hashable, Sendable, Codable {
  /// A built-in shape drawn crisply at any scale; `size` is its extent in points at scale 1.
  case shape(ContentsShape, size: Size)
  /// A PNG image; a relative path is resolved against the scene file's folder.
  case image(path: String)
  /// An emoji drawn from a colour emoji font; `size` is its em size in points.
  case emoji(String, size: Double)
  /// A closed path in SVG path syntax (M, L, C, Q, Z), in points.
  case path(String)
  /// Pixels held in memory (a `CGImage` assigned in code), drawn as a PNG image is; a scene
  /// file writes them as a PNG data URL.
  case bitmap(ContentsBitmap)
}

/// The built-in shapes.
public enum ContentsShape: String, CaseIterable, Sendable, Codable {
  /// The built-in shapes, filled white (the cell's colour tints them).
  case circle, triangle, square, rectangle
}
