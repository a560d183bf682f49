import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("Values with a range")
struct RangeSamplingTests {
  func samples(mean: Float, range: Float, halfWidth: Float, count: Int = 100_000) -> [Float] {
    (0..<count).map {
      ParticleRandom(key: CounterHash.particleKey(seed: 4, cell: 0, serial: UInt64($0)))
        .sample(mean, range: range, halfWidthFactor: halfWidth, .lifetime)
    }
  }

  @Test("plusMinusRange: lifetime 10, range 3 lies in [7, 13] and covers it uniformly")
  func plusMinusRange() {
    let values = samples(mean: 10, range: 3, halfWidth: 1)
    #expect(values.allSatisfy { $0 >= 7 && $0 <= 13 })
    #expect(values.min()! < 7.01 && values.max()! > 12.99)
    let counts = Statistics.histogram(values.map { ($0 - 7) / 6 }, bins: 50)
    #expect(Statistics.chiSquare(counts) < Statistics.chiSquareCritical(degrees: 49))
  }

  @Test("plusMinusHalfRange: lifetime 10, range 3 lies in [8.5, 11.5] and covers it uniformly")
  func plusMinusHalfRange() {
    let values = samples(mean: 10, range: 3, halfWidth: 0.5)
    #expect(values.allSatisfy { $0 >= 8.5 && $0 <= 11.5 })
    #expect(values.min()! < 8.51 && values.max()! > 11.49)
    let counts = Statistics.histogram(values.map { ($0 - 8.5) / 3 }, bins: 50)
    #expect(Statistics.chiSquare(counts) < Statistics.chiSquareCritical(degrees: 49))
  }

  @Test("a negative range means the same as its magnitude; zero range gives the mean exactly")
  func signAndZero() {
    let values = samples(mean: 1, range: -0.5, halfWidth: 1, count: 10_000)
    #expect(values.allSatisfy { $0 >= 0.5 && $0 <= 1.5 })
    #expect(samples(mean: 2.5, range: 0, halfWidth: 1, count: 100).allSatisfy { $0 == 2.5 })
  }
}
