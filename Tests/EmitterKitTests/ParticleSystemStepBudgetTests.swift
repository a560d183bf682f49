import EmitterKit
import Foundation
import Testing

/// A layer clock that would run away (#30: a layer at speed 1e308 trapped converting its step
/// count to Int) is refused before a step is listed, on the façade every surface uses: the CPU
/// backend, no GL.
@Suite("ParticleSystem refuses an update whose layer clock runs past the step budget")
struct ParticleSystemStepBudgetTests {
  static func system(speed: Double, timeOffset: Double = 0) throws -> ParticleSystem {
    let json = """
      {"size": [64, 48], "layers": [{"name": "fast", "speed": \(speed), "timeOffset": \(timeOffset),
        "emitterCells": [{"name": "dot", "birthRate": 1, "lifetime": 1, "contents": "circle"}]}]}
      """
    return try ParticleSystem(
      scene: Scene(jsonData: Data(json.utf8), file: "fast.json"), backend: .cpu)
  }

  @Test("speed 1e308 and a timeOffset of 1e12 s: refused with the layer, its times and the budget")
  func runawayClocks() throws {
    for system in [try Self.system(speed: 1e308), try Self.system(speed: 1, timeOffset: 1e12)] {
      #expect {
        try system.update(by: 1.0 / 60)
      } throws: { error in
        guard
          case .tooManySteps(let layer, _, let to, let steps, let maximum)? =
            error as? ParticleSystemError
        else { return false }
        return layer == 0 && to > 1e6 && steps > Double(maximum) && maximum == 1_000_000
          && "\(error)".contains("at most 1000000 steps")
      }
    }
  }

  @Test("a fast clock inside the budget runs: speed 1000 for a second is 10,000 steps")
  func fastClockWithinBudget() throws {
    let system = try Self.system(speed: 1000)
    try system.update(to: 1)
    #expect(system.time == 1)
    // 1000 s of layer time at one birth a second.
    let born = try system.bornCount(cell: "dot", layer: 0)
    #expect((999...1001).contains(born), "\(born) born")
  }
}
