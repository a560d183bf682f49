import EmitterImage
import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing
import UIKit

extension ExportRoundTripTests {
  /// Each export run as an app runs it: a view the scene's size with its background, the
  /// exported function adding its layers to the view's layer, the view's layer shown headless by
  /// `CARenderer` (a plain root: the canvas, so the exported layers are the scene's top-level
  /// layers, as in the scene file). The classes hold the scene the export promises
  /// (`IOSSceneExpectation`) and draw its frames byte for byte; where the export is exact, those
  /// are the preset's own frames.
  @MainActor @Suite struct Frames {
    /// The presets whose export is exact: only image contents, no scene setting or key iOS has
    /// no form for. The others differ from their scene file where the export says `not on iOS`
    /// or draws: shapes and emoji drawn by UIKit into bitmaps at 3 px/pt (confetti-cannon,
    /// imessage-confetti, comets, confetti-rain, decaying-confetti, chicken, snow, like-button,
    /// night-sky), rangeMode plusMinusHalfRange (colored-smoke, decaying-confetti, chicken),
    /// emission events (comets, like-button), the scene seed and recorded events (coverage).
    nonisolated static let exact: Set<String> = [
      "fire", "fireworks", "butterflies", "tree", "mask-emitter",
    ]

    @Test(arguments: ExportCase.all)
    func classesDrawTheSceneTheyHold(_ item: ExportCase) async throws {
      let scene = try item.scene
      let times = Array(Set([0.5, item.showcaseTime])).sorted()
      let (held, drawn) = try withExportHost {
        try Self.show(item, scene: scene, times: times, backend: .cpu)
      }
      for (index, image) in drawn.enumerated() {
        try keep(image, as: "\(item.name)-\(times[index])s")
      }

      // The scene the classes hold is the one the export promises, value for value.
      let expected = ExportedScene.expected(from: scene, held: held)
      let heldText = String(decoding: try ExportedScene.comparable(held).jsonData(), as: UTF8.self)
      let expectedText = String(
        decoding: try ExportedScene.comparable(expected).jsonData(), as: UTF8.self)
      #expect(
        heldText == expectedText,
        "\(item.name): the classes hold\n\(ExportedScene.firstDifference(heldText, expectedText))")

      // Its frames are the classes' frames, byte for byte.
      let promised = try await framesAwayFromTheMainActor(of: expected, at: times)
      for index in times.indices {
        let same = ImageComparison(
          actual: drawn[index], expected: promised[index], tolerance: .exact)
        #expect(same.passed, "\(item.name) at \(times[index]) s, against its iOS scene: \(same)")
      }
      // Where the export is exact, they are the scene file's own frames.
      if Self.exact.contains(item.name) {
        let own = try await framesAwayFromTheMainActor(of: scene, at: times)
        for index in times.indices {
          let same = ImageComparison(actual: drawn[index], expected: own[index], tolerance: .exact)
          #expect(same.passed, "\(item.name) at \(times[index]) s, against the scene file: \(same)")
        }
      }
    }

    /// The exact exports on the GL engine: `CARenderer(.openGL)` against `ParticleSystem`'s
    /// OpenGL frames of the scene file, byte for byte.
    @Test(arguments: ExportCase.all.filter { exact.contains($0.name) })
    func exactExportsOnOpenGL(_ item: ExportCase) throws {
      try withExportHost {
        try withGL {
          let scene = try item.scene
          let times = Array(Set([0.5, item.showcaseTime])).sorted()
          let (_, drawn) = try Self.show(item, scene: scene, times: times, backend: .openGL)
          let own = try frames(of: scene, at: times, backend: .openGL)
          for index in times.indices {
            let same = ImageComparison(actual: drawn[index], expected: own[index], tolerance: .exact)
            #expect(same.passed, "\(item.name) at \(times[index]) s on OpenGL: \(same)")
          }
        }
      }
    }

    /// Runs `item`'s exported function on a view the size of `scene` with its background and
    /// renders the view's layer at `times`: the scene the classes hold when first shown, and the
    /// frames.
    static func show(
      _ item: ExportCase, scene: Scene, times: [Double], backend: CARenderer.Backend
    ) throws -> (held: Scene, frames: [RGBAImage]) {
      let view = UIView(
        frame: CGRect(x: 0, y: 0, width: scene.size.width, height: scene.size.height))
      let background = scene.backgroundColor
      view.backgroundColor = UIColor(
        red: background.red, green: background.green, blue: background.blue,
        alpha: background.alpha)
      let make = try #require(exportedLayerFunctions[item.name], "\(ExportCase.regenerate)")
      let layers = make(view)
      #expect(layers.count == scene.layers.count, "\(item.name): top-level layers")
      let renderer = try CARenderer(layer: view.layer, backend: backend)
      defer { try? renderer.close() }
      #expect(renderer.host.rootIsCanvas, "\(item.name): the view's layer is the canvas")
      // The running model is flat (`Scene.flattened`); the scene compares as a tree.
      let held = renderer.host.scene.unflattened
      let frames = try times.map { try renderer.pixels(atTime: $0) }
      return (held, frames)
    }
  }
}

/// `scene`'s CPU frames through `ParticleSystem`, off the main actor: they need neither views nor
/// Core Animation's state, so while one case draws them another case's views run (the cases
/// would otherwise take turns on the one main thread, the test run's last stretch on one core).
@concurrent nonisolated func framesAwayFromTheMainActor(of scene: Scene, at times: [Double])
  async throws -> [RGBAImage]
{
  try frames(of: scene, at: times, backend: .cpu)
}
