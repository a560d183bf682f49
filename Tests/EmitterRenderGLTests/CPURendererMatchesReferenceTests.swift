import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// The native CPU renderer against the reference rasteriser, with the tolerance the GL path
/// meets (`ImageComparison.Tolerance.render`): every preset, random scenes, every render mode,
/// planes in perspective, the filters (per-pixel trilinear on tilted planes), layers and
/// opacity, drawing over a host's pixels, a caller's stride. No GL: both draw the CPU
/// reference's snapshot. Each scene must cover some of the canvas, so two renderers that drew
/// nothing could not agree by accident.
@Suite("The CPU renderer draws what the reference draws", .tags(.gl))
struct CPURendererMatchesReferenceTests {
  /// Both images of `scene` after `seconds` of 30 fps steps; the CPU renderer on 3 threads, so
  /// bands meet inside particles.
  static func images(_ scene: Scene, seconds: Double = 1, scale: Double = 1) throws -> (
    fast: RGBAImage, reference: RGBAImage, background: SIMD4<UInt8>
  ) {
    let simulator = CPUSimulator(scene: scene)
    let steps = Int((seconds * 30).rounded())
    for step in 1...steps { simulator.advance(to: Double(step) / 30) }
    let snapshot = simulator.snapshot()
    let view = RenderView(scene: scene, scale: scale)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: scale)
    let fast = CPURenderer(scene: scene, view: view, atlas: atlas, threadCount: 3).render(snapshot)
    let reference = ReferenceRasterizer(scene: scene, view: view, atlas: atlas).render(snapshot)
    return (fast, reference, ReferenceRasterizer.backgroundPixel(scene))
  }

  static let presetFiles: [String] = {
    let folder = Repository.root.appendingPathComponent("scenes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test("the presets are all here") func presetsFound() {
    #expect(Self.presetFiles.count >= 10, "scenes/*.json: \(Self.presetFiles)")
  }

  @Test("every preset", arguments: presetFiles)
  func preset(_ file: String) throws {
    let url = Repository.root.appendingPathComponent("scenes").appendingPathComponent(file)
    let scene = try Scene.load(contentsOf: url)
    // Half scale and 1.5 s keep the reference (one inverse map per pixel) quick in debug.
    let (fast, reference, background) = try Self.images(scene, seconds: 1.5, scale: 0.5)
    #expect(coveredFraction(reference, background: background) > 0.0005, "\(file) drew nothing")
    expectImagesMatch(fast, reference, "cpu-renderer-preset-\(file)")
  }

  static let randomLimits = RandomSceneGenerator.Limits(
    maximumLiveParticles: 3_000, maximumSlots: 40_000)

  @Test("random scenes", arguments: 0..<16 as Range<UInt64>)
  func randomScene(_ seed: UInt64) throws {
    var scene = RandomSceneGenerator(limits: Self.randomLimits).scene(seed: seed)
    // Random scenes carry no contents; give every cell a shape, varied by seed and cell.
    let shapes = ContentsShape.allCases
    for l in scene.layers.indices {
      scene.layers[l].emitterCells = scene.layers[l].emitterCells.enumerated().map { i, cell in
        Self.withContents(cell, shape: shapes[(Int(seed) + i) % shapes.count], seed: seed)
      }
    }
    let (fast, reference, _) = try Self.images(scene, seconds: 1.5)
    expectImagesMatch(fast, reference, "cpu-renderer-random-\(seed)")
  }

  static func withContents(_ cell: EmitterCell, shape: ContentsShape, seed: UInt64) -> EmitterCell {
    var cell = cell
    let side = 4 + Double((seed * 7) % 20)
    cell.contents = .shape(shape, size: Size(width: side, height: side * 0.6))
    cell.emitterCells = cell.emitterCells.map { withContents($0, shape: shape, seed: seed + 1) }
    return cell
  }

  @Test("every render mode, in order", arguments: RenderMode.allCases)
  func renderModes(_ mode: RenderMode) throws {
    let scene = GPUImageMatchesReferenceTests.crowded(mode)
    let (fast, reference, background) = try Self.images(scene, seconds: 2)
    #expect(coveredFraction(reference, background: background) > 0.1)
    expectImagesMatch(fast, reference, "cpu-renderer-mode-\(mode)")
  }

  @Test("planes in perspective, and a layer that preserves depth")
  func planes() throws {
    let planes = RenderFixtures.scene { _ in
    } cell: { cell in
      cell.particleType = .plane
      cell.orientationRange = .pi
      cell.spin = 4
      cell.contents = .shape(.rectangle, size: Size(width: 24, height: 12))
    }
    let deep = GPUImageMatchesReferenceTests.crowded(.backToFront) { layer in
      layer.preservesDepth = true
      layer.emitterCells[0].particleType = .plane
      layer.emitterCells[0].orientationRange = .pi / 3
    }
    for (name, scene) in [("planes", planes), ("preserves-depth", deep)] {
      let (fast, reference, background) = try Self.images(scene)
      #expect(coveredFraction(reference, background: background) > 0.02, "\(name)")
      expectImagesMatch(fast, reference, "cpu-renderer-\(name)")
    }
  }

  @Test(
    "filters and bias, on sprites and on tilted planes (level of detail per pixel)",
    arguments: [
      (ContentsFilter.nearest, ContentsFilter.nearest, 0.0), (.trilinear, .linear, 0),
      (.linear, .nearest, 0), (.trilinear, .trilinear, 1.5),
    ], [ParticleType.sprite, .plane])
  func filters(
    _ filters: (ContentsFilter, ContentsFilter, Double), type: ParticleType
  ) throws {
    let path = try TestImages.gradient()
    let scene = RenderFixtures.filterScene(
      image: path, minification: filters.0, magnification: filters.1, bias: filters.2, type: type,
      orientationRange: .pi / 2)
    let (fast, reference, background) = try Self.images(scene)
    #expect(coveredFraction(reference, background: background) > 0.02)
    expectImagesMatch(
      fast, reference, "cpu-renderer-filter-\(filters.0)-\(filters.1)-\(filters.2)-\(type)")
  }

  @Test("layers in order, layer opacity, additive sparks from a cell without contents")
  func layers() throws {
    var scene = GPUImageMatchesReferenceTests.crowded(.unordered) { $0.opacity = 0.5 }
    var rocket = EmitterCell(name: "rocket")
    rocket.birthRate = 2
    rocket.lifetime = 1
    rocket.velocity = 60
    rocket.emissionRange = .pi
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 40
    spark.lifetime = 0.6
    spark.velocity = 20
    spark.emissionRange = .pi
    spark.contents = .shape(.circle, size: Size(width: 6, height: 6))
    rocket.emitterCells = [spark]
    var sparks = EmitterLayer(name: "sparks")
    sparks.renderMode = .additive
    sparks.emitterPosition = Point(x: 100, y: 100)
    sparks.emitterCells = [rocket]
    scene.layers.append(sparks)
    let (fast, reference, _) = try Self.images(scene, seconds: 2)
    expectImagesMatch(fast, reference, "cpu-renderer-layers")
  }

  @Test("each layer's trail ribbons lie over the layers drawn before it, under its own particles")
  func ribbonsPerLayer() throws {
    // Layer 1: opaque white blocks over the centre. Layer 2: ribbons without sprites sweeping
    // through them, then its own small sprites on top.
    var scene = RenderFixtures.scene { _ in
    } cell: { cell in
      cell.birthRate = 30
      cell.lifetime = 5
      cell.velocity = 12
      cell.alphaSpeed = 0
      cell.color = .white
      (cell.redRange, cell.greenRange, cell.blueRange) = (0, 0, 0)
      cell.contents = .shape(.rectangle, size: Size(width: 40, height: 40))
    }
    let comets = RenderFixtures.scene { layer in
      layer.name = "comets"
      layer.emitterPosition = Point(x: 20, y: 100)
    } cell: { cell in
      cell.birthRate = 20
      cell.velocity = 150
      cell.emissionRange = 0.6
      cell.scale = 0.5
      cell.color = Color(red: 1, green: 0.1, blue: 0.1, alpha: 1)
      (cell.redRange, cell.greenRange, cell.blueRange) = (0, 0, 0)
      cell.trailLength = 0.5
      cell.trailPoints = 10
      cell.trailWidth = 6
      cell.trailColor = .white
      cell.trailEndColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
    }
    scene.layers.append(comets.layers[0])
    let (fast, reference, background) = try Self.images(scene, seconds: 1.5)
    #expect(coveredFraction(reference, background: background) > 0.1)
    // The red ribbons show, crossing the blocks (the particles' own sprites are 7 × 4 pt).
    let red = stride(from: 0, to: reference.pixels.count, by: 4).filter { i in
      reference.pixels[i] > 200 && reference.pixels[i + 1] < 60 && reference.pixels[i + 2] < 60
    }.count
    #expect(red > 300, "\(red) red pixels")
    expectImagesMatch(fast, reference, "cpu-renderer-ribbons-per-layer")
    LayerMaskRenderTests.writeForViewing(reference, "cpu-renderer-ribbons-per-layer")
  }

  @Test("textured ribbons (trailContents): the CPU renderer draws what the reference draws")
  func texturedRibbons() throws {
    var scene = TrailRibbonRenderTests.trails(.additive)
    scene.layers[0].emitterCells[0].trailWidth = 14
    scene.layers[0].emitterCells[0].trailContents = try TrailRibbonRenderTests.stripes()
    let (fast, reference, background) = try Self.images(scene, seconds: 1.5)
    #expect(coveredFraction(reference, background: background) > 0.03)
    expectImagesMatch(fast, reference, "cpu-renderer-textured-ribbons")
  }

  /// A host's pixels: a checkerboard of opaque and half-transparent premultiplied colours.
  static func pattern(width: Int, height: Int) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        let on = (x / 16 + y / 16) % 2 == 0
        let pixel: [UInt8] = on ? [200, 40, 90, 255] : [20, 60, 50, 128]
        image.pixels.replaceSubrange(i..<(i + 4), with: pixel)
      }
    }
    return image
  }

  @Test("over a host's pixels, in a buffer with a wider stride, on any number of threads")
  func overHostPixels() throws {
    let scene = GPUImageMatchesReferenceTests.crowded(.oldestFirst)
    let simulator = CPUSimulator(scene: scene)
    for step in 1...60 { simulator.advance(to: Double(step) / 30) }
    let snapshot = simulator.snapshot()
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    let host = Self.pattern(width: view.pixelWidth, height: view.pixelHeight)
    let reference = ReferenceRasterizer(scene: scene, view: view, atlas: atlas)
      .render(snapshot, over: host)
    let one = CPURenderer(scene: scene, view: view, atlas: atlas, threadCount: 1)
    let fast = one.render(snapshot, over: host)
    expectImagesMatch(fast, reference, "cpu-renderer-over-host")
    // The bands change nothing: every thread count writes the same bytes.
    for threads in [2, 5, 16] {
      let banded = CPURenderer(scene: scene, view: view, atlas: atlas, threadCount: threads)
      #expect(banded.render(snapshot, over: host).pixels == fast.pixels, "\(threads) threads")
    }
    // A caller's buffer with 13 spare bytes a row: the same pixels, the spare bytes untouched.
    let stride = view.pixelWidth * 4 + 13
    var buffer = [UInt8](repeating: 0xA5, count: stride * view.pixelHeight)
    for y in 0..<view.pixelHeight {
      let row = y * view.pixelWidth * 4
      buffer.replaceSubrange(
        (y * stride)..<(y * stride + view.pixelWidth * 4),
        with: host.pixels[row..<(row + view.pixelWidth * 4)])
    }
    buffer.withUnsafeMutableBufferPointer { pointer in
      one.draw(
        snapshot,
        into: RGBABuffer(
          base: pointer.baseAddress!, width: view.pixelWidth, height: view.pixelHeight,
          bytesPerRow: stride))
    }
    var packed: [UInt8] = []
    for y in 0..<view.pixelHeight {
      packed += buffer[(y * stride)..<(y * stride + view.pixelWidth * 4)]
      #expect(
        buffer[(y * stride + view.pixelWidth * 4)..<((y + 1) * stride)].allSatisfy { $0 == 0xA5 })
    }
    #expect(packed == fast.pixels)
  }

  @Test("a buffer smaller than the canvas is drawn clipped, and larger leaves the rest alone")
  func clippedBuffer() throws {
    let scene = GPUImageMatchesReferenceTests.crowded(.unordered)
    let simulator = CPUSimulator(scene: scene)
    for step in 1...60 { simulator.advance(to: Double(step) / 30) }
    let snapshot = simulator.snapshot()
    let view = RenderView(scene: scene, scale: 1)
    let renderer = try CPURenderer(scene: scene, view: view, threadCount: 2)
    let whole = renderer.render(snapshot)
    let small = renderer.render(
      snapshot, over: RGBAImage(width: 100, height: 90, fill: ReferenceRasterizer.backgroundPixel(scene)))
    for y in 0..<90 {
      for x in 0..<100 { #expect(small[x, y] == whole[x, y]) }
    }
    let large = renderer.render(snapshot, over: RGBAImage(width: view.pixelWidth + 40, height: view.pixelHeight + 30))
    for y in 0..<large.height {
      for x in view.pixelWidth..<large.width { #expect(large[x, y] == .zero) }
    }
    #expect(coveredFraction(whole, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.1)
  }

  @Test("RGBABuffer refuses bad dimensions with the value and the allowed range")
  func bufferProblems() {
    #expect(RGBABuffer.problem(width: 0, height: 10, bytesPerRow: 40)?.contains("0 x 10") == true)
    #expect(RGBABuffer.problem(width: 10, height: 10, bytesPerRow: 39)?.contains("at least 40") == true)
    #expect(RGBABuffer.problem(width: 40_000, height: 1, bytesPerRow: 160_000)?.contains("16384") == true)
    #expect(RGBABuffer.problem(width: 10, height: 10, bytesPerRow: 40) == nil)
  }
}
