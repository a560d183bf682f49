import EmitterModel

/// Sprite sheets: which frame a particle shows at an age, and where that frame is in the atlas.
/// Shaders/include/contents_frames.glsl does the same operations, so both renderers pick the
/// same frame for every particle.
extension ContentsAtlas.Entry {
  /// The frame shown at `age` of a particle living `lifetime` seconds:
  ///
  ///     count ≤ 1           0 (a still image)
  ///     loop                floor(age × fps) mod count
  ///     once                min(floor(age × fps), count - 1)
  ///     lifetime            min(floor(clamp(age / lifetime, 0, 1) × count), count - 1)
  package func frame(age: Float, lifetime: Float) -> Int {
    guard frameCount > 1 else { return 0 }
    let count = UInt32(frameCount)
    let last = count - 1
    if frameMode == .lifetime {
      let u = lifetime > 0 ? min(max(age / lifetime, 0), 1) : 0
      let f = (u * Float(count)).rounded(.down)
      return Int(min(UInt32(f), last))
    }
    // Whole frames since birth, capped below 2^32 so the conversion is defined.
    let f = min((max(age, 0) * framesPerSecond).rounded(.down), 4_294_967_040)
    guard f.isFinite else { return 0 }
    let whole = UInt32(f)
    return Int(frameMode == .once ? min(whole, last) : whole % count)
  }

  /// How far frame `index` is from the first, in the atlas's texture coordinates.
  package func frameOffset(_ index: Int) -> SIMD2<Float> {
    let perRow = framesPerRow > 0 ? framesPerRow : max(frameCount, 1)
    return SIMD2(Float(index % perRow), Float(index / perRow)) * textureSize
  }
}
