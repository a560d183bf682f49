import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("Behaviours on the CPU reference: analytic cases")
struct BehaviorTests {
  /// One particle a second from (200, 100), moving right at `speed`, under `behaviors`.
  func single(speed: Double = 0, _ behaviors: [EmitterBehavior], cell: (inout EmitterCell) -> Void = { _ in })
    -> Scene
  {
    var scene = SceneFixtures.single(rate: 1, lifetime: 100) {
      $0.velocity = speed
      cell(&$0)
    }
    scene.layers[0].emitterBehaviors = behaviors
    return scene
  }

  func particle(_ scene: Scene, at t: Double, fps: Double) -> ParticleRecord {
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: t, fps: fps)
    return simulator.snapshot().particles[0]
  }

  func behavior(_ type: BehaviorType, _ configure: (inout EmitterBehavior) -> Void) -> EmitterBehavior {
    var behavior = EmitterBehavior(type: type)
    configure(&behavior)
    return behavior
  }

  @Test("drag: v(t) = v0 e^(-kt) and x(t) = v0 (1 - e^(-kt)) / k, the same at 30, 60 and 120 fps",
        arguments: [30.0, 60, 120])
  func drag(fps: Double) {
    let scene = single(speed: 300, [behavior(.drag) { $0.drag = 1.5 }])
    let p = particle(scene, at: 0.9, fps: fps)
    let t = Double(p.age)
    #expect(abs(Double(p.velocity.x) - 300 * exp(-1.5 * t)) < 2e-6 * 300)
    #expect(abs(Double(p.position.x) - (200 + 300 * (1 - exp(-1.5 * t)) / 1.5)) < 1e-3)
  }

  @Test("drag divides by mass; with gravity it tends to the terminal velocity g m / k exactly")
  func dragMassGravity() {
    let heavy = single(speed: 300, [behavior(.drag) { $0.drag = 2 }]) { $0.mass = 4 }
    let p = particle(heavy, at: 0.5, fps: 60)
    // 30 steps, each rounding the velocity by up to an ulp and its decay factor by a few: 2e-6.
    #expect(abs(Double(p.velocity.x) - 300 * exp(-0.5 * Double(p.age))) < 2e-6 * 300)
    let falling = single([behavior(.drag) { $0.drag = 2 }]) { $0.yAcceleration = 100 }
    let q = particle(falling, at: 0.95, fps: 24)
    let t = Double(q.age)
    #expect(abs(Double(q.velocity.y) - 50 * (1 - exp(-2 * t))) < 1e-4)
    #expect(abs(Double(q.position.y) - (100 + 50 * t - 25 * (1 - exp(-2 * t)))) < 1e-3)
  }

  @Test("a constant wave (frequency 0) is a steady force: an exact parabola")
  func constantWave() {
    let scene = single(speed: 50, [behavior(.wave) { $0.force = Vector3(x: 0, y: 80, z: -20) }])
    for fps in [30.0, 60] {
      let p = particle(scene, at: 0.75, fps: fps)
      let t = Float(0.75)
      #expect(abs(p.position.x - (200 + 50 * t)) < 1e-3)
      #expect(abs(p.position.y - (100 + 40 * t * t)) < 1e-3)
      #expect(abs(p.position.z - (-10 * t * t)) < 1e-3)
    }
  }

  @Test("a wave pushes back and forth: over one whole period the velocity it adds is zero")
  func wavePeriod() {
    let scene = single([behavior(.wave) { $0.force = Vector3(x: 100, y: 0, z: 0); $0.frequency = 2 }])
    let half = particle(scene, at: 0.25, fps: 240)
    let whole = particle(scene, at: 0.5, fps: 240)
    // Over the first half period the wave goes from +1 to -1 through 0 at 1/8 s: ∫ = 0 too.
    #expect(abs(half.velocity.x) < 0.5 && abs(whole.velocity.x) < 0.5)
    let quarter = particle(scene, at: 0.125, fps: 240)
    #expect(quarter.velocity.x > 6, "pushed along +x while the wave is positive")
  }

  @Test("attractor: particles settle where the spring rests, radius - falloff from it",
        arguments: AttractorType.allCases)
  func attractorEquilibrium(type: AttractorType) {
    var scene = SceneFixtures.single(rate: 20, lifetime: 100) {
      $0.velocity = 30
      $0.emissionRange = .pi
    }
    let attractor = behavior(.attractor) {
      $0.attractorType = type
      $0.position = Point(x: 200, y: 100)
      $0.zPosition = 5
      $0.radius = 40
      $0.falloff = -60
      $0.stiffness = 20
      $0.orientationLongitude = .pi / 2
    }
    scene.layers[0].emitterBehaviors = [attractor, behavior(.drag) { $0.drag = 6 }]
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 8, fps: 60)
    let particles = simulator.snapshot().particles.filter { $0.age > 5 }
    #expect(particles.count > 10)
    for p in particles {
      let d = p.position - SIMD3(200, 100, 5)
      let distance: Float
      switch type {
      case .radial: distance = (d * d).sum().squareRoot()
      case .axial: distance = (d.x * d.x + d.z * d.z).squareRoot()  // axis along +y
      case .planar: distance = abs(d.y)  // normal along +y
      }
      #expect(abs(distance - 100) < 0.05, "\(type): serial \(p.serial) at \(distance)")
    }
  }

  @Test("simpleAttractor acts in the layer plane only; falloff 0 leaves particles inside the radius alone")
  func simpleAttractorAndDeadZone() {
    let simple = behavior(.simpleAttractor) {
      $0.position = Point(x: 230, y: 140)
      $0.stiffness = 10
      $0.falloff = 10
    }
    let p = particle(single([simple]) { $0.zAcceleration = 0 }, at: 0.2, fps: 60)
    #expect(p.position.z == 0 && p.velocity.x > 0 && p.velocity.y > 0)
    let deadZone = behavior(.attractor) {
      $0.position = Point(x: 210, y: 100)
      $0.radius = 50
      $0.stiffness = 100
    }
    let still = particle(single([deadZone]), at: 0.5, fps: 60)
    #expect(still.position == SIMD3(200, 100, 0) && still.velocity == .zero)
  }

  @Test("falloffDistance caps the pull: far away, a constant stiffness × (falloffDistance + falloff)")
  func falloffDistance() {
    let far = behavior(.attractor) {
      $0.position = Point(x: 1200, y: 100)
      $0.stiffness = 2
      $0.falloffDistance = 50
      $0.falloff = 10
    }
    let p = particle(single([far]), at: 0.5, fps: 60)
    #expect(abs(p.velocity.x - 120 * Float(p.age)) < 1e-3)
  }

  @Test("alignToMotion turns the image's top toward the velocity, plus rotation in turns, over spin")
  func alignToMotion() {
    let align = behavior(.alignToMotion) { $0.rotation = 0.25 }
    let p = particle(single(speed: 80, [align]) { $0.spin = 3; $0.yAcceleration = 40 }, at: 0.6, fps: 60)
    let expected = atan2(Double(p.velocity.x), -Double(p.velocity.y)) + .pi / 2
    #expect(abs(Double(p.rotation) - expected) < 1e-6)
  }

  @Test("valueOverLife and colorOverLife: curves of normalised age, replacing or adding, in order")
  func overLife() {
    let alpha = behavior(.valueOverLife) { $0.keyPath = .alpha; $0.values = [0, 1, 0.5]; $0.locations = [0, 0.25, 1] }
    let scale = behavior(.valueOverLife) { $0.keyPath = .scale; $0.values = [1, 3]; $0.additive = true }
    let gradient = behavior(.colorOverLife) {
      $0.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
    }
    let scene = single([gradient, alpha, scale]) { $0.lifetime = 2; $0.scale = 0.5 }
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 1, fps: 60)
    let p = simulator.snapshot().particles[0]
    let u = p.age / p.lifetime  // 0.5
    #expect(abs(u - 0.5) < 1e-4)
    #expect(abs(p.color.x - (1 - u)) < 1e-5 && abs(p.color.z - u) < 1e-5, "gradient replaces the colour")
    #expect(abs(p.color.w - (1 - 0.5 * (u - 0.25) / 0.75)) < 1e-5, "alpha curve replaces after it")
    #expect(abs(p.scale - (0.5 + 1 + 2 * u)) < 1e-5, "additive scale curve")
  }

  @Test("valueOverLife on spin and scaleSpeed: the angle and growth are the curve's integral")
  func rateCurves() {
    // Spin from 6 rad/s down to 0 over the life: turned 6u - 3u² of the lifetime (2 s).
    let spin = behavior(.valueOverLife) { $0.keyPath = .spin; $0.values = [6, 0] }
    // Scale speed 1/s until u = 0.5, then falling to -1/s at death; added to scaleSpeed 0.2.
    let growth = behavior(.valueOverLife) {
      $0.keyPath = .scaleSpeed; $0.values = [1, 1, -1]; $0.locations = [0, 0.5, 1]; $0.additive = true
    }
    // A rotation curve after them still has the last word (here: adds 0.25 rad).
    let rotation = behavior(.valueOverLife) { $0.keyPath = .rotation; $0.values = [0.25]; $0.additive = true }
    let scene = single([rotation, spin, growth]) {
      $0.lifetime = 2; $0.spin = 40; $0.scale = 0.5; $0.scaleSpeed = 0.2
    }
    for t in [0.4, 1.0, 1.6] {
      let simulator = CPUSimulator(scene: scene)
      simulator.run(to: t, fps: 60)
      let p = simulator.snapshot().particles[0]
      let u = Double(p.age / p.lifetime)
      let turned = 2 * (6 * u - 3 * u * u)
      #expect(abs(Double(p.rotation) - (turned + 0.25)) < 1e-4, "rotation at \(t)")
      // ∫ of the scale-speed curve: u for u <= 0.5, then 0.5 + (u - 0.5) - (u - 0.5)²·2 ... in closed form:
      let tail = max(0, u - 0.5)
      let swept = 2 * (min(u, 0.5) + tail - 2 * tail * tail)
      #expect(abs(Double(p.scale) - (0.5 + 0.2 * Double(p.age) + swept)) < 1e-4, "scale at \(t)")
    }
  }

  @Test("valueOverLife on mass: forces divide by the curve's mass (replaced, or added to the drawn one)")
  func massCurve() {
    let wave = behavior(.wave) { $0.force = Vector3(x: 100, y: 0, z: 0); $0.frequency = 0 }
    let heavy = behavior(.valueOverLife) { $0.keyPath = .mass; $0.values = [4] }
    let p = particle(single([wave, heavy]) { $0.mass = 1 }, at: 1, fps: 60)
    #expect(abs(p.velocity.x - 25) < 1e-3, "\(p.velocity.x)")
    let added = behavior(.valueOverLife) { $0.keyPath = .mass; $0.values = [1]; $0.additive = true }
    let q = particle(single([wave, added]) { $0.mass = 1 }, at: 1, fps: 60)
    #expect(abs(q.velocity.x - 50) < 1e-3, "\(q.velocity.x)")
  }

  @Test("the curve integral is exact for piecewise-linear curves and matches sample's slope")
  func curveIntegral() {
    let curve = OverLifeCurve<Float>(values: [2, -1, 3, 3], locations: [0.2, 0.4, 0.7, 0.9])
    // Flat 2 before 0.2: 0.4; then trapezoids 0.1, 0.3, 0.6; then flat 3 after 0.9.
    #expect(abs(curve.integral(0.2) - 0.4) < 1e-6)
    #expect(abs(curve.integral(0.4) - 0.5) < 1e-6)
    #expect(abs(curve.integral(0.7) - 0.8) < 1e-6)
    #expect(abs(curve.integral(1) - (0.8 + 0.6 + 0.3)) < 1e-6)
    for u in stride(from: Float(0.01), through: 0.98, by: 0.0625) {
      let h: Float = 1e-3
      let slope = (curve.integral(u + h) - curve.integral(u - h)) / (2 * h)
      #expect(abs(slope - curve.sample(u)) < 0.05, "u \(u)")
    }
    #expect(OverLifeCurve<Float>(values: [1.5], locations: []).integral(0.5) == 0.75)
  }

  @Test("a cell's own behaviour answers its key path: live setValue and an animation act on it")
  func cellBehaviorKeyPaths() throws {
    var scene = SceneFixtures.single(rate: 1, lifetime: 100) { $0.velocity = 100; $0.name = "dust" }
    var drag = behavior(.drag) { $0.name = "slow"; $0.drag = 0 }
    drag.enabled = true
    scene.layers[0].emitterCells[0].emitterBehaviors = [drag]
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 0.5, fps: 60)
    let before = simulator.snapshot().particles[0].velocity
    try simulator.setValue(2.0, forKeyPath: "emitterCells.dust.emitterBehaviors.slow.drag")
    simulator.run(to: 1.5, fps: 60)
    let after = simulator.snapshot().particles[0].velocity
    // Drag 2 for 1 s: speed times e^-2.
    #expect(abs(((after * after).sum() / (before * before).sum()).squareRoot() - Float(exp(-2.0))) < 1e-3)
    // An animation from 0 to 0 leaves it alone; one to 2 slows it the same way.
    var animated = scene
    animated.layers[0].animations = [
      .basic("emitterCells.dust.emitterBehaviors.slow.drag", from: 2.0, to: 2.0, duration: 10)
    ]
    let second = CPUSimulator(scene: animated)
    second.run(to: 1, fps: 60)
    let v = second.snapshot().particles[0].velocity
    #expect(abs((v * v).sum().squareRoot() / 100 - Float(exp(-2.0))) < 1e-3)
  }

  @Test("a disabled behaviour does nothing")
  func disabled() {
    let off = behavior(.wave) { $0.force = Vector3(x: 500, y: 0, z: 0); $0.enabled = false }
    let p = particle(single([off]), at: 0.5, fps: 60)
    #expect(p.velocity == .zero)
  }

  @Test("behaviour keys are live: an animated drag slows particles already in flight")
  func liveBehaviorKeys() {
    var scene = single(speed: 100, [behavior(.drag) { $0.name = "drag" }])
    var ramp = PropertyAnimation.basic("emitterBehaviors.drag.drag", from: 3.0, to: 3.0, duration: 10)
    ramp.timing.beginTime = 0.5
    scene.layers[0].animations = [ramp]
    let p = particle(scene, at: 0.9, fps: 60)
    #expect(abs(Double(p.velocity.x) - 100 * exp(-3 * 0.4)) < 1e-3, "no drag until 0.5 s, then 3/s")
  }
}
