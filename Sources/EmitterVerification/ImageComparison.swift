import EmitterImage
import Foundation

/// Compares a rendered image with an expected one under a two-part tolerance (piglit's per-channel
/// threshold, three.js's share of differing pixels, magnum's mean): a pixel *differs* when any
/// channel is more than `channelThreshold` apart, and the images match when at most
/// `maximumDifferingFraction` of the pixels differ and the mean absolute channel difference is at
/// most `maximumMeanDifference`. Differences are in 1/255 steps of premultiplied RGBA.
package struct ImageComparison: Sendable, CustomStringConvertible {
  /// The stated tolerance of one comparison.
  package struct Tolerance: Sendable, Equatable {
    /// A pixel differs when a channel is more than this many 1/255 steps off.
    package var channelThreshold: Int
    /// The largest share of differing pixels allowed, 0...1 (0.001 is 0.1 %).
    package var maximumDifferingFraction: Double
    /// The largest mean of |actual - expected| over every channel of every pixel, in 1/255 steps.
    package var maximumMeanDifference: Double

    package init(
      channelThreshold: Int, maximumDifferingFraction: Double, maximumMeanDifference: Double
    ) {
      self.channelThreshold = channelThreshold
      self.maximumDifferingFraction = maximumDifferingFraction
      self.maximumMeanDifference = maximumMeanDifference
    }

    /// 3/255 per channel (piglit's three 8-bit steps), at most 0.1 % of pixels over it
    /// (three.js's e2e default) and a mean of 0.5/255: blending and filtering round differently
    /// between llvmpipe's fixed-point pipeline and the CPU reference's float arithmetic.
    package static let standard = Tolerance(
      channelThreshold: 3, maximumDifferingFraction: 0.001, maximumMeanDifference: 0.5)

    /// No difference at all: two frames from the same engine path.
    package static let exact = Tolerance(
      channelThreshold: 0, maximumDifferingFraction: 0, maximumMeanDifference: 0)
  }

  package let tolerance: Tolerance
  package let width: Int
  package let height: Int
  /// Pixels with a channel over the threshold.
  package let differingPixels: Int
  /// Mean |difference| per channel, in 1/255 steps.
  package let meanDifference: Double
  /// Largest |difference| of any channel, in 1/255 steps.
  package let maximumDifference: Int
  /// Set when the sizes differ; nothing else is compared then.
  package let sizeMismatch: Bool

  package var differingFraction: Double {
    width * height == 0 ? 0 : Double(differingPixels) / Double(width * height)
  }

  package var passed: Bool {
    !sizeMismatch && differingFraction <= tolerance.maximumDifferingFraction
      && meanDifference <= tolerance.maximumMeanDifference
  }

  package init(actual: RGBAImage, expected: RGBAImage, tolerance: Tolerance = .standard) {
    self.tolerance = tolerance
    width = expected.width
    height = expected.height
    guard actual.width == expected.width, actual.height == expected.height else {
      sizeMismatch = true
      differingPixels = expected.width * expected.height
      meanDifference = .infinity
      maximumDifference = 255
      return
    }
    sizeMismatch = false
    var differing = 0
    var total = 0
    var largest = 0
    actual.pixels.withUnsafeBufferPointer { a in
      expected.pixels.withUnsafeBufferPointer { e in
        for pixel in stride(from: 0, to: a.count, by: 4) {
          var pixelLargest = 0
          for c in 0..<4 {
            let d = abs(Int(a[pixel + c]) - Int(e[pixel + c]))
            total += d
            pixelLargest = max(pixelLargest, d)
          }
          if pixelLargest > tolerance.channelThreshold { differing += 1 }
          largest = max(largest, pixelLargest)
        }
      }
    }
    differingPixels = differing
    meanDifference = actual.pixels.isEmpty ? 0 : Double(total) / Double(actual.pixels.count)
    maximumDifference = largest
  }

  package var description: String {
    if sizeMismatch { return "image sizes differ (expected \(width)x\(height))" }
    let percent = String(format: "%.4f", differingFraction * 100)
    let allowed = String(format: "%.4f", tolerance.maximumDifferingFraction * 100)
    return
      "\(differingPixels) of \(width * height) pixels (\(percent) %, allowed \(allowed) %) differ by more than "
      + "\(tolerance.channelThreshold)/255; mean difference \(String(format: "%.3f", meanDifference))/255 "
      + "(allowed \(tolerance.maximumMeanDifference)/255); largest \(maximumDifference)/255"
  }

  /// An image of the differences: each channel's |difference| × 16, opaque, so a 1/255 rounding
  /// shows as faint grey and a missing particle as bright colour.
  static func differenceImage(actual: RGBAImage, expected: RGBAImage) -> RGBAImage {
    guard actual.width == expected.width, actual.height == expected.height else { return expected }
    var out = RGBAImage(width: expected.width, height: expected.height)
    for i in stride(from: 0, to: out.pixels.count, by: 4) {
      var strongest = 0
      for c in 0..<4 {
        let d = abs(Int(actual.pixels[i + c]) - Int(expected.pixels[i + c]))
        strongest = max(strongest, d)
        if c < 3 { out.pixels[i + c] = UInt8(min(255, d * 16)) }
      }
      if strongest > 0, out.pixels[i] | out.pixels[i + 1] | out.pixels[i + 2] == 0 {
        out.pixels[i] = UInt8(min(255, strongest * 16))  // alpha-only differences show in red
      }
      out.pixels[i + 3] = 255
    }
    return out
  }

  /// Writes `NAME-actual.png`, `NAME-expected.png` and `NAME-diff.png` into `folder` (created if
  /// need be) and returns their paths, for a failing test to print.
  @discardableResult
  package static func writeArtifacts(
    actual: RGBAImage, expected: RGBAImage, name: String, folder: URL
  ) throws -> [String] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let images = [
      ("actual", actual), ("expected", expected),
      ("diff", differenceImage(actual: actual, expected: expected)),
    ]
    var paths: [String] = []
    for (suffix, image) in images {
      let path = folder.appendingPathComponent("\(name)-\(suffix).png").path
      try PNGFile.write(image, to: path)
      paths.append(path)
    }
    return paths
  }
}
