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
}
