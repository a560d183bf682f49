import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A layer's mask, shadow and opacity over its whole subtree (`LayerGroups`), as Core Animation
/// draws a layer with sublayers offscreen: `masksToBounds` clips the sublayers and their
/// particles at the rounded bounds, the shadow is cast by the subtree's composited alpha, and a
/// translucent layer fades its subtree as one image (iOS's `allowsGroupOpacity`). Each in the
/// CPU reference, the native CPU renderer and GL (tolerance `.render`).
@Suite("Layer groups: mask, shadow and opacity over sublayers", .serialized, .tags(.gl))
struct LayerGroupTests {
  /// The three renderers' images after 60 frames: GL, the reference and the native CPU renderer.
  static func images(_ scene: Scene, scale: Double = 1) throws -> (
    gpu: RGBAImage, reference: RGBAImage, native: RGBAImage
  ) {
    let (gpu, reference) = try RenderFixtures.images(scene, scale: scale)
    let cpu = CPUSimulator(scene: scene)
    for frame in 1...60 { cpu.advance(to: Double(frame) / 60) }
    let view = RenderView(scene: scene, scale: scale)
    let native = CPURenderer(
      scene: scene, view: view, atlas: try ContentsAtlas(scene: scene, pixelScale: scale),
      threadCount: 2
    ).render(cpu.snapshot())
    return (gpu, reference, native)
  }

  /// A card 100 × 80 pt at (97, 105) (frame x 47..<147, y 65..<145) that masks with rounded
  /// corners, holding `sublayers`; no cells of its own.
  static func card(radius: Double = 12, _ sublayers: [EmitterLayer]) -> EmitterLayer {
    var card = EmitterLayer(name: "card")
    card.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
    card.position = Point(x: 97, y: 105)
    card.masksToBounds = true
    card.cornerRadius = radius
    card.sublayers = sublayers
    return card
  }

  /// A crowded spray of opaque squares over a 300 pt emitter: it covers the whole card.
  static func spray() throws -> EmitterLayer {
    let scene = GPUImageMatchesReferenceTests.crowded(.oldestFirst) { layer in
      layer.emitterPosition = Point(x: 50, y: 40)
      layer.emitterSize = Size(width: 300, height: 300)
    }
    return try #require(scene.layers.first)
  }

  /// `image` differs from `background` exactly inside the frame x 47..<147, y 65..<145 (points
  /// at `scale`), along rows and columns clear of the rounded corners; the corner pixel itself
  /// is the background.
  static func expectClippedToCard(
    _ image: RGBAImage, background: SIMD4<UInt8>, scale: Int, _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let s = scale
    for y in stride(from: 80 * s, to: 130 * s, by: 7) {
      #expect(image[47 * s - 1, y] == background, "\(name) y \(y)", sourceLocation: sourceLocation)
      #expect(image[47 * s, y] != background, "\(name) y \(y)", sourceLocation: sourceLocation)
      #expect(image[147 * s - 1, y] != background, "\(name) y \(y)", sourceLocation: sourceLocation)
      #expect(image[147 * s, y] == background, "\(name) y \(y)", sourceLocation: sourceLocation)
    }
    for x in stride(from: 62 * s, to: 132 * s, by: 7) {
      #expect(image[x, 65 * s - 1] == background, "\(name) x \(x)", sourceLocation: sourceLocation)
      #expect(image[x, 65 * s] != background, "\(name) x \(x)", sourceLocation: sourceLocation)
      #expect(image[x, 145 * s - 1] != background, "\(name) x \(x)", sourceLocation: sourceLocation)
      #expect(image[x, 145 * s] == background, "\(name) x \(x)", sourceLocation: sourceLocation)
    }
    // Rounded corners: the frame's corner pixels lie outside the arc.
    #expect(image[47 * s, 65 * s] == background, "\(name) corner", sourceLocation: sourceLocation)
    #expect(
      image[147 * s - 1, 145 * s - 1] == background, "\(name) corner",
      sourceLocation: sourceLocation)
  }

  @Test(
    "a masking card clips a sublayer's particles and a larger sublayer's background at its rounded bounds",
    arguments: [1.0, 2.0])
  func maskClipsSublayers(scale: Double) throws {
    // A red sublayer twice the card's size, centred on it, and the spray over it.
    var backdrop = EmitterLayer(name: "backdrop")
    backdrop.bounds = Rect(x: 0, y: 0, width: 200, height: 160)
    backdrop.backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.1)
    var scene = RenderFixtures.scene()
    scene.layers = [Self.card([backdrop, try Self.spray()])]
    let background = ReferenceRasterizer.backgroundPixel(scene)
    let (gpu, reference, native) = try Self.images(scene, scale: scale)
    Self.expectClippedToCard(reference, background: background, scale: Int(scale), "reference")
    Self.expectClippedToCard(native, background: background, scale: Int(scale), "native")
    expectImagesMatch(gpu, reference, "group-mask-\(Int(scale))")
    expectImagesMatch(native, reference, "group-mask-native-\(Int(scale))")
    // The particles alone (no backdrop): outside the frame nothing, inside (clear of the
    // corners) what the card shows without its mask, within one blend's 8-bit rounding.
    scene.layers = [Self.card([try Self.spray()])]
    let sprayed = try Self.images(scene, scale: scale)
    var unmasked = scene
    unmasked.layers[0].masksToBounds = false
    let open = try RenderFixtures.referenceImage(unmasked, scale: scale)
    let s = Int(scale)
    var outsideDrawn = 0
    var insideDrawn = 0
    var leaks: [String] = []
    var changed: [String] = []
    for y in 0..<open.height {
      for x in 0..<open.width {
        let outside = x < 47 * s || x >= 147 * s || y < 65 * s || y >= 145 * s
        let nearCorner =
          (x < 59 * s || x >= 135 * s) && (y < 77 * s || y >= 133 * s)
        if outside {
          if open[x, y] != background { outsideDrawn += 1 }
          if sprayed.reference[x, y] != background { leaks.append("reference \(x), \(y)") }
          if sprayed.native[x, y] != background { leaks.append("native \(x), \(y)") }
        } else if !nearCorner {
          if open[x, y] != background { insideDrawn += 1 }
          let difference =
            SIMD4<Int>(truncatingIfNeeded: sprayed.reference[x, y])
            &- SIMD4<Int>(truncatingIfNeeded: open[x, y])
          if difference.max() > 1 || difference.min() < -1 { changed.append("\(x), \(y)") }
        }
      }
    }
    #expect(leaks.isEmpty, "drawn outside the card: \(leaks.prefix(8))")
    #expect(changed.isEmpty, "changed inside the card: \(changed.prefix(8))")
    // The spray reaches outside the card and inside it: the test sees the clip.
    #expect(outsideDrawn > 100 && insideDrawn > 100)
    expectImagesMatch(sprayed.gpu, sprayed.reference, "group-mask-spray-\(s)")
    expectImagesMatch(sprayed.native, sprayed.reference, "group-mask-spray-native-\(s)")
  }

  @Test("a shadowed layer without contents casts the shadow of its sublayer's opaque square")
  func shadowOfSublayers() throws {
    // The shadow scene's layer without its shadow, inside a plain layer that has it.
    var scene = LayerCompositionTests.shadowScene()
    var square = try #require(scene.layers.first)
    var holder = EmitterLayer(name: "holder")
    holder.shadowOpacity = square.shadowOpacity
    holder.shadowColor = square.shadowColor
    holder.shadowRadius = square.shadowRadius
    holder.shadowOffset = square.shadowOffset
    square.shadowOpacity = 0
    holder.sublayers = [square]
    scene.layers = [holder]
    let (gpu, reference, native) = try Self.images(scene)
    LayerCompositionTests.expectShadowProfile(reference)
    LayerCompositionTests.expectShadowProfile(native)
    LayerCompositionTests.expectShadowProfile(gpu)
    // The same picture as the square's own shadow: the holder's image is the square's.
    let own = try RenderFixtures.referenceImage(LayerCompositionTests.shadowScene())
    expectImagesMatch(reference, own, "group-shadow-vs-own")
    expectImagesMatch(gpu, reference, "group-shadow")
    expectImagesMatch(native, reference, "group-shadow-native")
  }

  @Test("group opacity: two overlapping opaque sublayers at opacity 0.5 show no darker overlap")
  func groupOpacity() throws {
    // Two opaque squares, 60 pt, overlapping by 30 pt, in a layer at opacity 0.5.
    func square(x: Double, color: Color) -> EmitterLayer {
      var layer = EmitterLayer(name: "square")
      layer.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
      layer.position = Point(x: x, y: 100)
      layer.backgroundColor = color
      return layer
    }
    var parent = EmitterLayer(name: "parent")
    parent.opacity = 0.5
    parent.sublayers = [
      square(x: 70, color: Color(red: 0.2, green: 0.4, blue: 1)),
      square(x: 100, color: Color(red: 1, green: 0.8, blue: 0.2)),
    ]
    var scene = RenderFixtures.scene()
    scene.layers = [parent]
    let (gpu, reference, native) = try Self.images(scene)
    for (image, name) in [(reference, "reference"), (native, "native"), (gpu, "gpu")] {
      // The overlap (x 70..<100) shows the upper square alone, as where it does not overlap.
      let upperAlone = image[115, 100]
      let overlap = image[85, 100]
      let lowerAlone = image[55, 100]
      #expect(overlap == upperAlone, "\(name): overlap \(overlap), upper \(upperAlone)")
      #expect(lowerAlone != upperAlone, "\(name)")
      // Half the upper colour over the background: 0.5·(255, 204, 51) + 0.5·background.
      let bg = ReferenceRasterizer.backgroundPixel(scene)
      let expected = SIMD4<Float>(255, 204, 51, 255) * 0.5 + SIMD4<Float>(bg) * 0.5
      for channel in 0..<3 {
        #expect(abs(Float(overlap[channel]) - expected[channel]) <= 1, "\(name) channel \(channel)")
      }
    }
    expectImagesMatch(gpu, reference, "group-opacity")
    expectImagesMatch(native, reference, "group-opacity-native")
  }

  @Test("a translucent superlayer fades its sprayed sublayer as one image")
  func groupOpacityOfParticles() throws {
    // Over a clear canvas: the group at 0.5 is the sublayer's own image at half, pixel for pixel
    // (within the 8-bit rounding of one blend), overlapping squares included.
    func nested(parent: Double) -> Scene {
      var scene = LayerGeometryRenderTests.sprayScene()
      scene.backgroundColor = .clear
      var parentLayer = EmitterLayer(name: "parent")
      parentLayer.opacity = parent
      parentLayer.sublayers = [scene.layers[0]]
      scene.layers = [parentLayer]
      return scene
    }
    let full = try RenderFixtures.referenceImage(nested(parent: 1))
    let (gpu, reference, native) = try Self.images(nested(parent: 0.5))
    var worst = 0
    var opaque = 0
    for i in 0..<full.pixels.count {
      let expected = Int((Float(full.pixels[i]) * 0.5).rounded())
      worst = max(worst, abs(Int(reference.pixels[i]) - expected))
      if i % 4 == 3, full.pixels[i] == 255 { opaque += 1 }
    }
    #expect(worst <= 1, "worst \(worst)")
    // The spray overlaps itself: without group opacity those pixels would pass half alpha.
    #expect(opaque > 100)
    #expect(reference.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element <= 128 })
    expectImagesMatch(gpu, reference, "group-opacity-spray")
    expectImagesMatch(native, reference, "group-opacity-spray-native")
  }

  @Test("nested groups: a masked layer inside a masked layer shows only the two bounds' overlap")
  func nestedMasks() throws {
    // The inner card, 100 × 80 at (150, 150) in the outer card's space, masks a red backdrop
    // larger than both; the outer card (frame x 47..<147, y 65..<145) masks the inner one.
    var backdrop = EmitterLayer(name: "backdrop")
    backdrop.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
    backdrop.backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.1)
    var inner = Self.card(radius: 0, [backdrop, try Self.spray()])
    inner.position = Point(x: 100, y: 90)
    var scene = RenderFixtures.scene()
    scene.layers = [Self.card(radius: 0, [inner])]
    // Inner frame in the outer card: x 50..<150, y 50..<130; on the canvas x 97..<197 (past the
    // outer card's 147), y 115..<195 (past its 145): the overlap is x 97..<147, y 115..<145.
    let background = ReferenceRasterizer.backgroundPixel(scene)
    let (gpu, reference, native) = try Self.images(scene)
    for (image, name) in [(reference, "reference"), (native, "native")] {
      for y in [118, 130, 142] {
        #expect(image[96, y] == background && image[97, y] != background, "\(name) y \(y)")
        #expect(image[146, y] != background && image[147, y] == background, "\(name) y \(y)")
      }
      for x in [100, 120, 140] {
        #expect(image[x, 114] == background && image[x, 115] != background, "\(name) x \(x)")
        #expect(image[x, 144] != background && image[x, 145] == background, "\(name) x \(x)")
      }
    }
    expectImagesMatch(gpu, reference, "group-nested-masks")
    expectImagesMatch(native, reference, "group-nested-masks-native")
  }
}
