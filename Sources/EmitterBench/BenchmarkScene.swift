import EmitterModel

/// The standard benchmark scene: confetti rain under gravity whose colour and scale change over
/// life, sized so that `liveParticles` are alive at steady state (rate × lifetime).
public enum BenchmarkScene {
  public static let lifetime = 2.0

  public static func scene(liveParticles: Int) -> Scene {
    var cell = EmitterCell(name: "confetti")
    cell.birthRate = Double(liveParticles) / lifetime
    cell.lifetime = lifetime
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
