import EmitterModel
import EmitterPresets
import Foundation
import Testing

/// How a scene follows a canvas of another size (`CanvasLayout`, the scene's `canvasLayout`):
/// the rule `render --size`, `demo --size` and a resized window share.
@Suite("canvas layout")
struct CanvasLayoutTests {
  func scene(_ name: String) throws -> Scene {
    try DemoFixtures.presetScene(name)
  }

  @Test("stretch: a line along the top edge stays along the top edge at full width")
  func stretchKeepsTheTopLine() throws {
    let confetti = try scene("decaying-confetti")
    let wide = CanvasLayout.stretch.layout(confetti, to: Size(width: 800, height: 400))
    #expect(wide.size == Size(width: 800, height: 400))
    #expect(wide.layers[0].emitterPosition == Point(x: 400, y: 0))
    #expect(wide.layers[0].emitterSize.width == 800)
    #expect(
      wide.layers[0].emitterCells == confetti.layers[0].emitterCells,
      "particles keep their size and speed")
  }

  @Test("stretch moves attractors and animated positions with the emitters; a sphere stays round")
  func stretchMovesAttractors() throws {
    let imessage = try scene("imessage-confetti")
    let laidOut = CanvasLayout.stretch.layout(imessage, to: Size(width: 780, height: 844))
    let attractor = try #require(laidOut.layers[0].emitterBehaviors.first { $0.type == .attractor })
    #expect(attractor.position == Point(x: 390, y: 442))
    #expect(laidOut.layers[0].emitterSize == Size(width: 100, height: 100))
  }

  @Test("zoom: uniform and centred, so angles between emitters hold; particles scale with it")
  func zoomKeepsAngles() throws {
    let comets = try scene("comets")
    let laidOut = CanvasLayout.zoom.layout(comets, to: Size(width: 780, height: 844))
    // The smaller ratio is 1 (height): nothing scales, everything shifts right by 195.
    #expect(laidOut.layers[3].emitterPosition == Point(x: -30 + 195, y: 230))
    #expect(laidOut.layers[3].scale == 1)
    let half = CanvasLayout.zoom.layout(comets, to: Size(width: 195, height: 422))
    #expect(half.layers[3].emitterPosition == Point(x: -15, y: 115))
    #expect(half.layers[3].scale == 0.5 && half.layers[3].velocity == 0.5)
  }

  @Test("the same size changes nothing")
  func identity() throws {
    for preset in PresetCatalog.all {
      let original = try scene(preset.name)
      #expect(original.canvasLayout.layout(original, to: original.size) == original)
      #expect(original.laidOut(on: original.size) == original)
    }
  }

  @Test("a scene names its rule: comets zoom, the others stretch (the default); laidOut follows it")
  func sceneChoosesItsRule() throws {
    for preset in PresetCatalog.all {
      #expect(try scene(preset.name).canvasLayout == (preset.name == "comets" ? .zoom : .stretch))
    }
    let comets = try scene("comets")
    let size = Size(width: 195, height: 422)
    #expect(comets.laidOut(on: size) == CanvasLayout.zoom.layout(comets, to: size))
    #expect(comets.laidOut(on: size) != CanvasLayout.stretch.layout(comets, to: size))
  }

  @Test("canvasLayout reads and writes in scene files; an unknown rule names the key and the choices")
  func sceneFileKey() throws {
    let json = #"{"canvasLayout": "zoom", "layers": [{"emitterCells": [{"birthRate": 1}]}]}"#
    let scene = try Scene(jsonData: Data(json.utf8), file: "zoom.json")
    #expect(scene.canvasLayout == .zoom)
    let encoded = try JSONEncoder().encode(scene)
    #expect(try Scene(jsonData: encoded, file: "again.json").canvasLayout == .zoom)
    let bad = #"{"canvasLayout": "fit", "layers": []}"#
    do {
      _ = try Scene(jsonData: Data(bad.utf8), file: "bad.json")
      Issue.record("an unknown canvasLayout was accepted")
    } catch {
      let message = "\(error)"
      #expect(message.contains("canvasLayout") && message.contains("fit"), "\(message)")
      #expect(message.contains("stretch") && message.contains("zoom"), "\(message)")
    }
  }
}
