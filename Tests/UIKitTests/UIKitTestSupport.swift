// What UIKit's tests share: one serialized parent suite on the main actor (views are main-actor
// isolated, and Core Animation's state is process-wide), a clean start for each test under the
// process-wide Core Animation lock, and pixel helpers.
import EmitterImage
import EmitterTestSupport
import EmitterViewHost
import Foundation
import Testing
import UIKit

/// The parent of every UIKit suite.
@MainActor @Suite(.serialized) struct UIKitTests {}

/// Runs `body` with the media clock pinned at 0, a clean transaction, scheduler and main run
/// loop, and strict diagnostics (problems QuartzCore reports are thrown by the hosts).
@MainActor func withUIKit<Result>(_ body: () throws -> Result) throws -> Result {
  try withCoreAnimationLock {
    CARenderer.setMediaTime(0)
    CATransaction.flush()
    AnimationScheduler.shared.reset()
    MainRunLoop.shared.removeAll()
    _ = QuartzCoreDiagnostics.takeErrors()
    QuartzCoreDiagnostics.isStrict = true
    defer {
      QuartzCoreDiagnostics.isStrict = false
      _ = QuartzCoreDiagnostics.takeErrors()
      CATransaction.flush()
      AnimationScheduler.shared.reset()
      MainRunLoop.shared.removeAll()
      CARenderer.setMediaTime(nil)
    }
    return try body()
  }
}

/// A UIImage's pixels, premultiplied RGBA, rows from the top.
func rgba(of image: UIImage) throws -> RGBAImage {
  let cgImage = try #require(image.cgImage)
  return cgImage.pixels
}

/// Writes `image` where a person can look at it: `.build/uikit-tests/NAME.png`.
@discardableResult
func keep(_ image: RGBAImage, as name: String) throws -> URL {
  let folder = Repository.root.appendingPathComponent(".build/uikit-tests")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent(name + ".png")
  try PNGFile.write(image, to: url.path)
  return url
}

extension RGBAImage {
  /// The summed alpha of every pixel, in pixels (a pixel fully covered counts 1).
  var coverage: Double {
    var sum = 0
    for index in stride(from: 3, to: pixels.count, by: 4) { sum += Int(pixels[index]) }
    return Double(sum) / 255
  }

  /// Pixels whose test passes.
  func count(_ test: (SIMD4<UInt8>) -> Bool) -> Int {
    var count = 0
    for y in 0..<height {
      for x in 0..<width where test(self[x, y]) { count += 1 }
    }
    return count
  }
}
