import EmitterModel
import EmitterSimulation

/// Small scenes built in Swift for simulator tests.
public enum SceneFixtures {
  /// One point emitter with one cell; `configure` adjusts the cell.
  public static func single(rate: Double = 150, lifetime: Double = 100, configure: (inout EmitterCell) -> Void = { _ in }) -> Scene {
    var cell = EmitterCell(name: "dot")
    cell.birthRate = rate
    cell.lifetime = lifetime
    configure(&cell)
    var layer = EmitterLayer(name: "layer")
    layer.emitterPosition = Point(x: 200, y: 100)
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  /// Confetti from a line along the top under gravity, with ranges on everything that moves.
  public static func gravityConfetti() -> Scene {
    var cell = EmitterCell(name: "confetti")
    cell.birthRate = 80
    cell.lifetime = 4
    cell.lifetimeRange = 1
    cell.velocity = 150
    cell.velocityRange = 60
    cell.emissionLongitude = .pi
    cell.emissionRange = .pi / 4
    cell.yAcceleration = 350
    cell.xAcceleration = -20
    cell.spin = 2
    cell.spinRange = 3
    cell.alphaSpeed = -0.2
    cell.scaleSpeed = 0.1
    var layer = EmitterLayer(name: "top")
    layer.emitterShape = .line
    layer.emitterPosition = Point(x: 195, y: -10)
    layer.emitterSize = Size(width: 390, height: 1)
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  /// Apple's Fireworks structure (y down): invisible rockets, a trail and a burst of sub-cells.
  public static func fireworks() -> Scene {
    var rocket = EmitterCell(name: "rocket")
    rocket.birthRate = 2
    rocket.lifetime = 1.6
    rocket.velocity = 400
    rocket.velocityRange = 100
    rocket.emissionLongitude = -.pi / 2
    rocket.emissionRange = .pi / 4
    rocket.yAcceleration = 250
    rocket.color = Color(red: 0.5, green: 0.5, blue: 0.5)
    rocket.redRange = 0.5
    rocket.greenRange = 0.5
    rocket.blueRange = 0.5
    var trail = EmitterCell(name: "flare")
    trail.birthRate = 45
    trail.lifetime = 0.5
    trail.timing.beginTime = 0.01
    trail.timing.duration = 0.7
    trail.emissionLongitude = .pi
    trail.emissionRange = .pi / 7
    trail.velocity = 100
    trail.yAcceleration = 350
    trail.alphaSpeed = -0.7
    var burst = EmitterCell(name: "firework")
    burst.birthRate = 2000
    burst.lifetime = 2
    burst.timing.beginTime = 1.5
    burst.timing.duration = 0.1
    burst.velocity = 130
    burst.emissionRange = 2 * .pi
    burst.yAcceleration = 80
    burst.spin = 2
    rocket.emitterCells = [trail, burst]
    var layer = EmitterLayer(name: "sky")
    layer.emitterPosition = Point(x: 195, y: 844)
    layer.emitterCells = [rocket]
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }
}

extension SceneFixtures {
  /// The fireworks recipe tutorials have copied since 2011 (y down): a rocket that lives 1.02 s,
  /// a burst sub-cell of `birthRate 1` ("we cannot set the birthrate < 1.0 for the burst") and
  /// sparks from the burst. It relies on Core Animation's accumulating births: one burst per
  /// rocket, at rocket age 1.0.
  public static func classicFireworks() -> Scene {
    var rocket = EmitterCell(name: "rocket")
    rocket.birthRate = 1
    rocket.lifetime = 1.02
    rocket.velocity = 300
    rocket.velocityRange = 100
    rocket.emissionLongitude = -.pi / 2
    rocket.emissionRange = .pi / 4
    rocket.yAcceleration = 215
    var burst = EmitterCell(name: "burst")
    burst.birthRate = 1
    burst.lifetime = 0.35
    burst.velocity = 0
    burst.scale = 2.5
    burst.redSpeed = -1.5
    burst.blueSpeed = 1.5
    burst.greenSpeed = 1
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 400
    spark.lifetime = 0.5
    spark.velocity = 125
    spark.emissionRange = 2 * .pi
    spark.yAcceleration = 75
    spark.scaleSpeed = -0.2
    spark.alphaSpeed = -0.25
    burst.emitterCells = [spark]
    rocket.emitterCells = [burst]
    var layer = EmitterLayer(name: "sky")
    layer.emitterPosition = Point(x: 195, y: 844)
    layer.emitterCells = [rocket]
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }
}

extension CPUSimulator {
  /// Runs to `time` in frames of `1 / fps` (frame times `i / fps`, the last one clipped to `time`).
  public func run(to time: Double, fps: Double) {
    var frame = 1
    while Double(frame - 1) / fps < time {
      advance(to: min(time, Double(frame) / fps))
      frame += 1
    }
  }

  public func run(frameTimes: [Double]) {
    for t in frameTimes { advance(to: t) }
  }
}
