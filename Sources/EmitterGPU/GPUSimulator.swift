import EmitterGL
import EmitterModel
import EmitterSimulation

/// The GPU simulator: the CPU reference's model run by OpenGL compute shaders, particle for
/// particle. Both take the same `LayerClock` steps and the same `SpawnPlanner` births; each step
/// runs a spawn pass (top-level births), one sub-cell pass per sub-cell (parents first), then an
/// integrate pass per cell, with storage barriers between.
///
/// GL objects belong to the context that was current when the simulator was made: make that
/// context current on the calling thread before every call, and call `destroy()` there.
public final class GPUSimulator {
  public let scene: ResolvedScene
  public let slots: SlotLayout
  /// Scene time reached.
  public private(set) var time: Double = 0
  private var planner: SpawnPlanner
  private var layerTimes: [Double]
  private var pool: GPUParticlePool
  var poolBuffers: GPUParticlePool { pool }

  /// The particle state the renderer draws from, by slot (`SlotLayout`), with the cell templates
  /// (colour and scale speeds are applied at draw time). Valid until `destroy()`.
  public var particleBuffers: ParticleBuffers {
    ParticleBuffers(arrays: pool.state, cellTemplates: pool.cellTemplates, slotCount: slots.totalSlots)
  }
  private let programs: SimulationPrograms

  /// Builds the simulator's buffers and programs in the current GL context.
  public init(scene: Scene, library: ShaderLibrary = .standard) throws(GPUSimulationError) {
    let resolved = ResolvedScene(scene)
    guard resolved.cells.count <= CellTemplateLayout.maximumCells else {
      throw .tooManyCells(count: resolved.cells.count, maximum: CellTemplateLayout.maximumCells)
    }
    let slots = SlotLayout(resolved)
    try Self.checkCapacity(slots, resolved: resolved, cap: scene.particleCap)
    self.scene = resolved
    self.slots = slots
    planner = SpawnPlanner(cellCount: resolved.cells.count)
    layerTimes = Array(repeating: 0, count: resolved.layers.count)
    do {
      programs = try SimulationPrograms(library: library)
    } catch {
      throw .shader(error)
    }
    pool = GPUParticlePool(slotCount: slots.totalSlots, cellTemplates: CellTemplateLayout.pack(resolved, slots: slots))
  }

  /// Releases the GL objects; the simulator cannot be used afterwards.
  public func destroy() {
    pool.destroy()
    programs.destroy()
  }

  /// Advances to scene time `t` (seconds); earlier times are ignored.
  public func advance(to t: Double) {
    guard t > time else { return }
    GL.withDebugGroup("simulate to \(t)") {
      pool.bind()
      for layer in scene.layers {
        let target = layer.localTime(atSceneTime: t)
        for step in LayerClock.steps(from: layerTimes[layer.index], to: target) {
          self.step(layer, from: step.start, to: step.end)
        }
        layerTimes[layer.index] = max(layerTimes[layer.index], target)
      }
    }
    time = t
  }

  private func step(_ layer: ResolvedLayer, from t0: Double, to t1: Double) {
    pool.frame.write(FrameLayout.pack(layer, stepLength: Float(t1 - t0)))
    spawnTopLevel(planner.plan(scene, layer: layer.index, from: t0, to: t1))
    for index in layer.cells {
      guard let parent = scene.cells[index].parent, scene.cells[index].emits else { continue }
      let program = programs.spawnSubcells
      program.use()
      program.setUniform("childCell", UInt32(index))
      program.setUniform("parentSlotCount", UInt32(slots.cells[parent].count))
      GL.dispatchCompute(invocations: slots.cells[parent].count)
      GL.memoryBarrier(.shaderStorage)
    }
    let integrate = programs.integrate
    integrate.use()
    for index in layer.cells {
      integrate.setUniform("cellIndex", UInt32(index))
      integrate.setUniform("slotCount", UInt32(slots.cells[index].count))
      GL.dispatchCompute(invocations: slots.cells[index].count)
    }
    GL.memoryBarrier(.shaderStorage)
  }

  private func spawnTopLevel(_ births: [CellBirths]) {
    let count = births.reduce(0) { $0 + $1.count }
    guard count > 0 else { return }
    var writer = BlockWriter(byteCount: count * ParticleStateLayout.PlannedBirth.stride)
    var offset = 0
    for cellBirths in births {
      for (i, firstStep) in cellBirths.remaining.enumerated() {
        let serial = cellBirths.firstSerial + UInt64(i)
        typealias Member = ParticleStateLayout.PlannedBirth
        writer.set(UInt32(truncatingIfNeeded: serial), at: offset + Member.serialLow.rawValue)
        writer.set(UInt32(truncatingIfNeeded: serial >> 32), at: offset + Member.serialHigh.rawValue)
        writer.set(UInt32(cellBirths.cell), at: offset + Member.cell.rawValue)
        writer.set(UInt32(slots.slot(cell: cellBirths.cell, serial: serial)), at: offset + Member.slot.rawValue)
        writer.set(firstStep, at: offset + Member.firstStep.rawValue)
        offset += Member.stride
      }
    }
    pool.uploadBatch(writer.words)
    let program = programs.spawn
    program.use()
    program.setUniform("birthCount", UInt32(count))
    GL.dispatchCompute(invocations: count)
    GL.memoryBarrier(.shaderStorage)
  }

  private static func checkCapacity(_ slots: SlotLayout, resolved: ResolvedScene, cap: Int) throws(GPUSimulationError) {
    guard slots.totalSlots > cap else {
      let widest = ParticleStateLayout.Array.allCases.map(\.stride).max() ?? 16
      let bytes = slots.totalSlots * widest
      let limit = GL.limits.maxShaderStorageBlockSize
      if bytes > limit { throw .bufferTooLarge(bytes: bytes, limit: limit) }
      return
    }
    let largest = slots.cells.indices.max { slots.cells[$0].count < slots.cells[$1].count } ?? 0
    throw .particleCapExceeded(slots: slots.totalSlots, cap: cap, largestCell: resolved.cells[largest].path)
  }
}
