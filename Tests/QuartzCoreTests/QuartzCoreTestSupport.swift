// What every QuartzCore test shares: one serialized parent suite (Core Animation's state is
// process-wide: the media clock, the animation scheduler, the diagnostics switch), a clean start
// for each test, and the problems QuartzCore reported while it ran.
import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// The parent of every QuartzCore suite: serialized, so tests never share the media clock.
@Suite(.serialized) struct QuartzCoreTests {}

/// Runs `body` with the media clock pinned at `time`, a clean transaction and scheduler, and
/// strict diagnostics; returns the problems QuartzCore recorded (the test checks them).
@discardableResult
func withCoreAnimation<Result>(
  at time: Double = 0, _ body: () throws -> Result
) rethrows -> (result: Result, problems: [QuartzCoreError]) {
  // The same state is UIKit's and AppKit's tests' too, in other suites of this process.
  try withCoreAnimationLock { try withCoreAnimationState(at: time, body) }
}

private func withCoreAnimationState<Result>(
  at time: Double, _ body: () throws -> Result
) rethrows -> (result: Result, problems: [QuartzCoreError]) {
  CARenderer.setMediaTime(time)
  CATransaction.flush()
  AnimationScheduler.shared.reset()
  _ = QuartzCoreDiagnostics.takeErrors()
  QuartzCoreDiagnostics.isStrict = true
  defer {
    QuartzCoreDiagnostics.isStrict = false
    CATransaction.flush()
    AnimationScheduler.shared.reset()
    CARenderer.setMediaTime(nil)
  }
  let result = try body()
  return (result, QuartzCoreDiagnostics.takeErrors())
}

/// `body` must report no problem.
func expectNoProblems<Result>(
  at time: Double = 0, sourceLocation: Testing.SourceLocation = #_sourceLocation,
  _ body: () throws -> Result
) rethrows -> Result {
  let (result, problems) = try withCoreAnimation(at: time, body)
  #expect(problems.isEmpty, "\(problems.map(\.description))", sourceLocation: sourceLocation)
  return result
}

/// A scene file of the repository, loaded as `emitter render` loads it.
func presetScene(_ name: String) throws -> Scene {
  try Scene.load(contentsOf: Repository.scenes.appendingPathComponent(name + ".json"))
}
