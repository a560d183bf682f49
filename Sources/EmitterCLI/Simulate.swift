import ArgumentParser
import EmitterKit
import Foundation

/// `emitter simulate`: runs the CPU reference headless and prints what a person needs to trust it.
struct Simulate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a scene on the CPU reference and print live particles per cell and their bounds.")

  @Argument(help: "A scene file (JSON) or a preset name (emitter presets).")
  var scene: String

  @Option(help: "Scene time to simulate to, seconds.")
  var time: Double = 3

  @Option(help: "Frames per second of the simulation steps.")
  var fps: Double = 60

  @Option(help: "Override the scene's random seed.")
  var seed: UInt32?

  @Flag(help: "Refuse the scene where Core Animation would replace an unknown string (emitterShape, renderMode, …) by its default.")
  var strict = false

  @Flag(help: "Print the full particle snapshot as JSON, ordered by (cell, serial).")
  var json = false

  @OptionGroup var memory: MemoryLimitOption

  func validate() throws {
    guard time.isFinite, time >= 0, time <= 86_400 else {
      throw ValidationError("--time must be a number of seconds in 0...86400 (got \(time))")
    }
    guard fps.isFinite, fps >= 1, fps <= 10_000 else {
      throw ValidationError("--fps must be in 1...10000 (got \(fps))")
    }
  }

  func run() throws {
    var loaded = try SceneLoading.load(scene, strict: strict)
    if let seed { loaded.seed = seed }
    let limit = memory.limit
    let room = ParticleRoom.simulate(limit: limit)
    let budgets = MemoryBudgets(limit: limit)
    if let problem = budgets.particleProblem(
      loaded, slots: room.slots, bytesPerParticle: room.bytesPerParticle, taken: room.taken)
      ?? limit.problem(MemoryEstimate.simulate(loaded))
    {
      FileHandle.standardError.write(Data("emitter: \(scene): \(problem)\n".utf8))
      throw ExitCode(1)
    }
    loaded = try SceneLoading.drawingNamedLayers(loaded, name: scene)
    let simulator = CPUSimulator(scene: loaded)
    simulator.limitSlots(to: room.slots, because: room.limit)
    let frames = Int((time * fps).rounded(.up))
    for frame in 1...max(frames, 1) {
      do {
        try simulator.checkedAdvance(to: min(time, Double(frame) / fps))
      } catch {
        FileHandle.standardError.write(Data("emitter: \(scene): \(error)\n".utf8))
        throw ExitCode(1)
      }
      if frame % 60 == 0 {
        do {
          try limit.checkResident(doing: "the simulation")
        } catch {
          FileHandle.standardError.write(Data("emitter: \(scene): \(error)\n".utf8))
          throw ExitCode(1)
        }
      }
    }
    let snapshot = simulator.snapshot()
    if json {
      try SnapshotJSON.write(snapshot)
    } else {
      print(SummaryTable(SnapshotSummary(snapshot), file: scene, frames: frames, fps: fps).text)
    }
  }
}
