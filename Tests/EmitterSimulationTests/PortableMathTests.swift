import Foundation
import Testing
@testable import EmitterSimulation

@Suite("Portable exp, atan2 and the wave shape")
struct PortableMathTests {
  @Test("exp is within 2 ulps of the correctly rounded value over [-80, 80]")
  func exp() {
    for i in 0...16000 {
      let x = Float(i - 8000) * 0.01
      let expected = Foundation.exp(Double(x))
      let actual = Double(PortableExp.exp(x))
      #expect(abs(actual - expected) <= 2.4e-7 * expected, "x = \(x)")
    }
    #expect(PortableExp.exp(0) == 1)
    #expect(PortableExp.exp(-1000) == PortableExp.exp(-80), "clamped, never subnormal")
  }

  @Test("decay factors match e^-x, (1 - e^-x)/x and (x - 1 + e^-x)/x² on both sides of 1")
  func decay() {
    for i in 0...4000 {
      let x = Float(i) * 0.005 - 2
      guard x != 0 else { continue }
      let (decay, phi1, phi2) = PortableExp.decay(x)
      let e = Foundation.exp(-Double(x))
      let expected1 = (1 - e) / Double(x)
      let expected2 = (Double(x) - 1 + e) / (Double(x) * Double(x))
      #expect(abs(Double(decay) - e) <= 3e-7 * e, "decay at \(x)")
      #expect(abs(Double(phi1) - expected1) <= 5e-7 * expected1, "phi1 at \(x)")
      #expect(abs(Double(phi2) - expected2) <= 1e-6 * expected2, "phi2 at \(x)")
    }
    #expect(PortableExp.decay(0) == (1, 1, 0.5))
  }

  @Test("atan2 is within 3e-7 rad of the exact angle in every octant, and exact on the axes")
  func atan2() {
    for i in 0..<3600 {
      let angle = Double(i) / 3600 * 2 * .pi - .pi
      for radius in [1e-3, 1.0, 250.0] {
        let (x, y) = (Float(radius * cos(angle)), Float(radius * sin(angle)))
        let expected = Foundation.atan2(Double(y), Double(x))
        #expect(abs(Double(PortableAtan.atan2(y, x)) - expected) < 3e-7, "(\(x), \(y))")
      }
    }
    #expect(PortableAtan.atan2(0, 0) == 0 && PortableAtan.atan2(0, 1) == 0)
    // pi and pi/2 rounded to nearest (Swift's Float.pi rounds toward zero).
    #expect(PortableAtan.atan2(1, 0) == Float(bitPattern: 0x3FC9_0FDB))
    #expect(PortableAtan.atan2(0, -1) == Float(bitPattern: 0x4049_0FDB))
  }

  @Test("the wave: crest 1 at 0, trough -1 at 1/2, zero at 1/4, periodic, within [-1, 1]")
  func waveShape() {
    #expect(BehaviorForces.waveShape(0) == 1 && BehaviorForces.waveShape(0.5) == -1)
    #expect(BehaviorForces.waveShape(0.25) == 0 && BehaviorForces.waveShape(3.75) == 0)
    var sum: Float = 0
    for i in 0..<1000 {
      let x = Float(i) / 1000
      let w = BehaviorForces.waveShape(x)
      #expect(abs(w) <= 1 && abs(w - BehaviorForces.waveShape(x + 2)) < 1e-5)
      // Close to a cosine: the eased triangle is within 0.06 of cos(2 pi x).
      #expect(abs(Double(w) - cos(2 * .pi * Double(x))) < 0.06)
      sum += w
    }
    #expect(abs(sum / 1000) < 1e-3, "averages to zero over a period")
  }
}
