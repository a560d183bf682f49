import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// The CPU renderer's eight-pixel spans against its one-pixel loop. With the division kept
/// (`lanesDividing`) every lane does the one-pixel loop's float and integer steps in the same
/// order, so the images must be equal byte for byte; the affine fast path (`lanes`) multiplies
/// by 1/q instead, and must stay within a rounding of it.
@Suite("The CPU renderer's SIMD spans draw what its one-pixel loop draws", .tags(.gl))
struct CPURendererLanesTests {
  /// `scene`'s snapshot after `seconds` drawn with `path` on 3 threads.
  static func image(
    _ scene: Scene, _ snapshot: ParticleSnapshot, path: CPURenderer.PixelPath, scale: Double,
    kernel: CPURenderer.SpanKernel = .best
  ) throws -> RGBAImage {
    var renderer = try CPURenderer(
      scene: scene, view: RenderView(scene: scene, scale: scale), threadCount: 3)
    renderer.pixelPath = path
    renderer.spanKernel = kernel
    return renderer.render(snapshot)
  }

  static func snapshot(_ scene: Scene, seconds: Double) -> ParticleSnapshot {
    let simulator = CPUSimulator(scene: scene)
    for step in 1...Int((seconds * 30).rounded()) { simulator.advance(to: Double(step) / 30) }
    return simulator.snapshot()
  }

  /// Every path's image of `scene`, checked: lanes dividing == one pixel, exactly; the affine
  /// path within `affineTolerance`; and the baseline span kernel's images equal to the best
  /// kernel's (AVX2 where the processor has it), byte for byte.
  static func expectPathsAgree(_ scene: Scene, seconds: Double, scale: Double, _ name: String)
    throws
  {
    let snapshot = Self.snapshot(scene, seconds: seconds)
    let perPixel = try image(scene, snapshot, path: .perPixel, scale: scale)
    let dividing = try image(scene, snapshot, path: .lanesDividing, scale: scale)
    let affine = try image(scene, snapshot, path: .lanes, scale: scale)
    #expect(
      coveredFraction(perPixel, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.0005,
      "\(name) drew nothing")
    #expect(dividing.pixels == perPixel.pixels, "\(name): lanes differ from the one-pixel loop")
    expectImagesMatch(affine, perPixel, tolerance: affineTolerance, "cpu-lanes-affine-\(name)")
    for (path, best) in [(CPURenderer.PixelPath.lanesDividing, dividing), (.lanes, affine)] {
      let baseline = try image(scene, snapshot, path: path, scale: scale, kernel: .baseline)
      // A Bool, so a failure names the scene instead of printing both images' bytes.
      let same = baseline.pixels == best.pixels
      #expect(same, "\(name) \(path): the kernels differ")
    }
  }

  /// The kernel chosen at run time is AVX2 exactly where the processor reports it (Linux's
  /// /proc/cpuinfo flags), so the kernels' equality above tests the one users run.
  @Test("the best span kernel is the processor's")
  func bestKernel() throws {
    let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
    let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
    let hasAVX2 = flags.split(separator: " ").contains("avx2")
    #expect(CPURenderer.SpanKernel.best == (hasAVX2 ? .avx2 : .baseline))
  }

  /// s·q × (1/q) against s·q / q: at most a rounding of s apart, a few millionths of a texel in
  /// the filter weights, which moves a blended channel by one 8-bit step where it lies on a
  /// rounding boundary, two where two overlapping particles both do. Such flips are rare: a
  /// mean of 0.01/255 over the image.
  static let affineTolerance = ImageComparison.Tolerance(
    channelThreshold: 2, maximumDifferingFraction: 0, maximumMeanDifference: 0.01)

  @Test("every preset", arguments: CPURendererMatchesReferenceTests.presetFiles)
  func preset(_ file: String) throws {
    let url = Repository.root.appendingPathComponent("scenes").appendingPathComponent(file)
    try Self.expectPathsAgree(
      try Scene.load(contentsOf: url), seconds: 1.5, scale: 0.5, "preset-\(file)")
  }

  @Test("random scenes", arguments: 0..<8 as Range<UInt64>)
  func randomScene(_ seed: UInt64) throws {
    var scene = RandomSceneGenerator(limits: CPURendererMatchesReferenceTests.randomLimits)
      .scene(seed: seed)
    let shapes = ContentsShape.allCases
    for l in scene.layers.indices {
      scene.layers[l].emitterCells = scene.layers[l].emitterCells.enumerated().map { i, cell in
        CPURendererMatchesReferenceTests.withContents(
          cell, shape: shapes[(Int(seed) + i) % shapes.count], seed: seed)
      }
    }
    try Self.expectPathsAgree(scene, seconds: 1.5, scale: 1, "random-\(seed)")
  }

  @Test("filters on sprites and tilted planes", arguments: [ParticleType.sprite, .plane])
  func filters(_ type: ParticleType) throws {
    let path = try TestImages.gradient()
    for filters in [
      (ContentsFilter.nearest, ContentsFilter.nearest, 0.0), (.trilinear, .linear, 0),
      (.linear, .nearest, 0), (.trilinear, .trilinear, 1.5),
    ] {
      let scene = RenderFixtures.filterScene(
        image: path, minification: filters.0, magnification: filters.1, bias: filters.2,
        type: type, orientationRange: .pi / 2)
      try Self.expectPathsAgree(scene, seconds: 1, scale: 1, "filter-\(filters)-\(type)")
    }
  }

  /// One still square per layer, `width` pixels wide, for every width 1…17: the rows' spans
  /// end in tails of every length 1…8 (and whole groups of eight before them), in the middle
  /// of the canvas and clipped at its right edge; over and additive.
  @Test("span tails of every length, mid-canvas and at the right edge", arguments: [false, true])
  func tails(_ additive: Bool) throws {
    var scene = Scene()
    scene.size = Size(width: 160, height: 120)
    scene.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.4)
    for width in 1...17 {
      for atEdge in [false, true] {
        var cell = EmitterCell(name: "square")
        cell.birthRate = 4
        cell.lifetime = 100
        cell.color = Color(red: 0.9, green: 0.6, blue: 0.3, alpha: 0.8)
        cell.contents = .shape(.square, size: Size(width: Double(width), height: 4))
        var layer = EmitterLayer(name: "w\(width)-\(atEdge)")
        layer.renderMode = additive ? .additive : .unordered
        // Edges on whole pixels: centres at x + 0.5 never tie with the quad's edge.
        let left = atEdge ? Double(160 - width / 2) : Double(4 + (width * 9) % 120)
        layer.emitterPosition = Point(
          x: left + Double(width) / 2, y: 3 + Double(width) * 6 + (atEdge ? 2 : 0))
        layer.emitterCells = [cell]
        scene.layers.append(layer)
      }
    }
    let snapshot = Self.snapshot(scene, seconds: 1)
    let perPixel = try Self.image(scene, snapshot, path: .perPixel, scale: 1)
    let background = ReferenceRasterizer.backgroundPixel(scene)
    // The baseline and this processor's best (the same where it has no AVX2).
    for kernel in Set([CPURenderer.SpanKernel.baseline, .best]) {
      let dividing = try Self.image(scene, snapshot, path: .lanesDividing, scale: 1, kernel: kernel)
      #expect(dividing.pixels == perPixel.pixels, "\(kernel)")
      let affine = try Self.image(scene, snapshot, path: .lanes, scale: 1, kernel: kernel)
      expectImagesMatch(
        affine, perPixel, tolerance: Self.affineTolerance, "cpu-lanes-tails-\(kernel)")
    }
    // Every square drew: a changed pixel on each layer's centre row.
    for width in 1...17 {
      let y = 3 + width * 6
      #expect((0..<160).contains { perPixel[$0, y] != background }, "width \(width)")
    }
  }
}
