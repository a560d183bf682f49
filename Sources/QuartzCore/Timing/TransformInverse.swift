/// The inverse of a 4×4 matrix by Gauss-Jordan elimination with partial pivoting, in double
/// precision: `CATransform3DInvert` and the conversions of points between layers.
enum TransformInverse {
  /// The inverse of the row-major `entries`, or nil when the matrix is singular (a pivot under
  /// 1e-12 of the largest entry).
  static func inverse(of entries: [Double]) -> [Double]? {
    var a = entries
    var inverse: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    let scale = entries.map(abs).max() ?? 0
    guard scale > 0, scale.isFinite else { return nil }
    for column in 0..<4 {
      var pivot = column
      for row in column..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) {
        pivot = row
      }
      guard abs(a[pivot * 4 + column]) > 1e-12 * scale else { return nil }
      if pivot != column {
        for k in 0..<4 {
          a.swapAt(pivot * 4 + k, column * 4 + k)
          inverse.swapAt(pivot * 4 + k, column * 4 + k)
        }
      }
      let divisor = a[column * 4 + column]
      for k in 0..<4 {
        a[column * 4 + k] /= divisor
        inverse[column * 4 + k] /= divisor
      }
      for row in 0..<4 where row != column {
        let factor = a[row * 4 + column]
        guard factor != 0 else { continue }
        for k in 0..<4 {
          a[row * 4 + k] -= factor * a[column * 4 + k]
          inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
        }
      }
    }
    return inverse
  }
}
