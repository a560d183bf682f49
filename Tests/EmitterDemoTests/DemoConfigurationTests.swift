import EmitterDemo
import EmitterModel
import EmitterPresets
import EmitterSimulation
import Foundation
import Testing

/// What the demo's controls do to the scene it simulates (`DemoConfiguration`), checked on the
/// model: the birth-rate multiplier, click-to-move and its one-second slide, and clicks on a
/// resized canvas.
@Suite("demo configuration")
struct DemoConfigurationTests {
  func configuration(_ name: String, canvas: Size? = nil) throws -> DemoConfiguration {
    let preset = try #require(PresetCatalog.named(name))
    let scene = try Scene.load(contentsOf: try #require(PresetLocation.file(of: preset)))
    return DemoConfiguration(base: scene, canvas: canvas ?? scene.size)
  }

  @Test("+ scales the layers' birthRate and the numbers of their birthRate animations")
  func birthRate() throws {
    var cannon = try configuration("confetti-cannon")
    cannon.birthRateMultiplier = 2
    let layer = cannon.scene().layers[0]
    #expect(layer.birthRate == 2)
    let taper = try #require(layer.animations.first { $0.keyPath == "birthRate" })
    #expect(taper.values == [.number(2), .number(0), .number(0)])
    #expect(layer.emitterCells == cannon.base.layers[0].emitterCells)
  }

  @Test("--background replaces the scene's clear colour and survives a resize; nil keeps the file's")
  func background() throws {
    var fire = try configuration("fire")
    #expect(fire.scene().backgroundColor == fire.base.backgroundColor)
    fire.backgroundColor = .clear
    #expect(fire.scene().backgroundColor == .clear)
    fire.canvas = Size(width: 800, height: 200)
    #expect(fire.scene().backgroundColor == .clear)
    #expect(fire.base.backgroundColor != .clear)
  }

  @Test("a click slides the emitter from where it is to the click over one second, then it stays")
  func clickToMove() throws {
    var fire = try configuration("fire")
    fire.moveEmitters(to: Point(x: 100, y: 300), atSceneTime: 0.5)
    let layer = fire.scene().layers[0]
    #expect(layer.emitterPosition == Point(x: 100, y: 300))
    let slide = try #require(layer.animations.first { $0.keyPath == "emitterPosition" })
    #expect(
      slide.fromValue == .point(Point(x: 195, y: 560))
        && slide.toValue == .point(Point(x: 100, y: 300)))
    #expect(slide.timing.beginTime == 0.5 && slide.timing.duration == 1)
    let timeline = LayerTimeline(layer)
    #expect(timeline.layer(at: 0.5).emitterPosition == Point(x: 195, y: 560))
    #expect(timeline.layer(at: 1.0).emitterPosition == Point(x: 147.5, y: 430))
    #expect(timeline.layer(at: 9).emitterPosition == Point(x: 100, y: 300))
  }

  @Test("a second click mid-slide starts from where the emitter is drawn then")
  func clickDuringSlide() throws {
    var fire = try configuration("fire")
    fire.moveEmitters(to: Point(x: 100, y: 300), atSceneTime: 0.5)
    fire.moveEmitters(to: Point(x: 300, y: 700), atSceneTime: 1.0)
    let layer = fire.scene().layers[0]
    let slides = layer.animations.filter { $0.keyPath == "emitterPosition" }
    #expect(slides.count == 1)
    #expect(slides[0].fromValue == .point(Point(x: 147.5, y: 430)))
    #expect(LayerTimeline(layer).layer(at: 2.5).emitterPosition == Point(x: 300, y: 700))
  }

  @Test("on a resized canvas a click lands under the cursor, and the move survives another resize")
  func clickOnResizedCanvas() throws {
    var fire = try configuration("fire", canvas: Size(width: 780, height: 844))
    #expect(fire.scene().layers[0].emitterPosition == Point(x: 390, y: 560))
    fire.moveEmitters(to: Point(x: 600, y: 100), atSceneTime: 0)
    #expect(fire.scene().layers[0].emitterPosition == Point(x: 600, y: 100))
    fire.canvas = Size(width: 390, height: 422)
    #expect(fire.scene().layers[0].emitterPosition == Point(x: 300, y: 50))
  }

  @Test("moving a composition moves every layer and its attractors by the same offset")
  func moveComposition() throws {
    var imessage = try configuration("imessage-confetti")
    imessage.moveEmitters(to: Point(x: 95, y: 322), atSceneTime: 2)
    let scene = imessage.scene()
    #expect(scene.layers.allSatisfy { $0.emitterPosition == Point(x: 95, y: 322) })
    let attractor = try #require(scene.layers[0].emitterBehaviors.first { $0.type == .attractor })
    #expect(attractor.position == Point(x: 95, y: 342))
  }
}
