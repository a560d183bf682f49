import EmitterKit
import Foundation
import QuartzCore
import Testing

/// CATransform3D's functions, frames, and points, rectangles and times between layers, against
/// Core Animation's definitions.
extension QuartzCoreTests {
  @Suite struct Geometry {
    @Test func transforms() {
      let t = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 20, 0)
      // translate · scale: the point moves, then scales.
      let p = CATransform3DConcat(CATransform3DMakeTranslation(1, 1, 0), t)
      #expect(p.m41 == 22 && p.m42 == 63)
      #expect(CATransform3DIsIdentity(CATransform3DConcat(t, CATransform3DInvert(t))))
      let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
      #expect(abs(turn.m12 - 1) < 1e-15 && abs(turn.m21 + 1) < 1e-15)
      #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
      let singular = CATransform3DMakeScale(0, 1, 1)
      #expect(CATransform3DInvert(singular) == singular)
      let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
      let made = CATransform3DMakeAffineTransform(affine)
      #expect(CATransform3DIsAffine(made))
      #expect(CATransform3DGetAffineTransform(made) == affine)
      #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
      let boxed = NSValue(caTransform3D: t)
      #expect(boxed.caTransform3DValue == t)
      #expect(CATransform3DEqualToTransform(t, boxed.caTransform3DValue))
    }

    @Test func frameBoundsAndPosition() {
      let layer = CALayer()
      layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
      #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
      #expect(layer.position == CGPoint(x: 60, y: 45))
      layer.anchorPoint = .zero
      #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
      layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
      layer.transform = CATransform3DMakeScale(2, 2, 1)
      #expect(layer.frame == CGRect(x: -40, y: -5, width: 200, height: 100), "the bounding box")
      layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi))
      #expect(abs(layer.affineTransform().a + 1) < 1e-15)
    }

    @Test func pointsAndRectsBetweenLayers() {
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
      let card = CALayer()
      card.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
      let inner = CALayer()
      inner.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
      root.addSublayer(card)
      card.addSublayer(inner)
      #expect(inner.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 110, y: 110))
      #expect(root.convert(CGPoint(x: 110, y: 110), to: inner) == .zero)
      #expect(inner.convert(CGPoint(x: 5, y: 5), from: nil) == CGPoint(x: -105, y: -105))
      card.transform = CATransform3DMakeScale(2, 2, 1)
      // Scaled about its centre (200, 150): the inner layer's origin is 90 points left of and
      // 40 above the centre in card space, twice that on the root.
      let origin = inner.convert(CGPoint.zero, to: root)
      #expect(abs(origin.x - 20) < 1e-12 && abs(origin.y - 70) < 1e-12)
      #expect(
        inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root).size
          == CGSize(width: 20, height: 20))
      #expect(root.hitTest(CGPoint(x: 40, y: 80)) === inner)
      #expect(root.hitTest(CGPoint(x: 390, y: 10)) === root)
      inner.isHidden = true
      #expect(root.hitTest(CGPoint(x: 40, y: 80)) === card)
    }

    @Test func timesBetweenLayers() {
      let parent = CALayer()
      parent.beginTime = 10
      parent.speed = 2
      let child = CALayer()
      child.beginTime = 4
      child.timeOffset = 1
      parent.addSublayer(child)
      // parent local = (media - 10) × 2; child local = parent local - 4 + 1.
      #expect(parent.convertTime(13, from: nil) == 6)
      #expect(child.convertTime(13, from: nil) == 3)
      #expect(child.convertTime(3, to: nil) == 13)
      #expect(child.convertTime(6, from: parent) == 3)
      parent.speed = 0
      #expect(child.convertTime(3, to: nil).isInfinite)
    }
  }
}
