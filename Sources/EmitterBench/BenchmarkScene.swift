import EmitterModel

/// The benchmark scenes: confetti rain under gravity whose colour and scale change over life.
public enum BenchmarkScene {
  public static let lifetime = 2.0

  /// `liveParticles` alive at steady state (rate × lifetime): every step spawns 1/120 of them.
  public static func steady(liveParticles: Int) -> Scene {
    scene(rate: Double(liveParticles) / lifetime, lifetime: lifetime, emissionWindow: .infinity)
  }

  /// All `liveParticles` born in the first `lifetime` seconds, then living 5 × longer: after the
  /// window every step is the integrate pass alone.
  public static func integrateOnly(liveParticles: Int) -> Scene {
    scene(rate: Double(liveParticles) / lifetime, lifetime: 5 * lifetime, emissionWindow: lifetime)
  }

  static func scene(rate: Double, lifetime: Double, emissionWindow: Double) -> Scene {
    var cell = EmitterCell(name: "confetti")
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.timing.duration = emissionWindow
    cell.velocity = 175
    cell.velocityRange = 50
    cell.emissionLongitude = .pi
    cell.emissionRange = .pi / 4
    cell.yAcceleration = 350
    cell.spin = 2
    cell.spinRange = 3
    cell.scaleSpeed = -0.2
    cell.alphaSpeed = -0.4
    cell.redRange = 0.3
    var layer = EmitterLayer(name: "rain")
    layer.emitterShape = .line
    layer.emitterPosition = Point(x: 640, y: -10)
    layer.emitterSize = Size(width: 1280, height: 0)
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.size = Size(width: 1280, height: 720)
    scene.particleCap = Scene.maximumParticleCap
    scene.layers = [layer]
    return scene
  }
}
