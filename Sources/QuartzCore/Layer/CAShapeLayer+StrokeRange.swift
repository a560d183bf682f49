import CoreGraphics
import Foundation

/// The part of a path between two fractions of its length, as CAShapeLayer strokes it for
/// `strokeStart` and `strokeEnd`: the path's drawable elements laid end to end (every subpath,
/// a close as the line back to its start), the range cut out of them with curves split at the
/// parameter where their arc length reaches each end (de Casteljau), so what is drawn lies on
/// the original curve. The fill is not trimmed.
enum StrokeRange {
  /// Steps per curve in the arc-length table that finds a curve's cutting parameter.
  static let curveSteps = 64

  /// One drawable piece: its points as a cubic (lines and quadratics raised to cubics) and
  /// whether a subpath starts with it.
  struct Piece {
    var points: [CGPoint]  // p0, c1, c2, p3
    var startsSubpath: Bool
    var closesSubpath: Bool
    var lengths: [Double]  // cumulative arc length at even parameter steps
    var length: Double { lengths.last ?? 0 }
  }

  /// `path` between `start` and `end` (fractions of its length, 0...1); the whole path when
  /// they are 0 and 1, an empty path when `start >= end`.
  static func trimmed(_ path: CGPath, start: CGFloat, end: CGFloat) -> CGPath {
    if start <= 0, end >= 1 { return path }
    let pieces = self.pieces(of: path)
    let total = pieces.reduce(0) { $0 + $1.length }
    let result = CGMutablePath()
    guard start < end, total > 0 else { return result }
    let from = Double(start) * total
    let to = Double(end) * total
    var walked = 0.0
    var subpathBegins = 0.0
    // Whether the last piece was drawn to its end, so the next one continues its line.
    var drawing = false
    for piece in pieces {
      let pieceStart = walked
      walked += piece.length
      if piece.startsSubpath {
        drawing = false
        subpathBegins = pieceStart
      }
      guard walked > from, pieceStart < to, piece.length > 0 else { continue }
      let t0 = parameter(piece, atLength: from - pieceStart)
      let t1 = parameter(piece, atLength: to - pieceStart)
      let cut = split(piece.points, from: t0, to: t1)
      if !drawing || t0 > 0 { result.move(to: cut[0]) }
      result.addCurve(to: cut[3], control1: cut[1], control2: cut[2])
      drawing = t1 >= 1
      // A subpath drawn whole keeps its close, so its last corner is joined as iOS joins it.
      if piece.closesSubpath, drawing, from <= subpathBegins { result.closeSubpath() }
    }
    return result
  }

  /// The path's drawable elements as cubics, in order.
  static func pieces(of path: CGPath) -> [Piece] {
    var pieces: [Piece] = []
    var current: CGPoint?
    var subpathStart: CGPoint?
    var newSubpath = true
    func add(_ points: [CGPoint], closes: Bool = false) {
      pieces.append(
        Piece(
          points: points, startsSubpath: newSubpath, closesSubpath: closes,
          lengths: arcLengths(points)))
      newSubpath = false
    }
    func line(_ a: CGPoint, _ b: CGPoint) -> [CGPoint] {
      [a, a + (b - a) / 3, a + (b - a) * 2 / 3, b]
    }
    path.applyWithBlock { pointer in
      let element = pointer.pointee
      let p = element.points
      switch element.type {
      case .moveToPoint:
        current = p[0]
        subpathStart = p[0]
        newSubpath = true
      case .addLineToPoint:
        add(line(current ?? p[0], p[0]))
        current = p[0]
      case .addQuadCurveToPoint:
        let a = current ?? p[0]
        add([a, a + (p[0] - a) * 2 / 3, p[1] + (p[0] - p[1]) * 2 / 3, p[1]])
        current = p[1]
      case .addCurveToPoint:
        add([current ?? p[0], p[0], p[1], p[2]])
        current = p[2]
      case .closeSubpath:
        if let from = current, let start = subpathStart {
          add(line(from, start), closes: true)
          current = start
        }
        newSubpath = true
      @unknown default:
        break
      }
    }
    return pieces
  }

  static func point(_ c: [CGPoint], _ t: Double) -> CGPoint {
    let u = 1 - t
    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: w0 * c[0].x + w1 * c[1].x + w2 * c[2].x + w3 * c[3].x,
      y: w0 * c[0].y + w1 * c[1].y + w2 * c[2].y + w3 * c[3].y)
  }

  static func arcLengths(_ c: [CGPoint]) -> [Double] {
    var lengths = [0.0]
    var previous = c[0]
    for step in 1...curveSteps {
      let next = point(c, Double(step) / Double(curveSteps))
      lengths.append(lengths[lengths.count - 1] + Double(hypot(next.x - previous.x, next.y - previous.y)))
      previous = next
    }
    return lengths
  }

  /// The parameter where `piece` has covered `length` (0 before it, 1 past it).
  static func parameter(_ piece: Piece, atLength length: Double) -> Double {
    guard length > 0 else { return 0 }
    guard length < piece.length else { return 1 }
    let table = piece.lengths
    var k = 0
    while k + 1 < table.count - 1, table[k + 1] <= length { k += 1 }
    let step = table[k + 1] - table[k]
    let within = step > 0 ? (length - table[k]) / step : 0
    return (Double(k) + within) / Double(curveSteps)
  }

  /// The cubic `c` between parameters t0 and t1, as a cubic (de Casteljau twice).
  static func split(_ c: [CGPoint], from t0: Double, to t1: Double) -> [CGPoint] {
    let tail = subdivide(c, at: t0).1
    guard t0 < 1 else { return [c[3], c[3], c[3], c[3]] }
    return subdivide(tail, at: (t1 - t0) / (1 - t0)).0
  }

  static func subdivide(_ c: [CGPoint], at t: Double) -> ([CGPoint], [CGPoint]) {
    func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { a + (b - a) * t }
    let ab = lerp(c[0], c[1])
    let bc = lerp(c[1], c[2])
    let cd = lerp(c[2], c[3])
    let abc = lerp(ab, bc)
    let bcd = lerp(bc, cd)
    let middle = lerp(abc, bcd)
    return ([c[0], ab, abc, middle], [middle, bcd, cd, c[3]])
  }
}

extension CGPoint {
  fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
  fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
  fileprivate static func * (a: CGPoint, s: Double) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
  fileprivate static func / (a: CGPoint, s: Double) -> CGPoint { CGPoint(x: a.x / s, y: a.y / s) }
}
