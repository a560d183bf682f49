import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A mask that emits (`LayerMask.emitter`, `Scene+MaskEmitters`): its particles are simulated as
/// any layer's and drawn into the mask every frame, over its background and contents. One
/// particle of a known square reveals exactly that square of a solid layer (the reference
/// against the closed form); GL and the native CPU renderer match the reference (`.render`).
@Suite("Masks whose particles mask, in the three renderers", .serialized, .tags(.gl))
struct LayerMaskEmitterRenderTests {
  /// A solid red layer over the whole canvas (no cells), masked by a 100 × 100 pt mask whose
  /// origin sits at canvas (10, 20); the mask emits `cell` from mask point (30, 40), canvas
  /// (40, 60).
  static func solidLayer(
    mask configureMask: (inout LayerMask) -> Void = { _ in },
    cell configure: (inout EmitterCell) -> Void
  ) -> Scene {
    var scene = Scene()
    scene.size = RenderFixtures.canvas
    var layer = EmitterLayer(name: "solid")
    layer.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    var cell = EmitterCell(name: "spark")
    cell.lifetime = 100
    configure(&cell)
    var emitter = EmitterLayer()
    emitter.emitterPosition = Point(x: 30, y: 40)
    emitter.emitterCells = [cell]
    var mask = LayerMask()
    mask.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    mask.position = Point(x: 60, y: 70)
    mask.emitter = emitter
    configureMask(&mask)
    layer.mask = mask
    scene.layers = [layer]
    return scene
  }

  /// One still particle (serial 0, born at 0; the next is due at 1 s) of a 20 pt square.
  static let oneSquare = solidLayer { cell in
    cell.birthRate = 1
    cell.contents = .shape(.square, size: Size(width: 20, height: 20))
  }

  @Test("one particle's square reveals exactly that square of a solid layer (closed form)")
  func oneParticleClosedForm() throws {
    let scene = Self.oneSquare
    let cpu = CPUSimulator(scene: scene)
    for frame in 1...30 { cpu.advance(to: Double(frame) / 60) }
    #expect(cpu.snapshot().particles.count == 1, "one particle, in the mask's emitter")
    let image = try RenderFixtures.referenceImage(scene, frames: 30)
    let background = ReferenceRasterizer.backgroundPixel(scene)
    let red = SIMD4<UInt8>(255, 0, 0, 255)
    // The square covers canvas x 30..<50, y 50..<70 exactly (pixel edges on its edges).
    var revealed = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let inside = (30..<50).contains(x) && (50..<70).contains(y)
        #expect(image[x, y] == (inside ? red : background), "pixel \(x), \(y)")
        if inside { revealed += 1 }
      }
    }
    #expect(revealed == 400)
  }

  @Test("the particles draw over the mask's background: both reveal, each where it is")
  func overTheStillPart() throws {
    let scene = Self.solidLayer(
      mask: { mask in
        // The whole mask half revealed, whatever the particles do.
        mask.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
      },
      cell: { cell in
        cell.birthRate = 1
        cell.contents = .shape(.square, size: Size(width: 20, height: 20))
      })
    let image = try RenderFixtures.referenceImage(scene, frames: 30)
    // In the square: fully revealed (over a half-alpha background); elsewhere in the mask:
    // half; outside the mask: the canvas.
    #expect(image[40, 60] == SIMD4(255, 0, 0, 255))
    #expect(image[80, 100] == SIMD4(128, 0, 0, 255))
    #expect(image[150, 150] == ReferenceRasterizer.backgroundPixel(scene))
  }

  /// A crowded masked spray under a mask that sprays soft, moving, fading circles.
  static func sprayedUnderSparkles(opacity: Double = 1, group: Bool = false) -> Scene {
    var scene = LayerMaskRenderTests.sprayed { layer in
      var emitter = EmitterLayer()
      emitter.emitterPosition = Point(x: 60, y: 50)
      emitter.emitterShape = .circle
      emitter.emitterSize = Size(width: 80, height: 80)
      var cell = EmitterCell(name: "sparkle")
      cell.birthRate = 120
      cell.lifetime = 1.5
      cell.velocity = 40
      cell.emissionRange = .pi
      cell.alphaSpeed = -0.5
      cell.scale = 0.8
      cell.scaleRange = 0.4
      cell.contents = .shape(.circle, size: Size(width: 24, height: 24))
      emitter.emitterCells = [cell]
      var mask = LayerMask()
      mask.bounds = Rect(x: 0, y: 0, width: 120, height: 100)
      mask.position = Point(x: 100, y: 110)
      mask.transform = Transform3D.rotation(0.3, 0, 0, 1)
      mask.opacity = opacity
      mask.emitter = emitter
      layer.mask = mask
    }
    if group {
      var inner = EmitterLayer(name: "inner")
      inner.bounds = Rect(x: 0, y: 0, width: 80, height: 60)
      inner.position = Point(x: 90, y: 90)
      inner.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
      scene.layers[0].sublayers = [inner]
    }
    return scene
  }

  @Test(
    "sparkles mask a spray: GL and the native CPU renderer match the reference",
    arguments: [(1.0, false), (0.7, false), (1.0, true)])
  func threeRenderers(opacity: Double, group: Bool) throws {
    let scene = Self.sprayedUnderSparkles(opacity: opacity, group: group)
    let name = "mask-sparkles-\(Int(opacity * 10))\(group ? "-group" : "")"
    let (gpu, reference, native) = try LayerGroupTests.images(scene)
    // The mask's particles did something: the picture differs from the still mask's (none).
    var still = scene
    still.layers[0].mask?.emitter = nil
    let masked = try RenderFixtures.referenceImage(still)
    #expect(reference != masked, "\(name): the sparkles reveal part of the layer")
    expectImagesMatch(gpu, reference, name)
    expectImagesMatch(native, reference, name + "-native")
    LayerMaskRenderTests.writeForViewing(reference, name)
  }

  @Test("the one-square mask in GL and the native CPU renderer, as the reference")
  func oneSquareThreeRenderers() throws {
    let (gpu, reference, native) = try LayerGroupTests.images(Self.oneSquare)
    expectImagesMatch(gpu, reference, "mask-one-square")
    expectImagesMatch(native, reference, "mask-one-square-native")
  }
}
