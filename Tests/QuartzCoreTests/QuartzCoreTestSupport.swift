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

/// A 200-point canvas with one emitter layer filling it (a "dot" cell: 20 a second, 2 s, a
/// 6-point circle, then `configure`), shown by a CPU renderer at time 0 that records its changes
/// (tests read `host.recording`).
func showEmitter(cell configure: (CAEmitterCell) -> Void = { _ in }) throws -> (
  renderer: CARenderer, root: CALayer, layer: CAEmitterLayer
) {
  let root = CALayer()
  root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
  let layer = CAEmitterLayer()
  layer.frame = root.bounds
  layer.emitterPosition = CGPoint(x: 100, y: 100)
  let cell = CAEmitterCell()
  cell.name = "dot"
  cell.birthRate = 20
  cell.lifetime = 2
  cell.contents = Contents.shape(.circle, size: Size(width: 6, height: 6))
  configure(cell)
  layer.emitterCells = [cell]
  root.addSublayer(layer)
  let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 0.25, records: true)
  _ = try renderer.pixels(atTime: 0)
  return (renderer, root, layer)
}

/// A scene file of the repository, loaded as `emitter render` loads it.
func presetScene(_ name: String) throws -> Scene {
  try Scene.load(contentsOf: Repository.scenes.appendingPathComponent(name + ".json"))
}
