import EmitterGPU
import EmitterModel
import EmitterSimulation

/// Runs the CPU reference and the GPU simulator over the same frame times and compares their
/// particles: the check behind the GPU tests.
///
/// The two run one after the other, the CPU reference first, and only the GPU's run is inside
/// `holdingGL` (the tests' `withGL`, which holds the shared context's lock). A debug-build
/// reference is most of a GL test's time; outside the lock, other tests' GL work goes on beside
/// it. The simulators share nothing, so the order changes no particle.
package enum SimulatorComparison {
  /// Runs its argument with a GL context current on the calling thread and returns its result.
  package typealias GLScope<Result> = (() throws -> Result) throws -> Result

  /// `drive` on a CPU reference of `scene`, then on a GPU simulator of it inside `holdingGL`
  /// (destroyed after; its particle arrays bound in `windows`, the context's own when nil);
  /// what each run returned.
  package static func onBoth<Result>(
    _ scene: Scene, windows: SlotWindows? = nil, holdingGL: @escaping GLScope<Result>,
    _ drive: (any ComparedSimulator) throws -> Result
  ) throws -> (cpu: Result, gpu: Result) {
    // `holdingGL` escapes only because exclusivity checking forbids passing a closure that
    // captures the non-escaping `drive` to a non-escaping parameter; it is called once, here.
    let cpu = try drive(CPUSimulator(scene: scene))
    let gpu = try holdingGL {
      let simulator = try GPUSimulator(scene: scene, windows: windows ?? .standard)
      defer { simulator.destroy() }
      return try drive(simulator)
    }
    return (cpu, gpu)
  }

  /// Both simulators advanced through `frameTimes`; the comparison of their final snapshots.
  package static func run(
    _ scene: Scene, frameTimes: [Double], tolerance: ComparisonTolerance = .standard,
    holdingGL: @escaping GLScope<ParticleSnapshot>
  ) throws -> SnapshotComparison {
    try run(scene, tolerance: tolerance, holdingGL: holdingGL) { simulator in
      for t in frameTimes { simulator.advance(to: t) }
    }
  }

  /// Both simulators taken through `drive` (frames and live calls); the comparison of their
  /// snapshots after it.
  package static func run(
    _ scene: Scene, tolerance: ComparisonTolerance = .standard,
    holdingGL: @escaping GLScope<ParticleSnapshot>,
    driving drive: (any ComparedSimulator) throws -> Void
  ) throws -> SnapshotComparison {
    let (expected, actual) = try onBoth(scene, holdingGL: holdingGL) { simulator in
      try drive(simulator)
      return simulator.snapshot()
    }
    return SnapshotComparison(
      expected: expected, actual: actual, scale: ComparisonScale(scene), tolerance: tolerance)
  }
}

/// What the comparisons drive on either simulator: live calls, frames, the particles, the
/// resolved scene and slot layout they sit in, events and completion.
package protocol ComparedSimulator: LiveSimulation {
  /// Steps to scene time `t`; the layers that completed on the way.
  @discardableResult func advance(to t: Double) -> [LayerCompletion]
  /// The live particles now.
  func snapshot() -> ParticleSnapshot
  /// The scene as resolved now, live edits included.
  var scene: ResolvedScene { get }
  /// Where each cell's particles sit.
  var slots: SlotLayout { get }
  /// The events recorded and not yet drained.
  var events: [ParticleEvent] { get }
  /// Whether `layer`'s emission has closed and its last particle has died.
  func isFinished(layer: Int) -> Bool
}

extension CPUSimulator: ComparedSimulator {}
extension GPUSimulator: ComparedSimulator {}
