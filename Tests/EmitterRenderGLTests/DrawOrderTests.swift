import EmitterGL
import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterSimulation
import EmitterTestSupport
import Testing

/// The renderer's sorts (`DrawOrderSortMethod`: on the CPU over the read-back buffers, the GPU's
/// radix sort of the live pairs, the GPU's bitonic sort) against the CPU reference's order: the
/// same slots in the same order, for each sorted render mode, on scenes with ties across cells
/// (equal ages), ties of equal z, sub-cells (a ring per parent slot), several cells of different
/// rates, lifetimes that leave dead slots inside a ring, far more slots than live particles, and
/// sizes that need one work group and several.
@Suite("Draw order matches the CPU order", .serialized, .tags(.gl))
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
    /// `sparse`: a burst that has mostly died, rings sized for its peak: over 26 slots per
    /// live particle, several cells, sub-cells, and more live pairs than two of the radix
    /// sort's runs.
    case mostlyDead

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
      case .mostlyDead: DrawOrderTests.sparse
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

  /// Two cells (one with sparks) whose layer's birth rate falls from 1 to 1/30 in the first
  /// 0.4 s: at 2.5 s only the last second's trickle lives, in rings sized for the burst.
  static let sparse: Scene = {
    var scene = RenderFixtures.scene { layer in
      layer.emitterShape = .cuboid
      layer.emitterSize = Size(width: 120, height: 120)
      layer.emitterDepth = 300
      layer.emitterCells.append(layer.emitterCells[0])
      layer.emitterCells[1].name = "twin"
      layer.emitterCells[1].lifetime = 0.8
      var spark = EmitterCell(name: "spark")
      spark.birthRate = 3
      spark.lifetime = 0.5
      spark.lifetimeRange = 0.2
      spark.velocity = 30
      spark.emissionRange = .pi
      spark.zAcceleration = 40
      spark.contents = .shape(.circle, size: Size(width: 4, height: 4))
      layer.emitterCells[1].emitterCells = [spark]
    } cell: { cell in
      cell.birthRate = 12_000
      cell.lifetime = 1
      cell.lifetimeRange = 0
      cell.zAcceleration = 20
    }
    // Held at its end (not removed, filled forwards), so the rings keep the burst's size.
    var fall = PropertyAnimation.basic("birthRate", from: 1.0, to: 1.0 / 30, duration: 0.4)
    fall.isRemovedOnCompletion = false
    fall.timing.fillMode = .forwards
    scene.layers[0].animations = [fall]
    return scene
  }()

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
    let chunks = 1
    let scene = test.scenery.scene
    let cpu = CPUSimulator(scene: scene)
    for frame in 1...150 { cpu.advance(to: Double(frame) / 60) }
    let snapshot = cpu.snapshot()
    let mode: RenderMode =
      switch test.key {
      case .backToFront: .backToFront
      case .oldestFirst: .oldestFirst
      case .oldestLast: .oldestLast
      }

    let (pairs, hostMethod, sortCounts, layout, chunkEntries) = try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...150 { simulator.advance(to: Double(frame) / 60) }
      // The simulator's layout: rings grown for a burst included.
      let layout = simulator.slots
      let pairs = renderer.inspection.sortedDrawOrder(
        of: simulator.particleBuffers, slots: Self.slotRange(ofLayer: cpu.scene.layers[0], layout), by: test.key,
        method: test.method)
      return (
        pairs, renderer.inspection.lastHostSortMethod, renderer.inspection.lastSortCounts(), layout,
        SpriteQuadLayout.chunkEntries()
      )
    }
    let slotRange = Self.slotRange(ofLayer: cpu.scene.layers[0], layout)
    let keyed = snapshot.particles.map {
      (slot: Self.slot($0.cell, $0.serial, cpu.scene, layout), z: $0.position.z, age: $0.age)
    }
    let expected = DrawOrder.order(keyed, mode: mode).map { keyed[$0].slot }
    #expect(!keyed.isEmpty)
    let live = pairs.prefix { $0.x != DrawOrder.deadKey }
    #expect(live.count == snapshot.particles.count)
    #expect(live.map { Int($0.y) } == expected)
    #expect(
      zip(live, live.dropFirst()).allSatisfy { ($0.x, $0.y) < ($1.x, $1.y) }, "keys are sorted")
    #expect(
      pairs.dropFirst(live.count).allSatisfy { $0.x == DrawOrder.deadKey },
      "dead and padding entries last")
    if test.scenery == .mostlyDead {
      #expect(
        slotRange.count > 26 * snapshot.particles.count,
        "\(slotRange.count) slots for \(snapshot.particles.count) live particles")
    }
    switch test.method {
    case .gpuRadix:
      // The live pairs only, counted on the GPU, with commands sized from that count.
      #expect(pairs.count == snapshot.particles.count, "one pair per live slot")
      #expect(
        sortCounts
          == .expected(
            livePairs: snapshot.particles.count, chunks: chunks, chunkEntries: chunkEntries),
        "\(String(describing: sortCounts))")
      if test.scenery == .twinCellsLarge || test.scenery == .mostlyDead {
        #expect(pairs.count > 2 * 512, "several of the sort's runs of 512 pairs")
      }
    case .gpuBitonic:
      #expect(pairs.count >= slotRange.count, "an entry for every slot")
      #expect(sortCounts == nil)
      if test.scenery == .twinCellsLarge {
        #expect(pairs.count > 2 * DrawOrderLayout.sortBlock, "the global merge steps ran")
      }
    case .host:
      #expect(pairs.count == slotRange.count)
      #expect(sortCounts == nil)
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

  /// The GPU slot of a snapshot particle under `layout`, the simulator's own (whose rings grow
  /// for a burst, which `SnapshotSlots`' layout from the scene alone does not know).
  static func slot(
    _ cell: Int, _ serial: UInt64, _ scene: ResolvedScene, _ layout: SlotLayout
  ) -> Int {
    guard let parent = scene.cells[cell].parent else {
      return layout.slot(cell: cell, serial: serial)
    }
    let stride = scene.cells[cell].childStride
    let parentSlot = slot(parent, serial / stride, scene, layout)
    return layout.slot(cell: cell, parent: parent, parentSlot: parentSlot, k: serial % stride)
  }

  static func slotRange(ofLayer layer: ResolvedLayer, _ layout: SlotLayout) -> Range<Int> {
    guard let first = layer.cells.first, let last = layer.cells.last else { return 0..<0 }
    return layout.cells[first].base..<(layout.cells[last].base + layout.cells[last].count)
  }

  @Test("the live-keys, radix, quad and live-list passes read the sort's counts at its binding")
  func sortCountsBinding() throws {
    try withGL {
      let names = [
        "sort_live_offsets", "sort_live_keys", "radix_histogram", "radix_offsets",
        "radix_scatter", "sprite_quads", "live_count", "live_offsets", "live_scatter",
      ]
      for name in names {
        let program = try ShaderLibrary.standard.makeProgram(name)
        defer { program.destroy() }
        let block = try #require(program.storageBlock(named: "SortCounts"), "\(name)")
        #expect(block.binding == ShaderBindings.StorageBlock.sortCounts.rawValue, "\(name)")
      }
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
