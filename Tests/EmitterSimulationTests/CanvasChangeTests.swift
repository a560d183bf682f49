import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation
import EmitterVerification

/// Top-level layers inserted and removed live (`insertLayer`, `removeLayer`, the canvas's
/// `scheduleOnCanvas`) on the CPU reference: numbering, timing in scene time, what removal
/// leaves, refusals, recordings, and the scene file's own `events`.
@Suite("Live changes: top-level layers inserted and removed")
struct CanvasChangeTests {
  typealias Sublayers = SublayerChangeTests

  /// Two top-level emitters, the second with a sublayer: flat indices 0, 1 and 2.
  static func canvasScene() -> Scene {
    var second = Sublayers.emitter("second", at: Point(x: 220, y: 150), rate: 30)
    second.sublayers = [Sublayers.emitter("inner", at: Point(x: 20, y: 20), rate: 10)]
    var scene = Scene()
    scene.size = Size(width: 320, height: 240)
    scene.seed = 11
    scene.layers = [Sublayers.emitter("first", at: Point(x: 100, y: 120), rate: 40), second]
    return scene
  }

  func run(_ simulator: CPUSimulator, from start: Double, to end: Double, fps: Double = 60) {
    for t in FrameTimes.steady(fps: fps, until: end - start) { simulator.advance(to: start + t) }
  }

  func particles(_ simulator: CPUSimulator, layer: Int) -> [ParticleRecord] {
    let snapshot = simulator.snapshot()
    return snapshot.particles.filter { snapshot.cells[$0.cell].layer == layer }
  }

  @Test("an inserted top-level layer takes the flat count as its index, its sublayers the next")
  func numbering() throws {
    let simulator = CPUSimulator(scene: Self.canvasScene())
    #expect(simulator.layerCount == 3)
    var burst = Sublayers.emitter("burst", at: Point(x: 200, y: 80), rate: 30)
    burst.sublayers = [Sublayers.emitter("sparks", at: .zero, rate: 5)]
    try simulator.insertLayer(burst, at: 1)
    // Addressable at once, before any frame, by index and by name path.
    #expect(simulator.layerCount == 5)
    try simulator.setValue(Point(x: 210, y: 90), forKeyPath: "emitterPosition", layer: 3)
    #expect(simulator.projectedModel.layers[3].emitterPosition == Point(x: 210, y: 90))
    #expect(simulator.projectedModel.layerIndex(named: "burst.sparks") == 4)
    #expect(simulator.projectedModel.topLevelLayers == [0, 3, 1])
    #expect(simulator.model.topLevelLayers == [0, 1], "not in the tree before the next update")
    run(simulator, from: 0, to: 0.5)
    let model = simulator.model
    #expect(model.topLevelLayers == [0, 3, 1], "inserted at 1: between the two")
    #expect(model.layerIndex(named: "burst") == 3)
    #expect(model.drawOrder() == [0, 3, 4, 1, 2])
    // Written back, the tree has it in its place among the top-level layers.
    let tree = model.unflattened
    #expect(tree.layers.map(\.name) == ["first", "burst", "second"])
    #expect(tree.layers[1].sublayers.map(\.name) == ["sparks"])
    #expect(tree.layers[1].emitterPosition == Point(x: 210, y: 90))
    #expect(!particles(simulator, layer: 3).isEmpty)
    #expect(!particles(simulator, layer: 4).isEmpty)
    // Its seed mixes its flat index, as every top-level layer's does.
    let seeds = simulator.scene.layers.map(\.seedWord)
    #expect(Set(seeds).count == seeds.count)
  }

  /// `canvasScene()` with `layer` present from the start among the top-level layers at
  /// `position`, at flat index 3 (where a live insertion puts it).
  static func presentFromStart(_ layer: EmitterLayer, position: Int) -> Scene {
    var scene = canvasScene().flattened
    var order = scene.topLevelLayers
    order.insert(3, at: position)
    scene.layers.append(layer)
    scene.superlayers.append(nil)
    scene.topLevelOrder = order
    return scene
  }

  /// The equivalence: a top-level layer inserted at scene time T whose clock starts then or
  /// later (`beginTime` b >= T, in scene time as any top-level layer's) simulates as a scene in
  /// which it was present from the start at the same flat index and place, its `timeOffset`
  /// prewarmed either way (with b = T and an offset, the present one prewarms in the frame at
  /// T and the inserted one in the next: equal to rounding, so not among the cases here).
  @Test(
    "inserted at scene time T with beginTime b >= T: a scene with it there from the start",
    arguments: [(0, 0.0, 0.0), (1, 0.0, 0.0), (2, 0.0, 0.0), (0, 0.25, 0.25), (2, 0.3, 0.5)])
  func insertedEqualsPresentFromStart(position: Int, delay: Double, timeOffset: Double) throws {
    let start = 0.5
    var burst = Sublayers.emitter("burst", at: Point(x: 200, y: 80), rate: 60, lifetime: 3)
    burst.beginTime = start + delay
    burst.timeOffset = timeOffset
    let frames = FrameTimes.steady(fps: 60, until: 1.5)
    let live = CPUSimulator(scene: Self.canvasScene())
    for t in frames {
      live.advance(to: t)
      if t == start { try live.insertLayer(burst, at: position) }
    }
    let reference = CPUSimulator(scene: Self.presentFromStart(burst, position: position))
    for t in frames { reference.advance(to: t) }
    Sublayers().expectEqual(live.snapshot(), reference.snapshot())
    #expect(live.model.topLevelLayers == reference.model.topLevelLayers)
    #expect(live.model.drawOrder() == reference.model.drawOrder())
    let oldest = particles(live, layer: 3).map(\.age).max() ?? 0
    let expected = Float(1.5 - start - delay + timeOffset)
    #expect(abs(oldest - expected) < 0.02, "the oldest is \(oldest) s old, not \(expected)")
  }

  @Test("a top-level layer whose clock ran before its insertion starts there, nothing back-filled")
  func clockAlreadyRunning() throws {
    // Emits only while its local time is in [0.5, 0.8).
    var burst = Sublayers.emitter("burst", at: Point(x: 200, y: 80), rate: 100)
    burst.emitterCells[0].timing.beginTime = 0.5
    burst.emitterCells[0].timing.duration = 0.3
    // beginTime 0 in scene time: local time 1 at the insertion, the window long shut.
    let late = CPUSimulator(scene: Self.canvasScene())
    run(late, from: 0, to: 1)
    try late.insertLayer(burst)
    run(late, from: 1, to: 2)
    #expect(particles(late, layer: 3).isEmpty)
    // Already running with an open window: births from the insertion on, none before it.
    burst.beginTime = 0.4
    let running = CPUSimulator(scene: Self.canvasScene())
    run(running, from: 0, to: 1)
    try running.insertLayer(burst)
    run(running, from: 1, to: 1.5)
    let ages = particles(running, layer: 3).map(\.age)
    #expect(ages.count == 20, "local time 0.6 at the insertion: 0.2 s of the window left")
    #expect((ages.max() ?? 0) <= 0.5 + 1e-4)
  }

  @Test("removed: its particles gone at once, the rest as if it had never been there")
  func removal() throws {
    let removed = CPUSimulator(scene: Self.canvasScene())
    let never = CPUSimulator(scene: Self.canvasScene())
    run(removed, from: 0, to: 0.5)
    run(never, from: 0, to: 0.5)
    try removed.insertLayer(Sublayers.emitter("burst", at: Point(x: 200, y: 80), rate: 80), at: 0)
    run(removed, from: 0.5, to: 1)
    run(never, from: 0.5, to: 1)
    #expect(particles(removed, layer: 3).count > 30)
    try removed.removeLayer(at: 0)
    removed.advance(to: 1 + 1 / 60.0)
    never.advance(to: 1 + 1 / 60.0)
    #expect(particles(removed, layer: 3).isEmpty)
    Sublayers().expectEqual(removed.snapshot(), never.snapshot(), particlesOnly: true)
    #expect(removed.scene.cells.count == never.scene.cells.count)
    #expect(removed.layerCount == 4, "its index stays taken")
    #expect(removed.model.topLevelLayers == [0, 1])
    #expect(removed.model.unflattened.layers.map(\.name) == ["first", "second"])
    #expect(removed.model.layerIndex(named: "burst") == nil)
    do {
      try removed.setValue(1.0, forKeyPath: "birthRate", layer: 3)
      Issue.record("a removed layer must refuse changes")
    } catch {
      #expect(error.message.contains("layer 3 was removed"))
    }
    #expect(throws: EmissionControlError.removedLayer(3)) { try removed.stop(layer: 3) }
  }

  @Test("a scene's own top-level layer removed takes its sublayers; the canvas can end empty")
  func removalOfSceneLayers() throws {
    let simulator = CPUSimulator(scene: Self.canvasScene())
    run(simulator, from: 0, to: 0.5)
    #expect(!particles(simulator, layer: 2).isEmpty)
    try simulator.removeLayer(at: 1)
    simulator.advance(to: 0.55)
    #expect(simulator.planner.removedLayers == [1, 2])
    #expect(particles(simulator, layer: 1).isEmpty && particles(simulator, layer: 2).isEmpty)
    try simulator.removeLayer(at: 0)
    simulator.advance(to: 0.6)
    #expect(simulator.liveCount == 0)
    #expect(simulator.scene.cells.isEmpty)
    #expect(simulator.model.drawOrder().isEmpty)
    // And it takes new layers again.
    try simulator.insertLayer(Sublayers.emitter("again", at: Point(x: 50, y: 50), rate: 60))
    run(simulator, from: 0.6, to: 1)
    #expect(simulator.model.topLevelLayers == [3])
    #expect(particles(simulator, layer: 3).count > 15)
  }

  @Test("an empty canvas gains layers, and its recording replays")
  func emptyCanvas() throws {
    var scene = Scene()
    scene.size = Size(width: 200, height: 200)
    let simulator = CPUSimulator(scene: scene)
    run(simulator, from: 0, to: 0.2)
    try simulator.insertLayer(Sublayers.emitter("one", at: Point(x: 50, y: 50), rate: 40))
    run(simulator, from: 0.2, to: 0.6)
    try simulator.insertLayer(Sublayers.emitter("two", at: Point(x: 150, y: 50), rate: 40), at: 0)
    run(simulator, from: 0.6, to: 1)
    #expect(simulator.model.topLevelLayers == [1, 0])
    #expect(!particles(simulator, layer: 0).isEmpty && !particles(simulator, layer: 1).isEmpty)
    let recording = try Scene(jsonData: simulator.recording.jsonData(), file: "recording.json")
    #expect(recording.layers.isEmpty)
    #expect(recording.events.count == 2)
    let replay = CPUSimulator(scene: recording)
    run(replay, from: 0, to: 1)
    Sublayers().expectEqual(replay.snapshot(), simulator.snapshot())
  }

  @Test("bad canvas changes are refused with the index, the range and the key path")
  func refusals() throws {
    let simulator = CPUSimulator(scene: Self.canvasScene())
    func message(_ body: () throws -> Void) -> String {
      do {
        try body()
        return ""
      } catch let error as LiveChangeError {
        return error.message
      } catch {
        return "not a LiveChangeError: \(error)"
      }
    }
    let layer = Sublayers.emitter("x", at: .zero, rate: 1)
    #expect(
      message { try simulator.insertLayer(layer, at: 3) }
        == "layers: no place 3 to insert a layer at; the canvas has 2 top-level layers (0...2)")
    #expect(
      message { try simulator.insertLayer(Sublayers.emitter("first", at: .zero, rate: 1)) }
        .contains("a top-level layer named \"first\" is already there"))
    #expect(
      message { try simulator.removeLayer(at: 2) }
        == "layers: no top-level layer 2 to remove; the canvas has 2 (0...1)")
    var bad = Sublayers.emitter("bad", at: .zero, rate: 10)
    bad.emitterCells[0].lifetime = -1
    #expect(
      message { try simulator.insertLayer(bad) }.hasPrefix("layers[2].emitterCells[0].lifetime:"))
    #expect(
      message {
        try simulator.scheduleOnCanvas(
          LayerChange(.set(keyPath: "birthRate", value: .number(2)), at: 0))
      }.contains("the canvas takes only insertSublayer and removeSublayer"))
    run(simulator, from: 0, to: 0.5)
    #expect(
      message {
        try simulator.scheduleOnCanvas(LayerChange(.insertSublayer(layer, at: nil), at: 0.25))
      }.contains("earlier than the scene time reached, 0.5 s"))
    #expect(simulator.layerCount == 3, "nothing refused was numbered")
    #expect(simulator.recording.events.isEmpty)
    // In event form: the canvas's with layer nil; any other change still names a layer.
    #expect(throws: LiveEventError.self) {
      try simulator.apply(
        eventJSON: #"{"type": "set", "keyPath": "birthRate", "value": 2}"#, layer: nil)
    }
  }

  @Test("canvas changes in event form (layer nil) are made now, in scene time, or when given")
  func eventForm() throws {
    let simulator = CPUSimulator(scene: Self.canvasScene())
    run(simulator, from: 0, to: 0.5)
    try simulator.apply(
      eventJSON:
        #"{"type": "insertSublayer", "index": 0, "layer": {"name": "a", "beginTime": 0.5}}"#,
      layer: nil)
    try simulator.apply(
      eventJSON: #"{"type": "removeSublayer", "index": 2, "time": 0.8}"#, layer: nil)
    let events = simulator.recording.events
    #expect(events.map(\.time) == [0.5, 0.8])
    #expect(events.first?.layerIndex == 3)
    run(simulator, from: 0.5, to: 1)
    #expect(simulator.model.topLevelLayers == [3, 0])
    #expect(simulator.planner.removedLayers == [1, 2])
  }

  @Test("a canvas insertion scheduled for later: numbered now, simulated from its moment")
  func scheduledInsertion() throws {
    let simulator = CPUSimulator(scene: Self.canvasScene())
    var burst = Sublayers.emitter("burst", at: Point(x: 200, y: 80), rate: 50)
    burst.beginTime = 1
    try simulator.scheduleOnCanvas(LayerChange(.insertSublayer(burst, at: nil), at: 1))
    #expect(simulator.layerCount == 4)
    try simulator.setValue(25.0, forKeyPath: "emitterCells.dot.birthRate", layer: 3)
    run(simulator, from: 0, to: 0.9)
    #expect(particles(simulator, layer: 3).isEmpty)
    #expect(simulator.model.topLevelLayers == [0, 1], "not in the tree before its moment")
    #expect(simulator.projectedModel.topLevelLayers == [0, 1, 3])
    run(simulator, from: 0.9, to: 2)
    #expect(particles(simulator, layer: 3).count == 25, "25/s from 1 s, lifetime 1.5 s")
  }

  @Test("a recording with canvas and sublayer changes interleaved replays exactly")
  func recordingReplays() throws {
    let frames = FrameTimes.jittery(count: 90, seed: 9)
    let live = CPUSimulator(scene: Self.canvasScene())
    for (frame, t) in frames.enumerated() {
      live.advance(to: t)
      switch frame {
      case 10:
        // A sublayer first, then a top-level layer: flat indices 3 and 4.
        try live.change(
          .insertSublayer(Sublayers.emitter("a", at: Point(x: 50, y: 50), rate: 50), at: nil),
          layer: 0)
        try live.insertLayer(Sublayers.emitter("b", at: Point(x: 150, y: 50), rate: 50), at: 0)
      case 30:
        var nested = Sublayers.emitter("c", at: Point(x: 90, y: 90), rate: 20)
        nested.sublayers = [Sublayers.emitter("d", at: .zero, rate: 10)]
        try live.insertLayer(nested)
        try live.change(
          .insertSublayer(Sublayers.emitter("e", at: .zero, rate: 15), at: nil), layer: 4)
        try live.setValue(Point(x: 20, y: 200), forKeyPath: "emitterPosition", layer: 5)
        try live.burst(12, cell: "dot", layer: 6)
      case 50:
        try live.removeLayer(at: 1)
      case 60:
        try live.removeLayer(at: 0)
      default: break
      }
    }
    #expect(live.layerCount == 8)
    let file = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    #expect(
      file.events.map(\.typeName) == [
        "insertSublayer", "insertSublayer", "removeSublayer", "removeSublayer",
      ])
    let replay = CPUSimulator(scene: file)
    for t in frames { replay.advance(to: t) }
    #expect(replay.layerCount == live.layerCount)
    Sublayers().expectEqual(replay.snapshot(), live.snapshot())
    #expect(replay.model.topLevelLayers == live.model.topLevelLayers)
    #expect(replay.model.sublayerLists == live.model.sublayerLists)
    #expect(replay.planner.removedLayers == live.planner.removedLayers)
  }

  @Test("the scene file's own events insert and remove top-level layers when loaded and run")
  func sceneFileEvents() throws {
    let json = """
      {"size": [320, 240], "layers": [
        {"name": "first", "emitterPosition": [100, 120], "emitterCells": [
          {"name": "dot", "birthRate": 40, "lifetime": 1.5, "velocity": 80, "emissionRange": 6.28,
           "contents": "circle"}]}],
       "events": [
        {"time": 0.25, "type": "insertSublayer", "index": 0, "layer": {"name": "late",
          "beginTime": 0.25, "emitterPosition": [200, 80], "emitterCells": [
            {"name": "dot", "birthRate": 60, "lifetime": 2, "velocity": 50, "contents": "square"}]}},
        {"time": 0.75, "type": "removeSublayer", "index": 1}]}
      """
    let scene = try Scene(jsonData: Data(json.utf8), file: "canvas.json")
    let simulator = CPUSimulator(scene: scene)
    run(simulator, from: 0, to: 0.5)
    #expect(simulator.model.topLevelLayers == [1, 0])
    #expect(!particles(simulator, layer: 0).isEmpty && !particles(simulator, layer: 1).isEmpty)
    run(simulator, from: 0.5, to: 1)
    #expect(simulator.model.topLevelLayers == [1])
    #expect(particles(simulator, layer: 0).isEmpty)
    #expect(particles(simulator, layer: 1).count == 45, "60/s from 0.25 s")
  }

  @Test(
    "random scenes with top-level layers and sublayers inserted and removed replay exactly",
    arguments: 0..<20)
  func randomReplay(seed: UInt64) throws {
    let scene = RandomSceneGenerator().scene(seed: 3000 + seed)
    let frames = FrameTimes.jittery(count: 90, seed: seed)
    let calls = RandomLiveChanges.calls(
      for: scene, frameCount: frames.count, count: 16, seed: seed, sublayers: true, canvas: true)
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
    Sublayers().expectEqual(replay.snapshot(), live.snapshot())
  }

  @Test("random canvas calls insert and remove top-level layers: the runs are not trivial")
  func randomCallsDoSomething() throws {
    var inserted = 0
    var removed = 0
    for seed in UInt64(0)..<20 {
      let scene = RandomSceneGenerator().scene(seed: 3000 + seed)
      let frames = FrameTimes.jittery(count: 90, seed: seed)
      let calls = RandomLiveChanges.calls(
        for: scene, frameCount: frames.count, count: 16, seed: seed, sublayers: true, canvas: true)
      let live = CPUSimulator(scene: scene)
      var next = 0
      for (frame, t) in frames.enumerated() {
        live.advance(to: t)
        while next < calls.count, calls[next].frame == frame {
          let call = calls[next]
          if call.apply(to: live), case .canvas(let action) = call.kind {
            if case .insertSublayer = action { inserted += 1 } else { removed += 1 }
          }
          next += 1
        }
      }
    }
    #expect(inserted >= 10, "\(inserted) top-level layers inserted over 20 runs")
    #expect(removed >= 4, "\(removed) top-level layers removed over 20 runs")
  }

  @Test("a running system's model started afresh keeps top-level layers out of its tree out")
  func modelStartedAfresh() throws {
    let simulator = CPUSimulator(scene: Self.canvasScene())
    try simulator.insertLayer(Sublayers.emitter("gone", at: Point(x: 200, y: 80), rate: 30))
    run(simulator, from: 0, to: 0.2)
    try simulator.removeLayer(at: 2)
    try simulator.scheduleOnCanvas(
      LayerChange(.insertSublayer(Sublayers.emitter("later", at: .zero, rate: 30), at: 0), at: 5))
    run(simulator, from: 0.2, to: 0.4)
    let model = simulator.model
    #expect(model.layersOutOfTree == [3, 4])
    let fresh = CPUSimulator(scene: model)
    run(fresh, from: 0, to: 0.5)
    #expect(fresh.layerCount == 5)
    #expect(fresh.planner.removedLayers == [3, 4])
    #expect(fresh.model.topLevelLayers == [0, 1])
    #expect(particles(fresh, layer: 3).isEmpty && particles(fresh, layer: 4).isEmpty)
  }
}
