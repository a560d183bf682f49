import ArgumentParser
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

  @Test("a render over the limit is refused with the estimate's parts, the limit and the remedy")
  func renderEstimate() throws {
    let scene = Self.crowded()
    let view = RenderView(scene: scene, scale: 2)
    let small = try MemoryLimit.parse("64M")
    let problem = try #require(Render.memoryProblem(scene, view: view, limit: small))
    for part in ["the program and its GL driver", "particles", "contents", "frames"] {
      #expect(problem.contains(part), "\(problem)")
    }
    #expect(problem.contains("over the memory limit of 64 MiB"))
    #expect(problem.contains("raise it with --memory-limit, e.g. --memory-limit 1G"))
    // The particle part is the peak (10^6) times the GPU arrays' bytes per particle, thrice.
    let estimate = MemoryEstimate.render(scene, view: view, atlasBytes: 0)
    let perParticle = ParticleStateLayout.Array.allCases.reduce(0) { $0 + $1.stride }
    let peak = MemoryEstimate.peakParticles(scene)
    #expect((1_000_000...1_000_010).contains(peak), "peak \(peak)")
    #expect(estimate.parts[1].bytes == peak * MemoryEstimate.gpuParticleCopies * perParticle)
    #expect(estimate.total > 64 << 20)
    #expect(Render.memoryProblem(scene, view: view, limit: MemoryLimit(bytes: 8 << 30, isDefault: false)) == nil)
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
      Render.memoryProblem(scene, view: view, limit: try MemoryLimit.parse("64M")))
    #expect(problem.contains("a quarter of the memory limit of 64 MiB"), "\(problem)")
    #expect(Render.memoryProblem(scene, view: view, limit: MemoryLimit(bytes: 4 << 30, isDefault: false)) == nil)
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
