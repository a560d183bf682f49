import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("Counter-based random numbers")
struct CounterHashTests {
  @Test("the hash is stable: golden values never change (GPU and saved scenes depend on them)")
  func goldenValues() {
    #expect(CounterHash.pcg(0) == 129_708_002)
    #expect(CounterHash.pcg(1) == 2_831_084_092)
    #expect(CounterHash.pcg(0xFFFF_FFFF) == 3_861_530_882)
    #expect(CounterHash.pcg(12345) == 4_099_845_390)
    #expect(CounterHash.particleKey(seed: 0, cell: 0, serial: 0) == 2_368_882_721)
    #expect(CounterHash.particleKey(seed: 1, cell: 2, serial: 3) == 3_971_734_696)
    #expect(CounterHash.particleKey(seed: 7, cell: 0, serial: 1 << 40) == 700_627_820)
    let key = CounterHash.particleKey(seed: 1, cell: 2, serial: 3)
    #expect(CounterHash.bits(key: key, stream: .positionV) == 3_389_359_217)
  }

  @Test("unit floats are exact multiples of 2^-24 in [0, 1)")
  func unitRange() {
    #expect(CounterHash.unit(0) == 0)
    #expect(CounterHash.unit(.max) == 1 - 0x1p-24)
    #expect(CounterHash.unit(0x8000_0000) == 0.5)
  }

  /// One million draws per stream in 256 bins; chi-square must stay below its p = 0.001 critical
  /// value (330.5 for 255 degrees). A correct generator fails this 1 time in 1000 per stream, so
  /// the fixed seed below is a regression value, not a tuned pass.
  @Test("every stream is uniform: chi-square over 1e6 draws")
  func uniformity() {
    let count = 1_000_000
    let keys = (0..<count).map { CounterHash.particleKey(seed: 0x5EED, cell: 3, serial: UInt64($0)) }
    let critical = Statistics.chiSquareCritical(degrees: 255)
    for stream in RandomStream.allCases {
      var counts = Array(repeating: 0, count: 256)
      for key in keys { counts[Int(CounterHash.bits(key: key, stream: stream) >> 24)] += 1 }
      let chi = Statistics.chiSquare(counts)
      #expect(chi < critical, "stream \(stream) chi-square \(chi) >= \(critical)")
    }
  }

  @Test("streams are independent: joint 16x16 histogram of every pair is uniform")
  func streamIndependence() {
    let count = 200_000
    let keys = (0..<count).map { CounterHash.particleKey(seed: 9, cell: 1, serial: UInt64($0)) }
    let critical = Statistics.chiSquareCritical(degrees: 255)
    let streams = RandomStream.allCases
    for (i, a) in streams.enumerated() {
      for b in streams[(i + 1)...] {
        var counts = Array(repeating: 0, count: 256)
        for key in keys {
          let x = Int(CounterHash.bits(key: key, stream: a) >> 28)
          let y = Int(CounterHash.bits(key: key, stream: b) >> 28)
          counts[x * 16 + y] += 1
        }
        let chi = Statistics.chiSquare(counts)
        #expect(chi < critical, "streams \(a) and \(b): chi-square \(chi)")
      }
    }
  }

  @Test("neighbouring serials, cells and seeds are uncorrelated")
  func neighbourIndependence() {
    let n = 100_000
    func draws(_ seed: UInt32, _ cell: UInt32, _ offset: UInt64) -> [Double] {
      (0..<n).map {
        Double(CounterHash.unit(CounterHash.bits(key: CounterHash.particleKey(seed: seed, cell: cell, serial: UInt64($0) + offset), stream: .speed)))
      }
    }
    let base = draws(0, 0, 0)
    let bound = 5 / Double(n).squareRoot()  // five standard errors of a correlation of independent samples
    #expect(abs(Statistics.correlation(base, draws(0, 0, 1))) < bound)
    #expect(abs(Statistics.correlation(base, draws(0, 1, 0))) < bound)
    #expect(abs(Statistics.correlation(base, draws(1, 0, 0))) < bound)
  }
}
