import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// `ParticleSystem(backend: .cpu)`: no GL context at all, drawn into the caller's RGBA pixels,
/// over what is there. Its images are the reference rasteriser's over the same pixels, with the
/// tolerance the GL path meets; live changes, resizing and the wrong targets are checked too.
@Suite("ParticleSystem without GL draws into an RGBA buffer", .tags(.gl))
struct ParticleSystemCPUBackendGLTests {
  typealias Fixture = ParticleSystemDrawsOverHostGLTests

  /// Draws `system` over `pattern` in a buffer `extra` bytes wider a row than the pattern.
  static func draw(_ system: ParticleSystem, over pattern: RGBAImage, extra: Int = 0) throws
    -> (image: RGBAImage, spareUntouched: Bool)
  {
    let stride = pattern.width * 4 + extra
    var bytes = [UInt8](repeating: 0x5A, count: stride * pattern.height)
    for y in 0..<pattern.height {
      let row = y * pattern.width * 4
      bytes.replaceSubrange(
        (y * stride)..<(y * stride + pattern.width * 4),
        with: pattern.pixels[row..<(row + pattern.width * 4)])
    }
    try bytes.withUnsafeMutableBufferPointer { pointer throws(ParticleSystemError) in
      try system.draw(
        into: .rgba(
          RGBABuffer(
            base: pointer.baseAddress!, width: pattern.width, height: pattern.height,
            bytesPerRow: stride)))
    }
    var image = RGBAImage(width: pattern.width, height: pattern.height)
    var spare = true
    for y in 0..<pattern.height {
      image.pixels.replaceSubrange(
        (y * pattern.width * 4)..<((y + 1) * pattern.width * 4),
        with: bytes[(y * stride)..<(y * stride + pattern.width * 4)])
      spare = spare && bytes[(y * stride + pattern.width * 4)..<((y + 1) * stride)].allSatisfy { $0 == 0x5A }
    }
    return (image, spare)
  }

  @Test("over the host's pixels, in a larger buffer with a wider stride: the reference's image")
  func overHostPixels() throws {
    let scene = Fixture.scene()
    let system = try ParticleSystem(scene: scene, backend: .cpu)
    #expect(system.backend == .cpu)
    for frame in 1...Fixture.frames { try system.update(to: Double(frame) / 60) }
    // 40 px wider and 30 px taller than the 180 x 200 canvas.
    let pattern = hostPattern(width: 220, height: 230)
    let (drawn, spare) = try Self.draw(system, over: pattern, extra: 20)
    #expect(spare, "the stride's spare bytes were written")
    let canvasPattern = crop(pattern, x: 0, y: 0, width: 180, height: 200)
    let expected = try Fixture.reference(scene, over: canvasPattern)
    let inside = crop(drawn, x: 0, y: 0, width: 180, height: 200)
    let comparison = ImageComparison(actual: inside, expected: expected, tolerance: .render)
    #expect(comparison.passed, "\(comparison)")
    #expect(inside.pixels != canvasPattern.pixels, "nothing was drawn")
    for y in 0..<230 {
      for x in 0..<220 where x >= 180 || y >= 200 { #expect(drawn[x, y] == pattern[x, y]) }
    }
    try system.destroy()
    #expect(throws: ParticleSystemError.self) { try system.update(by: 0.1) }
  }

  @Test("live changes reach the image: render mode and layer opacity")
  func liveChanges() throws {
    let scene = Fixture.scene()
    let system = try ParticleSystem(scene: scene, backend: .cpu)
    for frame in 1...30 { try system.update(to: Double(frame) / 60) }
    try system.setValue(json: .string("additive"), forKeyPath: "renderMode", layer: 0)
    try system.setValue(0.4, forKeyPath: "opacity", layer: 1)
    try system.update(to: 31.0 / 60)
    let pattern = hostPattern(width: 180, height: 200)
    let (drawn, _) = try Self.draw(system, over: pattern)
    let model = system.model
    #expect(model.layers[0].renderMode == .additive && model.layers[1].opacity == 0.4)
    let expected = ReferenceRasterizer(
      scene: model, view: system.view, atlas: try ContentsAtlas(scene: model, pixelScale: 1)
    ).render(try system.snapshot(), over: pattern)
    let comparison = ImageComparison(actual: drawn, expected: expected, tolerance: .render)
    #expect(comparison.passed, "\(comparison)")
    let before = ReferenceRasterizer(
      scene: scene, view: system.view, atlas: try ContentsAtlas(scene: scene, pixelScale: 1)
    ).render(try system.snapshot(), over: pattern)
    #expect(!ImageComparison(actual: drawn, expected: before, tolerance: .render).passed,
      "the changes made no difference to the image: the check could not see them")
  }

  @Test("cells and behaviours inserted and removed through the façade: the CPU reference's particles")
  func cellsAndBehaviors() throws {
    let scene = Fixture.scene()
    let system = try ParticleSystem(scene: scene, backend: .cpu)
    let reference = CPUSimulator(scene: scene)
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 30
    spark.lifetime = 2
    spark.velocity = 40
    var drag = EmitterBehavior(type: .drag, name: "drag")
    drag.drag = 2
    func advance(to frame: Int) throws {
      try system.update(to: Double(frame) / 60)
      reference.advance(to: Double(frame) / 60)
    }
    try advance(to: 20)
    try system.insertCell(spark)
    try reference.insertCell(spark)
    try advance(to: 40)
    let sparkIndex = try #require(try system.snapshot().cells.firstIndex { $0.path == "spark" })
    #expect(try system.snapshot().particles.contains { $0.cell == sparkIndex })
    try system.insertBehavior(drag)
    try reference.change(.insertBehavior(drag, at: nil), layer: 0)
    try advance(to: 60)
    try system.removeCell(named: "spark")
    try reference.removeCell(named: "spark")
    try advance(to: 90)
    #expect(!system.model.layers[0].emitterCells.contains { $0.name == "spark" })
    #expect(system.model.layers[0].emitterBehaviors.map(\.name) == ["drag"])
    #expect(try system.snapshot() == reference.snapshot())
    #expect(system.recording.layers[0].events.count == 3)
    #expect(throws: LiveChangeError.self) { try system.removeCell(named: "spark") }
  }

  @Test("resized to another canvas and pixel scale: drawn for the new view")
  func resize() throws {
    let scene = Fixture.scene()
    let system = try ParticleSystem(scene: scene, backend: .cpu)
    for frame in 1...Fixture.frames { try system.update(to: Double(frame) / 60) }
    try system.resize(to: Size(width: 150, height: 120), pixelScale: 2)
    let pattern = hostPattern(width: 300, height: 240)
    let (drawn, _) = try Self.draw(system, over: pattern)
    let expected = ReferenceRasterizer(
      scene: system.model, view: system.view,
      atlas: try ContentsAtlas(scene: system.model, pixelScale: 2)
    ).render(try system.snapshot(), over: pattern)
    let comparison = ImageComparison(actual: drawn, expected: expected, tolerance: .render)
    #expect(comparison.passed, "\(comparison)")
    #expect(drawn.pixels != pattern.pixels)
  }

  @Test("targets for the other backend are refused with what to use instead")
  func wrongTargets() throws {
    let system = try ParticleSystem(scene: Fixture.scene(), backend: .cpu)
    #expect {
      try system.draw(into: .window(width: 180, height: 200))
    } throws: { error in
      "\(error)".contains("RGBA buffer")
    }
    var bytes = [UInt8](repeating: 0, count: 16 * 16 * 4)
    let gl = try withGL { try ParticleSystem(scene: Fixture.scene()) }
    try withGL {
      #expect {
        try bytes.withUnsafeMutableBufferPointer { pointer throws(ParticleSystemError) in
          try gl.draw(
            into: .rgba(
              RGBABuffer(base: pointer.baseAddress!, width: 16, height: 16, bytesPerRow: 64)))
        }
      } throws: { error in
        "\(error)".contains("backend: .cpu")
      }
      try gl.destroy()
    }
  }
}
