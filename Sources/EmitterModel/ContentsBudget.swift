/// The sizes that bound how much memory a scene's contents may take, checked before any pixel is
/// allocated: by validation (which knows no pixel scale) and again by the atlas (which does).
///
/// Vector contents (shapes, emoji, paths) are rasterised at a density that drops, as the
/// contents grow, until the raster fits `maximumRasterSide` pixels, but never below
/// `minimumDensity`; so `maximumVectorExtent` points is the largest vector contents that fits
/// at any pixel scale. A larger particle is drawn by giving a smaller size and a larger `scale`
/// (the raster is then made at the density that scale needs, within the same budget).
package enum ContentsBudget {
  /// The largest side of a vector raster, pixels.
  package static let maximumRasterSide = 1024.0
  /// The lowest rasterisation density, pixels per point.
  package static let minimumDensity = 0.25
  /// The largest side of vector contents at scale 1, points: `maximumRasterSide / minimumDensity`.
  package static let maximumVectorExtent = maximumRasterSide / minimumDensity
  /// An emoji's raster spans about 1.25 em (ascent, descent, side bearings).
  package static let emojiExtentPerEm = 1.25
  /// The largest side of a contents PNG, pixels; larger images are refused before their pixels
  /// are decoded (images over `ImageContents.maximumSide` are halved after decoding).
  package static let maximumImageSide = 16384
  /// The most bytes a scene file's distinct embedded images (PNG data URLs) may take decoded,
  /// checked from their headers before any is decoded (`EmbeddedImageBudget`).
  static let maximumEmbeddedImageBytes = 256 << 20

  /// How to get a larger particle within the budget, for messages.
  static let largerParticleHint =
    "contents are rasterised into at most \(Int(maximumRasterSide)) pixels a side at no less"
    + " than \(minimumDensity) pixel per point, so vector contents span at most"
    + " \(Int(maximumVectorExtent)) points; for a larger particle give a smaller size and raise"
    + " the cell's scale"
}
