import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

/// The `radialAcceleration` behaviour (cocos2d's radial and tangential acceleration) on the CPU
/// reference: analytic cases. `BehaviorGPUTests` checks the GPU against it.
@Suite("radialAcceleration on the CPU reference")
struct RadialAccelerationTests {
  /// One particle a second from (200, 100), moving right at `speed`, under one radial behaviour.
  func scene(speed: Double, centre: Point, radial: Double, tangential: Double, mass: Double = 1) -> Scene {
    var scene = SceneFixtures.single(rate: 1, lifetime: 100) {
      $0.velocity = speed
      $0.mass = mass
    }
    var behavior = EmitterBehavior(type: .radialAcceleration)
    behavior.position = centre
    behavior.radialAcceleration = radial
    behavior.tangentialAcceleration = tangential
    scene.layers[0].emitterBehaviors = [behavior]
    return scene
  }

  func particle(_ scene: Scene, at t: Double, fps: Double) -> ParticleRecord {
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: t, fps: fps)
    return simulator.snapshot().particles[0]
  }

  @Test("moving straight away from the centre: the exact parabola x = x0 + v t + a t² / 2 at any frame rate",
        arguments: [30.0, 60, 120])
  func radialParabola(fps: Double) {
    let s = scene(speed: 50, centre: Point(x: 100, y: 100), radial: 80, tangential: 0)
    let p = particle(s, at: 0.9, fps: fps)
    let t = p.age
    // The direction never turns (the force is along the motion): a constant acceleration, which
    // the integrator follows exactly; the bound is single-precision rounding over the steps.
    #expect(abs(p.position.x - (200 + 50 * t + 40 * t * t)) < 1e-3)
    #expect(p.position.y == 100)
  }

  @Test("tangential turns clockwise on screen: below the centre it pushes toward -x; mass divides it")
  func tangentialDirection() {
    let h = Float(1.0 / 60)
    for mass in [1.0, 4.0] {
      let s = scene(speed: 0, centre: Point(x: 200, y: 0), radial: 0, tangential: 120, mass: mass)
      let p = particle(s, at: 1.0 / 60, fps: 60)
      // One step from rest, the force evaluated at its start: -a h² / 2 along x.
      let expected = 200 - Float(120 / mass) * h * h / 2
      #expect(abs(p.position.x - expected) < 1e-4, "mass \(mass)")
      #expect(abs(p.position.y - 100) < 1e-6)
      #expect(p.velocity.x < 0)
    }
  }

  @Test("no force at the centre itself (it has no direction)")
  func atCentre() {
    let s = scene(speed: 0, centre: Point(x: 200, y: 100), radial: 500, tangential: 500)
    let p = particle(s, at: 0.5, fps: 60)
    #expect(p.position == SIMD3(200, 100, 0))
  }
}

/// The `orbit` behaviour (cocos2d's radial mode) on the CPU reference: closed-form positions.
@Suite("orbit on the CPU reference")
struct OrbitTests {
  @Test("a particle circles the centre: start one second of velocity out, radius linear to endRadius, at any frame rate",
        arguments: [24.0, 60, 144])
  func spiral(fps: Double) {
    var scene = SceneFixtures.single(rate: 1, lifetime: 2) {
      $0.velocity = 80  // start radius 80, aimed along +x
      $0.yAcceleration = 500  // ignored while orbiting
    }
    var orbit = EmitterBehavior(type: .orbit)
    orbit.position = Point(x: 200, y: 100)
    orbit.angularSpeed = 1.5
    orbit.endRadius = 20
    scene.layers[0].emitterBehaviors = [orbit]
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 0.75, fps: fps)
    let p = simulator.snapshot().particles[0]
    let a = Double(p.age)
    let radius = 80 + (20 - 80) * a / 2
    let angle = 1.5 * a
    // Single-precision turns summed over the steps: 1e-3 pt at most at 144 fps.
    #expect(abs(Double(p.position.x) - (200 + radius * cos(angle))) < 1e-3)
    #expect(abs(Double(p.position.y) - (100 + radius * sin(angle))) < 1e-3)
    #expect(p.position.z == 0)
  }
}
