import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport
import EmitterVerification

@Suite("Live changes: setValue by key path, runtime animations, recordings that replay")
struct LiveChangeTests {
  func run(_ simulator: CPUSimulator, from start: Double, to end: Double, fps: Double = 60) {
    for t in FrameTimes.steady(fps: fps, until: end - start) { simulator.advance(to: start + t) }
  }

  @Test("birth values of live particles stay as born; births after the change use the new ones")
  func birthValuesStay() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 50, lifetime: 10) {
      $0.velocity = 100
      $0.color = Color(red: 1, green: 0, blue: 0)
    })
    run(simulator, from: 0, to: 1)
    let before = simulator.particles[0]
    try simulator.setValue(300.0, forKeyPath: "emitterCells.dot.velocity")
    try simulator.setValue(Color(red: 0, green: 0, blue: 1), forKeyPath: "emitterCells.dot.color")
    run(simulator, from: 1, to: 2)
    let after = simulator.particles[0]
    for old in before {
      let now = try #require(after.first { $0.serial == old.serial })
      #expect(now.color == old.color, "colour drawn at birth stays")
      #expect(abs(length(now.velocity) - length(old.velocity)) < 1e-3, "speed drawn at birth stays")
    }
    let newborn = after.filter { $0.serial > before.map(\.serial).max()! }
    #expect(newborn.count >= 49)
    #expect(newborn.allSatisfy { $0.color == SIMD4(0, 0, 1, 1) })
    #expect(newborn.allSatisfy { abs(length($0.velocity) - 300) < 1e-2 })
  }

  @Test("values read every step act on live particles at once")
  func stepValuesApplyAtOnce() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 20, lifetime: 10))
    run(simulator, from: 0, to: 1)
    let before = simulator.particles[0]
    try simulator.setValue(600.0, forKeyPath: "emitterCells.dot.yAcceleration")
    simulator.advance(to: 1.1)
    for old in before {
      let now = try #require(simulator.particles[0].first { $0.serial == old.serial })
      #expect(abs(now.velocity.y - old.velocity.y - 60) < 1e-3, "600 pt/s² for 0.1 s")
    }
  }

  @Test("a moved emitter spawns at its new position from the change on")
  func movedEmitter() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 100, lifetime: 10) { $0.velocity = 0 })
    run(simulator, from: 0, to: 1)
    let count = simulator.liveCount
    try simulator.setValue(Point(x: 20, y: 30), forKeyPath: "emitterPosition")
    run(simulator, from: 1, to: 1.5)
    let particles = simulator.particles[0]
    #expect(particles.prefix(count).allSatisfy { $0.position.x == 200 && $0.position.y == 100 })
    #expect(particles.dropFirst(count).allSatisfy { $0.position.x == 20 && $0.position.y == 30 })
    #expect(particles.count - count == 50)
  }

  @Test("an emitter animated across the canvas leaves an even trail at 30, 60 and 120 fps",
        arguments: [30.0, 60, 120])
  func movingEmitterTrail(fps: Double) throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 100, lifetime: 100) { $0.velocity = 0 })
    run(simulator, from: 0, to: 0.5, fps: fps)
    let before = simulator.liveCount
    try simulator.setValue(
      Point(x: 600, y: 400), forKeyPath: "emitterPosition", animatedOver: 1, timingFunction: .linear)
    run(simulator, from: 0.5, to: 2, fps: fps)
    // Serial k is born at k / 100 s; from 0.5 s to 1.5 s the emitter moves linearly from
    // (200, 100) to (600, 400), so its particles lie on that path at their birth's fraction.
    // Bound: Float rounding of positions of a few hundred points (1e-3 pt).
    var worst: Float = 0
    for particle in simulator.particles[0].dropFirst(before) {
      let birth = Double(particle.serial) / 100
      let f = Float(min(max(birth - 0.5, 0), 1))
      let expected = SIMD3<Float>(200 + 400 * f, 100 + 300 * f, 0)
      let error = particle.position - expected
      worst = max(worst, (error * error).sum().squareRoot())
    }
    #expect(worst < 1e-3, "\(fps) fps: births off the emitter's path by \(worst) pt")
    #expect(simulator.liveCount - before == 150)
  }

  @Test("a second implicit move starts from where the first had got to")
  func implicitMoveRetargets() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 100, lifetime: 100) { $0.velocity = 0 })
    try simulator.setValue(Point(x: 400, y: 100), forKeyPath: "emitterPosition", animatedOver: 1, timingFunction: .linear)
    run(simulator, from: 0, to: 0.5)
    try simulator.setValue(Point(x: 300, y: 300), forKeyPath: "emitterPosition", animatedOver: 1, timingFunction: .linear)
    simulator.advance(to: 0.5 + 1.0 / 60)
    let newest = try #require(simulator.particles[0].last)
    #expect(abs(newest.position.x - 300) < 2 && abs(newest.position.y - 100) < 4, "near (300, 100): no jump to the new target")
    run(simulator, from: 0.5 + 1.0 / 60, to: 2)
    simulator.advance(to: 2.1)
    let last = try #require(simulator.particles[0].last)
    #expect(last.position.x == 300 && last.position.y == 300, "at the target once the animation ends")
  }

  @Test("enabled = false stops a cell's births; true resumes them without a flurry")
  func enabledToggle() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 100, lifetime: 100))
    run(simulator, from: 0, to: 1)
    try simulator.setValue(false, forKeyPath: "emitterCells.dot.enabled")
    run(simulator, from: 1, to: 2)
    #expect(simulator.liveCount == 100)
    try simulator.setValue(true, forKeyPath: "emitterCells.dot.enabled")
    run(simulator, from: 2, to: 3)
    #expect(abs(simulator.liveCount - 200) <= 1, "one second of births after re-enabling, not two")
  }

  @Test("a raised birth rate grows the ring: no slot is reused while its particle lives")
  func raisedRateGrowsRings() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 10, lifetime: 2))
    simulator.checksSlots = true
    run(simulator, from: 0, to: 1)
    try simulator.setValue(500.0, forKeyPath: "emitterCells.dot.birthRate")
    try simulator.setValue(3.0, forKeyPath: "lifetime")
    run(simulator, from: 1, to: 6)
    #expect(simulator.slotCollisions == 0)
    #expect(abs(simulator.liveCount - 2500) <= 2, "500/s for 5 s, all alive: lifetime 2 × layer lifetime 3")
    #expect(simulator.capacityError == nil)
  }

  @Test("runtime animations: beginTime counts from now, keys replace, removal restores the model")
  func runtimeAnimations() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 100, lifetime: 100))
    run(simulator, from: 0, to: 1)
    var fade = PropertyAnimation.basic("emitterCells.dot.birthRate", to: 0.0, duration: 0.5)
    fade.timing.beginTime = 0.5
    fade.timing.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    try simulator.add(fade, forKey: "fade")
    run(simulator, from: 1, to: 1.5)
    #expect(abs(simulator.liveCount - 150) <= 1, "full rate until the animation begins at 1.5 s")
    run(simulator, from: 1.5, to: 3)
    #expect(abs(simulator.liveCount - 175) <= 1, "a linear fade to 0 over 0.5 s adds 25, then nothing")
    try simulator.removeAnimation(forKey: "fade")
    run(simulator, from: 3, to: 4)
    #expect(abs(simulator.liveCount - 275) <= 1, "the model rate again once removed")
    #expect(simulator.recording.layers[0].events.count == 2)
    simulator.isRecording = false
    try simulator.setValue(10.0, forKeyPath: "emitterCells.dot.birthRate")
    #expect(simulator.recording.layers[0].events.count == 2, "not kept once recording is off")
  }

  @Test("a recording replays exactly at the same frame times, and within births at other rates")
  func recordingReplays() throws {
    let scene = SceneFixtures.gravityConfetti()
    let live = CPUSimulator(scene: scene)
    let frames = FrameTimes.jittery(count: 240, seed: 7)
    for (index, t) in frames.enumerated() {
      live.advance(to: t)
      if index == 40 { try live.setValue(Point(x: 100, y: 300), forKeyPath: "emitterPosition") }
      if index == 90 { try live.setValue(200.0, forKeyPath: "emitterCells.confetti.birthRate") }
      if index == 120 { try live.burst(30, cell: "confetti") }
      if index == 150 {
        try live.add(.basic("emitterCells.confetti.yAcceleration", to: -100.0, duration: 1), forKey: nil)
      }
    }
    let recording = live.recording
    let file = try Scene(jsonData: recording.jsonData(), file: "recording.json")
    #expect(file == recording, "the recording survives a scene file")
    let replay = CPUSimulator(scene: file)
    for t in frames { replay.advance(to: t) }
    #expect(replay.snapshot() == live.snapshot(), "same frame times: the same particles")

    for fps in [30.0, 60, 120] {
      let other = CPUSimulator(scene: file)
      for t in FrameTimes.steady(fps: fps, until: frames.last!) { other.advance(to: t) }
      other.advance(to: frames.last!)
      let identity = IdentityComparison(expected: live.snapshot(), actual: other.snapshot())
      #expect(identity.matches, "\(fps) fps: the same particles are alive\n\(identity)")
    }
  }

  @Test("bad changes are refused with the scene file's messages, and change nothing")
  func refusals() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.fireworks())
    run(simulator, from: 0, to: 1)
    let before = simulator.snapshot()
    func message(_ body: (CPUSimulator) throws -> Void) -> String {
      do {
        try body(simulator)
        return ""
      } catch {
        return "\(error)"
      }
    }
    #expect(message { try $0.setValue(3.0, forKeyPath: "emitterCells.rockt.velocity") }.contains("did you mean \"emitterCells.rocket.velocity\""))
    #expect(message { try $0.setValue(3.0, forKeyPath: "emitterCells.rocket.velocty") }.contains("did you mean"))
    #expect(message { try $0.setValue(Double.nan, forKeyPath: "birthRate") }.contains("birthRate"))
    #expect(message { try $0.setValue(-1.0, forKeyPath: "emitterCells.rocket.birthRate") }.contains("allowed 0..."))
    #expect(message { try $0.setValue("big", forKeyPath: "emitterCells.rocket.birthRate") }.contains("expected a number"))
    #expect(message { try $0.setValue("shpere", forKeyPath: "emitterShape") }.contains("did you mean \"sphere\""))
    #expect(message { try $0.setValue(2.0, forKeyPath: "seed") }.contains("cannot change while the layer runs"))
    #expect(message { try $0.setValue(-5.0, forKeyPath: "emitterCells.rocket.emitterCells.flare.birthRate") }.contains("flare.birthRate"))
    #expect(message { try $0.setValue(1e7, forKeyPath: "emitterCells.rocket.birthRate") }.contains("particle slots"))
    #expect(message { try $0.setValue(1.0, forKeyPath: "velocity", layer: 3) }.contains("no layer 3"))
    #expect(message { try $0.schedule(LayerChange(.removeAllAnimations, at: 0.5)) }.contains("earlier than"))
    #expect(message { try $0.setValue(PropertyValue.unset, forKeyPath: "emitterCells") }.contains("insertCell, removeCell or setCells"))
    #expect(message { try $0.setValue(PropertyValue.unset, forKeyPath: "emitterBehaviors") }.contains("insertBehavior"))
    #expect(simulator.recording.layers[0].events.isEmpty, "nothing refused is recorded")
    #expect(simulator.snapshot() == before)
    let untouched = CPUSimulator(scene: SceneFixtures.fireworks())
    run(untouched, from: 0, to: 2)
    run(simulator, from: 1, to: 2)
    #expect(simulator.snapshot() == untouched.snapshot(), "refused changes leave the simulation as it was")
  }

  @Test("regression (random scene 1027): a change while an animated rate rises keeps its ring growing")
  func changeDuringRisingRate() {
    let scene = RandomSceneGenerator().scene(seed: 1027)
    let frames = FrameTimes.jittery(count: 90, seed: 27)
    let calls = RandomLiveChanges.calls(for: scene, frameCount: frames.count, count: 10, seed: 27)
    let simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    var next = 0
    for (frame, t) in frames.enumerated() {
      simulator.advance(to: t)
      while next < calls.count, calls[next].frame == frame {
        _ = calls[next].apply(to: simulator)
        next += 1
      }
    }
    #expect(simulator.slotCollisions == 0)
  }

  @Test("random live changes on random scenes replay exactly from their recordings", arguments: 0..<20)
  func randomReplay(seed: UInt64) throws {
    let scene = RandomSceneGenerator().scene(seed: seed)
    let frames = FrameTimes.jittery(count: 120, seed: seed)
    let calls = RandomLiveChanges.calls(for: scene, frameCount: frames.count, count: 12, seed: seed)
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
    let recording = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    let replay = CPUSimulator(scene: recording)
    for t in frames { replay.advance(to: t) }
    #expect(replay.snapshot() == live.snapshot(), "seed \(seed)")
  }
}

private func length(_ v: SIMD3<Float>) -> Float { (v * v).sum().squareRoot() }

@Suite("Discrete keyframe animations of booleans and modes")
struct DiscreteKeyframeTests {
  @Test("enabled switches at the key times: births only while it is true")
  func enabledKeyframes() throws {
    var scene = SceneFixtures.single(rate: 100, lifetime: 100)
    var blink = PropertyAnimation.keyframes(
      "emitterCells.dot.enabled", values: [true, false, true], keyTimes: [0, 0.25, 0.75], duration: 2,
      calculationMode: .discrete)
    blink.timing.fillMode = .forwards
    blink.isRemovedOnCompletion = false
    scene.layers[0].animations = [blink]
    #expect(scene.diagnostics().isEmpty, "\(scene.diagnostics())")
    let simulator = CPUSimulator(scene: scene)
    for t in FrameTimes.steady(fps: 60, until: 3) { simulator.advance(to: t) }
    // On for 0.5 s, off for 1 s, then on again from 1.5 s to 3 s: 200 births.
    #expect(abs(simulator.liveCount - 200) <= 2, "\(simulator.liveCount)")
    let file = try Scene(jsonData: scene.jsonData(), file: "blink.json")
    #expect(file == scene)
  }

  @Test("emitterShape switches mid-run through a discrete animation added live")
  func shapeKeyframesLive() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 200, lifetime: 100) { $0.velocity = 0 })
    simulator.advance(to: 0.5)
    var shapes = PropertyAnimation.keyframes(
      "emitterShape", values: ["point", "circle"], keyTimes: [0, 0.5], duration: 1,
      calculationMode: .discrete)
    shapes.timing.fillMode = .forwards
    shapes.isRemovedOnCompletion = false
    try simulator.add(shapes, forKey: "shape")
    try simulator.setValue(Size(width: 50, height: 50), forKeyPath: "emitterSize")
    for t in FrameTimes.steady(fps: 60, until: 1.5) { simulator.advance(to: 0.5 + t) }
    let early = simulator.particles[0].filter { $0.serial < 200 }
    let late = simulator.particles[0].filter { $0.serial >= 205 }
    #expect(early.allSatisfy { $0.position.x == 200 && $0.position.y == 100 }, "a point until 1 s")
    #expect(late.contains { $0.position.x != 200 || $0.position.y != 100 }, "a circle from 1 s on")
  }

  @Test("a basic animation of a boolean is still refused, with the discrete form suggested")
  func basicBooleanRefused() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single())
    #expect(throws: LiveChangeError.self) {
      try simulator.add(.basic("emitterCells.dot.enabled", to: false, duration: 1), forKey: nil)
    }
    do {
      try simulator.add(.basic("emitterCells.dot.enabled", to: false, duration: 1), forKey: nil)
    } catch {
      #expect(error.description.contains("discrete"))
    }
  }
}

@Suite("Behaviours inserted, removed and replaced on a running layer")
struct LiveBehaviorTests {
  @Test("a drag inserted live slows every live particle from then on; removing it stops that")
  func insertAndRemoveDrag() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 20, lifetime: 100) { $0.velocity = 100 })
    for t in FrameTimes.steady(fps: 60, until: 1) { simulator.advance(to: t) }
    var drag = EmitterBehavior(type: .drag, name: "drag")
    drag.drag = 2
    try simulator.schedule(LayerChange(.insertBehavior(drag, at: nil), at: 1))
    simulator.advance(to: 1.5)
    let slowed = simulator.particles[0].filter { $0.age > 0.6 }
    #expect(!slowed.isEmpty)
    #expect(slowed.allSatisfy { abs(length($0.velocity) - 100 * exp(-1)) < 0.5 }, "e^(-2 × 0.5) of 100 pt/s")
    try simulator.schedule(LayerChange(.removeBehavior(name: "drag"), at: 1.5))
    let speeds = simulator.particles[0].map { ($0.serial, length($0.velocity)) }
    simulator.advance(to: 2)
    for (serial, speed) in speeds {
      let now = try #require(simulator.particles[0].first { $0.serial == serial })
      #expect(abs(length(now.velocity) - speed) < 1e-3, "no drag once removed")
    }
    #expect(simulator.model.layers[0].emitterBehaviors.isEmpty)
  }

  @Test("bad behaviour changes are refused with the scene file's messages")
  func refusals() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single())
    var wave = EmitterBehavior(type: .wave, name: "wave")
    wave.frequency = -1
    #expect(throws: LiveChangeError.self) {
      try simulator.schedule(LayerChange(.insertBehavior(wave, at: nil), at: 0))
    }
    do {
      try simulator.schedule(LayerChange(.removeBehavior(name: "wav"), at: 0))
      Issue.record("removing a behaviour that is not there must fail")
    } catch {
      #expect(error.description.contains("no behaviour named \"wav\""))
    }
    let twins = [EmitterBehavior(type: .drag, name: "a"), EmitterBehavior(type: .drag, name: "a")]
    do {
      try simulator.schedule(LayerChange(.setBehaviors(twins), at: 0))
      Issue.record("two behaviours with one name must fail")
    } catch {
      #expect(error.description.contains("\"a\""))
    }
    #expect(simulator.recording.layers[0].events.isEmpty)
  }
}
