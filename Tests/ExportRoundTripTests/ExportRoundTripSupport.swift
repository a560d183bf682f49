// What the round-trip suites share: Core Animation's process-wide state held and reset around
// each test, the exports' images on UIImage(named:)'s search path, and a scene's frames through
// the façade.
import EmitterImage
import EmitterKit
import EmitterTestSupport
import EmitterVerification
import EmitterViewHost
import Foundation
import Testing
import UIKit

/// The parent of the round-trip suites, on the main actor (views are). Not serialized: each
/// test holds Core Animation's state only while it shows its views (`withExportHost`), so the
/// frames it compares them with are drawn beside other cases.
@MainActor @Suite struct ExportRoundTripTests {}

/// Runs `body` holding Core Animation's state: the media clock pinned at 0, a clean transaction,
/// scheduler and main run loop, strict diagnostics (anything QuartzCore would ignore with a
/// warning is an error `CARenderer` throws), and `UIImage(named:)` finding the images the
/// exports load: the bitmaps beside them, the fixtures' images, the presets' images.
@MainActor func withExportHost<Result>(_ body: () throws -> Result) throws -> Result {
  try withCoreAnimationLock {
    let folders = [
      ExportCase.exports, ExportCase.fixtures, Repository.scenes.appendingPathComponent("images"),
    ]
    setenv(ImageResources.environmentVariable, folders.map(\.path).joined(separator: ":"), 1)
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
      unsetenv(ImageResources.environmentVariable)
    }
    return try body()
  }
}

/// The frames of `scene` through `ParticleSystem` at `times` (each one `update(to:)`, as
/// `CARenderer` advances its host once per frame).
func frames(of scene: Scene, at times: [Double], backend: ParticleSystem.Backend) throws
  -> [RGBAImage]
{
  let system = try ParticleSystem(scene: scene, backend: backend)
  defer { try? system.destroy() }
  return try times.map { time in
    try system.update(to: time)
    return try system.image()
  }
}

/// Writes `image` where a person can look at it: `.build/export-round-trip/NAME.png`.
func keep(_ image: RGBAImage, as name: String) throws {
  let folder = Repository.root.appendingPathComponent(".build/export-round-trip")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try PNGFile.write(image, to: folder.appendingPathComponent(name + ".png").path)
}
