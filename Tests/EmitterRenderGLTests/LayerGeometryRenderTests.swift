import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// CALayer geometry when drawing: a layer's particles live in its own space and are drawn
/// through its canvas-from-layer matrix (`LayerGeometry`), nested layers compose in Core
/// Animation's order, hidden layers draw nothing, opacity multiplies down the tree, and the GL
/// renderer draws all of it as the CPU reference does (tolerance `.render`, RenderFixtures.swift).
@Suite("Layer geometry: transformed and nested layers", .serialized, .tags(.gl))
struct LayerGeometryRenderTests {
  /// Opaque squares spraying from the layer's centre, big enough that misplacement shows.
  static func sprayScene(layer configure: (inout EmitterLayer) -> Void = { _ in }) -> Scene {
    RenderFixtures.scene { layer in
      layer.emitterPosition = Point(x: 60, y: 50)
      configure(&layer)
    } cell: { cell in
      cell.alphaSpeed = 0
      cell.color = Color(red: 0.9, green: 0.6, blue: 0.2, alpha: 1)
      cell.contents = .shape(.square, size: Size(width: 10, height: 10))
    }
  }

  /// A layer 120 × 100 points, scaled, turned and moved on the canvas.
  static func placed(_ layer: inout EmitterLayer) {
    layer.bounds = Rect(x: 0, y: 0, width: 120, height: 100)
    layer.position = Point(x: 100, y: 110)
    layer.anchorPoint = Point(x: 0.25, y: 0.5)
    layer.transform = Transform3D.scale(0.8, 1.2, 1).concatenating(.rotation(0.6, 0, 0, 1))
  }

  @Test(
    "a moved layer carries its particles: canvas centres are the layer's matrix times layer positions"
  )
  func movedLayerCarriesParticles() throws {
    let scene = Self.sprayScene(layer: Self.placed)
    let cpu = CPUSimulator(scene: scene)
    for frame in 1...40 { cpu.advance(to: Double(frame) / 60) }
    let snapshot = cpu.snapshot()
    #expect(snapshot.particles.count > 20)
    let geometry = try #require(scene.flattened.layerGeometries().first)
    // By hand: p - anchor·size, scaled, turned by 0.6 rad, moved to position (row vectors).
    let (c, s) = (cos(0.6), sin(0.6))
    let view = RenderView(scene: scene, scale: 1).forLayer(geometry)
    for particle in snapshot.particles {
      let x = (Double(particle.position.x) - 30) * 0.8
      let y = (Double(particle.position.y) - 50) * 1.2
      let expected = SIMD2(x * c - y * s + 100, x * s + y * c + 110)
      let quad = ParticleQuad(
        type: .sprite, center: particle.position, normal: SIMD3(0, 0, 1), rotation: 0,
        halfSize: SIMD2(5, 5))
      let projected = quad.project(.zero, view: view, preservesDepth: false)
      let drawn = SIMD2(Double(projected.x / projected.z), Double(projected.y / projected.z))
      // Single-precision matrix and positions of up to ~200 pt: within 1e-3 pt.
      #expect(abs(drawn.x - expected.x) < 1e-3 && abs(drawn.y - expected.y) < 1e-3)
    }
  }

  @Test("a translated layer draws the untranslated image shifted by the translation, GPU and CPU")
  func translationShiftsTheImage() throws {
    let still = Self.sprayScene()
    let moved = Self.sprayScene { layer in
      layer.transform = .translation(30, -20, 0)
    }
    let (gpuStill, cpuStill) = try RenderFixtures.images(still)
    let (gpuMoved, cpuMoved) = try RenderFixtures.images(moved)
    #expect(
      coveredFraction(cpuStill, background: ReferenceRasterizer.backgroundPixel(still)) > 0.05)
    expectImagesMatch(cpuMoved, Self.shifted(cpuStill, by: (30, -20)), "translated-cpu")
    expectImagesMatch(gpuMoved, Self.shifted(gpuStill, by: (30, -20)), "translated-gpu")
    #expect(!ImageComparison(actual: cpuMoved, expected: cpuStill).passed)
  }

  @Test("a scaled and turned layer: the GL image matches the CPU reference")
  func transformedLayerMatchesReference() throws {
    let scene = Self.sprayScene(layer: Self.placed)
    let (gpu, cpu) = try RenderFixtures.images(scene)
    let plain = try RenderFixtures.referenceImage(Self.sprayScene())
    #expect(!ImageComparison(actual: cpu, expected: plain).passed)
    expectImagesMatch(gpu, cpu, "transformed-layer")
  }

  @Test("a sublayer inside a scaled, turned superlayer with perspective: GL matches the reference")
  func nestedLayersMatchReference() throws {
    let scene = Self.nestedScene()
    let (gpu, cpu) = try RenderFixtures.images(scene)
    #expect(coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.02)
    expectImagesMatch(gpu, cpu, "nested-layers")
  }

  /// A plain superlayer (no cells) placed and turned, with a tilted sublayer that sprays.
  static func nestedScene(configure: (inout EmitterLayer, inout EmitterLayer) -> Void = { _, _ in })
    -> Scene
  {
    var scene = sprayScene()
    var child = scene.layers[0]
    child.name = "child"
    child.bounds = Rect(x: 0, y: 0, width: 120, height: 100)
    child.position = Point(x: 70, y: 60)
    child.transform = .rotation(0.5, 0, 1, 0)
    var parent = EmitterLayer(name: "parent")
    parent.bounds = Rect(x: 0, y: 0, width: 140, height: 120)
    parent.position = Point(x: 100, y: 105)
    parent.transform = Transform3D.scale(1.1, 0.9, 1).concatenating(.rotation(-0.3, 0, 0, 1))
    parent.sublayerTransform.m34 = -1.0 / 300
    configure(&parent, &child)
    parent.sublayers = [child]
    scene.layers = [parent]
    return scene
  }

  @Test(
    "a parent's opacity fades its sublayer; a hidden parent hides its particles, which keep living"
  )
  func opacityAndHiddenGoDownTheTree() throws {
    // A sublayer of opacity 0.5 in a parent of opacity 1, against the same sublayer at full
    // opacity in a parent of opacity 0.5 (the same flat index, so the same particles): the
    // parent fades its subtree as one image (group opacity, LayerGroupTests), so where squares
    // overlap it shows less of the spray than the sublayer fading each square (0.5 rather than
    // 0.75 of two), and nowhere more.
    func nestedScene(parent: Double, child: Double) -> Scene {
      var scene = Self.sprayScene()
      var layer = scene.layers[0]
      layer.opacity = child
      var parentLayer = EmitterLayer(name: "parent")
      parentLayer.opacity = parent
      parentLayer.sublayers = [layer]
      scene.layers = [parentLayer]
      return scene
    }
    let alone = nestedScene(parent: 1, child: 0.5)
    let nested = nestedScene(parent: 0.5, child: 1)
    let aloneImage = try RenderFixtures.referenceImage(alone)
    let (gpu, cpu) = try RenderFixtures.images(nested)
    var darker = 0
    for i in stride(from: 0, to: cpu.pixels.count, by: 4) {
      // The background is darker than the spray: less of the spray is a darker pixel.
      let nestedSum = Int(cpu.pixels[i]) + Int(cpu.pixels[i + 1]) + Int(cpu.pixels[i + 2])
      let aloneSum =
        Int(aloneImage.pixels[i]) + Int(aloneImage.pixels[i + 1]) + Int(aloneImage.pixels[i + 2])
      #expect(nestedSum <= aloneSum + 3)
      if nestedSum + 3 < aloneSum { darker += 1 }
    }
    #expect(darker > 20)
    expectImagesMatch(gpu, cpu, "opacity-down-the-tree-gpu")
    var hidden = nested
    hidden.layers[0].isHidden = true
    let (gpuHidden, cpuHidden) = try RenderFixtures.images(hidden)
    let background = ReferenceRasterizer.backgroundPixel(hidden)
    #expect(coveredFraction(cpuHidden, background: background) == 0)
    #expect(coveredFraction(gpuHidden, background: background) == 0)
    let simulator = CPUSimulator(scene: hidden)
    simulator.advance(to: 1)
    #expect(simulator.liveCount > 0)
  }

  @Test(
    "sublayers simulate after the top-level layers: adding one leaves the others' particles bit for bit"
  )
  func sublayersKeepTopLevelParticles() {
    let plain = Self.sprayScene()
    var withSublayer = plain
    var spark = plain.layers[0]
    spark.name = "spark"
    spark.emitterPosition = Point(x: 20, y: 20)
    withSublayer.layers[0].sublayers = [spark]
    let a = CPUSimulator(scene: plain)
    let b = CPUSimulator(scene: withSublayer)
    a.advance(to: 0.75)
    b.advance(to: 0.75)
    let first = a.snapshot().particles
    let both = b.snapshot().particles
    #expect(!first.isEmpty)
    #expect(Array(both.prefix(first.count)) == first)
    #expect(both.count > first.count)
  }

  @Test(
    "m34 of the superlayer's sublayerTransform sets the perspective of plane particles; GL matches")
  func sublayerPerspective() throws {
    func planes(m34: Double?) -> Scene {
      var scene = RenderFixtures.scene { _ in
      } cell: { cell in
        cell.particleType = .plane
        cell.orientationRange = .pi
        cell.spin = 3
        cell.alphaSpeed = 0
        cell.contents = .shape(.rectangle, size: Size(width: 30, height: 16))
      }
      var parent = EmitterLayer(name: "stage")
      if let m34 { parent.sublayerTransform.m34 = m34 }
      parent.sublayers = [scene.layers[0]]
      scene.layers = [parent]
      return scene
    }
    let near = planes(m34: -1.0 / 120)
    let (gpu, cpu) = try RenderFixtures.images(near)
    expectImagesMatch(gpu, cpu, "sublayer-m34")
    // The scene default (500 points) gives another image: the m34 was used.
    let defaultImage = try RenderFixtures.referenceImage(planes(m34: nil))
    #expect(!ImageComparison(actual: cpu, expected: defaultImage).passed)
    let geometry = near.flattened.layerGeometries()
    #expect(geometry[1].eyeDistance.map { abs($0 - 120) < 1e-9 } == true)
    #expect(geometry[0].eyeDistance == nil)
  }

  @Test(
    "singular, huge and w = 0 transforms draw nothing where nothing maps, and never trap",
    arguments: [
      Transform3D.scale(0, 0, 1), Transform3D.scale(1e300, 1e300, 1),
      Transform3D(entries: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0])!,
      Transform3D(entries: [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, -1])!,
    ])
  func hostileTransforms(_ transform: Transform3D) throws {
    let scene = Self.sprayScene { $0.transform = transform }
    let simulator = CPUSimulator(scene: scene)
    for frame in 1...30 { simulator.advance(to: Double(frame) / 60) }
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    let reference = ReferenceRasterizer(scene: scene, view: view, atlas: atlas)
      .render(simulator.snapshot())
    let fast = CPURenderer(scene: scene, view: view, atlas: atlas, threadCount: 1)
      .render(simulator.snapshot())
    expectImagesMatch(fast, reference, "hostile-transform")
    let (gpu, _) = try RenderFixtures.images(scene, frames: 30)
    expectImagesMatch(gpu, reference, "hostile-transform-gpu")
  }

  /// `image` moved by whole pixels, the uncovered part the top-left pixel's colour (background).
  static func shifted(_ image: RGBAImage, by offset: (Int, Int)) -> RGBAImage {
    var result = RGBAImage(width: image.width, height: image.height, fill: image[0, 0])
    for y in 0..<image.height {
      for x in 0..<image.width {
        let (sx, sy) = (x - offset.0, y - offset.1)
        guard sx >= 0, sy >= 0, sx < image.width, sy < image.height else { continue }
        result[x, y] = image[sx, sy]
      }
    }
    return result
  }
}

/// Animated and live-set geometry: the layer moves with its live particles, frame by frame.
@Suite("Layer geometry: animations and live changes", .serialized, .tags(.gl))
struct LayerGeometryAnimationTests {
  @Test(
    "a layer moved by an animation carries its particles: the image at t is the still layer placed where the animation has it"
  )
  func animatedPositionCarriesParticles() throws {
    // position.x from 60 to 140 over 2 s, linear: at 1 s (60 frames) it is at 100.
    let animated = LayerGeometryRenderTests.sprayScene { layer in
      var move = PropertyAnimation(keyPath: "position.x")
      move.fromValue = .number(60)
      move.toValue = .number(140)
      move.timing.duration = 2
      layer.animations = [move]
    }
    let still = LayerGeometryRenderTests.sprayScene { layer in
      layer.position = Point(x: 100, y: RenderFixtures.canvas.height / 2)
    }
    let (gpu, cpu) = try RenderFixtures.images(animated)
    let placed = try RenderFixtures.referenceImage(still)
    expectImagesMatch(cpu, placed, tolerance: .exact, "animated-position")
    expectImagesMatch(gpu, cpu, "animated-position-gpu")
    let unmoved = try RenderFixtures.referenceImage(LayerGeometryRenderTests.sprayScene())
    #expect(!ImageComparison(actual: cpu, expected: unmoved).passed)
  }

  @Test("transform.scale keyframes and a live transform.rotation.z: GL matches the reference")
  func animatedTransformMatchesReference() throws {
    let scene = LayerGeometryRenderTests.sprayScene { layer in
      var pop = PropertyAnimation(keyPath: "transform.scale")
      pop.values = [.number(1), .number(1.6), .number(1.2)]
      pop.timing.duration = 1.5
      layer.animations = [pop]
      layer.events = [
        LayerChange(.set(keyPath: "transform.rotation.z", value: .number(0.8)), at: 0.5)
      ]
    }
    let (gpu, _) = try RenderFixtures.images(scene)
    // The reference draws the simulator's live model: the set rotation is in it.
    let cpu = try Self.liveReferenceImage(scene)
    expectImagesMatch(gpu, cpu, "animated-transform")
    var unturned = scene
    unturned.layers[0].events = []
    let withoutTurn = try Self.liveReferenceImage(unturned)
    #expect(!ImageComparison(actual: cpu, expected: withoutTurn).passed)
  }

  /// The CPU reference's image of the live model after 60 frames.
  static func liveReferenceImage(_ scene: Scene) throws -> RGBAImage {
    let simulator = CPUSimulator(scene: scene)
    for frame in 1...60 { simulator.advance(to: Double(frame) / 60) }
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    return ReferenceRasterizer(scene: simulator.simulatedModel, view: view, atlas: atlas)
      .render(simulator.snapshot())
  }
}
