/// Counter-based random numbers: every random draw is a pure function of
/// `(layer seed, cell index, birth serial, stream)`, so the CPU and the GPU, any frame rate and any
/// thread order draw the same values. Mirrored bit for bit in `Shaders/include/random.glsl`.
///
/// The mixing function is the PCG hash (Jarzynski and Olano, "Hash Functions for GPU Rendering",
/// JCGT 2020): one LCG step, then PCG's random-shift output permutation. 32-bit integer arithmetic
/// only, so GLSL's `uint` reproduces it exactly.
package enum CounterHash {
  @inlinable
  package static func pcg(_ input: UInt32) -> UInt32 {
    let state = input &* 747_796_405 &+ 2_891_336_453
    let word = ((state >> ((state >> 28) &+ 4)) ^ state) &* 277_803_737
    return (word >> 22) ^ word
  }

  /// The key of one particle: its layer's seed word, its cell, its 64-bit birth serial.
  @inlinable
  package static func particleKey(seed: UInt32, cell: UInt32, serial: UInt64) -> UInt32 {
    var h = pcg(seed)
    h = pcg(h ^ cell)
    h = pcg(h ^ UInt32(truncatingIfNeeded: serial))
    h = pcg(h ^ UInt32(truncatingIfNeeded: serial >> 32))
    return h
  }

  /// 32 random bits of one stream of one particle. The golden-ratio multiplier spreads consecutive
  /// stream numbers over the whole word before mixing.
  @inlinable
  package static func bits(key: UInt32, stream: RandomStream) -> UInt32 {
    pcg(key ^ (stream.rawValue &* 0x9E37_79B9))
  }

  /// A float uniform in [0, 1): the top 24 bits, scaled by 2^-24. Both steps are exact in Float.
  @inlinable
  package static func unit(_ bits: UInt32) -> Float {
    Float(bits >> 8) * 0x1p-24
  }

  /// The seed word of one layer, from the scene's seed, the layer's own `seed` and its index.
  /// Computed once on the CPU and handed to the GPU as a uniform.
  static func layerSeed(sceneSeed: UInt32, layerSeed: UInt32, layerIndex: Int) -> UInt32 {
    pcg(sceneSeed ^ pcg(layerSeed ^ pcg(UInt32(truncatingIfNeeded: layerIndex))))
  }
}
