import EmitterKit
import Foundation

/// The scenes the benchmarks run, built in code so they do not depend on a preset's tuning, and
/// where the preset files are.
enum BenchmarkScenes {
  static let frame = 1.0 / 60

  /// The repository's scenes/ folder, found from this file so any working directory works.
  static let presetFolder: URL = {
    var url = URL(fileURLWithPath: #filePath)
    // EmitterBenchmarks/ Benchmarks/ benchmarks/ tools/ then the repository root.
    for _ in 0..<5 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("scenes", isDirectory: true)
  }()

  /// Every preset scene file, sorted by name.
  static func presetFiles() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: presetFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { presetFolder.appendingPathComponent($0) }
  }

  /// Confetti rain under gravity with `liveParticles` alive at steady state (rate × lifetime),
  /// the idea of `emitter bench`'s steady scene (EmitterBench needs GL, so it is not imported).
  static func steadyRain(liveParticles: Int) -> Scene {
    let lifetime = 2.0
    var cell = confettiCell("confetti", rate: Double(liveParticles) / lifetime, lifetime: lifetime)
    cell.redRange = 0.3
    var layer = EmitterLayer(name: "rain")
    layer.emitterShape = .line
    layer.emitterPosition = Point(x: 640, y: -10)
    layer.emitterSize = Size(width: 1280, height: 0)
    layer.emitterCells = [cell]
    return scene(layers: [layer])
  }

  /// What the spawn planner meets in a busy preset: three top-level cells, one with two
  /// sub-cells, and a layer birth rate animated forever (so every step takes `RateIntegral`).
  static func animatedWithSubCells() -> Scene {
    var sparkle = confettiCell("sparkle", rate: 4, lifetime: 0.5)
    sparkle.timing.beginTime = 0.2
    var trail = confettiCell("trail", rate: 20, lifetime: 0.3)
    trail.timing.duration = 1
    var rocket = confettiCell("rocket", rate: 30, lifetime: 1.5)
    rocket.emitterCells = [sparkle, trail]
    var layer = EmitterLayer(name: "party")
    layer.emitterShape = .line
    layer.emitterPosition = Point(x: 195, y: -10)
    layer.emitterSize = Size(width: 390, height: 0)
    layer.emitterCells = [
      confettiCell("red", rate: 200, lifetime: 3), confettiCell("blue", rate: 150, lifetime: 3), rocket,
    ]
    var pulse = PropertyAnimation.keyframes(
      "birthRate", values: [0.5, 1.5, 0.5], duration: 2, timingFunction: .easeInEaseOut)
    pulse.timing.repeatCount = .infinity
    layer.animations = [pulse]
    return scene(layers: [layer])
  }

  static func confettiCell(_ name: String, rate: Double, lifetime: Double) -> EmitterCell {
    var cell = EmitterCell(name: name)
    cell.birthRate = rate
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
    return cell
  }

  static func scene(layers: [EmitterLayer]) -> Scene {
    var scene = Scene()
    scene.size = Size(width: 1280, height: 720)
    scene.particleCap = Scene.maximumParticleCap
    scene.layers = layers
    return scene
  }
}
