import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterSimulation

/// What a run will take, worked out from sizes alone: the program, the particles at the scene's
/// peak, the contents atlas and the frames.
package struct MemoryEstimate: Equatable, Sendable {
  package var parts: [(what: String, bytes: Int)]

  package init(parts: [(what: String, bytes: Int)]) { self.parts = parts }
  package var total: Int { parts.reduce(0) { $0 &+ $1.bytes } }

  package static func == (a: MemoryEstimate, b: MemoryEstimate) -> Bool {
    a.parts.map(\.what) == b.parts.map(\.what) && a.parts.map(\.bytes) == b.parts.map(\.bytes)
  }

  /// The program itself, the runtime and the scene: measured at 28 MiB for `simulate`, 155 MiB
  /// for a render through llvmpipe (docs/BENCHMARKS.md, Long-run memory); rounded up.
  package static let programBytes = 48 << 20
  package static let glProgramBytes = 192 << 20
  /// Frames a render holds at once: the render target, two readback buffers, three frames
  /// waiting for the encoder, the encoder's straight-alpha copy.
  package static let framesHeld = 7
  /// Bytes taken per byte of the GPU particle arrays: the arrays, the driver's copy of them
  /// (llvmpipe keeps buffers in system memory) and the spawn plans. Measured: a render of 10^6
  /// live particles took 210 MiB over the program's 135, against 88 MiB of arrays.
  package static let gpuParticleCopies = 3

  /// The most particles alive at once: the peak bound, or `particleCap` where the bound is
  /// larger (the pools stop growing there).
  package static func peakParticles(_ scene: Scene) -> Int {
    let peak = scene.peakParticleBudget.total
    // Compared as Doubles first: a bound past Int.max (absurd rates and lifetimes) is the cap.
    guard peak.isFinite, peak < Double(scene.particleCap) else { return scene.particleCap }
    return Int(peak.rounded(.up))
  }

  /// Particles held per live particle by the CPU reference: pools that grow by doubling (the old
  /// and the new one both held while it grows: 3) and the snapshot printed at the end. Measured:
  /// `simulate` of 10^6 live particles peaked at 531 MiB, 4 x 122 MiB of particles over 28.
  package static let cpuParticleCopies = 4

  /// `emitter simulate`: the CPU reference's particles (`cpuParticleCopies`).
  package static func simulate(_ scene: Scene) -> MemoryEstimate {
    let particles = peakParticles(scene).multipliedReportingOverflow(
      by: cpuParticleCopies * MemoryLayout<Particle>.stride)
    return MemoryEstimate(parts: [
      ("the program", programBytes),
      ("particles", particles.overflow ? .max : particles.partialValue),
    ])
  }

  /// `emitter render`: the GPU particle arrays, the contents atlas (held twice while it is
  /// uploaded) and the frames.
  package static func render(_ scene: Scene, view: RenderView, atlasBytes: Int) -> MemoryEstimate {
    let perParticle = ParticleStateLayout.Array.allCases.reduce(0) { $0 + $1.stride }
    let particles = peakParticles(scene).multipliedReportingOverflow(
      by: gpuParticleCopies * perParticle)
    let frame = view.pixelWidth * view.pixelHeight * 4
    return MemoryEstimate(parts: [
      ("the program and its GL driver", glProgramBytes),
      ("particles", particles.overflow ? .max : particles.partialValue),
      ("contents", 2 * atlasBytes),
      ("frames", framesHeld * frame),
    ])
  }
}
