import CoreGraphics
import EmitterContents
import EmitterModel
import Testing

@Suite("CGPath and CGMutablePath")
struct CGPathTests {
  /// The elements as `applyWithBlock` hands them over: each type and its points.
  static func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var result: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { element in
      let count: Int =
        switch element.pointee.type {
        case .moveToPoint, .addLineToPoint: 1
        case .addQuadCurveToPoint: 2
        case .addCurveToPoint: 3
        case .closeSubpath: 0
        }
      result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    return result
  }

  static func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
  }

  @Test("a rect is a move, three lines and a close, from its minimum corner along +x")
  func rectElements() {
    let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
    let elements = Self.elements(path)
    #expect(
      elements.map(\.0) == [
        .moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath,
      ])
    #expect(
      elements.flatMap(\.1) == [
        CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6),
      ])
    var rect = CGRect.zero
    #expect(path.isRect(&rect) && rect == CGRect(x: 1, y: 2, width: 3, height: 4))
    var moved = CGAffineTransform(translationX: 10, y: 0)
    #expect(
      CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &moved).boundingBox
        == CGRect(x: 10, y: 0, width: 1, height: 1))
  }

  @Test("current point: the last end point, the subpath's start after a close, zero when empty")
  func currentPoint() {
    let path = CGMutablePath()
    #expect(path.isEmpty && path.currentPoint == .zero)
    path.addLine(to: CGPoint(x: 5, y: 5))  // no current point: ignored, as Core Graphics does
    #expect(path.isEmpty)
    path.move(to: CGPoint(x: 1, y: 1))
    path.addQuadCurve(to: CGPoint(x: 4, y: 1), control: CGPoint(x: 2, y: 3))
    #expect(path.currentPoint == CGPoint(x: 4, y: 1))
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    let copy = path.copy()
    path.addLine(to: CGPoint(x: 9, y: 9))
    #expect(copy != path && copy?.currentPoint == CGPoint(x: 1, y: 1))
    #expect(path.mutableCopy() == path)
  }

  @Test("bounding boxes: control points included or not; a circle's outline is its square")
  func boundingBoxes() {
    let path = CGMutablePath()
    // A cubic from (0,0) to (3,0) with both controls at height 4 peaks at 3 (¾ of 4).
    path.move(to: .zero)
    path.addCurve(
      to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 0, y: 4), control2: CGPoint(x: 3, y: 4))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 3, height: 4))
    #expect(
      Self.close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 3, height: 3), within: 1e-12))
    let circle = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 30), transform: nil)
    #expect(
      Self.close(
        circle.boundingBoxOfPath, CGRect(x: 10, y: 20, width: 30, height: 30), within: 1e-9))
    #expect(CGMutablePath().boundingBox.isNull && CGMutablePath().boundingBoxOfPath.isNull)
  }

  @Test("contains: an ellipse's inside and outside, points moved by the transform first")
  func ellipseContains() {
    let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
    #expect(ellipse.contains(CGPoint(x: 50, y: 25)))
    #expect(ellipse.contains(CGPoint(x: 99, y: 25)))
    #expect(!ellipse.contains(CGPoint(x: 99, y: 45)))  // inside the box, outside the ellipse
    #expect(!ellipse.contains(CGPoint(x: 101, y: 25)))
    #expect(
      ellipse.contains(
        CGPoint(x: 150, y: 25), transform: CGAffineTransform(translationX: -100, y: 0)))
  }

  /// A five-pointed star drawn in one stroke: its middle pentagon is wound twice.
  static func pentagram() -> CGMutablePath {
    let path = CGMutablePath()
    let points = (0..<5).map { k -> CGPoint in
      let angle = Double.pi / 2 + Double(k * 2) * 2 * .pi / 5
      return CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
    }
    path.addLines(between: points)
    path.closeSubpath()
    return path
  }

  @Test("winding fills a pentagram's centre, even-odd leaves it out; the arms are in both")
  func fillRules() {
    let star = Self.pentagram()
    let centre = CGPoint(x: 50, y: 50)
    let arm = CGPoint(x: 50, y: 85)  // near the top point, inside one arm
    #expect(star.contains(centre, using: .winding))
    #expect(!star.contains(centre, using: .evenOdd))
    #expect(star.contains(arm, using: .winding) && star.contains(arm, using: .evenOdd))
  }

  @Test(
    "arcs start and end where the angles say and turn the way asked (clockwise: decreasing angle)")
  func arcs() throws {
    let ccw = CGMutablePath()
    ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    let short = Self.elements(ccw)
    #expect(short.count == 2)  // a move and one quarter-turn curve
    #expect(abs(ccw.currentPoint.x) < 1e-12 && abs(ccw.currentPoint.y - 10) < 1e-12)
    #expect(
      Self.close(ccw.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), within: 1e-9))
    let cw = CGMutablePath()
    cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(Self.elements(cw).count == 4)  // three quarter turns the other way
    #expect(
      Self.close(cw.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), within: 1e-9))
    // Each curve's points stay within 0.03 % of the radius (a cubic quarter circle's largest
    // error is 0.027 %).
    let whole = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
    var start = CGPoint.zero
    for (type, points) in Self.elements(whole) {
      if type == .moveToPoint { start = points[0] }
      guard type == .addCurveToPoint else { continue }
      for step in 0...8 {
        let t = Double(step) / 8
        let u = 1 - t
        let x =
          u * u * u * start.x + 3 * u * u * t * points[0].x + 3 * u * t * t * points[1].x + t * t
          * t * points[2].x
        let y =
          u * u * u * start.y + 3 * u * u * t * points[0].y + 3 * u * t * t * points[1].y + t * t
          * t * points[2].y
        #expect(abs((x * x + y * y).squareRoot() - 10) < 10 * 3e-4)
      }
      start = points[2]
    }
  }

  @Test("a tangent arc rounds the corner: tangent points at radius from the corner")
  func tangentArc() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
    let elements = Self.elements(path)
    #expect(elements.map(\.0) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
    #expect(abs(elements[1].1[0].x - 7) < 1e-12 && abs(elements[1].1[0].y) < 1e-12)
    #expect(abs(path.currentPoint.x - 10) < 1e-12 && abs(path.currentPoint.y - 3) < 1e-12)
    // Collinear points give a line to the first.
    path.addArc(tangent1End: CGPoint(x: 10, y: 20), tangent2End: CGPoint(x: 10, y: 30), radius: 3)
    #expect(path.currentPoint == CGPoint(x: 10, y: 20))
  }

  @Test("a rounded rect's box is the rect; its corners are cut, its middle is in")
  func roundedRect() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let path = CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 5, transform: nil)
    #expect(Self.close(path.boundingBoxOfPath, rect, within: 1e-9))
    #expect(path.contains(CGPoint(x: 20, y: 10)) && path.contains(CGPoint(x: 1, y: 10)))
    #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
  }

  @Test("the model's path text parses back to the same outline (EmitterContents' SVG reader)")
  func modelPathData() throws {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10.5, y: 0))
    path.addQuadCurve(to: CGPoint(x: 5, y: 8), control: CGPoint(x: 12, y: 6))
    path.closeSubpath()
    let text = try #require(path.modelPathData)
    #expect(text == "M 0 0 L 10.5 0 Q 12 6 5 8 Z")
    let parsed = try SVGPath(parsing: text)
    #expect(parsed.segments.count == 4)
    #expect(parsed.segments[1] == .line(SIMD2(10.5, 0)))
    if case .cubic(_, _, let end) = parsed.segments[2] {
      #expect(end == SIMD2(5, 8))
    } else {
      Issue.record("the quadratic did not come back as a curve: \(parsed.segments)")
    }
    #expect(CGMutablePath().modelPathData == nil)
  }
}
