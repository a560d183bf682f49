import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation
import EmitterVerification

/// Sublayers inserted into and removed from a running tree (`insertSublayer`,
/// `removeSublayer`) on the CPU reference: numbering, timing, what removal leaves, recordings.
@Suite("Live changes: sublayers inserted and removed")
struct SublayerChangeTests {
  /// A canvas-sized plain layer (the view's layer) holding one emitting sublayer.
  static func viewScene() -> Scene {
    var view = EmitterLayer(name: "view")
    view.sublayers = [emitter("first", at: Point(x: 100, y: 120), rate: 40)]
    var scene = Scene()
    scene.size = Size(width: 320, height: 240)
    scene.seed = 7
    scene.layers = [view]
    return scene
  }

  /// An emitter layer whose dots spread in every direction under gravity.
  static func emitter(_ name: String?, at point: Point, rate: Double, lifetime: Double = 1.5)
    -> EmitterLayer
  {
    var cell = EmitterCell(name: "dot")
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.lifetimeRange = 0.3
    cell.velocity = 80
    cell.velocityRange = 30
    cell.emissionRange = 2 * .pi
    cell.yAcceleration = 60
    cell.scale = 0.8
    cell.scaleRange = 0.3
    cell.color = Color(red: 0.9, green: 0.5, blue: 0.2, alpha: 1)
    cell.contents = .shape(.circle, size: Size(width: 10, height: 10))
    var layer = EmitterLayer(name: name)
    layer.emitterPosition = point
    layer.emitterCells = [cell]
    return layer
  }

  func run(_ simulator: CPUSimulator, from start: Double, to end: Double, fps: Double = 60) {
    for t in FrameTimes.steady(fps: fps, until: end - start) { simulator.advance(to: start + t) }
  }

  /// Two snapshots equal particle for particle (and in cells and times unless `particlesOnly`);
  /// a difference is reported by its first particle, not the whole list.
  func expectEqual(
    _ actual: ParticleSnapshot, _ expected: ParticleSnapshot, particlesOnly: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(actual.particles.count == expected.particles.count, sourceLocation: sourceLocation)
    if let first = zip(actual.particles, expected.particles).first(where: { $0 != $1 }) {
      Issue.record(
        "first difference: \(first.0) against \(first.1)", sourceLocation: sourceLocation)
    }
    guard !particlesOnly else { return }
    #expect(actual.cells == expected.cells, sourceLocation: sourceLocation)
    #expect(
      actual.drawnTimelineTimes == expected.drawnTimelineTimes, sourceLocation: sourceLocation)
  }

  func particles(_ simulator: CPUSimulator, layer: Int) -> [ParticleRecord] {
    let snapshot = simulator.snapshot()
    return snapshot.particles.filter { snapshot.cells[$0.cell].layer == layer }
  }

  @Test("an inserted layer takes the flat count as its index, its sublayers the next ones")
  func numbering() throws {
    let simulator = CPUSimulator(scene: Self.viewScene())
    #expect(simulator.layerCount == 2)
    var burst = Self.emitter("burst", at: Point(x: 200, y: 80), rate: 30)
    burst.sublayers = [Self.emitter("inner", at: .zero, rate: 5)]
    try simulator.change(.insertSublayer(burst, at: 0), layer: 0)
    // Addressable at once, before any frame.
    #expect(simulator.layerCount == 4)
    try simulator.setValue(Point(x: 210, y: 90), forKeyPath: "emitterPosition", layer: 2)
    #expect(simulator.projectedModel.layers[2].emitterPosition == Point(x: 210, y: 90))
    #expect(simulator.projectedModel.layerIndex(named: "view.burst.inner") == 3)
    run(simulator, from: 0, to: 0.5)
    let model = simulator.model
    #expect(model.sublayerLists[0] == [2, 1], "inserted at 0: before the first sublayer")
    #expect(model.layerIndex(named: "view.burst") == 2)
    #expect(model.layerIndex(named: "view.first") == 1)
    // Written back, the tree has it in its sibling place.
    let tree = model.unflattened
    #expect(tree.layers[0].sublayers.map(\.name) == ["burst", "first"])
    #expect(tree.layers[0].sublayers[0].sublayers.map(\.name) == ["inner"])
    #expect(tree.layers[0].sublayers[0].emitterPosition == Point(x: 210, y: 90))
    #expect(!particles(simulator, layer: 2).isEmpty)
    #expect(!particles(simulator, layer: 3).isEmpty)
  }

  /// The scene `viewScene()` with `layer` present from the start as the view's sublayer at
  /// `position`, at flat index 2 (where a live insertion puts it).
  static func presentFromStart(_ layer: EmitterLayer, position: Int) -> Scene {
    var scene = viewScene().flattened
    var order = scene.sublayerLists
    order[0].insert(2, at: position)
    order.append([])
    scene.layers.append(layer)
    scene.superlayers.append(0)
    scene.sublayerOrder = order
    return scene
  }

  /// The equivalence: a layer inserted at superlayer time T whose clock starts then or later
  /// (`beginTime` b >= T, in the superlayer's time) simulates as a scene in which it was present
  /// from the start at the same flat index and sibling position, with `beginTime`
  /// `B + (b - O) / S` in scene time (b itself under a superlayer with default timing): it is
  /// empty until b and starts there, its `timeOffset` prewarmed, either way. (With b = T and a
  /// `timeOffset`, the present layer prewarms in the frame at T and the inserted one in the
  /// next, the same particles in other steps: equal to rounding, as another frame rate is.)
  @Test(
    "inserted at superlayer time T with beginTime b >= T: a scene with it there from the start",
    arguments: [(0, 0.0, 0.0), (1, 0.0, 0.0), (0, 0.25, 0.25), (1, 0.3, 0.5)])
  func insertedEqualsPresentFromStart(position: Int, delay: Double, timeOffset: Double) throws {
    let start = 0.5
    var burst = Self.emitter("burst", at: Point(x: 200, y: 80), rate: 60, lifetime: 3)
    burst.beginTime = start + delay
    burst.timeOffset = timeOffset
    // The same frame times for both (0.5 + 1/60 is not 31/60 to the last bit).
    let frames = FrameTimes.steady(fps: 60, until: 1.5)
    let live = CPUSimulator(scene: Self.viewScene())
    for t in frames {
      live.advance(to: t)
      if t == start { try live.change(.insertSublayer(burst, at: position), layer: 0) }
    }
    let reference = CPUSimulator(scene: Self.presentFromStart(burst, position: position))
    for t in frames { reference.advance(to: t) }
    expectEqual(live.snapshot(), reference.snapshot())
    #expect(live.model.sublayerLists == reference.model.sublayerLists)
    let oldest = particles(live, layer: 2).map(\.age).max() ?? 0
    // Born from its begin on, prewarmed by its timeOffset.
    let expected = Float(1.5 - start - delay + timeOffset)
    #expect(abs(oldest - expected) < 0.02, "the oldest is \(oldest) s old, not \(expected)")
  }

  @Test("a layer whose clock ran before its insertion starts there, nothing back-filled")
  func clockAlreadyRunning() throws {
    // Emits only while its local time is in [0.5, 0.8).
    var burst = Self.emitter("burst", at: Point(x: 200, y: 80), rate: 100)
    burst.emitterCells[0].timing.beginTime = 0.5
    burst.emitterCells[0].timing.duration = 0.3
    let late = CPUSimulator(scene: Self.viewScene())
    run(late, from: 0, to: 1)
    // beginTime 0 in the superlayer's time: local time 1 at the insertion, the window long shut.
    try late.change(.insertSublayer(burst, at: nil), layer: 0)
    run(late, from: 1, to: 2)
    #expect(particles(late, layer: 2).isEmpty)
    let now = CPUSimulator(scene: Self.viewScene())
    run(now, from: 0, to: 1)
    burst.beginTime = 1
    try now.change(.insertSublayer(burst, at: nil), layer: 0)
    run(now, from: 1, to: 2)
    // Local time 0 at the insertion: the window opens at 1.5 s, 30 births.
    #expect(particles(now, layer: 2).count == 30)
    // Already running with an open window: births from the insertion on, none before it.
    burst.beginTime = 0.4
    let running = CPUSimulator(scene: Self.viewScene())
    run(running, from: 0, to: 1)
    try running.change(.insertSublayer(burst, at: nil), layer: 0)
    run(running, from: 1, to: 1.5)
    // Local time 0.6 at the insertion: 0.2 s of the window left, 20 births, the oldest 0.5 s.
    let ages = particles(running, layer: 2).map(\.age)
    #expect(ages.count == 20)
    #expect((ages.max() ?? 0) <= 0.5 + 1e-4)
  }

  @Test("removed: its particles gone at once, the rest as if it had never been there")
  func removal() throws {
    let removed = CPUSimulator(scene: Self.viewScene())
    let never = CPUSimulator(scene: Self.viewScene())
    run(removed, from: 0, to: 0.5)
    run(never, from: 0, to: 0.5)
    try removed.change(
      .insertSublayer(Self.emitter("burst", at: Point(x: 200, y: 80), rate: 80), at: nil), layer: 0)
    run(removed, from: 0.5, to: 1)
    run(never, from: 0.5, to: 1)
    #expect(particles(removed, layer: 2).count > 30)
    try removed.change(.removeSublayer(at: 1), layer: 0)
    removed.advance(to: 1 + 1 / 60.0)
    never.advance(to: 1 + 1 / 60.0)
    #expect(particles(removed, layer: 2).isEmpty)
    expectEqual(removed.snapshot(), never.snapshot(), particlesOnly: true)
    #expect(removed.scene.cells.count == never.scene.cells.count)
    #expect(removed.layerCount == 3, "its index stays taken")
    #expect(removed.model.sublayerLists[0] == [1])
    #expect(removed.model.unflattened.layers[0].sublayers.map(\.name) == ["first"])
    #expect(removed.model.layerIndex(named: "view.burst") == nil)
    // A removed layer takes no more calls.
    do {
      try removed.setValue(1.0, forKeyPath: "birthRate", layer: 2)
      Issue.record("a removed layer must refuse changes")
    } catch {
      #expect(error.message.contains("layer 2 was removed"))
    }
    #expect(throws: EmissionControlError.removedLayer(2)) { try removed.stop(layer: 2) }
  }

  @Test("a removal takes the subtree, sublayers inserted into it included")
  func removalTakesSubtree() throws {
    let simulator = CPUSimulator(scene: Self.viewScene())
    try simulator.change(
      .insertSublayer(Self.emitter("burst", at: Point(x: 200, y: 80), rate: 30), at: nil),
      layer: 0)
    run(simulator, from: 0, to: 0.3)
    try simulator.change(
      .insertSublayer(Self.emitter("inner", at: .zero, rate: 30), at: nil), layer: 2)
    run(simulator, from: 0.3, to: 0.6)
    #expect(simulator.layerCount == 4)
    #expect(!particles(simulator, layer: 3).isEmpty)
    try simulator.change(.removeSublayer(at: 1), layer: 0)
    simulator.advance(to: 0.65)
    #expect(particles(simulator, layer: 2).isEmpty)
    #expect(particles(simulator, layer: 3).isEmpty)
    #expect(simulator.planner.removedLayers == [2, 3])
    #expect(simulator.scene.cells.count == 1)
  }

  @Test("bad insertions and removals are refused with the index, the range and the key path")
  func refusals() throws {
    let simulator = CPUSimulator(scene: Self.viewScene())
    let layer = Self.emitter("first", at: .zero, rate: 10)
    func message(_ action: LayerChange.Action, layer index: Int = 0) -> String {
      do {
        try simulator.change(action, layer: index)
        return ""
      } catch {
        return error.message
      }
    }
    #expect(
      message(.insertSublayer(Self.emitter("x", at: .zero, rate: 1), at: 3))
        == "sublayers: no place 3 to insert a layer at; the layer has 1 sublayers (0...1)")
    #expect(
      message(.insertSublayer(layer, at: nil)).contains(
        "a sublayer named \"first\" is already there"))
    #expect(
      message(.removeSublayer(at: 1))
        == "sublayers: no sublayer 1 to remove; the layer has 1 (0...0)")
    #expect(
      message(.removeSublayer(at: 0), layer: 1)
        == "sublayers: no sublayer 0 to remove; the layer has none")
    var bad = Self.emitter("bad", at: .zero, rate: 10)
    bad.emitterCells[0].lifetime = -1
    #expect(
      message(.insertSublayer(bad, at: nil)).hasPrefix("sublayers[1].emitterCells[0].lifetime:"))
    #expect(simulator.layerCount == 2, "nothing refused was numbered")
    #expect(simulator.recording.layers[0].events.isEmpty)
  }

  @Test("a recording with insertions and removals on several layers replays exactly")
  func recordingReplays() throws {
    var scene = Self.viewScene()
    var second = EmitterLayer(name: "panel")
    second.sublayers = [Self.emitter("own", at: Point(x: 60, y: 60), rate: 20)]
    scene.layers.append(second)
    let frames = FrameTimes.jittery(count: 90, seed: 4)
    let live = CPUSimulator(scene: scene)
    for (frame, t) in frames.enumerated() {
      live.advance(to: t)
      switch frame {
      case 10:
        // The higher superlayer first: its layer takes the lower index.
        try live.change(
          .insertSublayer(Self.emitter("a", at: Point(x: 50, y: 50), rate: 50), at: 0), layer: 1)
        try live.change(
          .insertSublayer(Self.emitter("b", at: Point(x: 150, y: 50), rate: 50), at: nil), layer: 0)
      case 30:
        var nested = Self.emitter("c", at: Point(x: 90, y: 90), rate: 20)
        nested.beginTime = 0
        nested.sublayers = [Self.emitter("d", at: .zero, rate: 10)]
        try live.change(.insertSublayer(nested, at: nil), layer: 4)
        try live.setValue(Point(x: 20, y: 200), forKeyPath: "emitterPosition", layer: 4)
        try live.burst(12, cell: "dot", layer: 5)
      case 50:
        try live.change(.removeSublayer(at: 0), layer: 1)
      case 60:
        try live.change(.removeSublayer(at: 1), layer: 0)
      default: break
      }
    }
    #expect(live.layerCount == 8)
    let file = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    let replay = CPUSimulator(scene: file)
    for t in frames { replay.advance(to: t) }
    #expect(replay.layerCount == live.layerCount)
    expectEqual(replay.snapshot(), live.snapshot())
    #expect(replay.model.sublayerLists == live.model.sublayerLists)
    #expect(replay.planner.removedLayers == live.planner.removedLayers)
  }

  @Test("an insertion scheduled for later: numbered now, simulated from its moment")
  func scheduledInsertion() throws {
    let simulator = CPUSimulator(scene: Self.viewScene())
    var burst = Self.emitter("burst", at: Point(x: 200, y: 80), rate: 50)
    burst.beginTime = 1
    try simulator.schedule(LayerChange(.insertSublayer(burst, at: nil), at: 1), layer: 0)
    #expect(simulator.layerCount == 3)
    try simulator.setValue(25.0, forKeyPath: "emitterCells.dot.birthRate", layer: 2)
    run(simulator, from: 0, to: 0.9)
    #expect(particles(simulator, layer: 2).isEmpty)
    #expect(simulator.model.sublayerLists[0] == [1], "not in the tree before its moment")
    #expect(simulator.projectedModel.sublayerLists[0] == [1, 2])
    run(simulator, from: 0.9, to: 2)
    #expect(particles(simulator, layer: 2).count == 25, "25/s from 1 s, lifetime 1.5 s")
  }

  @Test(
    "after 200 layers with particles are removed a step does the work of the scene without them")
  func removedLayersCostNothing() throws {
    let removed = CPUSimulator(scene: Self.viewScene())
    let never = CPUSimulator(scene: Self.viewScene())
    run(removed, from: 0, to: 0.1)
    run(never, from: 0, to: 0.1)
    for round in 0..<4 {
      for index in 0..<50 {
        let point = Point(x: Double(index * 6), y: Double(round * 50))
        try removed.change(
          .insertSublayer(Self.emitter(nil, at: point, rate: 30), at: nil), layer: 0)
      }
      run(removed, from: 0.1 + Double(round) * 0.2, to: 0.2 + Double(round) * 0.2)
      run(never, from: 0.1 + Double(round) * 0.2, to: 0.2 + Double(round) * 0.2)
      for _ in 0..<50 { try removed.change(.removeSublayer(at: 1), layer: 0) }
      run(removed, from: 0.2 + Double(round) * 0.2, to: 0.3 + Double(round) * 0.2)
      run(never, from: 0.2 + Double(round) * 0.2, to: 0.3 + Double(round) * 0.2)
    }
    #expect(removed.layerCount == 202)
    // The work of a step: the steps planned, the cells of the flat table (spawn and sub-cell
    // passes), the slots (the GPU's integrate pass runs over every slot of a stepped layer) and
    // the live particles. Equal to the scene's that never had them: the 200 placeholders
    // cost a comparison each per frame in `steps(to:)`, nothing else.
    #expect(removed.planner.steps(to: 1.5).count == never.planner.steps(to: 1.5).count)
    #expect(removed.scene.cells.count == never.scene.cells.count)
    #expect(removed.slots.totalSlots == never.slots.totalSlots)
    #expect(removed.liveCount == never.liveCount)
    expectEqual(removed.snapshot(), never.snapshot(), particlesOnly: true)
  }

  @Test(
    "random scenes with layers inserted and removed among random calls replay from their recordings",
    arguments: 0..<20)
  func randomReplay(seed: UInt64) throws {
    let scene = RandomSceneGenerator().scene(seed: 3000 + seed)
    let frames = FrameTimes.jittery(count: 90, seed: seed)
    let calls = RandomLiveChanges.calls(
      for: scene, frameCount: frames.count, count: 16, seed: seed, sublayers: true)
    let live = CPUSimulator(scene: scene)
    live.checksSlots = true
    var next = 0
    var accepted = 0
    for (frame, t) in frames.enumerated() {
      live.advance(to: t)
      while next < calls.count, calls[next].frame == frame {
        if calls[next].apply(to: live) { accepted += 1 }
        next += 1
      }
    }
    #expect(accepted >= calls.count / 2, "seed \(seed): most random calls are valid ones")
    #expect(live.slotCollisions == 0, "seed \(seed)")
    #expect(live.capacityError == nil, "seed \(seed)")
    let recording = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    let replay = CPUSimulator(scene: recording)
    for t in frames { replay.advance(to: t) }
    #expect(replay.layerCount == live.layerCount, "seed \(seed)")
    expectEqual(replay.snapshot(), live.snapshot())
  }

  @Test("random sublayer calls insert and remove layers: the runs are not trivial")
  func randomCallsDoSomething() throws {
    var inserted = 0
    var removed = 0
    for seed in UInt64(0)..<20 {
      let scene = RandomSceneGenerator().scene(seed: 3000 + seed)
      let frames = FrameTimes.jittery(count: 90, seed: seed)
      let calls = RandomLiveChanges.calls(
        for: scene, frameCount: frames.count, count: 16, seed: seed, sublayers: true)
      let live = CPUSimulator(scene: scene)
      var next = 0
      for (frame, t) in frames.enumerated() {
        live.advance(to: t)
        while next < calls.count, calls[next].frame == frame {
          _ = calls[next].apply(to: live)
          next += 1
        }
      }
      inserted += live.layerCount - scene.flattened.layers.count
      removed += live.planner.removedLayers.count
    }
    #expect(inserted >= 20, "\(inserted) layers inserted over 20 runs")
    #expect(removed >= 5, "\(removed) layers removed over 20 runs")
  }

  @Test("an inserted layer whose animated rate outgrows its ring grows it; no slot reused")
  func insertedRingGrows() throws {
    var burst = Self.emitter("burst", at: Point(x: 200, y: 80), rate: 20, lifetime: 1.5)
    burst.animations = [.basic("emitterCells.dot.birthRate", to: 200.0, duration: 0.5)]
    burst.beginTime = 0.3
    let simulator = CPUSimulator(scene: Self.viewScene())
    simulator.checksSlots = true
    let frames = FrameTimes.steady(fps: 60, until: 1.5)
    var ring = 0
    for t in frames {
      simulator.advance(to: t)
      if t == 0.3 { try simulator.change(.insertSublayer(burst, at: nil), layer: 0) }
      if ring == 0, simulator.scene.cells.count == 2 { ring = simulator.slots.cells[1].count }
    }
    #expect(ring > 0)
    #expect(simulator.slots.cells[1].count > ring, "grown from \(ring) slots")
    #expect(simulator.slotCollisions == 0)
    // From its insertion at 0.3 s: 20/s rising to 200/s over 0.5 s (55 births), then the
    // animation is over and 20/s again for 0.7 s (14): a layer time from 0, not from 0.3.
    let born = particles(simulator, layer: 2).map(\.serial).max() ?? 0
    #expect(born + 1 == 69, "\(born + 1) births")
  }

  @Test("a running system's model started afresh keeps layers out of its tree out")
  func modelStartedAfresh() throws {
    let simulator = CPUSimulator(scene: Self.viewScene())
    try simulator.change(
      .insertSublayer(Self.emitter("gone", at: Point(x: 200, y: 80), rate: 30), at: nil), layer: 0)
    run(simulator, from: 0, to: 0.2)
    try simulator.change(.removeSublayer(at: 1), layer: 0)
    try simulator.schedule(
      LayerChange(.insertSublayer(Self.emitter("later", at: .zero, rate: 30), at: nil), at: 5),
      layer: 0)
    run(simulator, from: 0.2, to: 0.4)
    let model = simulator.model
    #expect(model.layersOutOfTree == [2, 3])
    let fresh = CPUSimulator(scene: model)
    run(fresh, from: 0, to: 0.5)
    #expect(fresh.layerCount == 4)
    #expect(fresh.planner.removedLayers == [2, 3])
    #expect(fresh.completions.allSatisfy { $0.layer < 2 }, "\(fresh.completions)")
    #expect(throws: LiveChangeError.self) {
      try fresh.setValue(1.0, forKeyPath: "opacity", layer: 3)
    }
  }
}
