import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A layer's `shadowPath` set on a running system (the one path every surface takes): the path
/// is rasterised again before the next draw, on the CPU backend and on GL, and both draw the
/// frame a system that had the path from the start draws.
@Suite("Shadow paths set live reach the image", .serialized, .tags(.gl))
struct ParticleSystemShadowPathTests {
  /// A still white 60-point card at (20, 20) on a clear 120-point canvas, casting a hard black
  /// shadow 40 points down: without a path, the square 20...80 × 60...120.
  static func scene(shadowPath: String?) -> Scene {
    var card = EmitterLayer(name: "card")
    card.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
    card.position = Point(x: 50, y: 50)
    card.backgroundColor = .white
    card.shadowOpacity = 1
    card.shadowRadius = 0
    card.shadowOffset = Size(width: 0, height: 40)
    card.shadowPath = shadowPath
    var scene = Scene()
    scene.size = Size(width: 120, height: 120)
    scene.backgroundColor = .clear
    scene.layers = [card]
    return scene
  }

  /// A triangle in the card's coordinates: its shadow's apex at (50, 60), its base 20...80 at
  /// y = 100.
  static let triangle = "M30 0 L60 40 L0 40 Z"

  /// The image after `change` at 0.1 s and a draw at 0.2 s.
  static func image(
    _ scene: Scene, backend: ParticleSystem.Backend,
    change: (ParticleSystem) throws -> Void = { _ in }
  ) throws -> RGBAImage {
    let system = try ParticleSystem(scene: scene, backend: backend)
    defer { try? system.destroy() }
    try system.update(to: 0.1)
    _ = try system.image()
    try change(system)
    try system.update(to: 0.2)
    return try system.image()
  }

  @Test(
    "set, emptied and removed live, on the CPU backend and on GL",
    arguments: [
      ParticleSystem.Backend.cpu, .openGL,
    ])
  func live(backend: ParticleSystem.Backend) throws {
    try withGL {
      let triangle = try Self.image(Self.scene(shadowPath: nil), backend: backend) {
        try $0.setValue(json: .string(Self.triangle), forKeyPath: "shadowPath")
      }
      #expect(triangle == (try Self.image(Self.scene(shadowPath: Self.triangle), backend: backend)))
      // Below the card (y 80...100) the triangle's shadow is 45 points wide at y = 90
      // (27.5...72.5), where the square's would be 60 (20...80).
      #expect(triangle[50, 90] == SIMD4(0, 0, 0, 255))
      #expect(triangle[24, 90].w == 0 && triangle[76, 90].w == 0)
      let emptied = try Self.image(Self.scene(shadowPath: Self.triangle), backend: backend) {
        try $0.setValue(json: .string(""), forKeyPath: "shadowPath")
      }
      #expect(emptied[50, 90].w == 0, "the empty path casts no shadow")
      let removed = try Self.image(Self.scene(shadowPath: Self.triangle), backend: backend) {
        try $0.setValue(json: .null, forKeyPath: "shadowPath")
      }
      #expect(removed == (try Self.image(Self.scene(shadowPath: nil), backend: backend)))
      #expect(removed[24, 90] == SIMD4(0, 0, 0, 255))
    }
  }

  @Test("bad path data set live is refused naming the key, and the frame is unchanged")
  func refused() throws {
    let system = try ParticleSystem(scene: Self.scene(shadowPath: nil), backend: .cpu)
    defer { try? system.destroy() }
    #expect {
      try system.setValue(json: .string("M0 0 L"), forKeyPath: "shadowPath")
    } throws: { error in
      "\(error)".contains("shadowPath")
    }
    try system.update(to: 0.1)
    #expect(try system.image()[24, 95] == SIMD4(0, 0, 0, 255))
  }
}
