/// The std430 mirrors of the particle storage blocks in Shaders/include/particle_state.glsl and
/// the planned-birth batch in Shaders/spawn.comp.
public enum ParticleStateLayout {
  /// `ParticleMotion`: the hot state, 32 bytes per slot.
  public enum Motion: Int, CaseIterable, Sendable {
    case positionAge = 0, velocityStep = 16
    public static let stride = 32
    public var name: String { String(describing: self) }
  }

  /// `ParticleRecord`: the birth record, 64 bytes per slot.
  public enum Record: Int, CaseIterable, Sendable {
    case color = 0, normalMass = 16, scale = 32, spin = 36, rotation = 40, cell = 44, serial = 48, reserved = 56
    public static let stride = 64
    public var name: String { String(describing: self) }
  }

  /// `lifetimes[]`: one float per slot.
  public static let lifetimeStride = 4

  /// `PlannedBirth`: one top-level birth of the spawn batch, 20 bytes.
  public enum PlannedBirth: Int, CaseIterable, Sendable {
    case serialLow = 0, serialHigh = 4, cell = 8, slot = 12, firstStep = 16
    public static let stride = 20
    public var name: String { String(describing: self) }
  }

  /// Bytes the integrate pass moves per live particle per step: the motion read and written,
  /// the lifetime read.
  public static let integrateBytesPerParticle = 2 * Motion.stride + lifetimeStride
}
