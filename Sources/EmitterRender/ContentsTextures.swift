import EmitterContents
import EmitterGL
import EmitterModel

/// A `ContentsAtlas` on the GPU: one 2D array texture with every level uploaded, and one sampler
/// per filter pair, each on its own texture unit from `ShaderBindings.contentsTextureUnit`.
/// Owned by `ParticleRenderer`, destroyed by it.
struct ContentsTextures {
  let texture: TextureArray
  let samplers: [Sampler]

  init(_ atlas: ContentsAtlas) throws(RenderError) {
    let layers = max(1, atlas.levels.count)
    guard atlas.layerWidth <= GL.maxTextureSize, atlas.layerHeight <= GL.maxTextureSize,
      layers <= GL.maxArrayTextureLayers
    else {
      throw .contentsTooLarge(
        width: atlas.layerWidth, height: atlas.layerHeight, layers: layers,
        maximumSide: GL.maxTextureSize, maximumLayers: GL.maxArrayTextureLayers)
    }
    texture = TextureArray(
      .init(
        width: atlas.layerWidth, height: atlas.layerHeight, layers: layers,
        levels: atlas.levelCount, label: "cell contents"))
    for (layer, levels) in atlas.levels.enumerated() {
      for (level, image) in levels.enumerated() {
        texture.upload(level: level, layer: layer, pixels: image.pixels)
      }
    }
    if atlas.levels.isEmpty {
      for level in 0..<texture.levels {
        let (w, h) = texture.size(ofLevel: level)
        texture.upload(level: level, layer: 0, pixels: [UInt8](repeating: 0, count: w * h * 4))
      }
    }
    samplers = (0..<CellContentsLayout.samplerCount).map { index in
      let filters = CellContentsLayout.filters(ofSampler: index)
      return Sampler(
        minification: Self.samplerFilter(filters.minification),
        magnification: Self.samplerFilter(filters.magnification),
        label: "contents \(filters.minification)/\(filters.magnification)")
    }
  }

  /// Binds the texture and each sampler to their units.
  func bind() {
    for (offset, sampler) in samplers.enumerated() {
      texture.bind(toUnit: ShaderBindings.contentsTextureUnit + offset)
      sampler.bind(toUnit: ShaderBindings.contentsTextureUnit + offset)
    }
  }

  /// Binds sampler `index` to the first contents unit, as sprite_one_sampler.frag reads it;
  /// `bind()` puts sampler 0 back.
  func bindOnly(sampler index: Int) {
    samplers[index].bind(toUnit: ShaderBindings.contentsTextureUnit)
  }

  func destroy() {
    texture.destroy()
    for sampler in samplers { sampler.destroy() }
  }

  private static func samplerFilter(_ filter: ContentsFilter) -> Sampler.Filter {
    switch filter {
    case .nearest: .nearest
    case .linear: .linear
    case .trilinear: .trilinear
    }
  }
}
