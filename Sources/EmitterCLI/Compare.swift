import ArgumentParser
import EmitterKit
import EmitterVerification
import Foundation

/// `emitter compare`: runs the scene on the façade's OpenGL and CPU backends side by side and reports the
/// largest deviation of every attribute, failing when any exceeds its stated tolerance.
struct Compare: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a scene on the GPU and on the CPU reference and compare every particle.",
    discussion: """
      Exits 0 when the (cell, serial) sets are equal and every attribute is within tolerance,
      1 when not, 2 when no OpenGL 4.3+ context can be made.
      """)

  @Argument(help: "A scene file (JSON) or a preset name (emitter presets). Omit it with --random.")
  var scene: String?

  @Option(help: "A seeded random scene instead of a file (the generator the tests use).")
  var random: UInt64?

  @Flag(
    help:
      "With --random: that scene with behaviours (colliders and turbulence among them), animations and emission events drawn on top, as the random-scene tests draw it."
  )
  var behaviors = false

  @Option(help: "Scene time to simulate to, seconds.")
  var time: Double = 3

  @Option(help: "Frames per second.")
  var fps: Double = 60

  @Flag(help: "Jittery frame times (4 to 40 ms, seeded) instead of a steady frame rate.")
  var jitter = false

  @Option(help: "Override the scene's random seed.")
  var seed: UInt32?

  @Flag(help: "Refuse the scene where Core Animation would replace an unknown string (emitterShape, renderMode, …) by its default.")
  var strict = false

  @Flag(help: "Print the comparison as JSON.")
  var json = false

  func validate() throws {
    guard (scene == nil) != (random == nil) else { throw ValidationError("give a scene file or --random SEED, not both") }
    guard !behaviors || random != nil else { throw ValidationError("--behaviors goes with --random SEED") }
    guard time.isFinite, time > 0, time <= 3600 else { throw ValidationError("--time must be in (0, 3600] seconds (got \(time))") }
    guard fps.isFinite, fps >= 1, fps <= 10_000 else { throw ValidationError("--fps must be in 1...10000 (got \(fps))") }
  }

  func run() throws {
    var loaded = try scene.map { try SceneLoading.load($0, strict: strict) } ?? (behaviors
      ? RandomSceneGenerator().animatedScene(seed: random ?? 0)
      : RandomSceneGenerator().scene(seed: random ?? 0))
    if let seed { loaded.seed = seed }
    let frames = jitter ? FrameTimes.jittery(until: time, seed: UInt64(seed ?? 0)) : FrameTimes.steady(fps: fps, until: time)
    let comparison = try HeadlessGL.run { () throws -> SnapshotComparison in
      do {
        return try Self.compare(loaded, frameTimes: frames)
      } catch {
        FileHandle.standardError.write(Data("emitter: \(scene ?? "random scene"): \(error)\n".utf8))
        throw ExitCode(1)
      }
    }
    if json {
      FileHandle.standardOutput.write(try comparison.jsonData())
      print()
    } else {
      print(comparison)
    }
    if !comparison.passed { throw ExitCode(1) }
  }

  /// Two systems made as a program makes them, OpenGL and the CPU, advanced through the same
  /// frame times; the comparison of their particles (the CPU's the expected ones).
  static func compare(_ scene: Scene, frameTimes: [Double]) throws(ParticleSystemError)
    -> SnapshotComparison
  {
    // The layers mask shapes name, drawn once for both systems.
    let scene = try LayerSnapshotDrawing.prepared(scene)
    let gpu = try ParticleSystem(scene: scene, backend: .openGL)
    defer { try? gpu.destroy() }
    let cpu = try ParticleSystem(scene: scene, backend: .cpu)
    for t in frameTimes {
      try cpu.update(to: t)
      try gpu.update(to: t)
    }
    return SnapshotComparison(
      expected: try cpu.snapshot(), actual: try gpu.snapshot(), scale: ComparisonScale(scene),
      tolerance: .standard)
  }
}
