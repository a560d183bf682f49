import EmitterGL
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Testing
@testable import EmitterGPU

/// A pool larger than one storage block holds (llvmpipe: 8 M slots) binds its particle arrays a
/// window at a time (`SlotWindows`, Shaders/include/particle_state.glsl). These tests give the
/// simulator windows of a few hundred slots, so pools of thousands run every windowed pass
/// (spawn per window, integrate per window part, rings growing across windows), and hold it to
/// the CPU reference with 0 deviation, events in order included. Sub-cells and trails, whose
/// passes read the pool whole, keep it within one window.
@Suite("Particle arrays bound a window at a time: GPU equals CPU", .serialized, .tags(.gl))
struct SlotWindowGPUTests {
  /// Windows of about `slots` slots, aligned as this context's storage block offsets must be.
  static func small(_ slots: Int = 300) -> SlotWindows {
    SlotWindows(
      windowSlots: slots, alignmentSlots: max(GL.limits.shaderStorageBufferOffsetAlignment / 4, 1))
  }

  /// Two layers: the colliders' layer (bouncing and dying on bounds, a line, a rectangle and a
  /// circle) with a second cell, and a rectangle emitter with a drag behaviour; no sub-cells.
  static func scene() -> Scene {
    var scene = CollisionGPUTests.scene(CollisionGPUTests.cases[4].1)
    var second = scene.layers[0].emitterCells[0]
    second.name = "second"
    second.lifetime = 1.5
    second.birthRate = 60
    scene.layers[0].emitterCells.append(second)
    var other = GPUFixtures.scene(shape: .rectangle, cell: {
      $0.birthRate = 300
      $0.lifetime = 2
      $0.velocityRange = 40
    }).layers[0]
    other.name = "rectangle"
    other.emitterBehaviors = [EmitterBehavior(type: .drag, name: "drag")]
    scene.layers.append(other)
    return scene
  }

  @Test("rings growing across windows, live changes and a burst: 0 deviation, the same events in order")
  func windowedPoolMatchesCPU() throws {
    let scene = Self.scene()
    typealias Run = (snapshot: ParticleSnapshot, slots: SlotLayout, events: [ParticleEvent])
    let windows = try withGL { Self.small() }
    let (cpu, gpu) = try SimulatorComparison.onBoth(scene, windows: windows, holdingGL: withGL) {
      (simulator) throws -> Run in
      simulator.recordsEvents = true
      var events: [ParticleEvent] = []
      for (frame, t) in GPUFixtures.jitteryFrames.prefix(150).enumerated() {
        switch frame {
        case 20: try simulator.burst(2000, cell: "cell")
        case 60: try simulator.setValue(700.0, forKeyPath: "emitterCells.cell.birthRate", layer: 1)
        default: break
        }
        simulator.advance(to: t)
        events += simulator.drainEvents()
      }
      return (snapshot: simulator.snapshot(), slots: simulator.slots, events: events)
    }
    #expect(gpu.slots == cpu.slots)
    #expect(
      cpu.slots.totalSlots > 4 * windows.windowSlots,
      "\(cpu.slots.totalSlots) slots in windows of \(windows.windowSlots)")
    #expect(cpu.snapshot.particles.count > 2000)
    let comparison = SnapshotComparison(
      expected: cpu.snapshot, actual: gpu.snapshot, scale: ComparisonScale(scene), tolerance: .exact)
    #expect(comparison.passed, "\(comparison)")
    #expect(ParticleEventCounts(cpu.events).collisions.values.reduce(0, +) > 100)
    #expect(cpu.events.count == gpu.events.count)
    let firstDifference = zip(cpu.events, gpu.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    #expect(firstDifference == nil, "first difference at \(firstDifference ?? -1)")
  }

  /// `scene` without sub-cells (they keep the pool within one window), every top-level cell's
  /// rate times `factor`, so the pool spans many windows of `small(64)`.
  static func windowed(_ scene: Scene, factor: Double = 4) -> Scene {
    var scene = scene
    for layer in scene.layers.indices {
      for cell in scene.layers[layer].emitterCells.indices {
        scene.layers[layer].emitterCells[cell].emitterCells = []
        scene.layers[layer].emitterCells[cell].birthRate *= factor
      }
    }
    return scene
  }

  /// Every integrate program through windows: the behaviour forces (two layers, animated
  /// behaviour keys), turbulence, the orbit, motion curves, and cells with behaviours of their
  /// own (integrated a cell at a time).
  static let programs: [(String, Scene)] = [
    ("every behaviour force", windowed(BehaviorGPUTests.everything())),
    ("turbulence in 3D", windowed(TurbulenceGPUTests.scene(TurbulenceGPUTests.cases[2].1), factor: 10)),
    ("the orbit", windowed(GPUFixtures.scene(layer: {
      $0.emitterBehaviors = BehaviorGPUTests.behaviors.filter { $0.1.type == .orbit }.map(\.1)
    }), factor: 10)),
    ("motion curves", windowed(MotionCurveGPUTests.scene())),
    ("cells with behaviours of their own", windowed(CellBehaviorTests.scene())),
  ]

  @Test("every integrate program through windows: 0 deviation", arguments: programs)
  func programsThroughWindows(_ label: String, _ scene: Scene) throws {
    let windows = try withGL { Self.small(64) }
    let (cpu, gpu) = try SimulatorComparison.onBoth(scene, windows: windows, holdingGL: withGL) {
      (simulator) throws -> (ParticleSnapshot, SlotLayout) in
      for t in GPUFixtures.jitteryFrames.prefix(120) { simulator.advance(to: t) }
      return (simulator.snapshot(), simulator.slots)
    }
    #expect(cpu.1.totalSlots > 4 * windows.windowSlots, "\(label): \(cpu.1.totalSlots) slots")
    let comparison = SnapshotComparison(
      expected: cpu.0, actual: gpu.0, scale: ComparisonScale(scene), tolerance: .exact)
    #expect(comparison.passed && comparison.expectedCount > 100, "\(label): \(comparison)")
  }

  @Test("a pool past one window with sub-cells is refused before it starts")
  func subCellsFromTheStart() throws {
    try withGL {
      var scene = Self.scene()
      var spark = EmitterCell(name: "spark")
      spark.birthRate = 2
      spark.lifetime = 0.3
      scene.layers[1].emitterCells[0].emitterCells = [spark]
      scene.layers[1].emitterCells[0].birthRate = 5000
      do throws(GPUSimulationError) {
        let gpu = try GPUSimulator(scene: scene, windows: Self.small())
        gpu.destroy()
        Issue.record("sub-cells over a pool of several windows were accepted")
      } catch .bufferTooLarge(let bytes, let limit) {
        #expect(bytes > 0 && limit > 0)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test("sub-cells set live on a pool past one window stop the run with the capacity error naming them")
  func subCellsSetLive() throws {
    let error = try withGL { () throws -> SimulationCapacityError? in
      let gpu = try GPUSimulator(scene: Self.scene(), windows: Self.small())
      defer { gpu.destroy() }
      for frame in 1...30 { gpu.advance(to: Double(frame) / 60) }
      #expect(gpu.capacityError == nil && gpu.slots.totalSlots > gpu.windows.windowSlots)
      var spark = EmitterCell(name: "spark")
      spark.birthRate = 2
      spark.lifetime = 0.3
      var cell = Self.scene().layers[1].emitterCells[0]
      cell.emitterCells = [spark]
      try gpu.change(.setCells([cell], parent: nil), layer: 1)
      for frame in 31...40 { gpu.advance(to: Double(frame) / 60) }
      return gpu.capacityError
    }
    let found = try #require(error)
    #expect(found.limit.contains("slots with sub-cells"), "\(found)")
    #expect(found.slots > found.cap)
  }
}
