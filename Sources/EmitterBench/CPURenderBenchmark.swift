import EmitterImage
import EmitterKit
import EmitterModel
import EmitterRaster
import EmitterSimulation

/// The native CPU renderer's rows: drawing the small-sprite confetti into the canvas-sized image
/// (`cpu-draw`: the snapshot the renderer reads, refreshed in place, then the draw), and the whole frame without a
/// GPU (`cpu-render`: the CPU reference's step on every core, then the same).
enum CPURenderBenchmark {
  static func rows(
    _ workload: BenchmarkWorkload, liveParticles: Int, repeats: Int, copyBandwidth: Double,
    paths: Set<BenchmarkPath>
  ) throws -> [BenchmarkRow] {
    guard paths.contains(.cpuDraw) || paths.contains(.cpuRender) else { return [] }
    let scene = workload.steady(liveParticles: liveParticles)
    let simulator = CPUSimulator(scene: scene)
    simulator.threadCount = CPUSimulator.allCores
    for step in 1...CPUBenchmark.warmUpSteps(workload) { simulator.advance(to: Double(step) * 0.1) }
    // Scale 1: the image is the canvas, as the GPU draw rows draw it.
    let renderer = try CPURenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
    var rows: [BenchmarkRow] = []
    var checksum = 0
    // One snapshot refreshed in place each frame, as the façade's CPU mode draws.
    var snapshot = ParticleSnapshot(time: 0, cells: [], particles: [])
    // And one image drawn again each frame, as `emitter render` reuses its frames' buffers and
    // a host's surface is its own.
    var image = RGBAImage(width: 0, height: 0)
    if paths.contains(.cpuDraw) {
      let wall = Stopwatch.sample(repeats: repeats) {
        simulator.refreshSnapshot(&snapshot)
        renderer.render(snapshot, into: &image)
        checksum &+= Int(image.pixels[0])
      }
      rows.append(
        BenchmarkRow(
          path: .cpuDraw, liveParticles: simulator.liveCount, wall: wall,
          bytesPerParticle: Double(MemoryLayout<ParticleRecord>.stride),
          copyBandwidth: copyBandwidth))
    }
    if paths.contains(.cpuRender) {
      // The whole frame through the façade, as programs draw: a CPU system of its own, warmed up
      // as the simulator above, drawing offscreen into the image it keeps.
      let system = try ParticleSystem(scene: scene, pixelScale: 1, backend: .cpu)
      for step in 1...CPUBenchmark.warmUpSteps(workload) { try system.update(to: Double(step) * 0.1) }
      var frameTime = system.time
      var failure: ParticleSystemError?
      let wall = Stopwatch.sample(repeats: repeats) {
        frameTime += CPUBenchmark.stepLength
        do throws(ParticleSystemError) {
          try system.update(to: frameTime)
          try system.draw(into: .offscreen)
        } catch {
          failure = failure ?? error
        }
      }
      if let failure { throw failure }
      rows.append(
        BenchmarkRow(
          path: .cpuRender, liveParticles: try system.liveCount(), wall: wall,
          bytesPerParticle: Double(
            CPUSimulator.integrateBytesPerParticle + MemoryLayout<ParticleRecord>.stride),
          copyBandwidth: copyBandwidth))
    }
    // Keeps the images from being optimised away.
    if checksum == -1 { print(checksum) }
    return rows
  }
}
