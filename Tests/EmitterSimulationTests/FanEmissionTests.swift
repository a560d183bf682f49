import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

/// `emissionRangeMode: fan`: directions uniform in angle in the plane (cocos2d's and SpriteKit's
/// spread), against the default cone.
@Suite("Fan emission")
struct FanEmissionTests {
  @Test("fan directions: in the plane, unit length, uniform in angle within ± range")
  func fanDirections() {
    let longitude = Float(-0.6), range = Float(0.4)
    var angles: [Float] = []
    for i in 0..<1000 {
      let u = (Float(i) + 0.5) / 1000
      let d = EmissionCone.fan(longitude: longitude, latitude: 0, range: range, halfWidth: 1, u)
      #expect(d.z == 0)
      #expect(abs((d.x * d.x + d.y * d.y).squareRoot() - 1) < 1e-6)
      angles.append(Float(atan2(Double(d.y), Double(d.x))))
    }
    // u evenly spaced: angles evenly spaced from longitude - range to longitude + range.
    for (i, angle) in angles.enumerated() {
      let expected = longitude + (2 * (Float(i) + 0.5) / 1000 - 1) * range
      #expect(abs(angle - expected) < 1e-5)
    }
  }

  @Test("a fan scene keeps every particle in the layer plane at its full speed; a cone does not")
  func fanScene() {
    var scene = SceneFixtures.single(rate: 200, lifetime: 5) {
      $0.velocity = 100
      $0.emissionRange = .pi / 3
    }
    scene.emissionRangeMode = .fan
    let simulator = CPUSimulator(scene: scene)
    simulator.advance(to: 0.5)
    let particles = simulator.snapshot().particles
    #expect(particles.count == 100)
    for p in particles {
      #expect(p.velocity.z == 0)
      #expect(abs((p.velocity.x * p.velocity.x + p.velocity.y * p.velocity.y).squareRoot() - 100) < 1e-3)
    }
    scene.emissionRangeMode = .cone
    let cone = CPUSimulator(scene: scene)
    cone.advance(to: 0.5)
    #expect(cone.snapshot().particles.contains { $0.velocity.z != 0 })
  }
}
