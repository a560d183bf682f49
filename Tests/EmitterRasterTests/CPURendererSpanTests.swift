import EmitterRaster
import EmitterSimulation
import EmitterVerification
import Testing

/// A row's span (`CPURenderer.span`) bounds where the coverage test can pass; the lanes and the
/// one-pixel loop only visit columns inside it, so a span that cut off a covered pixel would
/// drop it from both alike (their images would still agree). This checks the bound itself: on
/// rows of every slope, steep and shallow, near an edge and far from the origin, every column
/// the coverage test covers, evaluated with the pixels' own float arithmetic, lies inside.
@Suite("A row's span keeps every pixel the coverage test covers")
struct CPURendererSpanTests {
  /// The coverage test exactly as the kernel and the one-pixel loop evaluate it.
  static func covered(_ origin: SIMD4<Float>, _ step: SIMD4<Float>, column k: Int) -> Bool {
    let q = origin + step * Float(k)
    return q.z > 0 && q.x >= 0 && q.x < q.z && q.y >= 0 && q.y < q.z
  }

  static func expectSpanKeepsCovered(
    _ origin: SIMD4<Float>, _ step: SIMD4<Float>, columns: Int
  ) -> Int {
    let (start, end) = CPURenderer.span(origin, step, columns: columns)
    #expect(start >= 0 && end <= columns || start == end)
    var coveredCount = 0
    for k in 0..<columns where covered(origin, step, column: k) {
      coveredCount += 1
      #expect(
        (start..<end).contains(k),
        "column \(k) is covered but the span is \(start)..<\(end): origin \(origin), step \(step)")
    }
    return coveredCount
  }

  @Test("random rows of sprites and tilted planes", arguments: 0..<8 as Range<UInt64>)
  func randomRows(_ seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var coveredRows = 0
    for _ in 0..<4000 {
      // A quad about `size` pixels wide, its edge near column `edge`, `scale` units of s·q.
      let size = Float.random(in: 1...400, using: &random)
      let scale = Float(1 << Int.random(in: 0...20, using: &random)) / 1024
      let z = scale * Float.random(in: 0.5...2, using: &random)
      let perspective =
        Bool.random(using: &random) ? Float.random(in: -1...1, using: &random) * z / 4000 : 0
      let step = SIMD4(
        Float.random(in: -1...1, using: &random) * z / size,
        Float.random(in: -1...1, using: &random) * z / size, perspective, 0)
      let columns = Int.random(in: 1...600, using: &random)
      // s·q crosses zero at `edge`: on a column (where rounding decides), or near one.
      let edge =
        Bool.random(using: &random)
        ? Float(Int.random(in: -20...columns + 20, using: &random))
        : Float.random(in: -20...Float(columns + 20), using: &random)
      let nudge = Bool.random(using: &random) ? 0 : Float.random(in: -1e-5...1e-5, using: &random)
      let origin = SIMD4(
        -step.x * (edge + nudge), Float.random(in: -0.2...1.2, using: &random) * z, z, 0)
      if Self.expectSpanKeepsCovered(origin, step, columns: columns) > 0 { coveredRows += 1 }
    }
    // The rows are not all empty: the test is about something.
    #expect(coveredRows > 400)
  }

  /// The kernel bounds eight rows at once, a row a lane, stepping each row's values from the
  /// quad's origin; each must be the span of that row alone (`span`, from the row's origin as
  /// the one-pixel loop steps it, which the test above checks), exactly, on every kernel.
  @Test(
    "eight rows at once give each row's span", arguments: CPURenderer.SpanKernel.allCases,
    0..<4 as Range<UInt64>)
  func eightRows(_ kernel: CPURenderer.SpanKernel, _ seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var nonEmpty = 0
    for _ in 0..<4000 {
      let size = Float.random(in: 1...400, using: &random)
      let z = Float(1 << Int.random(in: 0...20, using: &random)) / 1024
      let perspective = { (random: inout SplitMix64) -> Float in
        Bool.random(using: &random) ? Float.random(in: -1...1, using: &random) * z / 4000 : 0
      }
      let columnStep = SIMD4(
        Float.random(in: -1...1, using: &random) * z / size,
        Float.random(in: -1...1, using: &random) * z / size, perspective(&random), 0)
      // Flat rows now and then: a condition constant along the row.
      let rowStep =
        Int.random(in: 0..<8, using: &random) == 0
        ? SIMD4<Float>(0, 0, 0, 0)
        : SIMD4(
          Float.random(in: -1...1, using: &random) * z / size,
          Float.random(in: -1...1, using: &random) * z / size, perspective(&random), 0)
      let origin = SIMD4(
        Float.random(in: -1...1, using: &random) * z * 2, Float.random(in: -1...1, using: &random) * z * 2,
        z, 0)
      let columns = Int.random(in: 1...600, using: &random)
      // Rows across the quad (about `size` rows) and a few past it.
      let firstRow = Int.random(in: 0...Int(size) + 8, using: &random)
      let rows = CPURenderer.spansOfEightRows(
        from: firstRow, origin: origin, rowStep: rowStep, columnStep: columnStep,
        columns: columns, kernel: kernel)
      for (lane, span) in rows.enumerated() {
        let rowOrigin = origin + rowStep * Float(firstRow + lane)
        let (start, end) = CPURenderer.span(rowOrigin, columnStep, columns: columns)
        #expect(
          span.start == start && span.end == end,
          "row \(firstRow + lane): \(span.start)..<\(span.end), one row at a time \(start)..<\(end)")
        if start < end { nonEmpty += 1 }
      }
    }
    #expect(nonEmpty > 2000, "\(nonEmpty) rows of 32,000 had a span")
  }

  @Test("edge cases: flat slopes, a root on a pixel, far from the origin")
  func edgeCases() {
    let rows: [(SIMD4<Float>, SIMD4<Float>)] = [
      // Every condition constant along the row.
      (SIMD4(0.5, 0.5, 1, 0), SIMD4(0, 0, 0, 0)),
      (SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 0)),
      // s·q reaches 0 exactly on column 10, and q on column 40.
      (SIMD4(-1, 0.25, 1, 0), SIMD4(0.1, 0, 0, 0)),
      (SIMD4(0.5, 0.25, 4, 0), SIMD4(0, 0, -0.1, 0)),
      // Large values stepping slowly: rounding in s·q is many times the step.
      (SIMD4(-30_000, 5_000, 60_000, 0), SIMD4(123.456, 0, 0, 0)),
      (SIMD4(1e-3, 2e-4, 1e-2, 0), SIMD4(-3e-6, 1e-7, 0, 0)),
    ]
    for (origin, step) in rows { _ = Self.expectSpanKeepsCovered(origin, step, columns: 500) }
    #expect(Self.expectSpanKeepsCovered(rows[2].0, rows[2].1, columns: 500) == 10)
  }
}
