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

/// The scenes in scenes/, drawn by the GL renderer, against PNGs stored in Goldens/. The metric
/// is the GPU-vs-reference one (`ImageComparison.Tolerance.standard`), so other drivers pass too.
/// Re-record only on purpose: `EMITTER_RECORD_GOLDENS=1 swift test --filter GoldenImageTests`,
/// then look at the new PNGs before committing them.
@Suite("Golden images of the scenes", .serialized, .tags(.gl))
struct GoldenImageTests {
  static let goldens = Repository.root.appendingPathComponent("Tests/EmitterRenderGLTests/Goldens")
  static let recording = ProcessInfo.processInfo.environment["EMITTER_RECORD_GOLDENS"] == "1"

  /// Each scene at half density (195 × 422 pixels for a 390 × 844 pt scene), at a moment that
  /// shows it: confetti in full fall; a firework bursting while the next rocket climbs.
  @Test(
    "scene images match their goldens", arguments: [("confetti-rain", 2.5), ("fireworks", 2.2)])
  func scene(_ name: String, time: Double) throws {
    let scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("\(name).json"))
    let image = try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 0.5))
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for time in FrameTimes.steady(fps: 60, until: time) { simulator.advance(to: time) }
      renderer.draw(simulator.frame)
      return renderer.readImage()
    }
    let path = Self.goldens.appendingPathComponent("\(name).png").path
    if Self.recording {
      try PNGFile.write(image, to: path)
      print("recorded \(path)")
      return
    }
    let golden = try PNGFile.read(path)
    expectImagesMatch(image, golden, "golden-\(name)")
  }
}
