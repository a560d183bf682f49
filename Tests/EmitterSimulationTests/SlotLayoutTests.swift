import EmitterModel
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("Slot layout")
struct SlotLayoutTests {
  func collisions(_ scene: Scene, to time: Double, fps: Double) -> (collisions: Int, live: Int, slots: Int) {
    let simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    simulator.run(to: time, fps: fps)
    return (simulator.slotCollisions, simulator.liveCount, simulator.slots.totalSlots)
  }

  @Test("no slot is reused while its particle lives: steady streams at several frame rates", arguments: [24.0, 60, 144])
  func steadyStreams(fps: Double) {
    let result = collisions(SceneFixtures.gravityConfetti(), to: 8, fps: fps)
    #expect(result.collisions == 0)
    #expect(result.live > 0 && result.slots >= result.live)
  }

  @Test("accumulating births: the classic fireworks recipe (one child per 1.02 s rocket) reuses no live slot", arguments: [24.0, 60, 144])
  func classicFireworks(fps: Double) {
    let result = collisions(SceneFixtures.classicFireworks(), to: 8, fps: fps)
    #expect(result.collisions == 0)
    #expect(result.live > 0 && result.slots >= result.live)
    // ceil(1/s × 1.02 s): the stride no longer adds one for a birth at the window's opening (3).
    #expect(ResolvedScene(SceneFixtures.classicFireworks()).cells[1].childStride == 2)
  }

  @Test("fireworks: sub-cells get slots from their parent's slot without collisions")
  func fireworks() {
    let result = collisions(SceneFixtures.fireworks(), to: 6, fps: 60)
    #expect(result.collisions == 0)
    // Rings are tight: the layout reserves at most a few times what is ever alive.
    #expect(result.slots < 20_000)
  }

  @Test("a ring holds a lifetime of births plus a step's margin; serials one ring apart share a slot")
  func ringArithmetic() {
    let resolved = ResolvedScene(SceneFixtures.single(rate: 10, lifetime: 1))
    let layout = SlotLayout(resolved)
    // 10/s for a 1 s life needs 10 live slots plus a step's births; the ring has a margin.
    #expect(layout.cells[0].ring >= 12)
    // Serials one ring apart share a slot; serials closer do not.
    #expect(layout.slot(cell: 0, serial: 0) == layout.slot(cell: 0, serial: UInt64(layout.cells[0].ring)))
    #expect(layout.slot(cell: 0, serial: 0) != layout.slot(cell: 0, serial: 1))
  }

  @Test("hold time covers children born late in a parent's life that outlive it")
  func holdTime() {
    let layout = SlotLayout(ResolvedScene(SceneFixtures.fireworks()))
    // Rocket lives 1.6 s; its burst emits until 1.6 s and sparks live 2 s: the slot is held 3.6 s.
    #expect(abs(layout.cells[0].hold - 3.6) < 1e-6)
  }
}
