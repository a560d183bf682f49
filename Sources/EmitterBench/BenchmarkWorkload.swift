import EmitterModel

/// The scenes `emitter bench` measures: confetti raining from a line along the top of the canvas,
/// under gravity, its colour, alpha and scale changing over life, spinning. `standard` fills a
/// 1280x720 canvas; `peer` is the confetti rain `tools/peer-bench` runs on Godot too (390x844,
/// lifetime 3.5 ± 0.5 s), number for number.
package enum BenchmarkWorkload: String, CaseIterable, Sendable, Codable {
  case standard
  case peer

  /// The canvas, which is also the drawn image's size (at scale 1).
  package var canvas: Size {
    switch self {
    case .standard: Size(width: 1280, height: 720)
    case .peer: Size(width: 390, height: 844)
    }
  }

  package var lifetime: Double {
    switch self {
    case .standard: 2
    case .peer: 3.5
    }
  }

  var lifetimeRange: Double { self == .peer ? 0.5 : 0 }

  /// The confetti's width in points (height is half): the peer workload's small sprites are
  /// scenes/confetti-rain.json's 12 pt, the size Godot draws in tools/peer-bench.
  func spriteWidth(_ sprites: SpriteSize) -> Double {
    self == .peer && sprites == .small ? 12 : sprites.points
  }

  /// Scale at birth, its range and its speed: the peer workload's are confetti-rain.json's.
  var scale: (value: Double, range: Double, speed: Double) {
    switch self {
    case .standard: (1, 0, -0.2)
    case .peer: (0.8, 0.3, -0.1)
    }
  }

  /// `liveParticles` alive at steady state (rate × mean lifetime); every 60 fps step spawns
  /// 1/(60 × lifetime) of them.
  package func steady(liveParticles: Int, sprites: SpriteSize = .small) -> Scene {
    scene(rate: Double(liveParticles) / lifetime, lifetime: lifetime, emissionWindow: .infinity, sprites: sprites)
  }

  /// All `liveParticles` born in the first `lifetime` seconds, then living 5 × longer: after
  /// that window every step is the integrate pass alone.
  func integrateOnly(liveParticles: Int) -> Scene {
    scene(rate: Double(liveParticles) / lifetime, lifetime: 5 * lifetime, emissionWindow: lifetime, sprites: .small)
  }

  func scene(rate: Double, lifetime: Double, emissionWindow: Double, sprites: SpriteSize) -> Scene {
    let width = spriteWidth(sprites)
    var cell = EmitterCell(name: "confetti")
    cell.contents = .shape(.rectangle, size: Size(width: width, height: width / 2))
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.lifetimeRange = lifetimeRange
    cell.timing.duration = emissionWindow
    cell.velocity = 175
    cell.velocityRange = 50
    cell.emissionLongitude = .pi  // a line's longitude 0 points up the screen
    cell.emissionRange = .pi / 4
    cell.yAcceleration = 350
    cell.spin = 2
    cell.spinRange = 3
    (cell.scale, cell.scaleRange, cell.scaleSpeed) = scale
    cell.color = Color(red: 1, green: 0.6, blue: 0.2, alpha: 1)
    cell.redRange = 0.3
    cell.greenRange = 0.4
    cell.blueSpeed = 0.3
    cell.alphaSpeed = -0.25
    var layer = EmitterLayer(name: "rain")
    layer.emitterShape = .line
    layer.emitterPosition = Point(x: canvas.width / 2, y: -10)
    layer.emitterSize = Size(width: canvas.width, height: 0)
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.size = canvas
    scene.particleCap = Scene.maximumParticleCap
    scene.layers = [layer]
    return scene
  }
}

/// The sprites drawn: a confetti rectangle `points` wide and half as high (the peer workload's
/// small sprites are 12 pt at scale 0.8, the size Godot draws them).
package enum SpriteSize: String, CaseIterable, Sendable, Codable {
  case small
  case large

  package var points: Double {
    switch self {
    case .small: 4
    case .large: 32
    }
  }
}
