/// Small statistics helpers for distribution tests.
public enum Statistics {
  /// Pearson's chi-square statistic of `counts` against equal expected counts.
  public static func chiSquare(_ counts: [Int]) -> Double {
    let total = Double(counts.reduce(0, +))
    let expected = total / Double(counts.count)
    return counts.reduce(0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
  }

  /// Upper critical value of chi-square with `degrees` degrees of freedom at p = 0.001
  /// (Wilson-Hilferty approximation, accurate to well under 1% for more than 10 degrees).
  public static func chiSquareCritical(degrees: Int) -> Double {
    let k = Double(degrees)
    let z = 3.090_232  // standard normal quantile at 0.999
    let term = 1 - 2 / (9 * k) + z * (2 / (9 * k)).squareRoot()
    return k * term * term * term
  }

  /// Counts of `values` in [0, 1) over `bins` equal bins.
  public static func histogram(_ values: [Float], bins: Int) -> [Int] {
    var counts = Array(repeating: 0, count: bins)
    for value in values { counts[min(max(Int(value * Float(bins)), 0), bins - 1)] += 1 }
    return counts
  }

  public static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }

  /// Pearson correlation.
  public static func correlation(_ a: [Double], _ b: [Double]) -> Double {
    let (ma, mb) = (mean(a), mean(b))
    var (sab, saa, sbb) = (0.0, 0.0, 0.0)
    for (x, y) in zip(a, b) {
      sab += (x - ma) * (y - mb); saa += (x - ma) * (x - ma); sbb += (y - mb) * (y - mb)
    }
    return sab / (saa * sbb).squareRoot()
  }
}
