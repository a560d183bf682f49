import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// CAShapeLayer's `strokeStart` and `strokeEnd`: the stroke drawn over that part of the path's
/// length, the fill whole.
extension QuartzCoreTests {
  @Suite struct ShapeStrokeRange {
    /// The shape's drawn contents: width, height and each pixel's alpha.
    static func ink(_ configure: (CAShapeLayer) -> Void) throws -> (
      width: Int, height: Int, alpha: [UInt8]
    ) {
      let shape = CAShapeLayer()
      shape.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
      shape.fillColor = nil
      shape.strokeColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
      shape.lineWidth = 4
      configure(shape)
      shape.display()
      let image = try #require(shape.contents as! CGImage?)
      let data = try #require(image.dataProvider?.data)
      let bytes = [UInt8](data)
      var alpha: [UInt8] = []
      for y in 0..<image.height {
        for x in 0..<image.width { alpha.append(bytes[y * image.bytesPerRow + x * 4 + 3]) }
      }
      return (image.width, image.height, alpha)
    }

    @Test func aTrimmedLineIsTheShorterLine() throws {
      try expectNoProblems {
        let half = try Self.ink { shape in
          shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 0, height: 0), transform: nil)
          let line = CGMutablePath()
          line.move(to: CGPoint(x: 10, y: 20))
          line.addLine(to: CGPoint(x: 110, y: 20))
          shape.path = line
          shape.strokeEnd = 0.5
        }
        let short = try Self.ink { shape in
          let line = CGMutablePath()
          line.move(to: CGPoint(x: 10, y: 20))
          line.addLine(to: CGPoint(x: 60, y: 20))
          shape.path = line
        }
        #expect(half.width == short.width && half.height == short.height)
        let largest = zip(half.alpha, short.alpha).map { abs(Int($0) - Int($1)) }.max() ?? 255
        // The trimmed line is a cubic with its control points on the line: cairo flattens it
        // to the same segment, so only rounding in the last bit of coverage can differ.
        #expect(largest <= 1, "largest alpha difference \(largest)")
        #expect(half.alpha.contains { $0 > 0 })
      }
    }

    @Test func aTrimmedCircleKeepsTheHalfItsFractionsName() throws {
      try expectNoProblems {
        let circle = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 100, height: 100), transform: nil)
        let whole = try Self.ink { $0.path = circle }
        let left = try Self.ink { shape in
          shape.path = circle
          // The ellipse starts at its rightmost point: a quarter to three quarters of the way
          // round is the half left of the centre, whichever way it turns.
          shape.strokeStart = 0.25
          shape.strokeEnd = 0.75
        }
        let inked = { (image: (width: Int, height: Int, alpha: [UInt8])) in
          image.alpha.reduce(0) { $0 + Int($1) }
        }
        let share = Double(inked(left)) / Double(inked(whole))
        #expect(abs(share - 0.5) < 0.02, "the trimmed stroke holds \(share) of the whole's ink")
        // The image has a margin for the stroke's reach: find the circle's centre column from
        // the whole circle's ink.
        let columns = { (image: (width: Int, height: Int, alpha: [UInt8])) in
          image.alpha.indices.filter { image.alpha[$0] > 0 }.map { $0 % image.width }
        }
        let wholeColumns = columns(whole)
        let centre = Double(wholeColumns.min()! + wholeColumns.max()!) / 2
        // Half the line width and a pixel of anti-aliasing past the centre line, no further.
        let reach = columns(left).max()!
        #expect(Double(reach) <= centre + 2 + 1, "ink reaches column \(reach), centre \(centre)")
        #expect(Double(reach) + 1 > centre, "the half reaches the centre line: \(reach), \(centre)")
      }
    }

    @Test func nothingIsStrokedWhenTheEndIsAtOrBeforeTheStartAndTheFillStaysWhole() throws {
      try expectNoProblems {
        let square = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        let filled = try Self.ink { shape in
          shape.path = square
          shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
          shape.strokeColor = nil
        }
        let empty = try Self.ink { shape in
          shape.path = square
          shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
          shape.strokeStart = 0.6
          shape.strokeEnd = 0.6
        }
        // The stroke's reach widens the image; compare the fill's pixels where both have them.
        let inkedFilled = filled.alpha.filter { $0 > 0 }.count
        let inkedEmpty = empty.alpha.filter { $0 > 0 }.count
        #expect(inkedFilled == inkedEmpty && inkedFilled > 3000)
      }
    }

    @Test func aClosedPathDrawnWholeStillJoinsItsLastCorner() throws {
      try expectNoProblems {
        let square = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        let whole = try Self.ink { $0.path = square }
        let almost = try Self.ink { shape in
          shape.path = square
          shape.strokeEnd = 0.999_999
        }
        let same = try Self.ink { shape in
          shape.path = square
          shape.strokeStart = 0
          shape.strokeEnd = 1
        }
        #expect(whole.alpha == same.alpha)
        // Cut just short of its end, the square loses its closing join: the top-left corner's
        // miter is missing, so it holds less ink.
        #expect(almost.alpha.reduce(0) { $0 + Int($1) } < whole.alpha.reduce(0) { $0 + Int($1) })
      }
    }
  }
}
