import EmitterKit
import Foundation
import QuartzCore
import Testing

/// Geometry the scene model has no key for, placed as Core Animation places it: a
/// geometry-flipped superlayer reads its sublayers' geometry from the bottom up with their
/// contents upright, and `anchorPointZ` moves the plane the transform turns about.
extension QuartzCoreTests {
  @Suite struct FoldedGeometry {
    /// A 200 × 100 layer at the canvas's top holding a 40 × 10 emitter at (50, 20), anchored
    /// at its origin corner.
    static func tree(flipped: Bool) -> (root: CALayer, holder: CALayer, emitter: CAEmitterLayer) {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
      let holder = CALayer()
      holder.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      holder.backgroundColor = CGColor(gray: 0.2, alpha: 1)
      holder.isGeometryFlipped = flipped
      let emitter = CAEmitterLayer()
      emitter.anchorPoint = .zero
      emitter.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
      emitter.position = CGPoint(x: 50, y: 20)
      holder.addSublayer(emitter)
      root.addSublayer(holder)
      return (root, holder, emitter)
    }

    /// Where the emitter's own corners (0, 0) and (40, 10) land on the canvas.
    static func corners(_ scene: Scene) -> [Point] {
      let flat = scene.flattened
      let geometry = flat.layerGeometries()[1]  // the root is the canvas: holder, emitter
      return [(0.0, 0.0), (40.0, 10.0)].map { x, y in
        let p = geometry.canvasFromLayer.apply(x: x, y: y, z: 0)
        return Point(x: p.x, y: p.y)
      }
    }

    @Test func aFlippedSuperlayerPlacesSublayersFromTheBottomUp() {
      let plain = expectNoProblems { Self.tree(flipped: false).root.scene(startingAt: 0) }
      #expect(Self.corners(plain) == [Point(x: 50, y: 20), Point(x: 90, y: 30)])
      let flipped = expectNoProblems { Self.tree(flipped: true).root.scene(startingAt: 0) }
      // 20 up from the bottom of a 100-high layer, its content upright: rows 70 to 80.
      #expect(Self.corners(flipped) == [Point(x: 50, y: 70), Point(x: 90, y: 80)])
    }

    @Test func aTurnUnderAFlipTurnsTheOtherWay() {
      let turned = expectNoProblems { () -> Scene in
        let (root, _, emitter) = Self.tree(flipped: true)
        emitter.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        return root.scene(startingAt: 0)
      }
      // The anchor is the content's bottom-left corner (anchorPoint.y read upwards), at (50, 80)
      // on the canvas; a quarter turn, clockwise in the flipped space, is counter-clockwise on
      // the canvas: the layer's x axis points up, its content's top edge to the left.
      let corners = Self.corners(turned)
      #expect(abs(corners[0].x - 40) < 1e-9 && abs(corners[0].y - 80) < 1e-9, "\(corners[0])")
      #expect(abs(corners[1].x - 50) < 1e-9 && abs(corners[1].y - 40) < 1e-9, "\(corners[1])")
    }

    @Test func anchorPointZMovesThePlaneTheTransformTurnsAbout() {
      let scene = expectNoProblems { () -> Scene in
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        layer.anchorPointZ = 30
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let root = CALayer()
        root.bounds = layer.bounds
        root.addSublayer(layer)
        return root.scene(startingAt: 0)
      }
      // The plane sits 30 behind the axis; a quarter turn about y swings it 30 sideways: the
      // layer's centre (its anchor) lands 30 beside its position.
      let centre = scene.flattened.layerGeometries()[0].canvasFromLayer.apply(x: 50, y: 50, z: 0)
      #expect(abs(abs(centre.x - 50) - 30) < 1e-9 && abs(centre.y - 50) < 1e-9, "\(centre)")
    }

    @Test func flippingAShownLayerMovesItsSublayers() throws {
      try expectNoProblems {
        let (root, holder, _) = Self.tree(flipped: false)
        let renderer = try CARenderer(layer: root, pixelScale: 0.25)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 0.5)
        holder.isGeometryFlipped = true
        _ = try renderer.pixels(atTime: 1)
        #expect(Self.corners(renderer.host.scene) == [Point(x: 50, y: 70), Point(x: 90, y: 80)])
        holder.bounds = CGRect(x: 0, y: 0, width: 200, height: 160)
        _ = try renderer.pixels(atTime: 1.5)
        // The holder grew about its centre (its frame now 0...200 × -30...130); its bottom is at
        // 130, the emitter 20 above it.
        #expect(Self.corners(renderer.host.scene) == [Point(x: 50, y: 100), Point(x: 90, y: 110)])
      }
    }
  }
}
