import EmitterImage
import EmitterModel
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterMaskRaster
@testable import EmitterSimulation

/// The `image` collider on the CPU reference: the texel walk's contacts and normals, the
/// threshold, the bounce's closed form off an image's flat floor, a particle settling on a disc
/// drawn as an image, and its events and sub-cells at collision.
@Suite("collisions: the image collider")
struct ImageColliderTests {
  /// An image collider whose source is the SVG `path`, natural size, centred on `centre`, at
  /// `scale` texels per point.
  static func collision(
    path: String, centre: Point, scale: Double = 1,
    _ configure: (inout EmitterBehavior) -> Void = { _ in }
  ) -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .collision, name: "image")
    behavior.collider = .image
    behavior.path = path
    behavior.position = centre
    behavior.scale = scale
    configure(&behavior)
    return behavior
  }

  static func collider(_ behavior: EmitterBehavior) -> Collider {
    Collider(behavior, layerBounds: Rect(x: 0, y: 0, width: 400, height: 800))
  }

  /// A solid block from (100, 100) to (200, 140): a 100 × 40 rectangle centred on (150, 120).
  static let block = collision(path: "M0 0 H100 V40 H0 Z", centre: Point(x: 150, y: 120))

  @Test("the texel walk: the face entered, its normal, from every side; inside passes out")
  func hits() throws {
    let c = Self.collider(Self.block)
    let grid = try #require(c.grid)
    #expect(grid.width == 100 && grid.height == 40 && grid.isSolid(0, 0) && grid.isSolid(99, 39))
    let top = try #require(c.hit(from: SIMD3(120, 50, 0), to: SIMD3(120, 150, 0)))
    #expect(top.fraction == 0.5 && top.normal == SIMD2(0, -1))
    let bottom = try #require(c.hit(from: SIMD3(130, 190, 0), to: SIMD3(130, 90, 0)))
    #expect(bottom.fraction == 0.5 && bottom.normal == SIMD2(0, 1))
    let left = try #require(c.hit(from: SIMD3(0, 110, 0), to: SIMD3(200, 110, 0)))
    #expect(left.fraction == 0.5 && left.normal == SIMD2(-1, 0))
    let right = try #require(c.hit(from: SIMD3(300, 110, 0), to: SIMD3(100, 110, 0)))
    #expect(right.fraction == 0.5 && right.normal == SIMD2(1, 0))
    // A diagonal past the corner: beside the block when it reaches x = 100, over it at y = 100.
    let corner = try #require(c.hit(from: SIMD3(96, 90, 0), to: SIMD3(106, 110, 0)))
    #expect(corner.normal == SIMD2(0, -1) && corner.fraction == 0.5)
    // Through the corner exactly: x on ties, as the rect.
    let tie = try #require(c.hit(from: SIMD3(90, 95, 0), to: SIMD3(110, 105, 0)))
    #expect(tie.normal == SIMD2(-1, 0) && tie.fraction == 0.5)
    #expect(c.hit(from: SIMD3(150, 120, 0), to: SIMD3(300, 120, 0)) == nil, "inside passes out")
    #expect(c.hit(from: SIMD3(0, 0, 0), to: SIMD3(90, 90, 0)) == nil, "short of it")
    #expect(c.hit(from: SIMD3(0, 300, 0), to: SIMD3(400, 300, 0)) == nil, "beside it")
    // A chord that starts inside, leaves and comes back meets the face it comes back through.
    let ring = Self.collider(
      Self.collision(
        path: "M0 0 H100 V100 H0 Z M20 20 V80 H80 V20 Z", centre: Point(x: 150, y: 150)))
    let back = try #require(ring.hit(from: SIMD3(110, 150, 0), to: SIMD3(190, 150, 0)))
    #expect(back.normal == SIMD2(-1, 0) && abs(back.fraction - 0.875) < 1e-6)
  }

  @Test("bold text is drawn in the family's bold face: the same box, more of it solid")
  func boldText() throws {
    var regular = EmitterBehavior(type: .collision, name: "logo")
    regular.collider = .image
    regular.text = "EK"
    regular.size = Size(width: 200, height: 0)
    var bold = regular
    bold.bold = true
    let thin = ColliderGrid(ColliderGridKey(regular))
    let thick = ColliderGrid(ColliderGridKey(bold))
    func solid(_ grid: ColliderGrid) -> Int { grid.bits.reduce(0) { $0 + $1.nonzeroBitCount } }
    // Both fitted to the box, to the texel the grid's rounding out gives.
    #expect(
      abs(thin.width - 200) <= 1 && abs(thick.width - 200) <= 1,
      "fitted to the box: \(thin.width), \(thick.width)")
    // DejaVu Sans Bold's strokes are about a third wider than Book's.
    #expect(
      Double(solid(thick)) > 1.2 * Double(solid(thin)), "\(solid(thick)) against \(solid(thin))")
  }

  @Test("a texel is solid when its alpha reaches the threshold")
  func threshold() {
    let alphas: [UInt8] = [0, 127, 128, 255]
    let image = RGBAImage(
      width: 4, height: 1, pixels: alphas.flatMap { [$0, $0, $0, $0] })
    let raster = MaskRaster(image: image, origin: .zero, pixelSize: 1)
    let half = ColliderGrid(raster, threshold: 0.5)
    #expect((0..<4).map { half.isSolid($0, 0) } == [false, false, true, true])
    let all = ColliderGrid(raster, threshold: 0)
    #expect((0..<4).map { all.isSolid($0, 0) } == [true, true, true, true])
    let opaque = ColliderGrid(raster, threshold: 1)
    #expect((0..<4).map { opaque.isSolid($0, 0) } == [false, false, false, true])
  }

  /// A floor: the solid band y 800...900 across x 0...400.
  static let floor = collision(path: "M0 0 H400 V100 H0 Z", centre: Point(x: 200, y: 850))

  @Test(
    "a bounce off an image's flat floor: normal energy × restitution², tangential × (1 - friction)²",
    arguments: [0.0, 0.25, 0.5, 0.9, 1.0], [0.0, 0.3])
  func bounceEnergy(restitution: Double, friction: Double) throws {
    var floor = Self.floor
    floor.restitution = restitution
    floor.friction = friction
    let collisions = Collisions([.collision(Self.collider(floor))])
    let v = SIMD3<Float>(120, 900, -40)
    let contact = try #require(
      collisions.contact(from: SIMD3(100, 790, 5), to: SIMD3(102, 805, 5), velocity: v))
    let e = Float(restitution)
    let keep = 1 - Float(friction)
    #expect(contact.velocity.y == -(v.y * e))
    #expect(contact.velocity.x == v.x * keep && contact.velocity.z == v.z * keep)
    let normalEnergy = Double(contact.velocity.y) * Double(contact.velocity.y)
    let expected = restitution * restitution * Double(v.y) * Double(v.y)
    #expect(abs(normalEnergy - expected) <= 1e-6 * max(expected, 1))
    #expect(abs(contact.position.y - (800 - Collider.skin)) <= 1e-4 && !contact.dies)
  }

  /// A disc of radius 60 about (200, 500), drawn as an image (four cubic quarter arcs) at 2
  /// texels per point.
  static let disc = collision(
    path:
      "M60 0 C60 33.137 33.137 60 0 60 C-33.137 60 -60 33.137 -60 0 C-60 -33.137 -33.137 -60 0 -60 C33.137 -60 60 -33.137 60 0 Z",
    centre: Point(x: 200, y: 500), scale: 2
  ) {
    $0.restitution = 0.5
    $0.settleSpeed = 40
  }

  @Test("a particle dropped on a disc drawn as an image bounces, settles on its top and stays")
  func settlesOnADisc() throws {
    var scene = SceneFixtures.single(rate: 0.01, lifetime: 60) {
      $0.velocity = 0
      $0.yAcceleration = 980
    }
    scene.size = Size(width: 400, height: 800)
    scene.layers[0].emitterPosition = Point(x: 220, y: 200)
    scene.layers[0].emitterBehaviors = [Self.disc]
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 3, fps: 60)
    let rest = try #require(simulator.snapshot().particles.first)
    // The disc's surface above x = 220 is at 500 - √(60² - 20²) = 443.43; the staircase of
    // half-point texels puts the top face of that column within half a point of it (and the
    // curve's cubic within 0.03 pt of the circle), the particle a skin above the face.
    let surface = 500 - (60.0 * 60 - 20 * 20).squareRoot()
    #expect(rest.position.x == 220)
    #expect(abs(Double(rest.position.y) - surface) <= 0.55, "rests at \(rest.position.y)")
    #expect(rest.velocity == .zero)
    for frame in 181...240 { simulator.advance(to: Double(frame) / 60) }
    let later = try #require(simulator.snapshot().particles.first)
    #expect(later.position == rest.position, "stays")
  }

  /// Particles thrown down onto the image floor; each contact event sits a skin above it.
  static func rain(_ configure: (inout EmitterCell) -> Void = { _ in }) -> Scene {
    var scene = SceneFixtures.single(rate: 30, lifetime: 2) {
      $0.velocity = 300
      $0.velocityRange = 100
      $0.emissionLongitude = .pi / 2
      $0.emissionRange = 1
      $0.yAcceleration = 500
      configure(&$0)
    }
    scene.size = Size(width: 400, height: 900)
    scene.layers[0].emitterPosition = Point(x: 200, y: 600)
    scene.layers[0].emitterBehaviors = [Self.floor]
    return scene
  }

  @Test("events: every collision is on the image's top face, a skin above it")
  func events() {
    let simulator = CPUSimulator(scene: Self.rain())
    simulator.recordsEvents = true
    simulator.run(to: 1.5, fps: 60)
    let collisions = simulator.drainEvents().filter { $0.kind == .collision }
    #expect(collisions.count > 20)
    for event in collisions {
      #expect(
        abs(event.position.y - (800 - Collider.skin)) < 1e-3, "collision at \(event.position)")
    }
  }

  @Test("sub-cells at collision are born on the image's face")
  func subCells() {
    var child = EmitterCell(name: "spark")
    child.lifetime = 5
    child.birthEvent = .collision
    child.birthRate = 2
    let simulator = CPUSimulator(scene: Self.rain { $0.emitterCells = [child] })
    simulator.run(to: 1, fps: 60)
    let sparks = simulator.snapshot().particles.filter { $0.cell == 1 }
    #expect(sparks.count > 20)
    for spark in sparks {
      // Born where their parent met the face, with no velocity of their own.
      #expect(abs(spark.position.y - (800 - Collider.skin)) < 1e-3, "spark at \(spark.position)")
    }
  }
}
