import EmitterImage
import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing
import UIKit

extension SeedListingTests {
  /// Bryce Bostwick's iMessage confetti, as written: the `imessage-confetti` preset ports its
  /// step 8 number for number (two sphere emitters at the centre, 18 plane cells each, waves, an
  /// attractor whose stiffness and a drag that animate, animated gravity; the background layer
  /// half scale, half opacity, 0.95 speed), so the view controller's frames are the preset's.
  @MainActor @Suite struct IMessage {
    static let size = CGSize(width: 390, height: 844)

    @Test(arguments: [0.5, 1.5])
    func framesAreThePresetsFrames(at time: Double) throws {
      try withListingHost {
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
        // The preset's white background (an iOS window without a colour is black).
        window.backgroundColor = .white
        window.rootViewController = IMessageConfettiViewController()
        let renderer = try UIWindowRenderer(window: window, size: Self.size)
        defer { try? renderer.close() }
        let frame = try pixels(of: try renderer.image(atTime: time))
        try keep(UIImage(cgImage: CGImage(pixels: frame)), as: "imessage-\(time)s")
        // Confetti covers a good part of the frame.
        #expect(Self.coveredFraction(frame) > 0.02)

        // The article's layers as the engine runs them, and the preset's: the same emitters,
        // value for value, but for how the article makes its confetti (coloured bitmaps drawn
        // with UIGraphicsBeginImageContext, where the preset has white shapes tinted by the
        // cell colour), its UUID names, and the preset's π written as 3.14159 and π/2 as 1.5708.
        let running = renderer.headless.session.host.scene
        let article = Self.emitterLayers(of: running.layers)
        var preset = try Scene.load(
          contentsOf: Repository.scenes.appendingPathComponent("imessage-confetti.json"))
        try #require(article.count == preset.layers.count)
        for index in preset.layers.indices {
          try #require(article[index].emitterCells.count == preset.layers[index].emitterCells.count)
          for cell in preset.layers[index].emitterCells.indices {
            preset.layers[index].emitterCells[cell].contents =
              article[index].emitterCells[cell].contents
            preset.layers[index].emitterCells[cell].color = article[index].emitterCells[cell].color
          }
          Self.expectSameEffect(article[index], preset.layers[index], layer: index)
        }
        // UIKit puts the emitters in the view's layer: the preset's layers become its sublayers
        // (their flat indices, which key their random streams, are then the article's).
        var view = running.layers[0]
        view.sublayers = preset.layers
        preset.layers = [view]
        // With the article's own numbers, the very same frame.
        var exact = preset
        for index in exact.layers[0].sublayers.indices {
          for cell in exact.layers[0].sublayers[index].emitterCells.indices {
            let name = exact.layers[0].sublayers[index].emitterCells[cell].name
            exact.layers[0].sublayers[index].emitterCells[cell] = article[index].emitterCells[cell]
            exact.layers[0].sublayers[index].emitterCells[cell].name = name
          }
        }
        let same = ImageComparison(
          actual: frame, expected: try Self.render(exact, at: time), tolerance: .exact)
        #expect(same.passed, "the article's frame and the preset's with its numbers: \(same)")
        // With the preset's rounded π: directions 3e-6 rad apart, particles under 0.002 pt apart
        // at 1.5 s, which can change an edge pixel's coverage by one step (1/255), no more.
        let near = ImageComparison(
          actual: frame, expected: try Self.render(preset, at: time), tolerance: .oneStep)
        #expect(near.passed, "the article's frame and the preset's: \(near)")
      }
    }

    /// `scene` rendered by the CPU engine at `time`, stepped at 1/60 s as the window was.
    static func render(_ scene: Scene, at time: Double) throws -> RGBAImage {
      let system = try ParticleSystem(scene: scene, backend: .cpu)
      defer { try? system.destroy() }
      for step in 1...Int((time * 60).rounded()) { try system.update(to: Double(step) / 60) }
      return try system.image()
    }

    /// The layers holding cells, depth first.
    static func emitterLayers(of layers: [EmitterLayer]) -> [EmitterLayer] {
      layers.flatMap { layer in
        (layer.emitterCells.isEmpty ? [] : [layer]) + emitterLayers(of: layer.sublayers)
      }
    }

    /// The article's layer and the preset's describe the same emitter: shape, position, size,
    /// rates, opacity, speed, behaviours, animations, and per cell every number (to the
    /// preset's five decimals) but names and contents.
    static func expectSameEffect(_ article: EmitterLayer, _ preset: EmitterLayer, layer: Int) {
      #expect(article.emitterShape == preset.emitterShape, "layer \(layer)")
      #expect(article.emitterPosition == preset.emitterPosition, "layer \(layer)")
      #expect(article.emitterSize == preset.emitterSize, "layer \(layer)")
      #expect(article.birthRate == preset.birthRate, "layer \(layer)")
      #expect(article.opacity == preset.opacity, "layer \(layer)")
      #expect(article.speed == preset.speed, "layer \(layer)")
      #expect(article.emitterBehaviors == preset.emitterBehaviors, "layer \(layer)")
      #expect(article.animations.map(\.timing) == preset.animations.map(\.timing))
      for (a, p) in zip(article.emitterCells, preset.emitterCells) {
        var rounded = a
        rounded.name = p.name
        rounded.emissionRange = (a.emissionRange * 1e5).rounded() / 1e5
        rounded.orientationRange = (a.orientationRange * 1e5).rounded() / 1e5
        rounded.orientationLongitude = (a.orientationLongitude * 1e4).rounded() / 1e4
        rounded.orientationLatitude = (a.orientationLatitude * 1e4).rounded() / 1e4
        #expect(rounded == p, "layer \(layer) cell \(p.name ?? "-")")
      }
    }

    /// The share of pixels not white.
    static func coveredFraction(_ image: RGBAImage) -> Double {
      var covered = 0
      for y in 0..<image.height {
        for x in 0..<image.width where image[x, y] != SIMD4(255, 255, 255, 255) { covered += 1 }
      }
      return Double(covered) / Double(image.width * image.height)
    }
  }
}

extension ImageComparison.Tolerance {
  /// At most one 8-bit step in any channel of any pixel.
  static let oneStep = ImageComparison.Tolerance(
    channelThreshold: 1, maximumDifferingFraction: 0, maximumMeanDifference: 0.01)
}
