import EmitterGL

/// The std430 mirrors of the particle storage blocks in Shaders/include/particle_state.glsl and
/// the planned-birth batch in Shaders/simulate/spawn.comp. Particle state is one array per attribute group,
/// each at most 16 bytes per slot, so a 128 MiB storage block (llvmpipe's limit) holds 8 M slots;
/// a larger pool is bound a window at a time (`SlotWindows`).
package enum ParticleStateLayout {
  /// One per-slot array: its block, its binding and its bytes per slot.
  package enum Array: CaseIterable, Sendable {
    /// Hot: `vec4 positionAge[]`, position (pt) and age (s).
    case positionAge
    /// Hot: `vec4 velocityStep[]`, velocity (pt/s) and a newborn's first step (s), else -1.
    case velocityStep
    /// Read every step: `float lifetimes[]`.
    case lifetimes
    /// Cold: `ParticleRecord records[]` (scale, spin, rotation, cell).
    case records
    /// Cold: `vec4 birthColors[]`.
    case birthColors
    /// Cold: `vec4 normalMass[]`, the quad's unit normal and the mass.
    case normalMass
    /// Cold: `uvec2 serials[]`, the 64-bit birth serial (low, high).
    case serials

    package var stride: Int {
      switch self {
      case .lifetimes: return 4
      case .serials: return 8
      default: return 16
      }
    }

    package var binding: ShaderBindings.StorageBlock {
      switch self {
      case .positionAge: return .particlePosition
      case .velocityStep: return .particleVelocity
      case .lifetimes: return .particleLifetime
      case .records: return .particleBirth
      case .birthColors: return .particleColor
      case .normalMass: return .particleNormal
      case .serials: return .particleSerial
      }
    }

    /// The storage block's name in GLSL, and its array member's (the slots of the bound window;
    /// shaders reach it through a macro of the attribute's name).
    package var blockName: String {
      switch self {
      case .positionAge: return "ParticlePositions"
      case .velocityStep: return "ParticleVelocities"
      case .lifetimes: return "ParticleLifetimes"
      case .records: return "ParticleRecords"
      case .birthColors: return "ParticleColors"
      case .normalMass: return "ParticleNormals"
      case .serials: return "ParticleSerials"
      }
    }

    package var memberName: String { String(describing: self) + "Window" }
  }

  /// `ParticleRecord`'s members and offsets.
  package enum Record: Int, CaseIterable, Sendable {
    case scale = 0, spin = 4, rotation = 8, cell = 12
    package var name: String { String(describing: self) }
  }

  /// `PlannedBirth`: one top-level birth of the spawn batch, 20 bytes.
  package enum PlannedBirth: Int, CaseIterable, Sendable {
    case serialLow = 0, serialHigh = 4, cell = 8, slot = 12, firstStep = 16
    package static let stride = 20
    package var name: String { String(describing: self) }
  }

  /// Bytes per slot over all arrays.
  static let bytesPerSlot = Array.allCases.reduce(0) { $0 + $1.stride }

  /// Bytes the integrate pass moves per live particle: position-age and velocity-step read and
  /// written, the lifetime read.
  package static let integrateBytesPerParticle = 2 * (Array.positionAge.stride + Array.velocityStep.stride) + Array.lifetimes.stride
}
