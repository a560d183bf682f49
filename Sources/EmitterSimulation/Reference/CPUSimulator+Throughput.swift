import Foundation

/// What the benchmarks need to know about the CPU reference's integrate pass.
extension CPUSimulator {
  /// Every core this process may run on: the `threadCount` for the fastest integrate pass.
  package static var allCores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// Bytes of particle state the integrate pass reads and writes per live particle, without
  /// behaviours: it reads position and velocity (16 bytes each: a `SIMD3<Float>` is stored and
  /// loaded as four lanes), age and lifetime, and writes position, velocity and age back, all in
  /// columns that it streams (`ParticleColumns`). Not counted: the birth records, which it never
  /// touches (under behaviours it also reads `mass` from them), the step lengths of the step's
  /// newborns, and closing gaps left by deaths out of spawn order (none where a cell's particles
  /// share one lifetime: they die oldest first).
  package static let integrateBytesPerParticle: Int = {
    let vector = MemoryLayout<SIMD3<Float>>.stride
    let scalar = MemoryLayout<Float>.stride
    let read = 2 * vector + 2 * scalar
    let written = 2 * vector + scalar
    return read + written
  }()
}
