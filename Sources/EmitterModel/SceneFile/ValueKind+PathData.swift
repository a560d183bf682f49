extension ValueKind {
  /// Path data's problems: text that is not SVG path syntax, or a bounding box over
  /// `ContentsBudget.maximumVectorExtent` points a side (the raster made from it stays within
  /// `ContentsBudget.maximumRasterSide` pixels at no less than its minimum density). "" is the
  /// empty path and has none.
  func pathDataProblems(_ text: String) -> [ValueProblem] {
    guard !text.isEmpty else { return [] }
    let shown = quoted(text)
    let path: SVGPath
    do {
      path = try SVGPath(parsing: text)
    } catch {
      return [
        ValueProblem(
          kind: .outOfRange, value: shown, expected: Self.pathDataDescription,
          message: "\(shown): \(error.message); allowed \(Self.pathDataDescription)")
      ]
    }
    let size = path.bounds.size
    let limit = ContentsBudget.maximumVectorExtent
    guard max(size.x, size.y) > limit else { return [] }
    return [
      ValueProblem(
        kind: .outOfRange, value: shown, expected: Self.pathDataDescription,
        message:
          "\(shown): the path's bounding box is \(formatNumber(size.x)) x"
          + " \(formatNumber(size.y)) points; allowed at most \(formatNumber(limit)) points a side")
    ]
  }
}
