import EmitterGL
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// The GL compositor (`LayerCompositor`: Shaders/layer_fill, layer_blur, layer_composite)
/// against the CPU reference's `LayerComposition`, image for image under the renderer tests'
/// two-part tolerance, and the GL shadow against the analytic Gaussian.
@Suite("GPU layer composition matches the CPU reference", .serialized, .tags(.gl))
struct LayerCompositionGPUTests {
  @Test("the binding of the compositor's texture unit agrees with bindings.glsl")
  func textureUnit() throws {
    let defines = glslDefines(in: try embeddedSource("include/bindings.glsl"))
    #expect(
      glslInteger(defines[ShaderBindings.layerTextureUnitMacroName])
        == ShaderBindings.layerTextureUnit)
    #expect(
      glslInteger(defines[ShaderBindings.maskTextureUnitMacroName])
        == ShaderBindings.maskTextureUnit)
  }

  @Test("background, rounded corners and border under and over the particles")
  func backgroundAndBorder() throws {
    let scene = GPUImageMatchesReferenceTests.crowded(.oldestFirst) { layer in
      layer.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.6, alpha: 0.8)
      layer.cornerRadius = 30
      layer.borderWidth = 5
      layer.borderColor = Color(red: 1, green: 0.9, blue: 0.2, alpha: 0.9)
      layer.opacity = 0.8
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    #expect(cpu[100, 100] != ReferenceRasterizer.backgroundPixel(scene))
    expectImagesMatch(gpu, cpu, "layer-background-border")
  }

  @Test("masksToBounds with rounded corners clips the particles the same way")
  func mask() throws {
    let scene = GPUImageMatchesReferenceTests.crowded(.backToFront) { layer in
      layer.masksToBounds = true
      layer.cornerRadius = 60
      layer.emitterSize = Size(width: 200, height: 200)
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    let background = ReferenceRasterizer.backgroundPixel(scene)
    // The corner outside the arc is the canvas in both.
    #expect(cpu[2, 2] == background && gpu[2, 2] == background)
    expectImagesMatch(gpu, cpu, "layer-mask")
  }

  @Test(
    "layer contents by gravity, at scale 1 and 2, match the reference",
    arguments: [ContentsGravity.topLeft, .center, .resizeAspect, .resizeAspectFill], [1.0, 2.0])
  func contents(gravity: ContentsGravity, scale: Double) throws {
    let path = try LayerContentsTests.redImage()
    var scene = LayerContentsTests.scene(path: path, gravity: gravity)
    scene.layers[0].cornerRadius = 12
    scene.layers[0].masksToBounds = gravity == .resizeAspectFill
    let (gpu, cpu) = try RenderFixtures.images(scene, scale: scale)
    let placed = gravity.placement(
      imageSize: LayerContentsTests.image, in: LayerContentsTests.bounds)
    let centre = (
      Int((47 + placed.origin.x + placed.size.width / 2) * scale),
      Int((65 + placed.origin.y + placed.size.height / 2) * scale)
    )
    #expect(cpu[centre.0, centre.1] == SIMD4(255, 0, 0, 255))
    #expect(gpu[centre.0, centre.1] == SIMD4(255, 0, 0, 255))
    expectImagesMatch(gpu, cpu, "layer-contents-\(gravity)-\(Int(scale))")
  }

  @Test("a turned, tilted layer's contents image (bilinear in perspective) matches the reference")
  func transformedContents() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layer-contents-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("checks.png").path
    var checks = RGBAImage(width: 8, height: 4)
    for y in 0..<4 {
      for x in 0..<8 where (x + y) % 2 == 0 {
        let i = (y * 8 + x) * 4
        checks.pixels[i] = 250
        checks.pixels[i + 1] = UInt8(30 * y)
        checks.pixels[i + 3] = 255
      }
    }
    try PNGFile.write(checks, to: path)
    var scene = LayerContentsTests.scene(path: path, gravity: .resizeAspect)
    var transform = Transform3D.identity
    transform.m34 = -1.0 / 500
    scene.layers[0].transform = Transform3D.rotation(0.4, 0, 0, 1).concatenating(
      Transform3D.rotation(0.5, 1, 0, 0)
    ).concatenating(transform)
    let (gpu, cpu) = try RenderFixtures.images(scene)
    expectImagesMatch(gpu, cpu, "layer-contents-transformed")
  }

  @Test("a shadow: GL's profile is the analytic one and equals the reference's image")
  func shadow() throws {
    let scene = LayerCompositionTests.shadowScene()
    let (gpu, cpu) = try RenderFixtures.images(scene)
    LayerCompositionTests.expectShadowProfile(gpu)
    expectImagesMatch(gpu, cpu, "layer-shadow")
  }

  @Test("a moved, scaled, turned and tilted card: background, border and clip in layer space")
  func transformedCard() throws {
    var scene = GPUImageMatchesReferenceTests.crowded(.oldestFirst) { layer in
      layer.bounds = Rect(x: 0, y: 0, width: 120, height: 90)
      layer.position = Point(x: 100, y: 110)
      layer.emitterPosition = Point(x: 60, y: 45)
      layer.transform = Transform3D.rotation(0.4, 0, 0, 1)
        .concatenating(.scale(1.2, 0.9, 1))
      layer.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.6, alpha: 0.9)
      layer.cornerRadius = 18
      layer.borderWidth = 4
      layer.borderColor = Color(red: 1, green: 0.9, blue: 0.2)
      layer.masksToBounds = true
      layer.shadowOpacity = 0.7
      layer.shadowRadius = 8
      layer.shadowOffset = Size(width: 6, height: 8)
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    let background = ReferenceRasterizer.backgroundPixel(scene)
    // The card's middle is the card (its position), the canvas corners are not.
    #expect(cpu[100, 110] != background)
    #expect(cpu[3, 3] == background && cpu[191, 3] == background)
    expectImagesMatch(gpu, cpu, "layer-transformed-card")
    // In perspective (m34 on the transform itself), tilted about x.
    var tilt = Transform3D.identity
    tilt.m34 = -1 / 300
    scene.layers[0].transform = Transform3D.rotation(0.6, 1, 0, 0).concatenating(tilt)
    let (tiltedGPU, tiltedCPU) = try RenderFixtures.images(scene)
    expectImagesMatch(tiltedGPU, tiltedCPU, "layer-tilted-card")
  }

  @Test("an additive layer with a tinted shadow, a mask, a background and animated keys")
  func everything() throws {
    var scene = RenderFixtures.scene { layer in
      layer.renderMode = .additive
      layer.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.3, alpha: 0.5)
      layer.cornerRadius = 40
      layer.masksToBounds = true
      layer.borderWidth = 3
      layer.shadowOpacity = 0.8
      layer.shadowColor = Color(red: 0.2, green: 0.9, blue: 0.4)
      layer.shadowRadius = 6
      var grow = PropertyAnimation(keyPath: "cornerRadius")
      grow.fromValue = .number(0)
      grow.toValue = .number(80)
      grow.timing.duration = 2
      var fade = PropertyAnimation(keyPath: "shadowOpacity")
      fade.fromValue = .number(1)
      fade.toValue = .number(0.2)
      fade.timing.duration = 2
      layer.animations = [grow, fade]
    }
    scene.backgroundColor = Color(red: 0.3, green: 0.05, blue: 0.05)
    let (gpu, cpu) = try RenderFixtures.images(scene)
    expectImagesMatch(gpu, cpu, "layer-everything")
  }
}
