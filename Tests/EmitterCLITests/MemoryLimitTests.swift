import ArgumentParser
import EmitterContents
import EmitterKit
import EmitterRaster
import Foundation
import Testing

@testable import EmitterCLI

/// `--memory-limit`: parsed with its range, a run's estimate refused over it before anything is
/// allocated, resident memory checked while it runs; always an error message, never an abort.
@Suite("emitter --memory-limit")
struct MemoryLimitTests {
  @Test("sizes in bytes or K, M, G (powers of 1024); out of range or unreadable is refused by name")
  func parsing() throws {
    #expect(try MemoryLimit.parse("512M") == MemoryLimit(bytes: 512 << 20, isDefault: false))
    #expect(try MemoryLimit.parse("2g").bytes == 2 << 30)
    #expect(try MemoryLimit.parse("1.5G").bytes == 3 << 29)
    #expect(try MemoryLimit.parse("1073741824").bytes == 1 << 30)
    #expect(try MemoryLimit.parse("256MB").bytes == 256 << 20)
    for bad in ["0", "-1G", "abc", "10K", "63M", "1000000T", "nanG", "infG", ""] {
      do {
        _ = try MemoryLimit.parse(bad)
        Issue.record("\(bad) was accepted")
      } catch let error as ValidationError {
        #expect(error.message.contains("--memory-limit"), "\(error.message)")
        #expect(error.message.contains("64M") && error.message.contains("(got \(bad))"))
      }
    }
  }

  @Test("the default is half the physical memory, and says so")
  func defaultLimit() {
    let limit = MemoryLimit.default
    #expect(limit.isDefault)
    #expect(abs(limit.bytes - MemoryLimit.physicalBytes / 2) <= 1)
    #expect(limit.described.contains("half the physical memory"))
  }

  @Test("every command that loads a scene takes the option")
  func commands() throws {
    #expect(try Simulate.parse(["fire", "--memory-limit", "64M"]).memory.limit.bytes == 64 << 20)
    #expect(try Validate.parse(["fire", "--memory-limit", "1G"]).memory.limit.bytes == 1 << 30)
    let render = try Render.parse(["fire", "--out", "x.png", "--memory-limit", "1G"])
    #expect(render.memory.limit.bytes == 1 << 30 && !render.memory.limit.isDefault)
    #expect(try Demo.parse(["fire", "--memory-limit", "512M"]).memory.limit.bytes == 512 << 20)
    #expect(try Simulate.parse(["fire"]).memory.limit == .default)
    #expect(throws: (any Error).self) { try Simulate.parse(["fire", "--memory-limit", "1K"]) }
  }

  /// 10^6 particles alive at the peak: 100000/s living 10 s.
  static func crowded() -> Scene {
    var cell = EmitterCell(name: "dot")
    cell.birthRate = 100_000
    cell.lifetime = 10
    cell.contents = .shape(.circle, size: Size(width: 8, height: 8))
    var layer = EmitterLayer()
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  @Test("the particle budget is what the limit leaves: the peak over it is refused by name")
  func renderParticleBudget() throws {
    let scene = Self.crowded()
    let view = RenderView(scene: scene, scale: 1)
    // 10^6 particles at 3 x the GPU arrays' bytes: over what 384M leaves after the program
    // (192 MiB), the frames and the contents; under what 8G leaves.
    let limit = try MemoryLimit.parse("384M")
    let problem = try #require(RenderBudget.memoryProblem(scene, view: view, limit: limit))
    #expect(problem.hasPrefix("particleCap: the scene can have "), "\(problem)")
    #expect(problem.contains("layers[0].emitterCells[0] \"dot\""), "\(problem)")
    #expect(problem.contains("the program and its GL driver 192 MiB"), "\(problem)")
    #expect(problem.contains("the memory limit of 384 MiB"), "\(problem)")
    #expect(problem.contains("raise it with --memory-limit, e.g. --memory-limit 1G"), "\(problem)")
    let estimate = MemoryEstimate.render(scene, view: view, atlasBytes: 0)
    let perParticle = ParticleStateLayout.Array.allCases.reduce(0) { $0 + $1.stride }
    let peak = MemoryEstimate.peakParticles(scene)
    #expect((1_000_000...1_000_010).contains(peak), "peak \(peak)")
    #expect(estimate.parts[1].bytes == peak * MemoryEstimate.gpuParticleCopies * perParticle)
    // The slots the pools may grow to at run time: the same budget.
    let room = try #require(RenderBudget.particleRoom(scene, view: view, limit: limit, onGPU: true))
    #expect(room.bytesPerParticle == MemoryEstimate.gpuParticleCopies * perParticle)
    let atlas = try ContentsAtlas.plan(scene: scene, pixelScale: 1).bytes
    let others = MemoryEstimate.render(scene, view: view, atlasBytes: atlas).parts
      .filter { $0.what != "particles" }.reduce(0) { $0 + $1.bytes }
    #expect(room.slots == (limit.bytes - others) / room.bytesPerParticle)
    #expect(room.slots < peak && problem.contains("holds at most \(room.slots) particles"))
    #expect(room.limit.contains("--memory-limit"))
    #expect(RenderBudget.memoryProblem(scene, view: view, limit: MemoryLimit(bytes: 8 << 30, isDefault: false)) == nil)
  }

  @Test("a peak past Int.max (rates and lifetimes near Double's limit) is the cap, not a trap")
  func absurdPeak() throws {
    var scene = Self.crowded()
    scene.layers[0].emitterCells[0].birthRate = 1e300
    scene.layers[0].emitterCells[0].lifetime = 1e300
    #expect(scene.peakParticleBudget.total > Double(Int.max))
    #expect(MemoryEstimate.peakParticles(scene) == scene.particleCap)
    scene.particleCap = .max
    #expect(MemoryEstimate.peakParticles(scene) == .max)
    let problem = RenderBudget.memoryProblem(
      scene, view: RenderView(scene: scene, scale: 1), limit: try MemoryLimit.parse("1G"))
    #expect(problem?.hasPrefix("particleCap: ") == true, "\(problem ?? "no problem")")
  }

  @Test("the canvas budget is a quarter of the limit: a huge scale is refused naming --memory-limit")
  func canvasBudget() throws {
    var scene = Scene()
    scene.size = Size(width: 1000, height: 1000)
    // 8000 x 8000 pixels, 7 frames held: 1.7 GiB, over a quarter of 2G, within the fixed
    // budget of 16384 a side and 2^27 pixels.
    let huge = RenderView(scene: scene, scale: 8)
    #expect(huge.budgetProblem == nil)
    let problem = try #require(
      RenderBudget.memoryProblem(scene, view: huge, limit: try MemoryLimit.parse("2G"), sizeFromOption: true))
    #expect(problem.hasPrefix("--size: the canvas (1000x1000 points at scale 8)"), "\(problem)")
    #expect(problem.contains("8000x8000 pixels"), "\(problem)")
    #expect(problem.contains("a quarter of the memory limit of 2048 MiB"), "\(problem)")
    #expect(problem.contains("at most 19173961 pixels a frame"), "\(problem)")
    // 1.7 GiB is a quarter of about 7 GiB: the suggestion is enough for it.
    #expect(problem.contains("--memory-limit 7G"), "\(problem)")
    #expect(RenderBudget.memoryProblem(scene, view: huge, limit: MemoryLimit(bytes: 8 << 30, isDefault: false)) == nil)
    // A small limit refuses what a larger one (the default on any machine with 4 GiB) allows.
    let modest = RenderView(scene: scene, scale: 2)
    #expect(RenderBudget.memoryProblem(scene, view: modest, limit: MemoryLimit(bytes: 2 << 30, isDefault: false)) == nil)
    let tight = try #require(
      RenderBudget.memoryProblem(scene, view: modest, limit: try MemoryLimit.parse("256M")))
    #expect(tight.hasPrefix("size: the canvas") && tight.contains("--memory-limit"), "\(tight)")
  }

  @Test("the contents budget derives from the limit: a quarter of it")
  func contentsBudget() throws {
    // Eight distinct 500-point circles at scale 2: eight atlas layers of about 1000 x 1000
    // pixels, over 40 MiB with their mips: over a quarter of 64M, far under one of 4G.
    var scene = Scene()
    var layer = EmitterLayer()
    layer.emitterCells = (0..<8).map { i in
      var cell = EmitterCell(name: "c\(i)")
      cell.birthRate = 1
      cell.lifetime = 1
      cell.contents = .shape(.circle, size: Size(width: 500 + Double(i), height: 500 + Double(i)))
      return cell
    }
    scene.layers = [layer]
    let view = RenderView(scene: scene, scale: 2)
    let problem = try #require(
      RenderBudget.memoryProblem(scene, view: view, limit: try MemoryLimit.parse("64M")))
    #expect(problem.contains("a quarter of the memory limit of 64 MiB"), "\(problem)")
    #expect(RenderBudget.memoryProblem(scene, view: view, limit: MemoryLimit(bytes: 4 << 30, isDefault: false)) == nil)
  }

  @Test("simulate refuses a scene whose particles would not fit, exit 1, before simulating")
  func simulateRefused() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("MemoryLimitTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("crowded.json")
    try Data(
      #"{"layers": [{"emitterCells": [{"birthRate": 100000, "lifetime": 10}]}]}"#.utf8
    ).write(to: url)
    let estimate = MemoryEstimate.simulate(Self.crowded())
    let peak = MemoryEstimate.peakParticles(Self.crowded())
    #expect((1_000_000...1_000_010).contains(peak), "peak \(peak)")
    #expect(
      estimate.parts[1].bytes == peak * MemoryEstimate.cpuParticleCopies * MemoryLayout<Particle>.stride)
    let command = try Simulate.parse([url.path, "--time", "1", "--memory-limit", "64M"])
    #expect(throws: ExitCode.self) { try command.run() }
    // validate refuses it for a render under the same limit, and passes it under a larger one.
    #expect(throws: ExitCode.self) { try Validate.parse([url.path, "--memory-limit", "100M"]).run() }
    try Validate.parse([url.path, "--memory-limit", "1G"]).run()
  }

  @Test("simulate's pools stop growing at the particle budget with an error naming it")
  func simulatePoolBudget() throws {
    let room = ParticleRoom.simulate(limit: try MemoryLimit.parse("64M"))
    #expect(room.slots == (64 << 20 - MemoryEstimate.programBytes) / room.bytesPerParticle)
    // 10/s as written fits 1000 slots; a burst of 5000 called while running makes the pools
    // grow past them, and the simulator stops there with the budget named.
    var scene = Self.crowded()
    scene.layers[0].emitterCells[0].birthRate = 10
    let simulator = CPUSimulator(scene: scene)
    simulator.limitSlots(to: 1000, because: room.limit)
    try simulator.burst(5000, cell: "dot")
    do {
      try simulator.checkedAdvance(to: 0.5)
      Issue.record("the pool grew past 1000 slots")
    } catch {
      #expect(error.cap == 1000, "\(error)")
      #expect(error.description.contains("--memory-limit"), "\(error)")
    }
  }

  @Test("resident memory over the limit is an error naming it, under it nothing")
  func resident() throws {
    let resident = try #require(MemoryLimit.residentBytes())
    #expect(resident > 1 << 20)
    let tight = MemoryLimit(bytes: resident / 2, isDefault: false)
    do {
      try tight.checkResident(doing: "the test")
      Issue.record("no error at half the resident memory")
    } catch {
      #expect(error.message.hasPrefix("the test reached "))
      #expect(error.message.contains("--memory-limit"))
    }
    try MemoryLimit.default.checkResident(doing: "the test")
  }
}
