import EmitterModel
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterSimulation

/// Cells renamed and given behaviours of their own while they run (`renameCell`, `setBehaviors`
/// with a cell path), at moments between frames: the same cell carries on (a rename is not a
/// removal and an insertion), key paths follow the new name, and the recording replays.
@Suite("Live changes: cells renamed and their own behaviours replaced")
struct LiveCellEditTests {
  /// Fireworks (rocket with flare and firework sub-cells) whose rockets slow down over 3 s by an
  /// animation naming the rocket, so a rename must keep driving it.
  func scene() -> Scene {
    var scene = SceneFixtures.fireworks()
    scene.layers[0].animations = [
      .basic("emitterCells.rocket.velocity", to: 150.0, duration: 3),
      .basic("emitterCells.rocket.emitterCells.flare.alphaSpeed", to: -2.0, duration: 3),
    ]
    return scene
  }

  /// 60 fps frames to 3 s; the changes fall between frames 74 and 75.
  static let frames = FrameTimes.steady(fps: 60, until: 3)
  static let changeTime = 1.2371

  /// A run with `actions` scheduled at `changeTime` once the frame before it is reached.
  func run(_ scene: Scene, _ actions: [LayerChange.Action]) throws -> CPUSimulator {
    let simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    var scheduled = false
    for t in Self.frames {
      if !scheduled, t > Self.changeTime {
        for action in actions { try simulator.schedule(LayerChange(action, at: Self.changeTime)) }
        scheduled = true
      }
      simulator.advance(to: t)
    }
    return simulator
  }

  /// A change that changes nothing, at the same moment: the step splits there as it does for
  /// the rename, so the two runs integrate the same steps.
  static let sameRate = LayerChange.Action.set(
    keyPath: "emitterCells.rocket.birthRate", value: .number(2))

  @Test("a renamed cell keeps its particles, slots, serials and animations, bit for bit")
  func renameKeepsEverything() throws {
    let plain = try run(scene(), [Self.sameRate])
    let renamed = try run(scene(), [.renameCell(path: "rocket", to: "comet")])
    #expect(renamed.scene.cells.map(\.path) == ["comet", "comet.flare", "comet.firework"])
    #expect(plain.particles.flatMap { $0 }.count > 100)
    #expect(renamed.particles == plain.particles)
    #expect(renamed.slotCollisions == 0)
    #expect(
      renamed.model.layers[0].animations.map(\.keyPath) == [
        "emitterCells.comet.velocity", "emitterCells.comet.emitterCells.flare.alphaSpeed",
      ])
    // The count carries on under the new name; the old name keeps what it had at the rename.
    #expect(try renamed.bornCount(cell: "comet") == plain.bornCount(cell: "rocket"))
    #expect(try renamed.bornCount(cell: "rocket") < renamed.bornCount(cell: "comet"))
  }

  @Test("a burst scheduled ahead under the old name follows the renamed cell, and replays")
  func scheduledBurstFollowsTheRename() throws {
    var scene = scene()
    scene.layers[0].emissionEvents = [.burst(40, cell: "rocket", at: 2)]
    let plain = try run(scene, [Self.sameRate])
    let renamed = try run(scene, [.renameCell(path: "rocket", to: "comet")])
    #expect(try plain.bornCount(cell: "rocket") >= 40)
    // The 40 are born as the comet's: the same particles as the run without a rename.
    #expect(try renamed.bornCount(cell: "comet") == plain.bornCount(cell: "rocket"))
    #expect(renamed.particles == plain.particles)
    let recording = try Scene(jsonData: renamed.recording.jsonData(), file: "recording.json")
    #expect(recording.layers[0].emissionEvents.map(\.cell) == ["comet"])
    let replay = CPUSimulator(scene: recording)
    for t in Self.frames { replay.advance(to: t) }
    #expect(replay.particles == renamed.particles)
  }

  @Test("after a rename key paths use the new name; the old one is refused, naming both")
  func keyPathsFollowTheName() throws {
    let renamed = try run(scene(), [.renameCell(path: "rocket.flare", to: "glow")])
    try renamed.setValue(5.0, forKeyPath: "emitterCells.rocket.emitterCells.glow.birthRate")
    renamed.advance(to: 3.1)
    #expect(renamed.model.layers[0].emitterCells[0].emitterCells[0].birthRate == 5)
    do {
      try renamed.setValue(5.0, forKeyPath: "emitterCells.rocket.emitterCells.flare.birthRate")
      Issue.record("the old path was accepted")
    } catch {
      #expect(
        error.description.contains("\"rocket.flare\" was renamed \"rocket.glow\""), "\(error)")
    }
    do {
      try renamed.removeCell(named: "rocket.flare")
      Issue.record("the old path was accepted")
    } catch {
      #expect(
        error.description.contains("\"rocket.flare\" was renamed \"rocket.glow\""), "\(error)")
    }
    // The same call as JSON (the C library's ek_system_apply, Python's set) names both too.
    do {
      try renamed.apply(
        eventJSON: #"{"type": "set", "keyPath": "emitterCells.rocket.emitterCells.flare.birthRate", "value": 5}"#,
        layer: 0)
      Issue.record("the old path was accepted")
    } catch {
      #expect(
        error.description.contains("\"rocket.flare\" was renamed \"rocket.glow\""), "\(error)")
    }
  }

  @Test(
    "a rename to a sibling's name, an empty name or a missing cell is refused, changing nothing")
  func refusedRenames() throws {
    let simulator = CPUSimulator(scene: scene())
    simulator.advance(to: 0.5)
    let before = simulator.model
    for (path, name, words) in [
      ("rocket.flare", "firework", "already has that name"),
      ("rocket.flare", "", "cannot be named"),
      ("rocket.flair", "glow", "no cell named \"flair\" under \"rocket\""),
    ] {
      do {
        try simulator.renameCell(named: path, to: name)
        Issue.record("\(path) -> \(name) was accepted")
      } catch {
        #expect(error.description.contains(words), "\(error)")
        #expect(error.keyPath.hasPrefix("emitterCells.rocket.emitterCells."), "\(error.keyPath)")
      }
    }
    simulator.advance(to: 0.6)
    #expect(simulator.model.layers[0].emitterCells == before.layers[0].emitterCells)
  }

  @Test(
    "a cell's own behaviours replaced live act on its live particles at once, and on no other cell's"
  )
  func cellBehaviors() throws {
    var brake = EmitterBehavior(type: .drag, name: "brake")
    brake.drag = 4
    let plain = try run(scene(), [Self.sameRate])
    let braked = try run(scene(), [.setBehaviors([brake], cell: "rocket.firework")])
    let firework = try #require(braked.scene.cells.firstIndex { $0.path == "rocket.firework" })
    #expect(braked.scene.cells[firework].ownBehaviorCount == 1)
    #expect(braked.scene.cells.map(\.ownBehaviorCount) == [0, 0, 1])
    // Other cells' particles are untouched; the firework's (born before and after) slow down.
    for cell in braked.scene.cells.indices where cell != firework {
      #expect(braked.particles[cell] == plain.particles[cell], "cell \(cell)")
    }
    let slow = braked.particles[firework].map { ($0.velocity * $0.velocity).sum().squareRoot() }
    let fast = plain.particles[firework].map { ($0.velocity * $0.velocity).sum().squareRoot() }
    #expect(!slow.isEmpty && slow.count == fast.count)
    #expect(slow.reduce(0, +) < fast.reduce(0, +) / 2)
    // Replaced by nothing: the cell reads its layer's behaviours again.
    try braked.setBehaviors([], ofCell: "rocket.firework")
    braked.advance(to: 3.1)
    #expect(braked.scene.cells[firework].ownBehaviorCount == 0)
  }

  @Test("bad cell behaviours are refused with the cell's key path and the allowed range")
  func badCellBehaviors() throws {
    let simulator = CPUSimulator(scene: scene())
    simulator.advance(to: 0.5)
    var brake = EmitterBehavior(type: .drag, name: "brake")
    brake.drag = -1
    do {
      try simulator.setBehaviors([brake], ofCell: "rocket.flare")
      Issue.record("a negative drag was accepted")
    } catch {
      #expect(error.keyPath == "emitterCells.rocket.emitterCells.flare.emitterBehaviors[0].drag")
      #expect(error.description.contains("-1"), "\(error)")
    }
    #expect(throws: LiveChangeError.self) {
      try simulator.setValue(
        PropertyValue.string("x"), forKeyPath: "emitterCells.rocket.emitterBehaviors")
    }
  }

  @Test("the recording of renames and cell behaviours replays to the same particles")
  func replay() throws {
    var brake = EmitterBehavior(type: .drag, name: "brake")
    brake.drag = 2
    let live = try run(
      scene(),
      [
        .setBehaviors([brake], cell: "rocket.firework"), .renameCell(path: "rocket", to: "comet"),
        .set(
          keyPath: "emitterCells.comet.emitterCells.firework.emitterBehaviors.brake.drag",
          value: .number(3)),
      ])
    let recording = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    #expect(recording.layers[0].events.map(\.typeName) == ["setBehaviors", "renameCell", "set"])
    let replay = CPUSimulator(scene: recording)
    for t in Self.frames { replay.advance(to: t) }
    #expect(replay.particles == live.particles)
    #expect(replay.model.layers[0].emitterCells == live.model.layers[0].emitterCells)
    #expect(replay.model.layers[0].animations == live.model.layers[0].animations)
  }

  @Test("a pending rename is not counted as a new cell when a later insertion's slots are checked")
  func pendingRenameIsNotANewCell() throws {
    let base = SceneFixtures.single(rate: 100, lifetime: 1)
    var extra = EmitterCell(name: "extra")
    extra.birthRate = 50
    extra.lifetime = 1
    var both = base
    both.layers[0].emitterCells.append(extra)
    // Room for the inserted cell's slots, not for the renamed cell's counted a second time.
    var scene = base
    scene.particleCap = CPUSimulator(scene: both).slots.totalSlots
    let simulator = CPUSimulator(scene: scene)
    simulator.advance(to: 0.5)
    // The cap is tight: a cell the size of the renamed one would not fit.
    var twin = base.layers[0].emitterCells[0]
    twin.name = "twin"
    let other = CPUSimulator(scene: scene)
    other.advance(to: 0.5)
    #expect(throws: LiveChangeError.self) { try other.insertCell(twin) }
    try simulator.schedule(LayerChange(.renameCell(path: "dot", to: "spot"), at: 0.6))
    try simulator.schedule(LayerChange(.insertCell(extra, at: nil, parent: nil), at: 0.7))
    simulator.advance(to: 1)
    #expect(simulator.scene.cells.map(\.path) == ["spot", "extra"])
    #expect(simulator.planner.capacityError == nil)
  }
}
