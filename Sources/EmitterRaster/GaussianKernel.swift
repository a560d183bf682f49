import Foundation

/// The weights of a shadow's separable Gaussian blur: `w(i) ∝ exp(−i² / 2σ²)` for the integer
/// offsets `−n...n`, `n = ⌈3σ⌉`, normalised to sum to 1 (so a blurred opaque area stays opaque).
/// Both renderers blur with these weights (the GL pass reads them from a uniform array).
///
/// σ follows the rule CSS and the HTML canvas state for a blur radius (standard deviation = half
/// the radius), which is how `shadowRadius` is commonly read; docs/SEMANTICS.md has the sources.
package struct GaussianKernel: Sendable, Equatable {
  /// Weights for offsets 0...n (the kernel is symmetric).
  package let weights: [Float]
  /// The standard deviation, pixels (0 for the identity).
  package let sigma: Float

  /// The most taps on each side: σ × 3 at the largest radius and a 3× pixel scale, rounded up.
  static let maximumHalfWidth = 450

  /// The kernel of standard deviation `sigma` pixels; `sigma` ≤ 0.01 gives the identity.
  package init(sigma: Float) {
    guard sigma > 0.01 else {
      weights = [1]
      self.sigma = 0
      return
    }
    self.sigma = sigma
    // Bounded while still a Float: a radius of 1e20 points is an infinite sigma.
    let n = Int(min((3 * sigma).rounded(.up), Float(Self.maximumHalfWidth)))
    let raw = (0...n).map { Float(exp(-Double($0 * $0) / (2 * Double(sigma) * Double(sigma)))) }
    let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
    weights = raw.map { $0 / total }
  }

  /// The half width n: taps reach from −n to n.
  package var halfWidth: Int { weights.count - 1 }

  /// `values` (a `width` × `height` plane, rows from the top) blurred along x then y; samples
  /// outside the plane are 0 (nothing is drawn there).
  package func blur(_ values: [Float], width: Int, height: Int) -> [Float] {
    let n = halfWidth
    guard n > 0 else { return values }
    var across = [Float](repeating: 0, count: values.count)
    for y in 0..<height {
      let row = y * width
      for x in 0..<width {
        var sum = values[row + x] * weights[0]
        for i in 1...n {
          if x - i >= 0 { sum += values[row + x - i] * weights[i] }
          if x + i < width { sum += values[row + x + i] * weights[i] }
        }
        across[row + x] = sum
      }
    }
    var result = [Float](repeating: 0, count: values.count)
    for y in 0..<height {
      for x in 0..<width {
        var sum = across[y * width + x] * weights[0]
        for i in 1...n {
          if y - i >= 0 { sum += across[(y - i) * width + x] * weights[i] }
          if y + i < height { sum += across[(y + i) * width + x] * weights[i] }
        }
        result[y * width + x] = sum
      }
    }
    return result
  }
}
