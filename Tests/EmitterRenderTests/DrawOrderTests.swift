import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterSimulation
import GLTestSupport
import Testing

/// Both sorts of the renderer (`DrawOrderSortMethod`: on the CPU over the read-back buffers,
/// and the GPU's bitonic sort) against the CPU reference's order: the same slots in the same
/// order, for each sorted render mode, on scenes with ties across cells (equal ages), ties of
/// equal z, sub-cells (a ring per parent slot), several cells of different rates, lifetimes that
/// leave dead slots inside a ring, and sizes that need one work group and several.
@Suite("Draw order matches the CPU order", .serialized)
struct DrawOrderTests {
  /// Two cells with identical rates (so ages tie across cells) on a deep cuboid (so z varies);
  /// `rate` sets the slot count: 2 × rate × 3.1 s.
  static func scene(rate: Double) -> Scene {
    RenderFixtures.scene { layer in
      layer.emitterShape = .cuboid
      layer.emitterSize = Size(width: 100, height: 100)
      layer.emitterDepth = 300
      layer.emitterCells.append(layer.emitterCells[0])
      layer.emitterCells[1].name = "twin"
    } cell: { cell in
      cell.birthRate = rate
      cell.lifetime = 3
      cell.lifetimeRange = 0
      cell.zAcceleration = 20
    }
  }

  /// The scenes each sort is checked on.
  enum Scenery: String, CaseIterable, Sendable {
    /// `scene(rate: 30)`: one work group.
    case twinCells
    /// `scene(rate: 700)`: the bitonic sort's global merge steps run.
    case twinCellsLarge
    /// One cell on a flat layer: every z is 0 (back to front is all ties), and a lifetime range
    /// leaves dead slots among the live ones of a ring that has wrapped.
    case flatOneCell
    /// Rockets with sparks: a sub-cell ring per parent slot, ages from many parents interleaved.
    case subCells
    /// Three cells of different rates and lifetimes on a cuboid.
    case threeCells

    var scene: Scene {
      switch self {
      case .twinCells: DrawOrderTests.scene(rate: 30)
      case .twinCellsLarge: DrawOrderTests.scene(rate: 700)
      case .flatOneCell:
        RenderFixtures.scene { layer in
          layer.emitterShape = .line
          layer.emitterSize = Size(width: 300, height: 0)
        } cell: { cell in
          cell.emissionRange = 0  // in the plane: z stays 0
          cell.birthRate = 90
          cell.lifetime = 1
          cell.lifetimeRange = 0.5
        }
      case .subCells:
        RenderFixtures.scene { layer in
          layer.emitterShape = .cuboid
          layer.emitterDepth = 100
        } cell: { cell in
          cell.birthRate = 6
          cell.lifetime = 1.5
          cell.lifetimeRange = 0
          cell.zAcceleration = -30
          var spark = EmitterCell(name: "spark")
          spark.birthRate = 40
          spark.lifetime = 0.6
          spark.lifetimeRange = 0.3
          spark.velocity = 40
          spark.emissionRange = .pi
          spark.zAcceleration = 50
          spark.contents = .shape(.circle, size: Size(width: 4, height: 4))
          cell.emitterCells = [spark]
        }
      case .threeCells:
        RenderFixtures.scene { layer in
          layer.emitterShape = .cuboid
          layer.emitterSize = Size(width: 80, height: 80)
          layer.emitterDepth = 200
          var slow = layer.emitterCells[0]
          slow.name = "slow"
          slow.birthRate = 13
          slow.lifetime = 2.5
          var fast = layer.emitterCells[0]
          fast.name = "fast"
          fast.birthRate = 170
          fast.lifetime = 0.7
          fast.lifetimeRange = 0.2
          layer.emitterCells += [slow, fast]
        } cell: { cell in
          cell.birthRate = 50
          cell.zAcceleration = 10
        }
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var key: DrawOrder.SortKey
    var scenery: Scenery
    var method: DrawOrderSortMethod
    var testDescription: String { "\(key) of \(scenery) by \(method)" }
  }

  static let cases = DrawOrderSortMethod.allCases.flatMap { method in
    DrawOrder.SortKey.allCases.flatMap { key in
      Scenery.allCases.map { Case(key: key, scenery: $0, method: method) }
    }
  }

  @Test("sorted slots equal the CPU's order", arguments: cases)
  func sortedSlots(_ test: Case) throws {
    let scene = test.scenery.scene
    var cpu = CPUSimulator(scene: scene)
    for frame in 1...150 { cpu.advance(to: Double(frame) / 60) }
    let snapshot = cpu.snapshot()
    let slots = SnapshotSlots(scene: cpu.scene)
    let keyed = snapshot.particles.map {
      (slot: slots.slot(cell: $0.cell, serial: $0.serial), z: $0.position.z, age: $0.age)
    }
    let mode: RenderMode =
      switch test.key {
      case .backToFront: .backToFront
      case .oldestFirst: .oldestFirst
      case .oldestLast: .oldestLast
      }
    let expected = DrawOrder.order(keyed, mode: mode).map { keyed[$0].slot }
    let slotRange = slots.slotRange(ofLayer: cpu.scene.layers[0])

    let (pairs, hostMethod) = try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...150 { simulator.advance(to: Double(frame) / 60) }
      let pairs = renderer.sortedDrawOrder(
        of: simulator, slots: slotRange, by: test.key, method: test.method)
      return (pairs, renderer.lastHostSortMethod)
    }
    #expect(!keyed.isEmpty)
    let live = pairs.prefix { $0.x != DrawOrder.deadKey }
    #expect(live.count == snapshot.particles.count)
    #expect(live.map { Int($0.y) } == expected)
    #expect(
      zip(live, live.dropFirst()).allSatisfy { ($0.x, $0.y) < ($1.x, $1.y) }, "keys are sorted")
    #expect(
      pairs.dropFirst(live.count).allSatisfy { $0.x == DrawOrder.deadKey },
      "dead and padding entries last")
    #expect(pairs.count >= slotRange.count, "an entry for every slot")
    switch test.method {
    case .gpuRadix:
      #expect(pairs.count == slotRange.count, "one pair per slot, no padding")
      if test.scenery == .twinCellsLarge {
        #expect(pairs.count > 2 * 512, "several of the sort's runs of 512 pairs")
      }
    case .gpuBitonic:
      if test.scenery == .twinCellsLarge {
        #expect(pairs.count > 2 * DrawOrderLayout.sortBlock, "the global merge steps ran")
      }
    case .host:
      #expect(pairs.count == slotRange.count)
      // One ring, or two whose ages tie: the age modes take the birth order, no sort.
      let fewRuns: [Scenery] = [.flatOneCell, .twinCells, .twinCellsLarge]
      if test.key != .backToFront && fewRuns.contains(test.scenery) {
        #expect(hostMethod == .birthRuns)
      }
      if test.key == .backToFront { #expect(hostMethod == .radix) }
    }

    // What each order means, read off the particles in drawing order.
    let bySlot = Dictionary(uniqueKeysWithValues: zip(keyed.map(\.slot), keyed))
    let drawn = live.map { bySlot[Int($0.y)]! }
    switch test.key {
    case .backToFront:
      #expect(
        zip(drawn, drawn.dropFirst()).allSatisfy { $0.z <= $1.z }, "z never decreases: far first")
      if test.scenery == .flatOneCell {
        #expect(drawn.allSatisfy { $0.z == 0 }, "all ties")
        #expect(live.map(\.y) == live.map(\.y).sorted(), "ties in slot order")
      }
    case .oldestFirst:
      #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $0.age >= $1.age }, "age never increases")
    case .oldestLast:
      #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $0.age <= $1.age }, "age never decreases")
    }
  }

  @Test("the software driver sorts on the CPU, others on the GPU")
  func methodByRenderer() {
    #expect(DrawOrderSortMethod(renderer: "llvmpipe (LLVM 15.0.6, 256 bits)") == .host)
    #expect(DrawOrderSortMethod(renderer: "softpipe") == .host)
    #expect(DrawOrderSortMethod(renderer: "NVIDIA H100/PCIe/SSE2") == .gpuRadix)
    #expect(
      DrawOrderSortMethod(renderer: "AMD Radeon RX 7900 XTX (radeonsi, navi31)") == .gpuRadix)
  }

  @Test("ordered keys order floats, -0 before +0, and dead keys after all")
  func orderedKeys() {
    let values: [Float] = [
      -.infinity, -1e30, -2, -1, -1e-30, -0.0, 0, 1e-30, 1, 2, 1e30, .infinity,
    ]
    let keys = values.map(DrawOrder.orderedKey)
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
    #expect(keys.allSatisfy { $0 < DrawOrder.deadKey })
  }

  @Test("sorted counts are powers of two of at least one block")
  func sortedCounts() {
    #expect(DrawOrderLayout.sortedCount(forSlots: 0) == DrawOrderLayout.sortBlock)
    #expect(DrawOrderLayout.sortedCount(forSlots: 513) == 1024)
    #expect(DrawOrderLayout.sortedCount(forSlots: 4096) == 4096)
  }
}
