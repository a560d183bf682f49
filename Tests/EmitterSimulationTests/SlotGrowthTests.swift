import EmitterModel
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("The slot pool grows when animations and bursts ask for more")
struct SlotGrowthTests {
  /// 2000/s with the layer's birthRate ramped from `start` to 1 over 1 s and held.
  func ramp(start: Double) -> Scene {
    var scene = SceneFixtures.single(rate: 2000, lifetime: 0.6) { $0.velocity = 50; $0.emissionRange = .pi }
    scene.layers[0].birthRate = start
    var animation = PropertyAnimation.basic("birthRate", from: 0.01, to: 1.0, duration: 1)
    animation.timing.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    scene.layers[0].animations = [animation]
    return scene
  }

  @Test("a rate animated past the ring's size grows it; no slot is reused while live, no particle lost")
  func animatedRate() {
    let grown = CPUSimulator(scene: ramp(start: 0.01))
    let sized = CPUSimulator(scene: ramp(start: 1))
    grown.checksSlots = true
    let initial = grown.slots.totalSlots
    for t in FrameTimes.jittery(until: 1.5, seed: 3) {
      grown.advance(to: t)
      sized.advance(to: t)
    }
    #expect(grown.slots.totalSlots > 10 * initial, "grew from \(initial)")
    #expect(grown.slotCollisions == 0)
    #expect(grown.snapshot() == sized.snapshot(), "the same particles as a pool sized for it from the start")
    #expect(grown.capacityError == nil)
  }

  @Test("a burst far larger than the ring grows it at once")
  func burst() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 5, lifetime: 2))
    simulator.checksSlots = true
    simulator.advance(to: 0.5)
    try simulator.burst(5000, cell: "dot")
    simulator.advance(to: 0.6)
    #expect(simulator.liveCount == 5000 + 3 && simulator.slotCollisions == 0)
    #expect(simulator.slots.totalSlots >= 5003)
  }

  @Test("past the particle cap the pool does not grow: a clear error, and the simulation stops")
  func cap() throws {
    var scene = SceneFixtures.single(rate: 5, lifetime: 2)
    scene.particleCap = 1000
    let simulator = CPUSimulator(scene: scene)
    simulator.advance(to: 0.5)
    try simulator.burst(5000, cell: "dot")
    #expect(throws: SimulationCapacityError.self) { try simulator.checkedAdvance(to: 0.6) }
    let error = try #require(simulator.capacityError)
    #expect(error.cap == 1000 && error.slots > 1000 && error.cell == "dot")
    #expect(error.description.contains("particleCap"))
    let live = simulator.liveCount
    simulator.advance(to: 2)
    #expect(simulator.liveCount == live, "nothing is simulated after the error")
  }
}
