import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A mask that emits set as a whole on a running layer (`setMask`: CALayer's `mask` set to a
/// `CAEmitterLayer` after the first frame): its emitter starts at the change's moment as a new
/// flat layer (numbered as an inserted sublayer is), the old mask's particles go with it, and
/// the GPU's particles are the CPU's to the bit, from a scene file's event and a live call alike.
@Suite("A mask that emits set live", .serialized, .tags(.gl))
struct LayerMaskSetLiveGPUTests {
  /// A mask emitting `name`, `rate` a second for 100 s (every particle born is alive), moving
  /// off at 40 pt/s in a 1 rad fan.
  static func emittingMask(cell name: String, rate: Double, seed: UInt32 = 5) -> LayerMask {
    var cell = EmitterCell(name: name)
    cell.birthRate = rate
    cell.lifetime = 100
    cell.velocity = 40
    cell.emissionRange = 1
    cell.contents = .shape(.circle, size: Size(width: 6, height: 6))
    var emitter = EmitterLayer()
    emitter.emitterPosition = Point(x: 30, y: 40)
    emitter.seed = seed
    emitter.emitterCells = [cell]
    var mask = LayerMask()
    mask.bounds = Rect(x: 0, y: 0, width: 120, height: 100)
    mask.position = Point(x: 80, y: 70)
    mask.emitter = emitter
    return mask
  }

  /// A red layer with `mask` (a plain square mask when nil) and `events`.
  static func scene(mask: LayerMask? = nil, events: [LayerChange] = []) -> Scene {
    var plain = LayerMask()
    plain.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
    var layer = EmitterLayer(name: "masked")
    layer.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    layer.mask = mask ?? plain
    layer.events = events
    var scene = Scene()
    scene.size = Size(width: 160, height: 140)
    scene.layers = [layer]
    return scene
  }

  /// `spark` at 10 a second set as the mask at 1 s.
  static let sparkSet = LayerChange(.setMask(emittingMask(cell: "spark", rate: 10)), at: 1)

  /// 60 fps frames to 2.525 s, each frame's end on the grid (a live call after frame 59 is made
  /// at 1 s exactly).
  static let frames = (1...151).map { Double($0) / 60 } + [2.525]

  /// Particles of flat layer `layer` in `snapshot`.
  static func particles(_ snapshot: ParticleSnapshot, layer: Int) -> Int {
    snapshot.particles.count(where: { snapshot.cells[$0.cell].layer == layer })
  }

  @Test("an emitting mask set at 1 s: births from 1 s exact, 0 deviation")
  func maskSetByAnEvent() throws {
    let scene = Self.scene(events: [Self.sparkSet])
    let cpu = CPUSimulator(scene: scene)
    for t in Self.frames.prefix(59) { cpu.advance(to: t) }
    #expect(cpu.snapshot().particles.isEmpty, "nothing emits before the mask is set")
    for t in Self.frames.dropFirst(59) { cpu.advance(to: t) }
    // The emitter takes flat layer 1 and starts at 1 s: serial k is born at 1 + k/10 s, so
    // serials 0...15 by 2.525 s (1.525 s × 10 = 15.25).
    #expect(Self.particles(cpu.snapshot(), layer: 1) == 16)
    #expect(try cpu.bornCount(cell: "spark", layer: 1) == 16)
    #expect(cpu.model.layers[0].mask?.backgroundColor == .clear, "the new mask's own keys")
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: Self.frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "\(comparison)")
  }

  @Test("an emitting mask replaced: the old one's particles stop, the new one's start, 0 deviation")
  func maskReplaced() throws {
    let star = LayerChange(.setMask(Self.emittingMask(cell: "star", rate: 20, seed: 9)), at: 1)
    let scene = Self.scene(mask: Self.emittingMask(cell: "spark", rate: 10), events: [star])
    let cpu = CPUSimulator(scene: scene)
    for t in Self.frames.prefix(59) { cpu.advance(to: t) }
    #expect(Self.particles(cpu.snapshot(), layer: 1) == 10, "spark's serials 0...9 before")
    for t in Self.frames.dropFirst(59) { cpu.advance(to: t) }
    let snapshot = cpu.snapshot()
    #expect(Self.particles(snapshot, layer: 1) == 0, "the old mask's particles are gone")
    // 1.525 s × 20 = 30.5: serials 0...30.
    #expect(Self.particles(snapshot, layer: 2) == 31)
    #expect(try cpu.bornCount(cell: "star", layer: 2) == 31)
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: Self.frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "\(comparison)")
  }

  @Test("the mask's emitter keys after a setMask reach the new emitter: births exact")
  func keysAfterTheChange() throws {
    let tripled = LayerChange(.set(keyPath: "mask.birthRate", value: .number(3)), at: 2)
    let scene = Self.scene(events: [Self.sparkSet, tripled])
    let cpu = CPUSimulator(scene: scene)
    for t in Self.frames { cpu.advance(to: t) }
    // 10 a second from 1 s to 2 s, then 30: 10 + 30 × 0.525 = 25.75, serials 0...25.
    #expect(try cpu.bornCount(cell: "spark", layer: 1) == 26)
    // Written and read back, the key's event is the masked layer's again, after the setMask.
    let written = try Scene(jsonData: scene.jsonData(), file: "events.json")
    #expect(written.layers[0].events.map(\.typeName) == ["setMask", "set"])
    let replay = CPUSimulator(scene: written)
    for t in Self.frames { replay.advance(to: t) }
    #expect(replay.snapshot() == cpu.snapshot())
  }

  @Test("the same setMask as a live call: the particles of the event, 0 deviation, replayed")
  func liveCall() throws {
    let tripled = LayerChange.Action.set(keyPath: "mask.birthRate", value: .number(3))
    let calls = [
      RandomLiveChanges.Call(frame: 59, layer: 0, kind: .change(Self.sparkSet.action)),
      RandomLiveChanges.Call(frame: 119, layer: 0, kind: .change(tripled)),
    ]
    let run = try SimulatorComparison.runLive(
        Self.scene(), frameTimes: Self.frames, calls: calls, tolerance: .exact, holdingGL: withGL)
    #expect(run.cpuAccepted == [true, true] && run.gpuAccepted == [true, true])
    #expect(run.comparison.passed, "\(run.comparison)")
    let fromEvents = CPUSimulator(
      scene: Self.scene(events: [Self.sparkSet, LayerChange(tripled, at: 2)]))
    for t in Self.frames { fromEvents.advance(to: t) }
    let live = CPUSimulator(scene: Self.scene())
    for (frame, t) in Self.frames.enumerated() {
      live.advance(to: t)
      for call in calls where call.frame == frame { _ = call.apply(to: live) }
    }
    #expect(live.snapshot() == fromEvents.snapshot())
    #expect(try live.bornCount(cell: "spark", layer: 1) == 26)
    // The recording, written and read back, replays them.
    let written = try Scene(jsonData: run.recording.jsonData(), file: "recording.json")
    #expect(written.layers[0].events.map(\.typeName) == ["setMask", "set"])
    let replay = CPUSimulator(scene: written)
    for t in Self.frames { replay.advance(to: t) }
    #expect(replay.snapshot() == fromEvents.snapshot())
  }

  /// `mask.birthRate` held at 3 by an animation under `pulse` from 0 s, on a layer whose mask
  /// emits `spark` at 10 a second.
  static func pulsing(events: [LayerChange] = []) -> Scene {
    var pulse = PropertyAnimation(keyPath: "mask.birthRate")
    pulse.fromValue = .number(3)
    pulse.toValue = .number(3)
    pulse.timing.duration = 100
    pulse.key = "pulse"
    var scene = Self.scene(mask: emittingMask(cell: "spark", rate: 10), events: events)
    scene.layers[0].animations = [pulse]
    return scene
  }

  @Test(
    "removeAnimation and removeAllAnimations on the masked layer reach a routed mask animation",
    arguments: [LayerChange.Action.removeAnimation(key: "pulse"), .removeAllAnimations])
  func removalReachesTheMasksEmitter(removal: LayerChange.Action) throws {
    let scene = Self.pulsing(events: [LayerChange(removal, at: 1)])
    let cpu = CPUSimulator(scene: scene)
    for t in Self.frames { cpu.advance(to: t) }
    // 30 a second to 1 s, then the model's 10: 30 + 15.25 = 45.25, serials 0...45 (76 if the
    // animation stayed).
    #expect(try cpu.bornCount(cell: "spark", layer: 1) == 46)
    // After the removal the value shown is the model value.
    #expect(cpu.presentationValue(forKeyPath: "mask.birthRate", layer: 0) == .number(1))
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: Self.frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "\(comparison)")
    // The removal as a live call: the same particles; the recording replays them.
    let calls = [RandomLiveChanges.Call(frame: 59, layer: 0, kind: .change(removal))]
    let run = try SimulatorComparison.runLive(
        Self.pulsing(), frameTimes: Self.frames, calls: calls, tolerance: .exact, holdingGL: withGL)
    #expect(run.comparison.passed, "\(run.comparison)")
    let written = try Scene(jsonData: run.recording.jsonData(), file: "recording.json")
    #expect(written.layers[0].events.map(\.action) == [removal])
    let replay = CPUSimulator(scene: written)
    for t in Self.frames { replay.advance(to: t) }
    #expect(replay.snapshot() == cpu.snapshot())
  }

  @Test("a mask's emitterCells replaced (a setCells of the mask): births exact, 0 deviation")
  func maskCellsReplaced() throws {
    var star = EmitterCell(name: "star")
    star.birthRate = 20
    star.lifetime = 100
    star.velocity = 40
    star.contents = .shape(.square, size: Size(width: 4, height: 4))
    var replaced = LayerChange(.setCells([star], parent: nil), at: 1)
    replaced.ofMask = true
    let scene = Self.scene(mask: Self.emittingMask(cell: "spark", rate: 10), events: [replaced])
    let cpu = CPUSimulator(scene: scene)
    for t in Self.frames { cpu.advance(to: t) }
    // spark's serials 0...9 (the 10th was due at the change, when it stopped emitting) live on;
    // star's start at 1 s: 1.525 s × 20 = 30.5, serials 0...30.
    #expect(try cpu.bornCount(cell: "spark", layer: 1) == 10)
    #expect(try cpu.bornCount(cell: "star", layer: 1) == 31)
    #expect(Self.particles(cpu.snapshot(), layer: 1) == 41)
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: Self.frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "\(comparison)")
    // Written, it is the masked layer's event with "mask": true, and replays.
    let written = try Scene(jsonData: scene.jsonData(), file: "events.json")
    #expect(written.layers[0].events == [replaced])
    let text = String(decoding: scene.jsonData(), as: UTF8.self).filter { !$0.isWhitespace }
    #expect(text.contains("\"mask\":true"))
    let replay = CPUSimulator(scene: written)
    for t in Self.frames { replay.advance(to: t) }
    #expect(replay.snapshot() == cpu.snapshot())
  }

  /// `star`, 20 a second for 100 s, 4 pt squares.
  static func star() -> EmitterCell {
    var star = EmitterCell(name: "star")
    star.birthRate = 20
    star.lifetime = 100
    star.velocity = 40
    star.contents = .shape(.square, size: Size(width: 4, height: 4))
    return star
  }

  @Test("the mask's emitterCells replaced by a live call (setCells ofMask): the event's particles, 0 deviation, replayed")
  func maskCellsReplacedLive() throws {
    var replaced = LayerChange(.setCells([Self.star()], parent: nil), at: 1)
    replaced.ofMask = true
    let fromEvent = CPUSimulator(
      scene: Self.scene(mask: Self.emittingMask(cell: "spark", rate: 10), events: [replaced]))
    for t in Self.frames { fromEvent.advance(to: t) }
    // The verb, after frame 59 (at 1 s exactly), on the CPU and the GPU.
    let scene = Self.scene(mask: Self.emittingMask(cell: "spark", rate: 10))
    let calls = [
      RandomLiveChanges.Call(frame: 59, layer: 0, kind: .maskChange(replaced.action))
    ]
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: Self.frames, calls: calls, tolerance: .exact, holdingGL: withGL)
    #expect(run.cpuAccepted == [true] && run.gpuAccepted == [true])
    #expect(run.comparison.passed, "\(run.comparison)")
    let live = CPUSimulator(scene: scene)
    for (frame, t) in Self.frames.enumerated() {
      live.advance(to: t)
      if frame == 59 { try live.setCells([Self.star()], ofMask: true) }
    }
    #expect(live.snapshot() == fromEvent.snapshot())
    #expect(try live.bornCount(cell: "star", layer: 1) == 31)
    #expect(try live.bornCount(cell: "spark", layer: 1) == 10)
    // The recording holds the masked layer's event with "mask": true, and replays.
    let written = try Scene(jsonData: run.recording.jsonData(), file: "recording.json")
    #expect(written.layers[0].events == [replaced])
    let replay = CPUSimulator(scene: written)
    for t in Self.frames { replay.advance(to: t) }
    #expect(replay.snapshot() == fromEvent.snapshot())
    // The event's JSON (the C library's and Python's one entry) makes the same change.
    let json = CPUSimulator(scene: scene)
    let cell = String(decoding: try JSONEncoder().encode(Self.star()), as: UTF8.self)
    for (frame, t) in Self.frames.enumerated() {
      json.advance(to: t)
      if frame == 59 {
        try json.apply(
          eventJSON: #"{"type": "setCells", "mask": true, "cells": [\#(cell)]}"#, layer: 0)
      }
    }
    #expect(json.snapshot() == fromEvent.snapshot())
  }

  @Test("the mask's behaviours and a cell inserted and renamed by live calls: 0 deviation, replayed")
  func maskBehaviorsAndCellsLive() throws {
    var drag = EmitterBehavior(type: .drag, name: "brake")
    drag.drag = 2
    let calls = [
      RandomLiveChanges.Call(
        frame: 30, layer: 0, kind: .maskChange(.insertBehavior(drag, at: nil))),
      RandomLiveChanges.Call(
        frame: 59, layer: 0, kind: .maskChange(.insertCell(Self.star(), at: nil, parent: nil))),
      RandomLiveChanges.Call(
        frame: 90, layer: 0, kind: .maskChange(.renameCell(path: "star", to: "comet"))),
      RandomLiveChanges.Call(
        frame: 120, layer: 0, kind: .maskChange(.removeBehavior(name: "brake"))),
    ]
    let scene = Self.scene(mask: Self.emittingMask(cell: "spark", rate: 10))
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: Self.frames, calls: calls, tolerance: .exact, holdingGL: withGL)
    #expect(run.cpuAccepted == [true, true, true, true])
    #expect(run.gpuAccepted == [true, true, true, true])
    #expect(run.comparison.passed, "\(run.comparison)")
    let written = try Scene(jsonData: run.recording.jsonData(), file: "recording.json")
    #expect(written.layers[0].events.map(\.ofMask) == [true, true, true, true])
    let live = CPUSimulator(scene: scene)
    for (frame, t) in Self.frames.enumerated() {
      live.advance(to: t)
      for call in calls where call.frame == frame { #expect(call.apply(to: live)) }
    }
    // spark all along (serials 0...25 by 2.525 s) and comet from 1 s (0...30), on the emitter.
    #expect(try live.bornCount(cell: "spark", layer: 1) == 26)
    #expect(try live.bornCount(cell: "comet", layer: 1) == 31)
    let replay = CPUSimulator(scene: written)
    for t in Self.frames { replay.advance(to: t) }
    #expect(replay.snapshot() == live.snapshot())
  }

  @Test("a live cell change of a mask that emits nothing, or ofMask on a key change: refused naming the key")
  func maskCallsRefused() throws {
    let plain = CPUSimulator(scene: Self.scene())
    plain.advance(to: 0.5)
    #expect {
      try plain.setCells([Self.star()], ofMask: true)
    } throws: { error in
      let error = try #require(error as? LiveChangeError)
      return error.keyPath == "mask.emitterCells" && error.expected == "a mask that emits"
        && error.description.contains("mask.emitterCells")
    }
    #expect(throws: LiveChangeError.self) { try plain.removeBehavior(named: "brake", ofMask: true) }
    #expect(throws: LiveChangeError.self) {
      try plain.setCells([Self.star()], ofMask: true, layer: 3)
    }
    // `ofMask` marks only cell and behaviour changes.
    let emitting = CPUSimulator(scene: Self.scene(mask: Self.emittingMask(cell: "spark", rate: 10)))
    var set = LayerChange(.set(keyPath: "birthRate", value: .number(2)), at: 0)
    set.ofMask = true
    #expect {
      try emitting.schedule(set, layer: 0)
    } throws: { error in
      let error = try #require(error as? LiveChangeError)
      return error.keyPath == "birthRate" && error.description.contains("mask.KEY")
    }
    // A cell the mask's emitter does not have: refused naming it under mask.
    #expect {
      try emitting.removeCell(named: "nothing", ofMask: true)
    } throws: { error in
      let error = try #require(error as? LiveChangeError)
      return error.keyPath.hasPrefix("mask.emitterCells")
    }
    // Nothing was recorded.
    #expect(plain.recording.layers[0].events.isEmpty && emitting.recording.layers[0].events.isEmpty)
  }

  @Test("a live setMask's relative image paths are made absolute, as a live contents is; a missing one is refused")
  func maskImagePathsLive() throws {
    let sky = Repository.root.appendingPathComponent("Tests/Fixtures/export/sky.png")
      .standardizedFileURL.path
    // The same file relative to the working directory, which a live call's paths are read in.
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    let relative = String(repeating: "../", count: depth) + sky.dropFirst()
    var mask = Self.emittingMask(cell: "spark", rate: 10)
    mask.contents = .image(path: relative)
    mask.emitter?.emitterCells[0].contents = .image(path: relative)
    let cpu = CPUSimulator(scene: Self.scene())
    cpu.advance(to: 0.5)
    try cpu.change(.setMask(mask), layer: 0)
    let events = cpu.recording.layers[0].events
    guard case .setMask(let recorded)? = events.first?.action else {
      Issue.record("\(events)")
      return
    }
    #expect(recorded.contents == .image(path: sky))
    #expect(recorded.emitter?.emitterCells.first?.contents == .image(path: sky))
    // Written relative to a folder and read from there, it names the same file.
    let folder = Repository.root.appendingPathComponent("Tests/Fixtures")
    let text = String(
      decoding: cpu.recording.jsonData(imagesRelativeTo: folder), as: UTF8.self)
    #expect(text.contains("\"export/sky.png\"") && !text.contains(sky))
    let read = try Scene(
      jsonData: Data(text.utf8), file: "recording.json", folder: folder)
    #expect(read.layers[0].events == events)
    // A missing image: refused naming the key path and the file; nothing recorded.
    var missing = mask
    missing.contents = .image(path: "no-such-stencil.png")
    #expect {
      try cpu.change(.setMask(missing), layer: 0)
    } throws: { error in
      let error = try #require(error as? LiveChangeError)
      return error.keyPath == "mask" && error.description.contains("no-such-stencil.png")
    }
    #expect(cpu.recording.layers[0].events.count == 1)
  }
}
