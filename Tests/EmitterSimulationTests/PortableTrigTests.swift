import Foundation
import Testing
@testable import EmitterSimulation

@Suite("Portable sine and cosine")
struct PortableTrigTests {
  /// Within 4e-7 of the double-precision value for |x| ≤ 100 (a few ulps of 1): emission angles
  /// are at most a few turns, and 4e-7 of direction error moves a particle 0.4 pt per 1000 pt of
  /// flight, which CPU and GPU share because they compute the same bits.
  @Test("accurate to a few ulps over ±100 radians")
  func accuracy() {
    var worst = 0.0
    for i in -200_000...200_000 {
      let x = Float(i) * 0.0005
      let (s, c) = PortableTrig.sinCos(x)
      worst = max(worst, abs(Double(s) - Foundation.sin(Double(x))), abs(Double(c) - Foundation.cos(Double(x))))
    }
    #expect(worst < 4e-7, "worst error \(worst)")
  }

  @Test("exact at the quadrant points and odd/even as sine and cosine are")
  func symmetry() {
    #expect(PortableTrig.sinCos(0) == (0, 1))
    for x: Float in [0.1, 0.7, 1.3, 2.9, 5.5, 40.25] {
      #expect(PortableTrig.sin(-x) == -PortableTrig.sin(x))
      #expect(PortableTrig.cos(-x) == PortableTrig.cos(x))
    }
  }
}
