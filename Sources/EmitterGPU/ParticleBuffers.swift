import EmitterGL

/// Read-only handles on a `GPUSimulator`'s particle state, for passes that draw or sort it.
/// Layouts: `ParticleStateLayout` (motions, lifetimes, records) and `CellTemplateLayout`.
public struct ParticleBuffers: Sendable {
  public let motions: Buffer
  public let lifetimes: Buffer
  public let records: Buffer
  public let cellTemplates: Buffer
  /// Slots in each buffer; a slot is live when its age is below its lifetime.
  public let slotCount: Int
}
