import EmitterGL
import EmitterGPU
import EmitterKit
import EmitterModel
import EmitterRaster
import EmitterRender

/// The GPU rows at one live count: the integrate pass and its bare-kernel yardstick on an
/// integrate-only scene, then the step, sort, draws and whole frame at steady state. Needs a
/// current GL context.
struct GPUBenchmark {
  let workload: BenchmarkWorkload
  let liveParticles: Int
  let repeats: Int
  let copyBandwidth: Double
  let paths: Set<BenchmarkPath>
  /// The gpu-sort row's method; nil: the driver's.
  var sortMethod: DrawOrderSortMethod? = nil

  static let stepLength = 1.0 / 60
  /// Particle state the sprite vertex shader reads per live slot (Shaders/draw/sprite.vert): position
  /// + age, velocity, birth record, colour, normal + mass (16 B each) and lifetime (4 B).
  static let drawBytesPerParticle = 5 * 16 + 4

  /// The rows measured, and the paths that could not be at this count with the reason.
  func measure() throws -> (rows: [BenchmarkRow], skipped: [SkippedMeasurement]) {
    var rows: [BenchmarkRow] = []
    var skipped: [SkippedMeasurement] = []
    if paths.contains(.gpuIntegrate) || paths.contains(.gpuBareKernel) {
      rows += try integrateRows()
    }
    let steadyPaths: Set<BenchmarkPath> = [
      .gpuStep, .gpuSort, .gpuDrawSmall, .gpuDrawFloor, .gpuDrawLarge, .gpuFrame, .gpuLiveDrag,
      .gpuLiveCells,
    ]
    if !paths.isDisjoint(with: steadyPaths) {
      rows += try steadyRows(skipped: &skipped)
    }
    return (rows, skipped)
  }

  private func integrateRows() throws -> [BenchmarkRow] {
    let simulator = try GPUSimulator(scene: workload.integrateOnly(liveParticles: liveParticles))
    defer { simulator.destroy() }
    let warmUp = Int((workload.lifetime / 0.1).rounded(.up)) + 2
    for step in 1...warmUp { simulator.advance(to: Double(step) * 0.1) }
    let live = simulator.liveCount
    let cell = simulator.slots.cells[0]
    let kernel = try ShaderLibrary.standard.makeProgram("bare_stream")
    defer { kernel.destroy() }
    let integrate = { simulator.repeatLastIntegratePass() }
    let bare = {
      let buffers = simulator.particleBuffers
      buffers.bind()
      kernel.use()
      kernel.setUniform("stepLength", Float(Self.stepLength))
      // Window by window, as the integrate pass (a pool past one storage block).
      buffers.dispatch(kernel, over: cell.base..<(cell.base + cell.count))
      GL.memoryBarrier(.shaderStorage)
    }
    // Timed in turns, so the ratio of the two compares like with like.
    let measured: [(BenchmarkPath, () -> Void)] = [(.gpuIntegrate, integrate), (.gpuBareKernel, bare)].filter { paths.contains($0.0) }
    let samples = GPUStopwatch.interleaved(repeats: repeats, measured.map(\.1))
    let bytes = Double(ParticleStateLayout.integrateBytesPerParticle)
    return zip(measured, samples).map { row($0.0, live: live, slots: cell.count, $1, bytes: bytes) }
  }

  private func steadyRows(skipped: inout [SkippedMeasurement]) throws -> [BenchmarkRow] {
    let scene = workload.steady(liveParticles: liveParticles)
    let simulator = try GPUSimulator(scene: scene)
    defer { simulator.destroy() }
    for step in 1...CPUBenchmark.warmUpSteps(workload) { simulator.advance(to: Double(step) * 0.1) }
    var t = simulator.time
    let live = simulator.liveCount
    let slots = simulator.slots.cells[0].base..<(simulator.slots.cells[0].base + simulator.slots.cells[0].count)
    let stepBytes = Double(ParticleStateLayout.integrateBytesPerParticle)
    var rows: [BenchmarkRow] = []
    if paths.contains(.gpuStep) {
      let sample = GPUStopwatch.sample(repeats: repeats) {
        t += Self.stepLength
        simulator.advance(to: t)
      }
      rows.append(row(.gpuStep, live: simulator.liveCount, slots: slots.count, sample, bytes: stepBytes))
    }
    let view = RenderView(scene: scene, scale: 1)
    let small = try ParticleRenderer(scene: scene, view: view)
    defer { small.destroy() }
    if paths.contains(.gpuSort) {
      let sample = GPUStopwatch.sample(repeats: repeats) {
        small.inspection.sortDrawOrder(of: simulator.particleBuffers, slots: slots, by: .backToFront, method: sortMethod)
      }
      let bytes: Double
      switch sortMethod ?? small.inspection.drawOrderSortMethod {
      case .host:
        // Position + age and lifetime read back per slot, one 8-byte pair uploaded per slot;
        // the CPU's own passes over the live pairs are not counted.
        bytes = Double(slots.count * (20 + DrawOrderLayout.stride))
      case .gpuRadix:
        // Live keys: position + age and lifetime read per slot by the count and the keys
        // passes, a pair written per live slot; then per 8-bit digit the histogram reads each
        // live pair and the scatter reads and writes it.
        bytes = Double(slots.count * 2 * 20 + live * DrawOrderLayout.stride + live * 4 * 3 * DrawOrderLayout.stride)
      case .gpuBitonic:
        // Keys pass: position + age and lifetime per slot; then every pass reads and writes
        // every 8-byte pair once.
        let sorted = DrawOrderLayout.sortedCount(forSlots: slots.count)
        bytes = Double(slots.count * 20 + sorted * DrawOrderLayout.stride * (1 + 2 * (DrawOrderLayout.passes(sortedCount: sorted) - 1)))
      }
      rows.append(row(.gpuSort, live: live, slots: slots.count, sample, bytes: bytes / Double(live)))
    }
    if paths.contains(.gpuDrawSmall) {
      let sample = GPUStopwatch.sample(repeats: repeats) { small.draw(simulator.frame) }
      rows.append(row(.gpuDrawSmall, live: live, slots: slots.count, sample, bytes: Double(Self.drawBytesPerParticle)))
    }
    if paths.contains(.gpuDrawFloor) {
      let chunk = SpriteQuadLayout.chunkEntries()
      if slots.count <= chunk {
        small.draw(simulator.frame)  // prepares the quads the floor draws again
        let sample = GPUStopwatch.sample(repeats: repeats) { small.inspection.redrawLastQuadsFlat() }
        rows.append(row(.gpuDrawFloor, live: live, slots: slots.count, sample, bytes: Double(SpriteQuadLayout.stride)))
      } else {
        skipped.append(
          SkippedMeasurement(
            path: .gpuDrawFloor, liveParticles: liveParticles,
            reason: "the floor redraws one chunk of prepared quads (\(chunk) of them), and the layer's \(slots.count) slots take \((slots.count + chunk - 1) / chunk)"))
      }
    }
    if paths.contains(.gpuDrawLarge) {
      // Same particles, 32 pt contents: only the atlas's contents size differs.
      let large = try ParticleRenderer(scene: workload.steady(liveParticles: liveParticles, sprites: .large), view: view)
      defer { large.destroy() }
      let sample = GPUStopwatch.sample(repeats: repeats) { large.draw(simulator.frame) }
      rows.append(row(.gpuDrawLarge, live: live, slots: slots.count, sample, bytes: Double(Self.drawBytesPerParticle)))
    }
    // The whole frame and the drag go through the façade, as programs draw: a system of its own
    // warmed up as the simulator above, drawing offscreen.
    if paths.contains(.gpuFrame) || paths.contains(.gpuLiveDrag) {
      let system = try ParticleSystem(scene: scene, pixelScale: 1, backend: .openGL)
      defer { try? system.destroy() }
      for step in 1...CPUBenchmark.warmUpSteps(workload) { try system.update(to: Double(step) * 0.1) }
      var frameTime = system.time
      var failure: ParticleSystemError?
      func frame() {
        frameTime += Self.stepLength
        do throws(ParticleSystemError) {
          try system.update(to: frameTime)
          try system.draw(into: .offscreen)
        } catch {
          failure = failure ?? error
        }
      }
      if paths.contains(.gpuFrame) {
        let sample = GPUStopwatch.sample(repeats: repeats) { frame() }
        if let failure { throw failure }
        rows.append(row(.gpuFrame, live: try system.liveCount(), slots: slots.count, sample, bytes: stepBytes + Double(Self.drawBytesPerParticle)))
      }
      if paths.contains(.gpuLiveDrag) {
        var drag = LiveDrag(canvas: scene.size)
        let sample = GPUStopwatch.sample(repeats: repeats) {
          drag.frame(system)
          frame()
        }
        if let failure { throw failure }
        rows.append(row(.gpuLiveDrag, live: try system.liveCount(), slots: slots.count, sample, bytes: stepBytes + Double(Self.drawBytesPerParticle)))
      }
    }
    if paths.contains(.gpuLiveCells) {
      var churn = LiveCellChurn()
      let sample = GPUStopwatch.sample(repeats: repeats) {
        churn.frame(simulator)
        t += Self.stepLength
        simulator.advance(to: t)
      }
      rows.append(row(.gpuLiveCells, live: simulator.liveCount, slots: slots.count, sample, bytes: stepBytes))
    }
    return rows
  }

  private func row(_ path: BenchmarkPath, live: Int, slots: Int, _ sample: GPUStopwatch.Sample, bytes: Double) -> BenchmarkRow {
    BenchmarkRow(
      path: path, liveParticles: live, slots: slots, wall: sample.wall, timerQuery: sample.timerQuery,
      bytesPerParticle: bytes, copyBandwidth: copyBandwidth)
  }
}
