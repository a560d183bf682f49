import EmitterGL
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterTestSupport
import Foundation
import Testing

/// The video planes made on the GPU (`YUV420Readback`, Shaders/video_luma.frag, video_chroma.frag) against the
/// same conversion in double precision from the RGBA image read back from the same target.
@Suite("YUV 4:2:0 readback", .serialized, .tags(.gl))
struct YUV420ReadbackTests {
  /// BT.709 in limited range from premultiplied RGBA rows (top down) over `matte`, padded with
  /// black to even sizes, chroma the mean of each 2 × 2 block: the frame ffmpeg's yuv420p expects.
  static func referencePlanes(_ image: RGBAImage, matte: SIMD3<Double>) -> [UInt8] {
    let width = image.width
    let height = image.height
    let planeWidth = (width + 1) / 2 * 2
    let planeHeight = (height + 1) / 2 * 2
    func pixel(_ x: Int, _ y: Int) -> SIMD3<Double> {
      guard x < width, y < height else { return .zero }
      let offset = (y * width + x) * 4
      let p = image.pixels
      let color = SIMD3(Double(p[offset]), Double(p[offset + 1]), Double(p[offset + 2])) / 255
      let uncovered = 1 - Double(p[offset + 3]) / 255
      return (color + uncovered * matte).replacing(with: 1, where: color + uncovered * matte .> 1)
    }
    func luma(_ c: SIMD3<Double>) -> Double { 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z }
    func byte(_ value: Double) -> UInt8 { UInt8(min(max((value).rounded(), 0), 255)) }
    var planes: [UInt8] = []
    for y in 0..<planeHeight {
      for x in 0..<planeWidth { planes.append(byte(16 + 219 * luma(pixel(x, y)))) }
    }
    var cb: [UInt8] = []
    var cr: [UInt8] = []
    for y in stride(from: 0, to: planeHeight, by: 2) {
      for x in stride(from: 0, to: planeWidth, by: 2) {
        let c = (pixel(x, y) + pixel(x + 1, y) + pixel(x, y + 1) + pixel(x + 1, y + 1)) / 4
        cb.append(byte(128 + 224 * (c.z - luma(c)) / 1.8556))
        cr.append(byte(128 + 224 * (c.x - luma(c)) / 1.5748))
      }
    }
    return planes + cb + cr
  }

  /// The planes and the RGBA image of one frame of `scene` drawn at `scale`.
  private static func frame(_ scene: Scene, matte: SIMD3<Float>) throws -> (
    planes: [UInt8], image: RGBAImage
  ) {
    try withGL {
      let simulator = try GPUSimulator(scene: scene)
      defer { simulator.destroy() }
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
      defer { renderer.destroy() }
      let readback = try YUV420Readback(
        width: renderer.target.width, height: renderer.target.height, matte: matte)
      defer { readback.destroy() }
      for frame in 1...45 { simulator.advance(to: Double(frame) / 60) }
      renderer.draw(simulator.frame)
      var planes: [UInt8] = []
      readback.finish(readback.start(renderer.target), into: &planes)
      return (planes, renderer.readImage())
    }
  }

  /// GPU and reference agree to one step: the GPU rounds float32 sums, the reference doubles,
  /// so a value within float rounding of a half step goes either way. Nothing else differs.
  private static func expectAgreement(_ planes: [UInt8], _ expected: [UInt8]) {
    #expect(planes.count == expected.count)
    var differing = 0
    var worst = 0
    for (a, b) in zip(planes, expected) where a != b {
      differing += 1
      worst = max(worst, abs(Int(a) - Int(b)))
    }
    #expect(worst <= 1, "largest difference \(worst) steps")
    #expect(differing * 1000 <= planes.count, "\(differing) of \(planes.count) bytes differ")
  }

  @Test("an odd-sized opaque frame: the planes are the image's BT.709 conversion, padded")
  func opaqueOddSize() throws {
    let scene = RenderFixtures.scene()
    let (planes, image) = try Self.frame(scene, matte: .zero)
    #expect(image.width % 2 == 1 && image.height % 2 == 1, "\(image.width)x\(image.height)")
    #expect(planes.count == (image.width + 1) * (image.height + 1) * 3 / 2)
    Self.expectAgreement(planes, Self.referencePlanes(image, matte: .zero))
    // The frame has colour: particles over the dark background, not one flat value.
    #expect(Set(planes.prefix(image.width * image.height)).count > 20)
  }

  @Test("a transparent, additive frame over a coloured matte: composited first")
  func transparentAdditiveOverMatte() throws {
    let scene = RenderFixtures.scene(
      layer: { $0.renderMode = .additive },
      cell: {
        $0.birthRate = 400
        $0.color = Color(red: 0.9, green: 0.7, blue: 0.4, alpha: 0.5)
      })
    var transparent = scene
    transparent.backgroundColor = .clear
    let matte = SIMD3<Float>(51, 153, 255) / 255
    let (planes, image) = try Self.frame(transparent, matte: matte)
    let expected = Self.referencePlanes(image, matte: SIMD3<Double>(51, 153, 255) / 255)
    Self.expectAgreement(planes, expected)
    // Some pixels are partly covered (so the matte blends in), and the matte shows where none drew.
    let partial = stride(from: 0, to: image.pixels.count, by: 4).contains {
      image.pixels[$0 + 3] > 0 && image.pixels[$0 + 3] < 255
    }
    #expect(partial)
    let matteWeighted: Double = 0.2126 * 0.2 + 0.7152 * 0.6 + 0.0722 * 1.0
    let matteLuma = UInt8((16 + 219 * matteWeighted).rounded())
    #expect(planes[0] == matteLuma)
  }
}
