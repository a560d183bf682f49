// What the seed listings' tests share: Core Animation's process-wide state held and reset
// around each test, the listings' images on the resource search path, and frames looked at.
import EmitterImage
import EmitterTestSupport
import EmitterViewHost
import Foundation
import Testing
import UIKit

/// The parent of the seed listings' suites: serialized, on the main actor (views are).
@MainActor @Suite(.serialized) struct SeedListingTests {}

/// Where the listings' images are: this target's Resources (swift.png, comet.png).
let listingResources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Resources")

/// Runs `body` holding Core Animation's state: the media clock pinned at 0, a clean
/// transaction, scheduler and main run loop, strict diagnostics (every problem QuartzCore
/// reports is an error the renderer throws), and the listings' images on the search path.
@MainActor func withListingHost<Result>(_ body: () throws -> Result) throws -> Result {
  try withCoreAnimationLock {
    setenv(ImageResources.environmentVariable, listingResources.path, 1)
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

/// Writes `image` where a person can look at it: `.build/seed-listings/NAME.png`.
@discardableResult
func keep(_ image: UIImage, as name: String) throws -> URL {
  let folder = Repository.root.appendingPathComponent(".build/seed-listings")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent(name + ".png")
  try #require(image.pngData()).write(to: url)
  return url
}

/// The image's premultiplied RGBA pixels.
func pixels(of image: UIImage) throws -> RGBAImage {
  let data = try #require(image.pngData())
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "seed-\(UUID().uuidString).png")
  try data.write(to: url)
  defer { try? FileManager.default.removeItem(at: url) }
  return try PNGFile.read(url.path)
}
