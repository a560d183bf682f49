@preconcurrency import CEpoxy
import EmitterKit
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterDemo
import EmitterVerification

/// `ParticleSystem` in a GLFW window on a virtual display, as a host program uses it: the
/// window's own context (GLX here, not EmitterKit's EGL one), its default framebuffer 0 holding
/// the host's picture, the particles drawn over it. The back buffer read before the swap equals
/// the CPU reference rasterised over the same picture.
@Suite("ParticleSystem in a window's default framebuffer", .serialized, .tags(.window))
struct ParticleSystemWindowTests {
  /// The host's picture: a dark background and three opaque rectangles (GL's origin bottom-left,
  /// so rows are flipped when the reference image is made).
  static let rectangles: [(x: Int, y: Int, width: Int, height: Int, color: SIMD4<UInt8>)] = [
    (10, 20, 70, 60, SIMD4(200, 40, 40, 255)), (90, 100, 80, 90, SIMD4(30, 160, 60, 255)),
    (40, 120, 40, 30, SIMD4(240, 240, 240, 255)),
  ]
  static let background = SIMD4<UInt8>(20, 24, 60, 255)

  static func hostPicture(width: Int, height: Int) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: background)
    for rectangle in rectangles {
      for y in rectangle.y..<rectangle.y + rectangle.height {
        for x in rectangle.x..<rectangle.x + rectangle.width {
          image[x, height - 1 - y] = rectangle.color
        }
      }
    }
    return image
  }

  /// Translucent squares blended source-over, and additive circles.
  static func scene() -> Scene {
    var square = EmitterCell(name: "square")
    square.birthRate = 40
    square.lifetime = 3
    square.velocity = 50
    square.emissionRange = .pi
    square.spin = 2
    square.color = Color(red: 0.9, green: 0.8, blue: 0.2, alpha: 0.7)
    square.blueRange = 0.5
    square.contents = .shape(.square, size: Size(width: 16, height: 16))
    var squares = EmitterLayer(name: "squares")
    squares.emitterPosition = Point(x: 90, y: 90)
    squares.emitterCells = [square]
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 50
    spark.lifetime = 2
    spark.velocity = 60
    spark.emissionRange = .pi
    spark.color = Color(red: 0.3, green: 0.5, blue: 0.9, alpha: 0.6)
    spark.contents = .shape(.circle, size: Size(width: 10, height: 10))
    var sparks = EmitterLayer(name: "sparks")
    sparks.renderMode = .additive
    sparks.emitterPosition = Point(x: 100, y: 120)
    sparks.emitterCells = [spark]
    var scene = Scene()
    scene.size = Size(width: 180, height: 200)
    scene.layers = [squares, sparks]
    return scene
  }

  static func clear(to color: SIMD4<UInt8>) {
    epoxy_glClearColor!(
      Float(color.x) / 255, Float(color.y) / 255, Float(color.z) / 255, Float(color.w) / 255)
    epoxy_glClear!(GLbitfield(GL_COLOR_BUFFER_BIT))
  }

  @Test("drawn over the host's picture in framebuffer 0, equal to the reference over it")
  func defaultFramebuffer() throws {
    let scene = Self.scene()
    let (width, height) = (Int(scene.size.width), Int(scene.size.height))
    let frames = 50
    let drawn: RGBAImage = try withVirtualDisplay {
      let window = try DemoWindow(title: "host", width: width, height: height, vsync: false)
      defer { window.close() }
      let surface = window.surface
      try #require(surface.framebufferWidth == width && surface.framebufferHeight == height)
      // The host draws its picture: a clear, then scissored clears.
      epoxy_glBindFramebuffer!(GLenum(GL_FRAMEBUFFER), 0)
      epoxy_glViewport!(0, 0, GLsizei(width), GLsizei(height))
      Self.clear(to: Self.background)
      epoxy_glEnable!(GLenum(GL_SCISSOR_TEST))
      for rectangle in Self.rectangles {
        epoxy_glScissor!(
          GLint(rectangle.x), GLint(rectangle.y), GLsizei(rectangle.width),
          GLsizei(rectangle.height))
        Self.clear(to: rectangle.color)
      }
      epoxy_glDisable!(GLenum(GL_SCISSOR_TEST))
      let system = try ParticleSystem(scene: scene)
      defer { try? system.destroy() }
      for frame in 1...frames { try system.update(to: Double(frame) / 60) }
      try system.draw(into: .window(width: width, height: height))
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      epoxy_glReadBuffer!(GLenum(GL_BACK))
      epoxy_glPixelStorei!(GLenum(GL_PACK_ALIGNMENT), 1)
      epoxy_glReadPixels!(
        0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &pixels)
      return RGBAImage(bottomUpPixels: pixels, width: width, height: height)
    }
    let cpu = CPUSimulator(scene: scene)
    for frame in 1...frames { cpu.advance(to: Double(frame) / 60) }
    let picture = Self.hostPicture(width: width, height: height)
    let expected = ReferenceRasterizer(
      scene: scene, view: RenderView(scene: scene, scale: 1),
      atlas: try ContentsAtlas(scene: scene, pixelScale: 1)
    ).render(cpu.snapshot(), over: picture)
    #expect(drawn != picture)
    expectImagesMatch(drawn, expected, tolerance: .window, "facade-window")
  }
}
