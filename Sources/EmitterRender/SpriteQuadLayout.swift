import EmitterGL

/// The std430 mirror of `SpriteQuad` in Shaders/include/sprite_quads.glsl: what the draw's
/// compute pass prepares per entry and its vertex stage reads. Checked against reflection.
package enum SpriteQuadLayout {
  /// Four clip-space corners (64 B), the tint (16 B), the cell (4 B), the sprite-sheet frame's
  /// texture offset (8 B, at 88), padded to 16.
  package static let stride = 96

  /// Entries prepared and drawn at a time: a million, or fewer where this context's storage
  /// blocks are smaller (llvmpipe: 128 MiB). Larger layers are drawn chunk after chunk, in order.
  package static func chunkEntries(maximumBlockSize: Int = GL.limits.maxShaderStorageBlockSize) -> Int {
    max(1, min(1 << 20, maximumBlockSize / stride))
  }
}
