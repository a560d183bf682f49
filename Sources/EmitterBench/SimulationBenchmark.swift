import EmitterGL
import EmitterGPU
import EmitterModel
import EmitterSimulation

/// What a measured step does.
public enum StepKind: String, Sendable, Codable {
  /// The integrate pass alone: every particle already born, none due.
  case integrate
  /// A steady-state step: the births of 1/60 s, then integrating everyone.
  case steady
}

/// One simulator's step at a given live particle count.
public struct StepMeasurement: Sendable, Codable {
  public var simulator: String
  public var kind: StepKind
  public var liveParticles: Int
  /// Median seconds of one 1/60 s step (spawning the step's births and integrating everyone).
  public var secondsPerStep: Double
  /// Bytes of particle state the step's integrate pass reads and writes per live particle.
  public var bytesPerParticle: Int

  public var particlesPerSecond: Double { Double(liveParticles) / secondsPerStep }
  public var bytesPerSecond: Double { particlesPerSecond * Double(bytesPerParticle) }
}

/// Runs a benchmark scene past its first lifetime, then times single 60 fps steps.
public enum SimulationBenchmark {
  static let stepLength = 1.0 / 60
  /// Warm-up: one lifetime and a bit, in 0.1 s steps (the longest `LayerClock` step).
  static let warmUpSteps = Int((BenchmarkScene.lifetime / 0.1).rounded(.up)) + 2

  static func scene(_ kind: StepKind, liveParticles: Int) -> Scene {
    kind == .steady ? BenchmarkScene.steady(liveParticles: liveParticles) : BenchmarkScene.integrateOnly(liveParticles: liveParticles)
  }

  public static func cpu(_ kind: StepKind, liveParticles: Int, repeats: Int) -> StepMeasurement {
    var simulator = CPUSimulator(scene: scene(kind, liveParticles: liveParticles))
    for step in 1...warmUpSteps { simulator.advance(to: Double(step) * 0.1) }
    var t = simulator.time
    let seconds = Stopwatch.median(repeats: repeats) {
      t += stepLength
      simulator.advance(to: t)
    }
    // The reference integrates an array of `Particle` structs into a new array: one read and one
    // write of the whole struct, plus the step length it reads.
    let bytes = 2 * MemoryLayout<Particle>.stride + MemoryLayout<Float>.stride
    return StepMeasurement(
      simulator: "CPU reference (1 thread)", kind: kind, liveParticles: simulator.liveCount, secondsPerStep: seconds,
      bytesPerParticle: bytes)
  }

  /// Needs a current GL context.
  public static func gpu(_ kind: StepKind, liveParticles: Int, repeats: Int) throws -> StepMeasurement {
    let simulator = try GPUSimulator(scene: scene(kind, liveParticles: liveParticles))
    defer { simulator.destroy() }
    for step in 1...warmUpSteps { simulator.advance(to: Double(step) * 0.1) }
    GL.finish()
    var t = simulator.time
    let seconds = Stopwatch.median(repeats: repeats) {
      t += stepLength
      simulator.advance(to: t)
      GL.finish()
    }
    return StepMeasurement(
      simulator: "GPU (\(GL.renderer))", kind: kind, liveParticles: simulator.liveCount, secondsPerStep: seconds,
      bytesPerParticle: ParticleStateLayout.integrateBytesPerParticle)
  }
}
