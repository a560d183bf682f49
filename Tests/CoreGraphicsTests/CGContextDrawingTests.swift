import CoreGraphics
import EmitterImage
import Foundation
import Testing

/// Pixels drawn by CGContext against closed forms: which pixels a shape covers with Core
/// Graphics' bottom-left origin, areas, widths, fill rules, transforms, premultiplication.
@Suite("CGContext drawing")
struct CGContextDrawingTests {
  @Test("a filled rect covers exactly its pixels, counted from the bottom-left corner")
  func filledRect() {
    let context = Drawing.context(width: 40, height: 30)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 5, y: 4, width: 10, height: 6))
    let image = Drawing.pixels(context)
    // User y 4..<10 are device rows 30 − 10 ..< 30 − 4 from the top.
    #expect(Drawing.painted(image) == Drawing.cells(x: 5..<15, y: 20..<26))
    #expect(image[5, 20] == SIMD4(255, 0, 0, 255) && image[14, 25] == SIMD4(255, 0, 0, 255))
    Drawing.keep(context, "filled-rect")
  }

  @Test("an ellipse covers πab pixels, within 0.5 %")
  func ellipseArea() {
    // Tolerance: the four cubic quarters sit up to 0.027 % outside the true ellipse (area
    // + 0.05 %), and anti-aliased coverage is quantised to 1/255 per edge pixel (± ~0.2 px on
    // each of the ~170 edge pixels would be ± 0.05 %); 0.5 % leaves room for cairo's own
    // rounding and fails for any wrong radius or a missing quarter.
    let context = Drawing.context(width: 100, height: 80)
    context.setFillColor(gray: 1, alpha: 1)
    context.fillEllipse(in: CGRect(x: 10, y: 12, width: 60, height: 40))
    let area = Drawing.coverage(Drawing.pixels(context))
    let expected = Double.pi * 30 * 20
    #expect(abs(area - expected) / expected < 0.005, "\(area) pixels, expected \(expected)")
    Drawing.keep(context, "ellipse")
  }

  @Test("a stroke is as wide as the line width in user space at the time of stroking")
  func strokeWidth() {
    let context = Drawing.context(width: 100, height: 40)
    context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.setLineWidth(6)
    context.move(to: CGPoint(x: 10, y: 20))
    context.addLine(to: CGPoint(x: 90, y: 20))
    context.strokePath()
    // User y 17..<23 (20 ± 3) are rows 17..<23 from the top too (40 − 23 = 17); butt caps.
    #expect(Drawing.painted(Drawing.pixels(context)) == Drawing.cells(x: 10..<90, y: 17..<23))

    let scaled = Drawing.context(width: 100, height: 40)
    scaled.scaleBy(x: 2, y: 2)
    scaled.setLineWidth(3)
    scaled.move(to: CGPoint(x: 5, y: 10))
    scaled.addLine(to: CGPoint(x: 45, y: 10))
    scaled.strokePath()
    // 3 user units are 6 pixels, centred on device y 20.
    #expect(Drawing.painted(Drawing.pixels(scaled)) == Drawing.cells(x: 10..<90, y: 17..<23))
  }

  @Test("winding fills a pentagram's centre, even-odd leaves it empty")
  func fillRules() {
    for (rule, centreFilled) in [(CGPathFillRule.winding, true), (.evenOdd, false)] {
      let context = Drawing.context(width: 100, height: 100)
      context.setFillColor(gray: 0, alpha: 1)
      context.addPath(CGPathTests.pentagram())
      context.fillPath(using: rule)
      let image = Drawing.pixels(context)
      #expect((image[50, 50].w == 255) == centreFilled, "\(rule)")
      #expect(image[50, 14].w == 255, "\(rule): the top arm (user y 86)")
      #expect(image[2, 2].w == 0)
      Drawing.keep(context, "pentagram-\(rule)")
    }
  }

  @Test("translate, scale and rotate move a unit square where the matrix says")
  func transforms() {
    let height = 60
    func square(
      _ configure: (CGContext) -> Void, _ rect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    )
      -> (Set<[Int]>, CGAffineTransform)
    {
      let context = Drawing.context(width: 60, height: height)
      configure(context)
      context.setFillColor(gray: 1, alpha: 1)
      context.fill(rect)
      return (Drawing.painted(Drawing.pixels(context)), context.ctm)
    }
    // Device pixel (x, y) from the bottom is row height − 1 − y from the top.
    let (moved, ctm) = square { $0.translateBy(x: 10, y: 5) }
    #expect(moved == [[10, height - 1 - 5]])
    #expect(ctm == CGAffineTransform(translationX: 10, y: 5))
    let (scaled, _) = square({ $0.scaleBy(x: 2, y: 3) }, CGRect(x: 1, y: 1, width: 1, height: 1))
    #expect(scaled == Drawing.cells(x: 2..<4, y: (height - 6)..<(height - 3)))
    // A quarter turn about (20, 20): the 4 × 2 rect at the origin goes to x 18..<20, y 20..<24.
    let (turned, turnedCTM) = square(
      {
        $0.translateBy(x: 20, y: 20)
        $0.rotate(by: .pi / 2)
      }, CGRect(x: 0, y: 0, width: 4, height: 2))
    #expect(turned == Drawing.cells(x: 18..<20, y: (height - 24)..<(height - 20)))
    let expected = CGAffineTransform(rotationAngle: .pi / 2).concatenating(
      CGAffineTransform(translationX: 20, y: 20))
    #expect(turnedCTM == expected)
    let (concatenated, _) = square {
      $0.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 7, ty: 8))
    }
    #expect(concatenated == [[7, height - 1 - 8]])
  }

  @Test("colour and alpha premultiply exactly, in RGBA byte order; blend modes combine as named")
  func premultiplication() {
    let context = Drawing.context(width: 4, height: 1)
    // 0.6 = 153/255 and 0.2 = 51/255: exact in 8 bits.
    context.setAlpha(0.6)
    context.setFillColor(red: 1, green: 1.0 / 3.0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    context.setAlpha(1)
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: 1, y: 0, width: 3, height: 1))
    // Over opaque white, black at 0.6 leaves 255 × 0.4 = 102.
    context.setFillColor(gray: 0, alpha: 0.6)
    context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    context.setBlendMode(.copy)
    context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
    context.setBlendMode(.clear)
    context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
    let image = Drawing.pixels(context)
    #expect(image[0, 0] == SIMD4(153, 51, 0, 153))
    #expect(image[1, 0] == SIMD4(102, 102, 102, 255))
    #expect(image[2, 0] == SIMD4(0, 0, 0, 153))
    #expect(image[3, 0] == SIMD4(0, 0, 0, 0))
  }

  @Test("makeImage copies: drawing afterwards does not change an image already made")
  func makeImageCopies() {
    let context = Drawing.context(width: 8, height: 8)
    context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
    let before = context.makeImage()!
    context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    let after = context.makeImage()!
    #expect(Drawing.painted(before.pixels) == Drawing.cells(x: 0..<4, y: 0..<8))
    #expect(Drawing.painted(after.pixels).count == 64)
    #expect(before.width == 8 && before.bytesPerRow == 32 && before.alphaInfo == .premultipliedLast)
  }

  @Test("clip(to:) limits painting; restoreGState brings the old clip and state back")
  func clipAndState() {
    let context = Drawing.context(width: 20, height: 20)
    context.saveGState()
    context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 20))
    context.translateBy(x: 1, y: 0)
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 1))
    context.restoreGState()
    context.restoreGState()  // nothing saved: nothing happens
    #expect(context.ctm == .identity)
    context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))  // the fill colour is black again
    let image = Drawing.pixels(context)
    #expect(Drawing.painted(image) == Drawing.cells(x: 1..<5, y: 19..<20).union([[10, 9]]))
    #expect(image[10, 9] == SIMD4(0, 0, 0, 255))
  }

  @Test("a singular transform draws nothing and leaves the context working")
  func singularTransform() {
    let context = Drawing.context(width: 10, height: 10)
    context.saveGState()
    context.scaleBy(x: 0, y: 0)
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    context.setLineWidth(2)
    context.stroke(CGRect(x: 0, y: 0, width: 5, height: 5))
    context.setLineDash(phase: 0, lengths: [-1, 0])  // invalid for cairo: drawn solid
    context.restoreGState()
    #expect(Drawing.painted(Drawing.pixels(context)).isEmpty)
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(Drawing.painted(Drawing.pixels(context)) == [[0, 9]])
  }

  @Test("non-finite or huge geometry draws nothing and leaves the context working")
  func nonFiniteGeometry() {
    let context = Drawing.context(width: 10, height: 10)
    context.saveGState()
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
    context.fill(CGRect(x: 1e30, y: 0, width: 1e31, height: 5))
    context.setLineWidth(.nan)
    context.stroke(CGRect(x: 0, y: 0, width: 5, height: 5))
    context.setLineWidth(1)
    context.move(to: CGPoint(x: CGFloat.nan, y: 1))
    context.addLine(to: CGPoint(x: 5, y: CGFloat.infinity))
    context.strokePath()
    context.draw(CGImageTests.quadrants(), in: CGRect(x: 0, y: 0, width: 1e30, height: 1))
    context.clip(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
    context.translateBy(x: .nan, y: 0)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    context.restoreGState()
    context.resetClip()
    #expect(Drawing.painted(Drawing.pixels(context)).isEmpty)
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: 9, y: 9, width: 1, height: 1))
    #expect(Drawing.painted(Drawing.pixels(context)) == [[9, 0]])
  }

  @Test("drawPath fills and strokes; clear makes a rect transparent")
  func drawPathAndClear() {
    let context = Drawing.context(width: 30, height: 30)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.setLineWidth(2)
    context.addRect(CGRect(x: 5, y: 5, width: 20, height: 20))
    context.drawPath(using: .fillStroke)
    #expect(context.isPathEmpty)
    var image = Drawing.pixels(context)
    #expect(image[15, 15] == SIMD4(255, 0, 0, 255))
    #expect(image[4, 15] == SIMD4(0, 0, 255, 255) && image[5, 15] == SIMD4(0, 0, 255, 255))
    #expect(image[3, 15].w == 0)
    context.clear(CGRect(x: 10, y: 10, width: 10, height: 10))
    image = Drawing.pixels(context)
    #expect(image[15, 15] == .zero && image[7, 15] == SIMD4(255, 0, 0, 255))
    Drawing.keep(context, "fill-stroke-clear")
  }

  @Test("anti-aliasing off gives whole pixels only")
  func antialiasing() {
    let context = Drawing.context(width: 40, height: 40)
    context.setShouldAntialias(false)
    context.setFillColor(gray: 1, alpha: 1)
    context.fillEllipse(in: CGRect(x: 3.3, y: 4.1, width: 30.2, height: 25.7))
    let pixels = Drawing.pixels(context).pixels
    let alphas = Set(stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] })
    #expect(alphas == [0, 255])
  }
}
