import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterSimulation
import GLTestSupport
import Testing

/// The GPU sort (bitonic, over (key, slot) pairs) against the CPU reference's order: the same
/// slots in the same order, for each sorted render mode, at sizes that need one work group and
/// several (global merge steps), with ties across cells.
@Suite("GPU draw order matches the CPU order", .serialized)
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

  struct Case: Sendable, CustomTestStringConvertible {
    var key: DrawOrder.SortKey
    var rate: Double
    var testDescription: String { "\(key) over \(rate)/s per cell" }
  }

  static let cases = DrawOrder.SortKey.allCases.flatMap { key in
    [Case(key: key, rate: 30), Case(key: key, rate: 700)]
  }

  @Test("sorted slots equal the CPU's order", arguments: cases)
  func sortedSlots(_ test: Case) throws {
    let scene = Self.scene(rate: test.rate)
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

    let pairs = try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...150 { simulator.advance(to: Double(frame) / 60) }
      return renderer.sortedDrawOrder(
        of: simulator, slots: slots.slotRange(ofLayer: cpu.scene.layers[0]), by: test.key)
    }
    let live = pairs.prefix { $0.x != DrawOrder.deadKey }
    #expect(live.count == snapshot.particles.count)
    #expect(live.map { Int($0.y) } == expected)
    #expect(
      zip(live, live.dropFirst()).allSatisfy { ($0.x, $0.y) < ($1.x, $1.y) }, "keys are sorted")
    #expect(
      pairs.dropFirst(live.count).allSatisfy { $0.x == DrawOrder.deadKey },
      "dead and padding entries last")
    if test.rate > 100 {
      #expect(pairs.count > 2 * DrawOrderLayout.sortBlock, "the global merge steps ran")
    }

    // What each order means, read off the particles in drawing order.
    let bySlot = Dictionary(uniqueKeysWithValues: zip(keyed.map(\.slot), keyed))
    let drawn = live.map { bySlot[Int($0.y)]! }
    switch test.key {
    case .backToFront:
      #expect(
        zip(drawn, drawn.dropFirst()).allSatisfy { $0.z <= $1.z }, "z never decreases: far first")
    case .oldestFirst:
      #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $0.age >= $1.age }, "age never increases")
    case .oldestLast:
      #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $0.age <= $1.age }, "age never decreases")
    }
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
