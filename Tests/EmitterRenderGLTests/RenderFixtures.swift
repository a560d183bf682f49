import EmitterContents
import EmitterGL
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Scenes, runs and image checks for the rendering tests.
enum RenderFixtures {
  /// Small canvases keep llvmpipe and the CPU reference fast: 195 × 211 points at scale 1.
  static let canvas = Size(width: 195, height: 211)

  /// Where failing image comparisons write actual/expected/diff PNGs.
  static let artifacts = Repository.root.appendingPathComponent(".build/render-test-artifacts")

  /// One layer, one cell spraying from the canvas centre; `configure` varies them.
  static func scene(
    layer configureLayer: (inout EmitterLayer) -> Void = { _ in },
    cell configure: (inout EmitterCell) -> Void = { _ in }
  ) -> Scene {
    var cell = EmitterCell(name: "cell")
    cell.birthRate = 60
    cell.lifetime = 2
    cell.velocity = 70
    cell.velocityRange = 30
    cell.emissionRange = .pi
    cell.spin = 2
    cell.spinRange = 3
    cell.scale = 1
    cell.scaleRange = 0.4
    cell.color = Color(red: 0.9, green: 0.5, blue: 0.2, alpha: 0.9)
    cell.redRange = 0.1
    cell.greenRange = 0.4
    cell.blueRange = 0.3
    cell.alphaSpeed = -0.2
    cell.contents = .shape(.rectangle, size: Size(width: 14, height: 8))
    configure(&cell)
    var layer = EmitterLayer(name: "layer")
    layer.emitterPosition = Point(x: canvas.width / 2, y: canvas.height / 2)
    layer.emitterCells = [cell]
    configureLayer(&layer)
    var scene = Scene()
    scene.size = canvas
    scene.backgroundColor = Color(red: 0.06, green: 0.06, blue: 0.1)
    scene.layers = [layer]
    return scene
  }

  /// The filter tests' scene: the gradient test image on sprites (or `type`) at scales 0.1–1.1,
  /// their orientation cone `orientationRange` wide, read with `minification`/`magnification`
  /// and the minification bias.
  static func filterScene(
    image path: String, minification: ContentsFilter, magnification: ContentsFilter,
    bias: Double, type: ParticleType = .sprite, orientationRange: Double = 0
  ) -> Scene {
    scene { _ in
    } cell: { cell in
      cell.contents = .image(path: path)
      cell.contentsScale = 1
      cell.scale = 0.6
      cell.scaleRange = 0.5
      cell.particleType = type
      cell.orientationRange = orientationRange
      cell.minificationFilter = minification
      cell.magnificationFilter = magnification
      cell.minificationFilterBias = bias
    }
  }

  /// Both renderers' images of `scene` after `frames` steps at 60 fps: the GPU simulator drawn by
  /// the GL renderer, and the CPU reference's snapshot drawn by the CPU rasteriser.
  static func images(_ scene: Scene, frames: Int = 60, scale: Double = 1) throws -> (
    gpu: RGBAImage, cpu: RGBAImage
  ) {
    let view = RenderView(scene: scene, scale: scale)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: scale)
    let reference = try referenceImage(scene, frames: frames, scale: scale, atlas: atlas)
    let gpuImage = try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: view, atlas: atlas)
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...frames { simulator.advance(to: Double(frame) / 60) }
      renderer.draw(simulator.frame)
      return renderer.readImage()
    }
    return (gpuImage, reference)
  }

  /// The CPU reference's image alone.
  static func referenceImage(
    _ scene: Scene, frames: Int = 60, scale: Double = 1, atlas: ContentsAtlas? = nil
  ) throws -> RGBAImage {
    let cpu = CPUSimulator(scene: scene)
    for frame in 1...frames { cpu.advance(to: Double(frame) / 60) }
    let view = RenderView(scene: scene, scale: scale)
    return ReferenceRasterizer(
      scene: scene, view: view, atlas: try atlas ?? ContentsAtlas(scene: scene, pixelScale: scale)
    )
    .render(cpu.snapshot())
  }
}

extension ImageComparison.Tolerance {
  /// The renderer tests' tolerance: 3/255 per channel (piglit's three 8-bit steps), at most 0.05 %
  /// of pixels over it, mean at most 0.1/255. On llvmpipe the worst scene measures 0.01 % (four
  /// pixels on the hard edge of an opaque image, whose centres fall within float rounding of the
  /// quad's edge, covered by one renderer only) and a mean of 0.01/255 (llvmpipe's 8-bit filter
  /// weights against the reference's float ones, one step here and there); the margin is for
  /// other drivers, whose rasterisers and filters round differently.
  static let render = ImageComparison.Tolerance(
    channelThreshold: 3, maximumDifferingFraction: 0.0005, maximumMeanDifference: 0.1)
}

/// Expects `actual` to match `expected` under `tolerance`; on failure writes the three PNGs and
/// names them in the failure message.
func expectImagesMatch(
  _ actual: RGBAImage, _ expected: RGBAImage, tolerance: ImageComparison.Tolerance = .render,
  _ name: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let comparison = ImageComparison(actual: actual, expected: expected, tolerance: tolerance)
  if ProcessInfo.processInfo.environment["EMITTER_KEEP_RENDERS"] == "1" {
    let paths =
      (try? ImageComparison.writeArtifacts(
        actual: actual, expected: expected, name: name, folder: RenderFixtures.artifacts)) ?? []
    print("\(name): \(comparison)\n  " + paths.joined(separator: "\n  "))
  }
  if comparison.passed { return }
  let paths =
    (try? ImageComparison.writeArtifacts(
      actual: actual, expected: expected, name: name, folder: RenderFixtures.artifacts)) ?? []
  let message = "\(name): \(comparison)\n  " + paths.joined(separator: "\n  ")
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// How much of an image is not the background: a check that a scene drew something.
func coveredFraction(_ image: RGBAImage, background: SIMD4<UInt8>) -> Double {
  var covered = 0
  for y in 0..<image.height {
    for x in 0..<image.width where image[x, y] != background { covered += 1 }
  }
  return Double(covered) / Double(image.width * image.height)
}
