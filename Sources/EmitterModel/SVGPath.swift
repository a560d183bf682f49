/// A closed outline in SVG path syntax, in points: `M x y`, `L x y`, `H x`, `V y`,
/// `C x1 y1 x2 y2 x y`, `Q x1 y1 x y`, `Z`, and their relative lower-case forms. Numbers may be
/// separated by spaces or commas; a command letter may be followed by several coordinate groups.
/// Quadratic segments become cubics (what cairo draws).
package struct SVGPath: Sendable, Equatable {
  package enum Segment: Sendable, Equatable {
    case move(SIMD2<Double>)
    case line(SIMD2<Double>)
    case cubic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
    case close
  }

  package var segments: [Segment]

  /// The box around every point and control point (contains the curve, since a Bézier stays
  /// inside its control polygon).
  package var bounds: (origin: SIMD2<Double>, size: SIMD2<Double>) {
    var low = SIMD2(Double.infinity, .infinity)
    var high = -low
    for segment in segments {
      let points: [SIMD2<Double>] =
        switch segment {
        case .move(let p), .line(let p): [p]
        case .cubic(let a, let b, let c): [a, b, c]
        case .close: []
        }
      for p in points {
        low = pointwiseMin(low, p)
        high = pointwiseMax(high, p)
      }
    }
    guard low.x <= high.x else { return (.zero, .zero) }
    return (low, high - low)
  }

  package init(parsing text: String) throws(SVGPathError) {
    var scanner = Scanner(Array(text.utf8))
    var segments: [Segment] = []
    var current = SIMD2<Double>.zero
    var start = SIMD2<Double>.zero
    var command: UInt8? = nil
    while true {
      scanner.skipSeparators()
      guard let next = scanner.peek else { break }
      if Self.commands.contains(next | 0x20) {
        command = next
        scanner.advance()
        if next | 0x20 == UInt8(ascii: "z") {
          segments.append(.close)
          current = start
          continue
        }
      } else if command == nil || command! | 0x20 == UInt8(ascii: "z") {
        throw SVGPathError(
          message: "expected a command letter (M, L, H, V, C, Q, Z) at offset \(scanner.offset)")
      }
      let letter = command!
      let relative = letter >= UInt8(ascii: "a")
      let base = relative ? current : .zero
      func point() throws(SVGPathError) -> SIMD2<Double> {
        base + SIMD2(try scanner.number(), try scanner.number())
      }
      switch letter | 0x20 {
      case UInt8(ascii: "m"):
        current = try point()
        start = current
        segments.append(.move(current))
        command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // later pairs are line-tos
      case UInt8(ascii: "l"):
        current = try point()
        segments.append(.line(current))
      case UInt8(ascii: "h"):
        current = SIMD2((relative ? current.x : 0) + (try scanner.number()), current.y)
        segments.append(.line(current))
      case UInt8(ascii: "v"):
        current = SIMD2(current.x, (relative ? current.y : 0) + (try scanner.number()))
        segments.append(.line(current))
      case UInt8(ascii: "c"):
        let c1 = try point()
        let c2 = try point()
        let end = try point()
        segments.append(.cubic(c1, c2, end))
        current = end
      default:  // q
        let control = try point()
        let end = try point()
        segments.append(
          .cubic(current + (control - current) * (2.0 / 3), end + (control - end) * (2.0 / 3), end))
        current = end
      }
    }
    guard case .move = segments.first else {
      throw SVGPathError(
        message: segments.isEmpty ? "the path is empty" : "a path must start with M")
    }
    self.segments = segments
  }

  private static let commands: Set<UInt8> = Set("mlhvcqz".utf8)

  private struct Scanner {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }
    mutating func advance() { offset += 1 }

    mutating func skipSeparators() {
      while let c = peek, c == 0x20 || c == 0x2C || c == 0x09 || c == 0x0A || c == 0x0D {
        advance()
      }
    }

    mutating func number() throws(SVGPathError) -> Double {
      skipSeparators()
      let begin = offset
      if let c = peek, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { advance() }
      while let c = peek, (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: ".") { advance() }
      if let c = peek, c | 0x20 == UInt8(ascii: "e") {
        advance()
        if let s = peek, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { advance() }
        while let d = peek, d >= 0x30 && d <= 0x39 { advance() }
      }
      guard let value = Double(String(decoding: bytes[begin..<offset], as: UTF8.self)),
        value.isFinite
      else {
        throw SVGPathError(message: "expected a number at offset \(begin)")
      }
      return value
    }
  }
}

package struct SVGPathError: Error, Sendable, Equatable, CustomStringConvertible {
  package var message: String
  package var description: String { message }
}
