import EmitterModel
import Foundation
import Testing

/// Presets carry their sources' numbers; each README row says what still differs.
@Suite("Presets against their sources")
struct PresetSourceTests {
  static let scenes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenes")

  /// "Particle Systems" (the EmissionsTest app): the emitter at the centre of the view
  /// (`bounds.size.width*0.5f, bounds.size.height*0.5f`), a 10 × 10 rectangle, additive; the cell's
  /// colour (1, 0.2, 0.1, 0.5), 30 a second, velocity 120 ± 40 at -pi/2 ± pi/4, yAcceleration -45,
  /// scale 1 ± 2 growing 2 a second, lifetime 3 ± 1 (the iPhone branch).
  @Test("fire: the EmissionsTest app's colour, position and cell")
  func fire() throws {
    let scene = try Scene.load(contentsOf: Self.scenes.appendingPathComponent("fire.json"))
    let layer = try #require(scene.layers.first)
    #expect(layer.emitterPosition == Point(x: scene.size.width / 2, y: scene.size.height / 2))
    #expect(layer.emitterShape == .rectangle && layer.emitterSize == Size(width: 10, height: 10))
    #expect(layer.renderMode == .additive)
    let cell = try #require(layer.emitterCells.first)
    #expect(cell.color == Color(red: 1, green: 0.2, blue: 0.1, alpha: 0.5))
    #expect(cell.birthRate == 30 && cell.velocity == 120 && cell.velocityRange == 40)
    #expect(cell.yAcceleration == -45 && cell.lifetime == 3 && cell.lifetimeRange == 1)
    #expect(
      abs(cell.emissionLongitude + .pi / 2) < 1e-4 && abs(cell.emissionRange - .pi / 4) < 1e-4)
    #expect(cell.scale == 1 && cell.scaleRange == 2 && cell.scaleSpeed == 2)
  }

  /// Bennet van der Linden, "Comets: Animating Particles in Swift": per line a point emitter at
  /// the line's start, one cell with `birthRate 0.2 × random(500...2000) / 1000` (0.1–0.4),
  /// lifetime 10, velocity 800 ± 700 along the line (`emissionLongitude = atan2(Δy, Δx)`), and the
  /// comet image rotated by the same angle (no behaviour turns the particles); lines 3 pt wide.
  @Test("comets: the article's numbers and pre-rotated images")
  func comets() throws {
    let scene = try Scene.load(contentsOf: Self.scenes.appendingPathComponent("comets.json"))
    let lines = scene.layers.filter { ($0.name ?? "").hasPrefix("line") }
    let comets = scene.layers.filter { ($0.name ?? "").hasPrefix("comet") }
    #expect(lines.count == 3 && comets.count == 3)
    for line in lines {
      guard case .shape(.rectangle, let size) = line.emitterCells.first?.contents else {
        Issue.record("\(line.name) is not a rectangle")
        continue
      }
      #expect(size.height == 3)
    }
    for (index, layer) in comets.enumerated() {
      #expect(layer.emitterShape == .point && layer.emitterBehaviors.isEmpty)
      let cell = try #require(layer.emitterCells.first)
      #expect((0.1...0.4).contains(cell.birthRate))
      #expect(cell.lifetime == 10 && cell.velocity == 800 && cell.velocityRange == 700)
      #expect(cell.rotation == 0 && cell.spin == 0 && cell.emissionRange == 0)
      guard case .image(let path) = cell.contents else {
        Issue.record("comet \(index) has no image")
        continue
      }
      #expect(path.hasSuffix("/images/comet-\(index).png"))
      // Each comet flies along its line: the line's rotation is the comet's longitude.
      #expect(abs(lines[index].emitterCells[0].rotation - cell.emissionLongitude) < 1e-9)
    }
  }

  /// Apple's Fireworks sample (AppController.m, macOS, y up), every cell and number; y flipped for
  /// iOS (longitudes and y accelerations change sign).
  @Test("fireworks: Apple's sample complete, flare lifetime and sparks included")
  func fireworks() throws {
    let scene = try Scene.load(contentsOf: Self.scenes.appendingPathComponent("fireworks.json"))
    let layer = try #require(scene.layers.first)
    #expect(layer.renderMode == .additive)
    #expect(layer.emitterPosition == Point(x: scene.size.width / 2, y: scene.size.height))
    let rocket = try #require(layer.emitterCells.first)
    #expect(rocket.contents == nil && rocket.birthRate == 1 && rocket.lifetime == 1.6)
    #expect(rocket.velocity == 400 && rocket.velocityRange == 100 && rocket.yAcceleration == 250)
    #expect(abs(rocket.emissionLongitude + .pi / 2) < 1e-4 && abs(rocket.emissionRange - .pi / 4) < 1e-4)
    #expect(rocket.color == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    #expect(rocket.redRange == 0.5 && rocket.greenRange == 0.5 && rocket.blueRange == 0.5)
    #expect(rocket.emitterCells.map(\.name) == ["flare", "firework", "preSpark"])
    let flare = rocket.emitterCells[0]
    #expect(flare.lifetime == 1.5 && flare.birthRate == 45 && flare.velocity == 100)
    #expect(flare.scale == 0.4 && flare.scaleRange == 0.1 && flare.scaleSpeed == -0.1)
    #expect(flare.alphaSpeed == -0.7 && flare.yAcceleration == 350)
    #expect(flare.timing.beginTime == 0.01 && flare.timing.duration == 0.7)
    #expect(abs(flare.emissionLongitude - 2 * .pi) < 1e-4 && abs(flare.emissionRange - .pi / 7) < 1e-4)
    let firework = rocket.emitterCells[1]
    #expect(firework.birthRate == 9999 && firework.lifetime == 2 && firework.velocity == 130)
    #expect(firework.scale == 0.6 && firework.scaleSpeed == -0.1 && firework.spin == 2)
    #expect(firework.alphaSpeed == -0.2 && firework.yAcceleration == 80)
    #expect(firework.timing.beginTime == 1.5 && firework.timing.duration == 0.1)
    #expect(abs(firework.emissionRange - 2 * .pi) < 1e-4)
    let preSpark = rocket.emitterCells[2]
    #expect(preSpark.contents == nil && preSpark.birthRate == 80 && preSpark.lifetime == 1.7)
    // velocity and gravity derived from the firework's: 130 × 0.7, 80 × 0.85; begins 0.2 s earlier.
    #expect(preSpark.velocity == 91 && preSpark.yAcceleration == 68 && preSpark.timing.beginTime == 1.3)
    #expect(abs(preSpark.emissionRange - 2 * .pi) < 1e-4)
    #expect(preSpark.redSpeed == 100 && preSpark.greenSpeed == 100 && preSpark.blueSpeed == 100)
    let spark = try #require(preSpark.emitterCells.first)
    #expect(spark.name == "spark" && spark.contents != nil && spark.birthRate == 10)
    #expect(spark.lifetime == 0.05 && spark.timing.beginTime == 0.8 && spark.scale == 0.4)
    #expect(spark.yAcceleration == 250)
  }
}
