@preconcurrency import CEpoxy
import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// `ParticleSystem.draw(into:)` in a host's framebuffer: the particles composited over the
/// host's pixels, equal to the CPU reference rasteriser drawing the CPU reference's particles
/// over the same pixels (the GPU simulator equals the CPU reference bit for bit on llvmpipe).
@Suite("ParticleSystem draws over the host's frame", .serialized, .tags(.gl))
struct ParticleSystemDrawsOverHostGLTests {
  /// Two layers: opaque and translucent squares blended source-over, then additive sparks.
  static func scene() -> Scene {
    var square = EmitterCell(name: "square")
    square.birthRate = 40
    square.lifetime = 3
    square.velocity = 50
    square.velocityRange = 20
    square.emissionRange = .pi
    square.spin = 2
    square.color = Color(red: 0.6, green: 0.5, blue: 0.3, alpha: 0.8)
    square.redRange = 0.4
    square.greenRange = 0.4
    square.blueRange = 0.4
    square.alphaRange = 0.2
    square.contents = .shape(.square, size: Size(width: 18, height: 18))
    var squares = EmitterLayer(name: "squares")
    squares.emitterPosition = Point(x: 90, y: 80)
    squares.emitterCells = [square]
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 60
    spark.lifetime = 2
    spark.velocity = 60
    spark.emissionRange = .pi
    spark.color = Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.7)
    spark.contents = .shape(.circle, size: Size(width: 10, height: 10))
    var sparks = EmitterLayer(name: "sparks")
    sparks.renderMode = .additive
    sparks.emitterPosition = Point(x: 100, y: 110)
    sparks.emitterCells = [spark]
    var scene = Scene()
    scene.size = Size(width: 180, height: 200)
    // Must not show: drawing into a host's frame draws no background.
    scene.backgroundColor = Color(red: 1, green: 0, blue: 1)
    scene.layers = [squares, sparks]
    return scene
  }

  static let frames = 50

  /// The reference: the CPU simulator's particles rasterised over the host's pattern.
  static func reference(_ scene: Scene, over pattern: RGBAImage) throws -> RGBAImage {
    let cpu = CPUSimulator(scene: scene)
    for frame in 1...frames { cpu.advance(to: Double(frame) / 60) }
    let view = RenderView(scene: scene, scale: 1)
    let rasterizer = ReferenceRasterizer(
      scene: scene, view: view, atlas: try ContentsAtlas(scene: scene, pixelScale: 1))
    return rasterizer.render(cpu.snapshot(), over: pattern)
  }

  @Test("into a framebuffer object, in a viewport: the reference composited over the host's pixels")
  func framebufferViewport() throws {
    let scene = Self.scene()
    let (width, height) = (180, 200)
    // The host's framebuffer is larger than the canvas; the viewport sits 25 px from the left
    // and 10 px from the bottom, so rows 30... from the top hold the canvas.
    let (fboWidth, fboHeight, left, bottom) = (230, 240, 25, 10)
    let top = fboHeight - bottom - height
    let pattern = hostPattern(width: fboWidth, height: fboHeight)
    let drawn = try withGL {
      let host = HostFramebufferObject(width: fboWidth, height: fboHeight)
      defer { host.destroy() }
      host.fill(with: pattern)
      let system = try ParticleSystem(scene: scene)
      for frame in 1...Self.frames { try system.update(to: Double(frame) / 60) }
      try system.draw(
        into: .framebuffer(
          host.framebuffer, viewport: PixelRect(x: left, y: bottom, width: width, height: height)))
      try system.destroy()
      return host.read()
    }
    let expected = try Self.reference(
      scene, over: crop(pattern, x: left, y: top, width: width, height: height))
    let inside = crop(drawn, x: left, y: top, width: width, height: height)
    let untouched = crop(pattern, x: left, y: top, width: width, height: height)
    // Something was drawn, over most kinds of host pixel.
    let changed = zip(stride(from: 0, to: inside.pixels.count, by: 4), 0...).filter { offset, _ in
      inside.pixels[offset..<offset + 4] != untouched.pixels[offset..<offset + 4]
    }.count
    #expect(Double(changed) / Double(width * height) > 0.05)
    let comparison = ImageComparison(actual: inside, expected: expected, tolerance: .render)
    if !comparison.passed || ProcessInfo.processInfo.environment["EMITTER_KEEP_RENDERS"] == "1" {
      let paths = try ImageComparison.writeArtifacts(
        actual: inside, expected: expected, name: "facade-over-host",
        folder: Repository.root.appendingPathComponent(".build/render-test-artifacts"))
      if !comparison.passed { Issue.record("\(comparison)\n  \(paths.joined(separator: "\n  "))") }
    }
    // Outside the viewport the host's pixels are exactly as they were.
    var outsideChanged = 0
    for y in 0..<fboHeight {
      for x in 0..<fboWidth
      where !(left..<left + width).contains(x) || !(top..<top + height).contains(y) {
        if drawn[x, y] != pattern[x, y] { outsideChanged += 1 }
      }
    }
    #expect(outsideChanged == 0)
  }

  @Test("into a caller's texture: the same pixels as into its framebuffer")
  func texture() throws {
    let scene = Self.scene()
    let pattern = hostPattern(width: 180, height: 200)
    let drawn = try withGL {
      let host = HostFramebufferObject(width: 180, height: 200)
      defer { host.destroy() }
      host.fill(with: pattern)
      let system = try ParticleSystem(scene: scene)
      for frame in 1...Self.frames { try system.update(to: Double(frame) / 60) }
      try system.draw(into: .texture(host.texture, width: 180, height: 200))
      try system.destroy()
      return host.read()
    }
    let expected = try Self.reference(scene, over: pattern)
    let comparison = ImageComparison(actual: drawn, expected: expected, tolerance: .render)
    #expect(comparison.passed, "\(comparison)")
    #expect(drawn != pattern)
  }

  @Test("resized to a new pixel scale: contents rasterised again, the simulation kept")
  func resize() throws {
    let scene = Self.scene()
    try withGL {
      let host = HostFramebufferObject(width: 360, height: 400)
      defer { host.destroy() }
      let system = try ParticleSystem(scene: scene)
      for frame in 1...20 { try system.update(to: Double(frame) / 60) }
      let before = try system.snapshot()
      try system.resize(to: Size(width: 180, height: 200), pixelScale: 2)
      #expect(system.view.pixelWidth == 360)
      #expect(try system.snapshot() == before)
      host.fill(with: RGBAImage(width: 360, height: 400, fill: SIMD4(0, 0, 0, 255)))
      try system.draw(
        into: .framebuffer(host.framebuffer, viewport: PixelRect(width: 360, height: 400)))
      let image = host.read()
      // The reference at scale 2 over black.
      let cpu = CPUSimulator(scene: scene)
      for frame in 1...20 { cpu.advance(to: Double(frame) / 60) }
      let view = RenderView(scene: scene, scale: 2)
      let expected = ReferenceRasterizer(
        scene: scene, view: view, atlas: try ContentsAtlas(scene: scene, pixelScale: 2)
      ).render(cpu.snapshot(), over: RGBAImage(width: 360, height: 400, fill: SIMD4(0, 0, 0, 255)))
      let comparison = ImageComparison(actual: image, expected: expected, tolerance: .render)
      #expect(comparison.passed, "\(comparison)")
      try system.destroy()
    }
  }
}
