import CoreGraphics
import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// `emitterLayer.mask = shapeLayer` through the classes: the tree's scene holds the mask (the
/// shape's path drawn as its contents), renders the same frames as that scene written to a
/// scene file and read back, and a change of the mask layer while shown reaches the running
/// system as a live change of `mask.KEY`.
extension QuartzCoreTests {
  @Suite struct LayerMaskClassTests {
    static let size = CGSize(width: 160, height: 120)

    /// A canvas root holding an emitter spraying squares from its centre, masked by a circle of
    /// radius 40 around (80, 60) drawn by a shape layer with a zero frame (the iOS idiom).
    static func tree() -> (root: CALayer, emitter: CAEmitterLayer, shape: CAShapeLayer) {
      let root = CALayer()
      root.bounds = CGRect(origin: .zero, size: size)
      root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
      let emitter = CAEmitterLayer()
      emitter.frame = root.bounds
      emitter.emitterPosition = CGPoint(x: 80, y: 60)
      emitter.emitterShape = .rectangle
      emitter.emitterSize = CGSize(width: 160, height: 120)
      let cell = CAEmitterCell()
      cell.name = "square"
      cell.birthRate = 300
      cell.lifetime = 4
      cell.velocity = 10
      cell.color = CGColor(red: 1, green: 0.8, blue: 0.3, alpha: 1)
      cell.contents = squareImage()
      emitter.emitterCells = [cell]
      let shape = CAShapeLayer()
      shape.path = CGPath(
        ellipseIn: CGRect(x: 40, y: 20, width: 80, height: 80), transform: nil)
      emitter.mask = shape
      root.addSublayer(emitter)
      return (root, emitter, shape)
    }

    static func squareImage() -> CGImage {
      let context = CGContext(
        data: nil, width: 6, height: 6, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
      context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
      context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
      return context.makeImage()!
    }

    @Test func shapeMaskRendersTheSceneFileFrames() throws {
      let times = [0.25, 0.8]
      let (built, fromClasses) = try expectNoProblems {
        let (root, _, _) = Self.tree()
        let scene = root.scene(startingAt: 0)
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        return (scene, try times.map { try renderer.pixels(atTime: $0) })
      }
      let mask = try #require(built.layers.first?.mask)
      #expect(mask.contents != nil, "the path is the mask's contents")
      // Through a scene file: written and read back.
      let file = try Scene(jsonData: built.jsonData(), file: "masked.json")
      #expect(file == built)
      let fromFile = try FileFrames.render(file, at: times)
      var unmaskedScene = file
      unmaskedScene.layers[0].mask = nil
      let unmasked = try FileFrames.render(unmaskedScene, at: times)
      let background = ReferenceRasterizer.backgroundPixel(file)
      for index in times.indices {
        #expect(fromClasses[index] == fromFile[index], "frame at \(times[index]) s differs")
        let frame = fromFile[index]
        // Outside the circle (more than 2 pt past its radius): the canvas; inside (2 pt within):
        // what the unmasked layer draws, within one blend's 8-bit rounding (the masked layer is
        // drawn into its own image first).
        var drawnOutside = 0
        for y in 0..<frame.height {
          for x in 0..<frame.width {
            let r = ((Double(x) + 0.5 - 80) * (Double(x) + 0.5 - 80)
              + (Double(y) + 0.5 - 60) * (Double(y) + 0.5 - 60)).squareRoot()
            if r > 42 {
              #expect(frame[x, y] == background, "(\(x), \(y)) at \(times[index]) s")
              if unmasked[index][x, y] != background { drawnOutside += 1 }
            } else if r < 38 {
              let d =
                SIMD4<Int>(truncatingIfNeeded: frame[x, y])
                &- SIMD4<Int>(truncatingIfNeeded: unmasked[index][x, y])
              #expect(d.max() <= 1 && d.min() >= -1, "(\(x), \(y)) at \(times[index]) s")
            }
          }
        }
        #expect(drawnOutside > 100, "the unmasked layer draws outside the circle")
      }
      try? Self.writeForViewing(fromFile[1], "mask-classes-shape")
    }

    @Test func movingTheShownMaskIsALiveChange() throws {
      let (moved, fromClasses) = try expectNoProblems {
        let (root, _, shape) = Self.tree()
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 0.3)
        shape.position = CGPoint(x: -30, y: 15)
        let frame = try renderer.pixels(atTime: 0.6)
        return (root.scene(startingAt: 0), frame)
      }
      #expect(moved.layers.first?.mask?.position == Point(x: -30, y: 15))
      // The same scene with the moved mask from the start: the same particles, the same mask.
      let fromFile = try FileFrames.render(moved, at: [0.6])
      #expect(fromClasses == fromFile[0])
      var unmoved = moved
      unmoved.layers[0].mask?.position = .zero
      #expect(try FileFrames.render(unmoved, at: [0.6])[0] != fromClasses)
    }

    /// A white layer over a black 100 × 100 canvas, masked by `mask`, drawn at time 0.
    static func whiteLayer(maskedBy mask: CALayer) throws -> RGBAImage {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
      root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
      let white = CALayer()
      white.frame = root.bounds
      white.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
      white.mask = mask
      root.addSublayer(white)
      let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1)
      defer { try? renderer.close() }
      return try renderer.pixels(atTime: 0)
    }

    /// A layer with no drawing of its own whose green sublayer covers `half` of it.
    static func mask(frame: CGRect, half: CGRect) -> CALayer {
      let mask = CALayer()
      mask.frame = frame
      let covered = CALayer()
      covered.frame = half
      covered.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
      mask.addSublayer(covered)
      return mask
    }

    @Test func aMasksSublayersAreDrawnIntoIt() throws {
      // The mask's sublayer covers its left half, and the mask is moved 10 points down: only
      // that half, moved, shows over the black canvas.
      let image = try expectNoProblems {
        try Self.whiteLayer(
          maskedBy: Self.mask(
            frame: CGRect(x: 0, y: 10, width: 100, height: 100),
            half: CGRect(x: 0, y: 0, width: 50, height: 100)))
      }
      try Self.writeForViewing(image, "mask-sublayers")
      func red(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4] }
      #expect(red(25, 50) == 255 && red(49, 50) == 255, "left half shows")
      #expect(red(51, 50) == 0 && red(75, 50) == 0, "right half masked out")
      #expect(red(25, 5) == 0, "the mask is moved down with its layer: above it, nothing")
    }

    /// A mask with sublayers and a transform of its own: its picture is drawn in its own space
    /// (`CALayer.sceneInOwnSpace`) and the mask's geometry turns it, so a 100 × 50 mask turned a
    /// quarter turn about its centre, whose sublayer fills its left half, shows the white layer
    /// through one 50 × 50 square of the upright 50 × 100 strip it covers, nowhere else.
    @Test func aTurnedMasksSublayersTurnWithIt() throws {
      let image = try expectNoProblems {
        let mask = Self.mask(
          frame: CGRect(x: 0, y: 25, width: 100, height: 50),
          half: CGRect(x: 0, y: 0, width: 50, height: 50))
        mask.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        return try Self.whiteLayer(maskedBy: mask)
      }
      try Self.writeForViewing(image, "mask-turned-sublayers")
      var shown: [(Int, Int)] = []
      for y in 0..<100 { for x in 0..<100 where image[x, y].x > 128 { shown.append((x, y)) } }
      #expect(abs(shown.count - 2500) <= 100, "\(shown.count) pixels show")
      #expect(shown.allSatisfy { $0.0 >= 24 && $0.0 <= 75 }, "within the turned strip's x 25...75")
      let top = shown.allSatisfy { $0.1 <= 50 }, bottom = shown.allSatisfy { $0.1 >= 49 }
      #expect(top != bottom, "one half of the strip, whole")
    }

    /// The live tests' sparkle-masked layer (`LayerMaskEmitterLiveTests.sparkleTree`), its mask
    /// spraying from a circle, its one cell "sparkle" denser and shorter-lived, both as
    /// `configure` leaves them; the root layer.
    static func sparkleMasked(
      _ configure: (CAEmitterLayer, CAEmitterCell) -> Void = { _, _ in }
    ) -> CALayer {
      let (root, sparkles, cell) = LayerMaskEmitterLiveTests.sparkleTree()
      sparkles.emitterShape = .circle
      sparkles.emitterSize = CGSize(width: 40, height: 40)
      cell.birthRate = 200
      cell.lifetime = 1
      cell.velocity = 50
      configure(sparkles, cell)
      sparkles.emitterCells = [cell]
      return root
    }

    /// A solid layer masked by a `CAEmitterLayer` spraying squares (the "revealed by
    /// sparkles" idiom): the mask's emitter keys and cells reach the scene's mask, nothing is
    /// reported, and the classes render the frames of the scene file.
    @Test func anEmitterMaskDrawsItsParticles() throws {
      let times = [0.3, 0.9]
      let (built, fromClasses) = try expectNoProblems {
        let root = Self.sparkleMasked()
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        return (root.scene(startingAt: 0), try times.map { try renderer.pixels(atTime: $0) })
      }
      let mask = try #require(built.layers.first?.mask)
      #expect(mask.emitter?.emitterCells.map(\.name) == ["sparkle"])
      #expect(mask.emitter?.emitterShape == .circle)
      let file = try Scene(jsonData: built.jsonData(), file: "sparkles.json")
      #expect(file == built)
      let fromFile = try FileFrames.render(file, at: times)
      var still = file
      still.layers[0].mask?.emitter = nil
      let stillFrames = try FileFrames.render(still, at: times)
      for index in times.indices {
        #expect(fromClasses[index] == fromFile[index], "frame at \(times[index]) s differs")
        #expect(fromFile[index] != stillFrames[index], "the sparkles reveal the layer")
      }
      try? Self.writeForViewing(fromFile[1], "mask-classes-sparkles")
    }

    /// An animation of an emitting mask's own cell, added to the mask as iOS code adds it
    /// (`emitterCells.NAME.KEY`), is the masked layer's `mask.emitterCells.NAME.KEY`, converted
    /// against the mask's cells: no report, and the frames of the scene file.
    @Test func anEmittingMasksCellAnimation() throws {
      let times = [0.3, 0.9]
      let (built, fromClasses) = try expectNoProblems {
        let root = Self.sparkleMasked { sparkles, cell in
          cell.birthRate = 300
          let fade = CABasicAnimation(keyPath: "emitterCells.sparkle.birthRate")
          fade.fromValue = 300
          fade.toValue = 0
          fade.duration = 0.5
          fade.fillMode = .forwards
          fade.isRemovedOnCompletion = false
          sparkles.add(fade, forKey: "fade")
        }
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1)
        defer { try? renderer.close() }
        return (root.scene(startingAt: 0), try times.map { try renderer.pixels(atTime: $0) })
      }
      let animation = try #require(built.layers.first?.animations.first)
      #expect(animation.keyPath == "mask.emitterCells.sparkle.birthRate" && animation.key == "mask.fade")
      let file = try Scene(jsonData: built.jsonData(), file: "fading-sparkles.json")
      #expect(try FileFrames.render(file, at: times) == fromClasses)
      // The fade shows: without it, more of the layer is revealed at 0.9 s.
      var unfaded = file
      unfaded.layers[0].animations = []
      #expect(try FileFrames.render(unfaded, at: [0.9]) != [fromClasses[1]])
    }

    /// A white card on black, masked by a white layer of its size; `slide` wipes the mask off
    /// to the right over a second.
    static func wipedCard() -> (root: CALayer, card: CALayer, mask: CALayer, slide: CABasicAnimation) {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
      root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
      let card = CALayer()
      card.frame = root.bounds
      card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
      let mask = CALayer()
      mask.frame = card.bounds
      mask.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
      card.mask = mask
      root.addSublayer(card)
      let slide = CABasicAnimation(keyPath: "position")
      slide.fromValue = CGPoint(x: 50, y: 50)
      slide.toValue = CGPoint(x: 150, y: 50)
      slide.duration = 1
      slide.fillMode = .forwards
      slide.isRemovedOnCompletion = false
      return (root, card, mask, slide)
    }

    /// The scene model's mask has no animations of its own: one added to a mask layer is the
    /// masked layer's `mask.KEY` animation, under `mask.` + its key, as a scene file writes it.
    @Test func aMasksAnimationIsTheMaskedLayersMaskKeyAnimation() throws {
      let times = [0.25, 0.5, 1.5]
      let (built, fromClasses) = try expectNoProblems {
        let (root, _, mask, slide) = Self.wipedCard()
        mask.add(slide, forKey: "wipe")
        let scene = root.scene(startingAt: 0)
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1)
        defer { try? renderer.close() }
        return (scene, try times.map { try renderer.pixels(atTime: $0) })
      }
      let animation = try #require(built.layers.first?.animations.first)
      #expect(animation.keyPath == "mask.position" && animation.key == "mask.wipe")
      let file = try Scene(jsonData: built.jsonData(), file: "wiped.json")
      #expect(try FileFrames.render(file, at: times) == fromClasses)
      // Half way, the mask covers x 50...100: the card's left half is wiped.
      #expect(fromClasses[1][25, 50] == SIMD4(0, 0, 0, 255) && fromClasses[1][75, 50] == SIMD4(255, 255, 255, 255))
      #expect(fromClasses[2][75, 50] == SIMD4(0, 0, 0, 255), "held off the card after its end")
    }

    @Test func aMasksAnimationAddedLiveRemovedLiveAndGoingWithTheMask() throws {
      let frames = try expectNoProblems { () throws -> [RGBAImage] in
        let (root, card, mask, slide) = Self.wipedCard()
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1)
        defer { try? renderer.close() }
        var frames = [try renderer.pixels(atTime: 0.2)]
        CARenderer.setMediaTime(0.2)
        mask.add(slide, forKey: "wipe")
        CATransaction.flush()
        frames.append(try renderer.pixels(atTime: 0.7))  // half way: the left half wiped
        mask.removeAnimation(forKey: "wipe")
        CATransaction.flush()
        frames.append(try renderer.pixels(atTime: 0.8))  // the mask back in place
        mask.add(slide, forKey: "wipe")
        CATransaction.flush()
        let plain = CALayer()
        plain.frame = card.bounds
        plain.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.mask = plain  // the new mask has no animation: the wipe goes with the old one
        CATransaction.flush()
        frames.append(try renderer.pixels(atTime: 1.6))
        return frames
      }
      let (white, black) = (SIMD4<UInt8>(255, 255, 255, 255), SIMD4<UInt8>(0, 0, 0, 255))
      #expect(frames[0][25, 50] == white && frames[0][75, 50] == white)
      #expect(frames[1][25, 50] == black && frames[1][75, 50] == white, "\(frames[1][25, 50])")
      #expect(frames[2][25, 50] == white && frames[2][75, 50] == white)
      #expect(frames[3][25, 50] == white && frames[3][75, 50] == white)
    }

    /// iOS's common wipe animates one coordinate: `position.x` on the mask is the masked layer's
    /// `mask.position.x`, drawn as the whole `position` animation draws the same slide.
    @Test func aMasksSubPathAnimationWipesAsItsWholeKeyDoes() throws {
      let times = [0.25, 0.5, 1.5]
      func frames(_ animate: (CALayer, CABasicAnimation) -> Void) throws -> (Scene, [RGBAImage]) {
        try expectNoProblems {
          let (root, _, mask, slide) = Self.wipedCard()
          animate(mask, slide)
          let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1)
          defer { try? renderer.close() }
          return (root.scene(startingAt: 0), try times.map { try renderer.pixels(atTime: $0) })
        }
      }
      let (_, whole) = try frames { mask, slide in mask.add(slide, forKey: "wipe") }
      let (built, subPath) = try frames { mask, whole in
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 50
        slide.toValue = 150
        slide.duration = whole.duration
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        mask.add(slide, forKey: "wipe")
      }
      #expect(built.layers.first?.animations.map(\.keyPath) == ["mask.position.x"])
      #expect(subPath == whole)
      #expect(subPath[1][25, 50] == SIMD4(0, 0, 0, 255) && subPath[1][75, 50] == SIMD4(255, 255, 255, 255))
      let file = try Scene(jsonData: built.jsonData(), file: "wiped-x.json")
      #expect(try FileFrames.render(file, at: times) == subPath)
    }

    @Test func aMaskAnimationTheMaskCannotPlayIsReported() throws {
      let (_, problems) = withCoreAnimation {
        let (root, _, mask, _) = Self.wipedCard()
        let thicken = CABasicAnimation(keyPath: "borderWidth")
        thicken.toValue = 4
        mask.add(thicken, forKey: "thicken")
        _ = root.scene(startingAt: 0)
      }
      #expect(problems.map(\.key) == ["borderWidth"], "\(problems)")
      #expect(problems.first?.message.contains("not drawn") == true, "\(problems)")
    }

    static func writeForViewing(_ image: RGBAImage, _ name: String) throws {
      guard ProcessInfo.processInfo.environment["EMITTER_KEEP_RENDERS"] == "1" else { return }
      let folder = Repository.root.appendingPathComponent(".build/render-test-artifacts")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try PNGFile.write(image, to: folder.appendingPathComponent("\(name).png").path)
    }
  }
}
