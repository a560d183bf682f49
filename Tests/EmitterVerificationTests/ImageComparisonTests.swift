import EmitterImage
import EmitterVerification
import Foundation
import Testing

@Suite("Image comparison: share of pixels over a threshold, and the mean")
struct ImageComparisonTests {
  @Test("differences at the threshold pass, above it count, the mean is per channel")
  func metric() {
    let expected = RGBAImage(width: 10, height: 10, fill: SIMD4(100, 100, 100, 255))
    var actual = expected
    actual[0, 0] = SIMD4(103, 100, 100, 255)  // at the threshold: not differing
    actual[1, 0] = SIMD4(104, 100, 100, 255)  // over it
    let comparison = ImageComparison(actual: actual, expected: expected, tolerance: .standard)
    #expect(comparison.differingPixels == 1)
    #expect(comparison.maximumDifference == 4)
    #expect(abs(comparison.meanDifference - 7.0 / 400) < 1e-12)
    #expect(comparison.differingFraction == 0.01)
    #expect(!comparison.passed, "1 % of pixels is over the 0.1 % allowed")
    #expect(ImageComparison(actual: expected, expected: expected).passed)
  }

  @Test("a size mismatch never passes")
  func sizes() {
    let comparison = ImageComparison(
      actual: RGBAImage(width: 2, height: 2), expected: RGBAImage(width: 3, height: 2))
    #expect(comparison.sizeMismatch && !comparison.passed)
  }

  @Test("a failure writes actual, expected and diff PNGs")
  func artifacts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-compare-\(getpid())-\(UUID().uuidString)")
    let a = RGBAImage(width: 4, height: 4, fill: SIMD4(255, 0, 0, 255))
    let b = RGBAImage(width: 4, height: 4, fill: SIMD4(0, 0, 255, 255))
    let paths = try ImageComparison.writeArtifacts(
      actual: a, expected: b, name: "case", folder: folder)
    #expect(
      paths.map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "case-actual.png", "case-expected.png", "case-diff.png",
      ])
    #expect(try PNGFile.read(paths[2])[0, 0] == SIMD4(255, 0, 255, 255))
  }
}
