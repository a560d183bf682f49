import EmitterImage

extension ContentsAtlas {
  /// Where a cell's `trailContents` are and how a ribbon reads them (docs/SEMANTICS.md,
  /// "Trails"): the ribbon's (u, v), u along the trail and v across it, both 0...1, map onto the
  /// whole image, clamped to its outer texel centres so that bilinear filtering never reads the
  /// transparent rest of the layer. The GL renderer packs the same numbers (`CellContentsLayout`)
  /// and draw/ribbon.frag does the same arithmetic.
  package struct TrailEntry: Sendable, Equatable {
    /// The layer of the texture array.
    package var layer: Int
    /// The image's share of the layer: (u, v) = (1, 1) is its bottom-right corner.
    package var extent: SIMD2<Float>
    /// Half a texel of the layer, in texture coordinates: the clamp's margin.
    package var halfTexel: SIMD2<Float>

    init(layer: Int, image: RGBAImage, layerWidth: Int, layerHeight: Int) {
      self.layer = layer
      extent = SIMD2(
        Float(image.width) / Float(layerWidth), Float(image.height) / Float(layerHeight))
      halfTexel = SIMD2(0.5 / Float(layerWidth), 0.5 / Float(layerHeight))
    }

    /// The texture coordinate a ribbon's (u, v) reads.
    package func coordinate(_ uv: SIMD2<Float>) -> SIMD2<Float> {
      pointwiseMin(pointwiseMax(uv * extent, halfTexel), extent - halfTexel)
    }
  }
}
