import ArgumentParser
import EmitterKit
import Foundation
import Testing

@testable import EmitterCLI

/// `emitter validate`'s summary line: the particle bound it prints holds while the scene plays.
@Suite("emitter validate")
struct ValidateCommandTests {
  @Test("iMessage confetti (a layer birth rate written 0, animated up) gets its peak bound, and stays under it")
  func animatedBirthRate() throws {
    let scene = try SceneLoading.load("imessage-confetti")
    let summary = SceneCheck.particleSummary(of: scene)
    let peak = scene.peakParticleBudget.totalCapacity
    #expect(scene.particleBudget.totalCapacity == 0)
    #expect(peak > 0)
    #expect(summary == "at most \(peak) live particles with its animations at their peaks (0 as written)")
    let simulator = CPUSimulator(scene: scene)
    var most = 0
    for frame in 1...(5 * 30) {
      _ = simulator.advance(to: Double(frame) / 30)
      most = max(most, simulator.liveCount)
    }
    #expect(most > 0 && most <= peak, "\(most) live at most, bound \(peak)")
  }

  @Test("a scene without animations prints its bound as written")
  func plainScene() throws {
    let scene = try SceneLoading.load("fire")
    #expect(SceneCheck.particleSummary(of: scene) == "at most \(scene.particleBudget.totalCapacity) live particles")
  }

  @Test("an unknown emitterShape validates with a warning; --strict refuses it")
  func tolerantAndStrict() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("EmitterCLITests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("shpere.json")
    try Data(#"{"layers": [{"emitterShape": "shpere", "emitterCells": [{"birthRate": 1, "lifetime": 1}]}]}"#.utf8)
      .write(to: file)
    try Validate.parse([file.path]).run()
    #expect(try SceneLoading.load(file.path).layers.first?.emitterShape == .point)
    #expect(throws: ExitCode(1)) { try Validate.parse([file.path, "--strict"]).run() }
    #expect(throws: ExitCode(1)) { try SceneLoading.load(file.path, strict: true) }
  }

  @Test("validate fails a scene over the GPU's cell limit, as render would")
  func gpuLimits() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("EmitterCLITests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(cells: Int) throws -> String {
      let list = (0..<cells).map { #"{"name": "c\#($0)", "birthRate": 1, "lifetime": 1}"# }
      let file = folder.appendingPathComponent("cells-\(cells).json")
      try Data(#"{"layers": [{"emitterCells": [\#(list.joined(separator: ", "))]}]}"#.utf8).write(to: file)
      return file.path
    }
    let fits = try write(cells: CellTemplateLayout.maximumCells)
    let over = try write(cells: CellTemplateLayout.maximumCells + 1)
    try Validate.parse([fits]).run()
    #expect(throws: ExitCode(1)) { try Validate.parse([over]).run() }
  }
}
