import EmitterGL

/// The windows a particle pool is bound in. A storage block holds at most
/// `GL_MAX_SHADER_STORAGE_BLOCK_SIZE` bytes (llvmpipe: 128 MiB, 8 M slots of the widest array),
/// so a larger pool binds every per-slot array from one window's first slot at a time, and a pass
/// runs once per window it touches (Shaders/include/particle_state.glsl: the shaders subtract
/// `windowBase`). A pool within one window is bound whole, as one block.
package struct SlotWindows: Sendable, Equatable {
  /// Slots one window holds: a multiple of the offset alignment, so every array's window starts
  /// where a storage block binding may.
  package let windowSlots: Int

  /// Windows of `windowSlots` slots, rounded down to a multiple of `alignmentSlots`.
  package init(windowSlots: Int, alignmentSlots: Int) {
    let alignment = max(alignmentSlots, 1)
    self.windowSlots = max(windowSlots / alignment * alignment, alignment)
  }

  /// The windows this GL implementation's storage blocks allow: as many slots of the widest
  /// array as one block holds.
  package static var standard: SlotWindows {
    let limits = GL.limits
    let widest = ParticleStateLayout.Array.allCases.map(\.stride).max() ?? 16
    // An array's window starts at `first × stride` bytes; the narrowest stride (4) needs the
    // most slots between aligned starts.
    let narrowest = ParticleStateLayout.Array.allCases.map(\.stride).min() ?? 4
    return SlotWindows(
      windowSlots: limits.maxShaderStorageBlockSize / widest,
      alignmentSlots: max(limits.shaderStorageBufferOffsetAlignment / narrowest, 1))
  }

  /// Whether a pool of `totalSlots` is bound whole (one window holds it).
  package func holdsWhole(_ totalSlots: Int) -> Bool { totalSlots <= windowSlots }

  /// The windows of a pool of `totalSlots` that `slots` touches, each with the part of `slots`
  /// inside it: one whole-pool entry when one window holds the pool.
  package func windows(of totalSlots: Int, covering slots: Range<Int>) -> [Window] {
    guard !slots.isEmpty else { return [] }
    if holdsWhole(totalSlots) { return [Window(slots: nil, part: slots)] }
    let first = slots.lowerBound / windowSlots
    let last = (slots.upperBound - 1) / windowSlots
    return (first...last).map { index in
      let start = index * windowSlots
      let window = start..<min(start + windowSlots, totalSlots)
      return Window(slots: window, part: slots.clamped(to: window))
    }
  }

  /// A window to bind and the slots a pass takes in it.
  package struct Window: Sendable, Equatable {
    /// The window's slots; nil: the whole pool, bound as one block.
    package var slots: Range<Int>?
    /// The slots of the pass inside the window.
    package var part: Range<Int>

    /// The shaders' `windowBase` and `windowSlots` (0 and 0: the whole pool).
    package var uniforms: (base: UInt32, count: UInt32) {
      guard let slots else { return (0, 0) }
      return (UInt32(slots.lowerBound), UInt32(slots.count))
    }
  }
}

extension ShaderProgram {
  /// Sets the shaders' window of the particle arrays (particle_state.glsl). Every dispatch of a
  /// program that reads them sets it: programs are shared, and another simulator may have left
  /// another window in one.
  package func setWindow(_ window: SlotWindows.Window?) {
    let uniforms = window?.uniforms ?? (base: 0, count: 0)
    setUniform("windowBase", uniforms.base)
    setUniform("windowSlots", uniforms.count)
  }
}
