import CoreGraphics
import EmitterKit
import EmitterModel
import Foundation
@testable import QuartzCore
import Testing

extension QuartzCoreTests {
  /// `CALayer.render(in:)`: the tree drawn by the CPU renderer into a context, in the layer's
  /// own space, from the model values; the snapshot the dissolve effect starts from.
  @Suite struct RenderInContextTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 100 × 60 red card with a 10-point blue border and a green bar at (60, 5), 30 × 10,
    /// placed at `position` and turned by `angle`.
    static func card(position: CGPoint = CGPoint(x: 50, y: 30), angle: CGFloat = 0) -> CALayer {
      let card = CALayer()
      card.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
      card.position = position
      card.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
      card.backgroundColor = red
      card.borderColor = blue
      card.borderWidth = 10
      let bar = CALayer()
      bar.frame = CGRect(x: 60, y: 5, width: 30, height: 10)
      bar.backgroundColor = green
      card.addSublayer(bar)
      return card
    }

    /// `layer` rendered into a UIKit-style context (y down) of its bounds at `scale`.
    static func snapshot(_ layer: CALayer, scale: CGFloat) throws -> RGBAImage {
      let context = try #require(CGContext.imageContext(size: layer.bounds.size, scale: scale))
      layer.render(in: context)
      return try #require(context.makeImage()).pixels
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
      Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
    }

    @Test func theTreeIsDrawnUprightAtTheContextsScale() throws {
      let image = try expectNoProblems { try Self.snapshot(Self.card(), scale: 2) }
      #expect(image.width == 200 && image.height == 120)
      #expect(Self.pixel(image, 100, 60) == [255, 0, 0, 255], "the card's red middle")
      #expect(Self.pixel(image, 6, 60) == [0, 0, 255, 255], "the border, inside the left edge")
      #expect(Self.pixel(image, 150, 20) == [0, 255, 0, 255], "the bar, near the top")
      #expect(Self.pixel(image, 150, 80) == [255, 0, 0, 255], "not near the bottom")
      #expect(Self.pixel(image, 150, 110) == [0, 0, 255, 255], "the border, inside the bottom edge")
      try LayerMaskClassTests.writeForViewing(image, "render-in-context")
    }

    @Test func thePixelsAreTheRenderersOwn() throws {
      // The same tree shown by CARenderer (the layer placed at the canvas's origin): the
      // snapshot is that frame, byte for byte.
      let (snapshot, shown) = try expectNoProblems {
        let snapshot = try Self.snapshot(Self.card(), scale: 2)
        let renderer = try CARenderer(layer: Self.card(), backend: .cpu, pixelScale: 2)
        defer { try? renderer.close() }
        return (snapshot, try renderer.pixels(atTime: 0))
      }
      #expect(snapshot == shown)
    }

    @Test func theLayersOwnPlacementIsNotApplied() throws {
      let (placed, moved) = try expectNoProblems {
        (
          try Self.snapshot(Self.card(), scale: 1),
          try Self.snapshot(Self.card(position: CGPoint(x: 300, y: -40), angle: 0.7), scale: 1)
        )
      }
      #expect(placed == moved)
    }

    @Test func modelValuesAloneNeitherAnimationsNorParticles() throws {
      let (plain, busy) = try expectNoProblems { () throws -> (RGBAImage, RGBAImage) in
        let plain = try Self.snapshot(Self.card(), scale: 1)
        let card = Self.card()
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = Self.green
        fade.toValue = Self.blue
        fade.duration = 10
        card.add(fade, forKey: "fade")
        let emitter = CAEmitterLayer()
        emitter.frame = card.bounds
        emitter.emitterPosition = CGPoint(x: 50, y: 30)
        let cell = CAEmitterCell()
        cell.birthRate = 500
        cell.lifetime = 5
        cell.contents = Self.squareImage()
        emitter.emitterCells = [cell]
        card.addSublayer(emitter)
        // Shown for a second first: its particles are on screen, not in the snapshot.
        let renderer = try CARenderer(layer: card, backend: .cpu, pixelScale: 1)
        defer { try? renderer.close() }
        let shown = try renderer.pixels(atTime: 1)
        #expect(shown != plain, "the shown tree has particles and the animated colour")
        return (plain, try Self.snapshot(card, scale: 1))
      }
      #expect(busy == plain)
    }

    @Test func aTreeTooLargeForTheRendererDrawsNothingAndSaysSo() throws {
      let card = Self.card()
      card.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 10)
      let context = try #require(CGContext.imageContext(size: CGSize(width: 10, height: 10), scale: 1))
      let (_, problems) = withCoreAnimation { card.render(in: context) }
      #expect(problems.map(\.key) == ["render(in:)"])
      #expect(try #require(context.makeImage()).pixels.pixels.allSatisfy { $0 == 0 })
    }

    /// The dissolve effect from a snapshot: `render(in:)` of the card, given to an emitter as
    /// its mask image (`emitterMaskImage` takes the `CGImage`), `points` mode with the pixels'
    /// colours, a white 1-point square a pixel that stays where it is born: once every pixel
    /// has left, the particles alone draw the card again, byte for byte.
    @Test func aCardDissolvesIntoExactlyItsOwnPixels() throws {
      let (snapshot, dust, read) = try expectNoProblems { () throws -> (RGBAImage, RGBAImage, Any?) in
        let context = try #require(CGContext.imageContext(size: CGSize(width: 100, height: 60), scale: 1))
        Self.card().render(in: context)
        let snapshot = try #require(context.makeImage())
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterShape = .mask
        emitter.emitterMode = .points
        emitter.emitterPosition = CGPoint(x: 50, y: 30)
        emitter.emitterSize = CGSize(width: 100, height: 60)
        emitter.setValue(snapshot, forKey: "emitterMaskImage")
        emitter.setValue(true, forKey: "emitterMaskColors")
        let pixel = CAEmitterCell()
        pixel.contents = Self.whitePixel()
        pixel.birthRate = 6000
        pixel.lifetime = 100
        emitter.emitterCells = [pixel]
        root.addSublayer(emitter)
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1)
        defer { try? renderer.close() }
        return (snapshot.pixels, try renderer.pixels(atTime: 1.1), emitter.value(forKey: "emitterMaskImage"))
      }
      try LayerMaskClassTests.writeForViewing(dust, "render-in-context-dust")
      #expect((read as? String).map(ContentsBitmap.isDataURL) == true, "reads back as the data URL")
      #expect(dust == snapshot)
    }

    /// A 1 × 1 white pixel.
    static func whitePixel() -> CGImage {
      let context = CGContext.imageContext(size: CGSize(width: 1, height: 1), scale: 1)!
      context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      return context.makeImage()!
    }

    /// An 8 × 8 white square.
    static func squareImage() -> CGImage {
      let context = CGContext.imageContext(size: CGSize(width: 8, height: 8), scale: 1)!
      context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
      context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
      return context.makeImage()!
    }
  }
}
