import EmitterGL

/// Read-only handles on a `GPUSimulator`'s particle state, for passes that draw or sort it.
/// Layouts: `ParticleStateLayout` (one array per attribute group, by slot), `CellTemplateLayout`
/// and `BehaviorLayout`: Shaders/include/appearance.glsl turns them into each particle's drawn
/// colour, scale and rotation (speeds, over-life curves, alignToMotion) at its age.
package struct ParticleBuffers: Sendable {
  package let arrays: [ParticleStateLayout.Array: Buffer]
  package let cellTemplates: Buffer
  /// Every layer's behaviours; each cell template names its layer's range.
  package let behaviors: Buffer
  /// Each slot's trail ring (trail.glsl); one unused entry while no cell keeps a trail.
  package let trails: Buffer
  /// Slots in each array; a slot is live when its age is below its lifetime.
  package let slotCount: Int
  /// How the arrays are bound: whole, or a window at a time when one storage block cannot hold
  /// them (`SlotWindows`).
  package let windows: SlotWindows

  package subscript(array: ParticleStateLayout.Array) -> Buffer { arrays[array]! }

  /// Binds every particle array to its binding point (whole: `bind(_:for:)` binds a window), and
  /// the cell templates, behaviours and trail rings to theirs.
  package func bind() {
    for (array, buffer) in arrays { buffer.bind(to: array.binding) }
    cellTemplates.bind(to: .cellTemplates)
    behaviors.bind(to: .behaviors)
    trails.bind(to: .particleTrail)
  }

  /// The windows of the pool that `slots` touches, each with the part of `slots` in it; one
  /// entry for a pool bound whole.
  package func windows(covering slots: Range<Int>) -> [SlotWindows.Window] {
    windows.windows(of: slotCount, covering: slots)
  }

  /// Binds the particle arrays for `window` (the whole pool when nil or when it holds the pool)
  /// from its first slot, and sets `program`'s window uniforms (particle_state.glsl) to match.
  package func bind(_ window: SlotWindows.Window?, for program: ShaderProgram) {
    for (array, buffer) in arrays {
      guard let slots = window?.slots else {
        buffer.bind(to: array.binding)
        continue
      }
      buffer.bind(
        as: .storageBlock, at: array.binding.rawValue, byteOffset: slots.lowerBound * array.stride,
        byteCount: slots.count * array.stride)
    }
    program.setWindow(window)
  }

  /// Runs a per-slot pass over `slots` (its uniforms `slotBase` and `slotCount`), once per window
  /// the slots touch, its `slotBase` relative to the window's first slot: the pass's shader
  /// defines SLOTS_IN_WINDOW (particle_state.glsl). The program must be in use.
  package func dispatch(_ program: ShaderProgram, over slots: Range<Int>) {
    for window in windows(covering: slots) {
      bind(window, for: program)
      let first = window.slots?.lowerBound ?? 0
      program.setUniform("slotBase", UInt32(window.part.lowerBound - first))
      program.setUniform("slotCount", UInt32(window.part.count))
      GL.dispatchCompute(invocations: window.part.count)
    }
  }
}
