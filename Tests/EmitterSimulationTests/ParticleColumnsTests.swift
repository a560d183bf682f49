import EmitterModel
import Testing

@testable import EmitterSimulation
import EmitterTestSupport
import EmitterVerification

/// `ParticleColumns`: removing the dead in place keeps the survivors, in order.
@Suite("CPU reference: particle columns")
struct ParticleColumnsTests {
  static func particle(serial: UInt64, age: Float, lifetime: Float) -> Particle {
    let f = Float(serial)
    return Particle(
      cell: 0, serial: serial, slot: Int(serial), position: [f, -f, 1], velocity: [2, f, 0], age: age,
      lifetime: lifetime, color: [0.5, 0.25, f, 1], scale: f, spin: 1, rotation: 2, mass: 3, normal: [0, 0, 1])
  }

  /// Columns of `count` particles, after `prefix` dead ones already skipped, whose `dead` die now.
  static func columns(count: Int, prefix: Int, dead: Set<Int>) -> (ParticleColumns, Deaths) {
    var columns = ParticleColumns()
    for serial in 0..<(prefix + count) {
      columns.append(particle(serial: UInt64(serial), age: 0, lifetime: 1))
    }
    if prefix > 0 {
      for index in 0..<prefix { columns.ages[index] = 1 }
      var skipped = Deaths()
      for index in 0..<prefix { skipped.note(index) }
      columns.removeDead(skipped)
    }
    var deaths = Deaths()
    for index in columns.indices where dead.contains(index - columns.start) {
      columns.ages[index] = 1
      deaths.note(index)
    }
    return (columns, deaths)
  }

  @Test("removing the dead equals filtering the living, whichever side the gaps close from", arguments: 0..<200)
  func matchesFilter(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let count = random.int(in: 1...40)
    let prefix = random.int(in: 0...50)
    // Dead anywhere, dead near the front, dead near the back, a dead prefix.
    let dead: Set<Int> =
      switch seed % 4 {
      case 0: Set((0..<count).filter { _ in random.chance(0.3) })
      case 1: Set((0..<count / 3).filter { _ in random.chance(0.6) })
      case 2: Set((2 * count / 3..<count).filter { _ in random.chance(0.6) })
      default: Set(0..<random.int(in: 0...count))
      }
    var (columns, deaths) = Self.columns(count: count, prefix: prefix, dead: dead)
    let expected = columns.particles.enumerated().filter { !dead.contains($0.offset) }.map(\.element)
    columns.removeDead(deaths)
    #expect(columns.particles == expected, "seed \(seed)")
    #expect(columns.count == count - dead.count)
    #expect(columns.start == 0 || columns.start < columns.count, "the dead prefix is shed in time")
  }

  @Test("a dead prefix only moves the start until it is as long as the live part")
  func deadPrefixIsSkippedThenShed() {
    var (columns, deaths) = Self.columns(count: 10, prefix: 0, dead: [0, 1, 2])
    columns.removeDead(deaths)
    #expect(columns.start == 3 && columns.end == 10)
    (columns, deaths) = Self.columns(count: 10, prefix: 0, dead: Set(0..<5))
    columns.removeDead(deaths)
    #expect(columns.start == 0 && columns.end == 5)
    #expect(columns.particles.map(\.serial) == Array(5..<10))
  }

  @Test("with random lifetimes, deaths out of spawn order keep the survivors in spawn order")
  func birthOrderSurvives() {
    let scene = SceneFixtures.single(rate: 400, lifetime: 1) { $0.lifetimeRange = 0.9 }
    let simulator = CPUSimulator(scene: scene)
    var sawDeaths = false
    for frame in 1...180 {
      simulator.advance(to: Double(frame) / 60)
      let serials = simulator.particles[0].map(\.serial)
      #expect(serials == serials.sorted(), "frame \(frame)")
      sawDeaths = sawDeaths || serials.first.map { $0 > 0 } == true
    }
    #expect(sawDeaths)
  }
}
