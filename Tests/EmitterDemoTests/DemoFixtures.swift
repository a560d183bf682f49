import EmitterGL
import EmitterGPU
import EmitterImage
import EmitterKit
import EmitterModel
import EmitterPresets
import EmitterRaster
import EmitterRender
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

extension Preset: CustomTestStringConvertible {
  public var testDescription: String { name }
}

enum DemoFixtures {
  /// The scene file of the preset called `name`.
  static func presetScene(_ name: String) throws -> Scene {
    let preset = try #require(PresetCatalog.named(name), "no preset \(name)")
    let url = try #require(PresetLocation.file(of: preset), "no scenes folder")
    return try Scene.load(contentsOf: url)
  }

  /// A fresh temporary folder for one test's files.
  static func folder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-demo-\(name)-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// `scene` rendered headless (EGL) after `frames` frames of 1/60 s at one pixel per point:
  /// what `emitter render SCENE --frames N --fps 60 --scale 1 --renderer gl` writes.
  static func headlessRender(_ scene: Scene, frames: Int) throws -> RGBAImage {
    // The layers mask shapes name are drawn as a `ParticleSystem` draws them (card-dissolve).
    let scene = try LayerSnapshotDrawing.prepared(scene)
    return try withGL {
      let simulator = try GPUSimulator(scene: scene)
      defer { simulator.destroy() }
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
      defer { renderer.destroy() }
      for frame in 1...frames { simulator.advance(to: Double(frame) / 60) }
      renderer.draw(simulator.frame)
      return renderer.readImage()
    }
  }

  /// The share of pixels that are not the background: a frame that shows the effect is not blank.
  static func coveredFraction(_ image: RGBAImage, scene: Scene) -> Double {
    let background = ReferenceRasterizer.backgroundPixel(scene)
    var covered = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y] != background { covered += 1 }
    }
    return Double(covered) / Double(max(image.width * image.height, 1))
  }

  /// The mean position of pixels brighter than `threshold` (0...255, summed RGB / 3).
  static func brightCentroid(_ image: RGBAImage, threshold: Int = 60) -> SIMD2<Double>? {
    var sum = SIMD2<Double>.zero
    var count = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        if (Int(pixel.x) + Int(pixel.y) + Int(pixel.z)) / 3 > threshold {
          sum += SIMD2(Double(x), Double(y))
          count += 1
        }
      }
    }
    return count > 0 ? sum / count : nil
  }
}

/// Expects `actual` to match `expected` under `tolerance`; on failure writes actual, expected
/// and diff PNGs and names them.
func expectImagesMatch(
  _ actual: RGBAImage, _ expected: RGBAImage, tolerance: ImageComparison.Tolerance, _ name: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let comparison = ImageComparison(actual: actual, expected: expected, tolerance: tolerance)
  guard !comparison.passed else { return }
  let folder = Repository.root.appendingPathComponent(".build/demo-test-artifacts")
  let paths =
    (try? ImageComparison.writeArtifacts(
      actual: actual, expected: expected, name: name, folder: folder))
    ?? []
  Issue.record(
    Comment(rawValue: "\(name): \(comparison)\n  " + paths.joined(separator: "\n  ")),
    sourceLocation: sourceLocation)
}

extension ImageComparison.Tolerance {
  /// The renderer tests' tolerance (Tests/EmitterRenderGLTests/RenderFixtures.swift, `.render`):
  /// 3/255 per channel, at most 0.05 % of pixels over it, a mean of at most 0.1/255. The
  /// window's image is the renderer's image copied by a 1:1 blit, so on llvmpipe it matches
  /// exactly; the margin is the renderer tests' own, for other drivers.
  static let window = ImageComparison.Tolerance(
    channelThreshold: 3, maximumDifferingFraction: 0.0005, maximumMeanDifference: 0.1)
}
