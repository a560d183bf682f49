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

  package subscript(array: ParticleStateLayout.Array) -> Buffer { arrays[array]! }

  /// Binds every particle array to its binding point, and the cell templates, behaviours and
  /// trail rings to theirs.
  package func bind() {
    for (array, buffer) in arrays { buffer.bind(to: array.binding) }
    cellTemplates.bind(to: .cellTemplates)
    behaviors.bind(to: .behaviors)
    trails.bind(to: .particleTrail)
  }
}
