import CoreGraphics
import Testing

@Suite("CGAffineTransform, CGVector and geometry")
struct CGAffineTransformTests {
  static func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-12) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test("the initialisers move points as the matrix says: x' = a x + c y + tx, y' = b x + d y + ty")
  func initialisers() {
    let p = CGPoint(x: 3, y: 4)
    #expect(p.applying(.identity) == p)
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(p.applying(CGAffineTransform(translationX: 10, y: -2)) == CGPoint(x: 13, y: 2))
    #expect(p.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 6, y: 12))
    // A quarter turn takes +x to +y.
    #expect(Self.close(p.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: -4, y: 3)))
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(p.applying(t) == CGPoint(x: 1 * 3 + 3 * 4 + 5, y: 2 * 3 + 4 * 4 + 6))
  }

  @Test("concatenating applies self first; translatedBy, scaledBy and rotated apply theirs first")
  func order() {
    let p = CGPoint(x: 1, y: 1)
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    #expect(p.applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
    #expect(p.applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
    #expect(Self.close(p.applying(move.rotated(by: .pi)), CGPoint(x: 9, y: -1)))
  }

  @Test("inverted undoes the transform; a singular one comes back unchanged")
  func inverse() {
    let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
    let p = CGPoint(x: 0.3, y: -8)
    #expect(Self.close(p.applying(t).applying(t.inverted()), p))
    let product = t.concatenating(t.inverted())
    #expect(abs(product.a - 1) < 1e-12 && abs(product.b) < 1e-12 && abs(product.tx) < 1e-12)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test("sizes move by the linear part only; rects become the box around their moved corners")
  func sizesAndRects() {
    let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
    #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
    #expect(
      CGRect(x: 1, y: 2, width: 3, height: 4).applying(t)
        == CGRect(x: 102, y: 94, width: 6, height: 4))
    let quarter = CGAffineTransform(rotationAngle: .pi / 4)
    let box = CGRect(x: 0, y: 0, width: 1, height: 1).applying(quarter)
    #expect(abs(box.width - 2.0.squareRoot()) < 1e-12 && abs(box.minX + 0.5.squareRoot()) < 1e-12)
    #expect(CGRect.null.applying(t).isNull)
  }

  @Test("CGVector holds its components")
  func vector() {
    #expect(CGVector(dx: 1, dy: -2).dy == -2)
    #expect(CGVector.zero == CGVector(dx: 0.0, dy: 0.0))
  }
}
