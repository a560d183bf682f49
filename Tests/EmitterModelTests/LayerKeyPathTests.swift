import EmitterModel
import Foundation
import Testing

@Suite("Key paths through the schema")
struct LayerKeyPathTests {
  private func fireworksLayer() throws -> EmitterLayer {
    try #require(try SceneFileSupport.scene(SceneFileSupport.fireworks).layers.first)
  }

  @Test("layer properties resolve by name, with get and set")
  func layerProperties() throws {
    var layer = try fireworksLayer()
    let birthRate = try layer.property(atKeyPath: "birthRate")
    #expect(birthRate.value(in: layer) == .number(1))
    #expect(birthRate.setValue(.number(0.5), in: &layer) && layer.birthRate == 0.5)
    let position = try layer.property(atKeyPath: "emitterPosition")
    #expect(
      position.setValue(.point(Point(x: 3, y: 4)), in: &layer)
        && layer.emitterPosition == Point(x: 3, y: 4))
    #expect(!position.setValue(.number(1), in: &layer), "wrong form refused")
  }

  @Test("cell properties resolve through cell names, nested")
  func cellProperties() throws {
    var layer = try fireworksLayer()
    let gravity = try layer.property(atKeyPath: "emitterCells.rocket.yAcceleration")
    #expect(gravity.value(in: layer) == .number(250))
    let velocity = try layer.property(atKeyPath: "emitterCells.rocket.emitterCells.burst.velocity")
    #expect(velocity.setValue(.number(200), in: &layer))
    #expect(layer.emitterCells[0].emitterCells[1].velocity == 200)
    let color = try layer.property(atKeyPath: "emitterCells.rocket.emitterCells.flare.color")
    #expect(color.kind == .color && color.value(in: layer) == .color(.white))
    // Timing reads by key path, but cannot be animated (it shapes the emission window).
    let begin = try layer.property(
      atKeyPath: "emitterCells.rocket.emitterCells.flare.beginTime", animatable: false)
    #expect(begin.value(in: layer) == .number(0.01))
    #expect(
      throws: KeyPathError(
        keyPath: "emitterCells.rocket.emitterCells.flare.beginTime", kind: .notAnimatable("beginTime"))
    ) {
      try layer.property(atKeyPath: "emitterCells.rocket.emitterCells.flare.beginTime")
    }
  }

  @Test("unknown cells and properties suggest names; non-interpolating ones are refused")
  func failures() throws {
    let layer = try fireworksLayer()
    #expect(
      throws: KeyPathError(
        keyPath: "emitterCells.rockt.velocity", kind: .unknownCell("rockt", suggestion: "rocket"))
    ) {
      try layer.property(atKeyPath: "emitterCells.rockt.velocity")
    }
    #expect(
      throws: KeyPathError(
        keyPath: "birthrate", kind: .unknownProperty("birthrate", suggestion: "birthRate"))
    ) {
      try layer.property(atKeyPath: "birthrate")
    }
    #expect(throws: KeyPathError(keyPath: "emitterShape", kind: .notAnimatable("emitterShape"))) {
      try layer.property(atKeyPath: "emitterShape")
    }
    #expect(throws: KeyPathError(keyPath: "emitterCells.rocket", kind: .malformed)) {
      try layer.property(atKeyPath: "emitterCells.rocket")
    }
    #expect(throws: KeyPathError(keyPath: "a..b", kind: .malformed)) {
      try layer.property(atKeyPath: "a..b")
    }
    #expect(
      try layer.property(atKeyPath: "emitterShape", animatable: false).kind
        == .choice(EmitterShape.allCases.map(\.rawValue)))
  }
}
