import EmitterModel
import Testing

@Suite("Timing functions")
struct TimingFunctionTests {
  /// Core Animation's published control points.
  static let published: [(MediaTimingFunction.Name, [Double])] = [
    (.linear, [0, 0, 1, 1]),
    (.easeIn, [0.42, 0, 1, 1]),
    (.easeOut, [0, 0, 0.58, 1]),
    (.easeInEaseOut, [0.42, 0, 0.58, 1]),
    (.default, [0.25, 0.1, 0.25, 1]),
  ]

  /// The Bézier through (0,0), c1, c2, (1,1) at parameter s, in Bernstein form: independent of
  /// the power form `MediaTimingFunction` evaluates.
  static func bezier(_ c: [Double], _ s: Double) -> (x: Double, y: Double) {
    let u = 1 - s
    let x = 3 * u * u * s * c[0] + 3 * u * s * s * c[2] + s * s * s
    let y = 3 * u * u * s * c[1] + 3 * u * s * s * c[3] + s * s * s
    return (x, y)
  }

  @Test("named functions have Core Animation's control points")
  func controlPoints() {
    for (name, points) in Self.published {
      #expect(name.function.controlPointComponents == points, "\(name)")
      #expect(name.function.name == name)
    }
  }

  @Test("every named function passes through its Bézier at 1001 parameters, to 1e-9",
        arguments: published.map(\.0))
  func matchesBezier(name: MediaTimingFunction.Name) {
    let points = Self.published.first { $0.0 == name }!.1
    for i in 0...1000 {
      let (x, y) = Self.bezier(points, Double(i) / 1000)
      #expect(abs(name.function.value(at: x) - y) < 1e-9, "\(name) at x = \(x)")
    }
  }

  @Test("spot values: ends, midpoints and known points of the curves")
  func spotValues() {
    for (name, _) in Self.published {
      #expect(name.function.value(at: 0) == 0 && name.function.value(at: 1) == 1, "\(name)")
    }
    #expect(MediaTimingFunction.linear.value(at: 0.3) == 0.3)
    // easeInEaseOut is symmetric about (0.5, 0.5).
    #expect(abs(MediaTimingFunction.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-12)
    for x in stride(from: 0.05, to: 1, by: 0.05) {
      let f = MediaTimingFunction.easeInEaseOut
      #expect(abs(f.value(at: x) + f.value(at: 1 - x) - 1) < 1e-9)
      // easeIn and easeOut mirror each other through the centre.
      #expect(abs(MediaTimingFunction.easeIn.value(at: x) + MediaTimingFunction.easeOut.value(at: 1 - x) - 1) < 1e-9)
      // easeIn starts slow: below the diagonal; easeOut above it.
      #expect(MediaTimingFunction.easeIn.value(at: x) < x && MediaTimingFunction.easeOut.value(at: x) > x)
    }
  }

  @Test("custom curves, overshooting ones included, follow their Bézier; values never go back")
  func customCurves() {
    let curves: [[Double]] = [[0.1, 0.9, 0.2, 1], [0.68, -0.55, 0.265, 1.55], [0, 0, 0, 1], [1, 0, 1, 1], [0.5, 2, 0.5, -1]]
    for points in curves {
      let function = MediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3])
      for i in 0...500 {
        let (x, y) = Self.bezier(points, Double(i) / 500)
        #expect(abs(function.value(at: x) - y) < 1e-8, "\(points) at \(x)")
      }
      let range = function.valueRange
      for i in 0...200 {
        #expect(range.contains(function.value(at: Double(i) / 200)), "\(points) range")
      }
    }
    #expect(MediaTimingFunction.easeIn.value(at: -1) == 0 && MediaTimingFunction.easeIn.value(at: 2) == 1)
  }
}
