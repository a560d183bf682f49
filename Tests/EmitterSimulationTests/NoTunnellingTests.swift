import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

/// No particle passes through a collider between two frames, at 24, 60 and 144 fps, at speeds up
/// to `EmitterBehavior.maximumCollisionSpeed`: every frame each particle is inside the bounds
/// and outside the rectangle and the circle, and no particle is over the line, or over the
/// one-texel line of the image collider, on one side at one frame and on the other at the next.
@Suite("collisions: no tunnelling")
struct NoTunnellingTests {
  static let rect = Rect(x: 40, y: 500, width: 80, height: 60)
  static let centre = SIMD2<Double>(300, 600)
  static let radius = 40.0
  static let lineEnds = (SIMD2<Double>(60, 250), SIMD2<Double>(340, 300))
  /// The image collider: one row of solid texels, x 150...350 and y 699.5...700.5, at one
  /// texel per point (a 200 × 1 rectangle drawn as an image, centred on (250, 700)).
  static let imageLine = (x: 150.0...350.0, y: 699.5...700.5)

  static func scene(response: CollisionResponse) -> Scene {
    let top = EmitterBehavior.maximumCollisionSpeed
    var scene = SceneFixtures.single(rate: 150, lifetime: 2) {
      $0.velocity = top / 2
      $0.velocityRange = top / 2
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 980
    }
    scene.size = Size(width: 400, height: 800)
    scene.layers[0].emitterPosition = Point(x: 200, y: 150)
    func collider(_ name: String, _ shape: ColliderShape, _ configure: (inout EmitterBehavior) -> Void)
      -> EmitterBehavior
    {
      var behavior = EmitterBehavior(type: .collision, name: name)
      behavior.collider = shape
      behavior.response = response
      behavior.restitution = 1
      configure(&behavior)
      return behavior
    }
    scene.layers[0].emitterBehaviors = [
      collider("bounds", .bounds) { _ in },
      collider("rect", .rect) { $0.rect = rect },
      collider("circle", .circle) {
        $0.position = Point(x: centre.x, y: centre.y)
        $0.radius = radius
      },
      collider("line", .line) {
        $0.position = Point(x: lineEnds.0.x, y: lineEnds.0.y)
        $0.endPosition = Point(x: lineEnds.1.x, y: lineEnds.1.y)
      },
      collider("image", .image) {
        $0.path = "M0 0 H200 V1 H0 Z"
        $0.position = Point(x: 250, y: 700)
      },
    ]
    return scene
  }

  /// The particle's side of the line (its signed distance, points) when it is over the segment
  /// (projected at least 1 pt inside its ends) and clear of it (more than two skins away: a
  /// contact elsewhere moves the particle a skin off its chord), else nil. A particle that is
  /// over the segment on one side and then on the other went through it: its chord between the
  /// two crosses the line between their projections.
  static func side(_ p: SIMD2<Double>) -> Double? {
    let (a, b) = lineEnds
    let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    let u = (b - a) / length
    let along = u.x * (p.x - a.x) + u.y * (p.y - a.y)
    let d = -u.y * (p.x - a.x) + u.x * (p.y - a.y)
    guard along > 1, along < length - 1, abs(d) > 2 * Double(Collider.skin) else { return nil }
    return d
  }

  /// The particle's side of the image's line (-1 above, 1 below) when it is over it (at least
  /// 1 pt inside its ends) and clear of it (more than two skins off its texels), else nil.
  static func imageSide(_ p: SIMD2<Double>) -> Double? {
    let (xs, ys) = imageLine
    guard p.x > xs.lowerBound + 1, p.x < xs.upperBound - 1 else { return nil }
    let margin = 2 * Double(Collider.skin)
    if p.y < ys.lowerBound - margin { return -1 }
    if p.y > ys.upperBound + margin { return 1 }
    return nil
  }

  @Test(
    "speeds up to the bound, gravity, every collider shape: nothing gets through",
    arguments: [24.0, 60.0, 144.0], [CollisionResponse.bounce, .slide, .stick])
  func nothingGetsThrough(fps: Double, response: CollisionResponse) {
    let simulator = CPUSimulator(scene: Self.scene(response: response))
    // The skin keeps a contact's particle 1/64 pt off the surface; 1e-3 pt covers rounding.
    let tolerance = 1e-3
    var previous: [UInt64: SIMD2<Double>] = [:]
    var checked = 0
    var frame = 1
    while Double(frame) / fps <= 2 {
      simulator.advance(to: Double(frame) / fps)
      frame += 1
      var now: [UInt64: SIMD2<Double>] = [:]
      for particle in simulator.snapshot().particles {
        let p = SIMD2(Double(particle.position.x), Double(particle.position.y))
        now[particle.serial] = p
        checked += 1
        #expect(
          p.x >= -tolerance && p.x <= 400 + tolerance && p.y >= -tolerance && p.y <= 800 + tolerance,
          "\(fps) fps: particle \(particle.serial) left the bounds at \(p)")
        let r = Self.rect
        let inRect =
          p.x > r.origin.x + tolerance && p.x < r.origin.x + r.size.width - tolerance
          && p.y > r.origin.y + tolerance && p.y < r.origin.y + r.size.height - tolerance
        #expect(!inRect, "\(fps) fps: particle \(particle.serial) inside the rect at \(p)")
        let offset = p - Self.centre
        #expect(
          (offset.x * offset.x + offset.y * offset.y).squareRoot() >= Self.radius - tolerance,
          "\(fps) fps: particle \(particle.serial) inside the circle at \(p)")
        if let before = previous[particle.serial], let was = Self.side(before),
          let now = Self.side(p)
        {
          #expect(
            (was > 0) == (now > 0),
            "\(fps) fps: particle \(particle.serial) went through the line from \(before) to \(p)")
        }
        let (xs, ys) = Self.imageLine
        let inImage =
          p.x > xs.lowerBound + tolerance && p.x < xs.upperBound - tolerance
          && p.y > ys.lowerBound + tolerance && p.y < ys.upperBound - tolerance
        #expect(!inImage, "\(fps) fps: particle \(particle.serial) inside the image's texels at \(p)")
        if let before = previous[particle.serial], let was = Self.imageSide(before),
          let now = Self.imageSide(p)
        {
          #expect(
            was == now,
            "\(fps) fps: particle \(particle.serial) went through the image from \(before) to \(p)")
        }
      }
      previous = now
    }
    #expect(checked > 1000)
  }
}
