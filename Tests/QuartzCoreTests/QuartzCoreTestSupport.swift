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

/// An emitter layer `side` points square at the origin, emitting from its middle one "dot"
/// cell (a 6-point circle, then `configure`).
func dotEmitter(side: CGFloat, cell configure: (CAEmitterCell) -> Void) -> CAEmitterLayer {
  let layer = CAEmitterLayer()
  layer.frame = CGRect(x: 0, y: 0, width: side, height: side)
  layer.emitterPosition = CGPoint(x: side / 2, y: side / 2)
  let cell = CAEmitterCell()
  cell.name = "dot"
  cell.contents = Contents.shape(.circle, size: Size(width: 6, height: 6))
  configure(cell)
  layer.emitterCells = [cell]
  return layer
}

/// A 200-point canvas with one emitter layer filling it (a "dot" cell: 20 a second, 2 s, a
/// 6-point circle, then `configure`), shown by a CPU renderer at time 0 that records its changes
/// (tests read `host.recording`).
func showEmitter(cell configure: (CAEmitterCell) -> Void = { _ in }) throws -> (
  renderer: CARenderer, root: CALayer, layer: CAEmitterLayer
) {
  let root = CALayer()
  root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
  let layer = dotEmitter(side: 200) { cell in
    cell.birthRate = 20
    cell.lifetime = 2
    configure(cell)
  }
  root.addSublayer(layer)
  let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 0.25, records: true)
  _ = try renderer.pixels(atTime: 0)
  return (renderer, root, layer)
}

/// `root` shown on a CPU and on a GL host (the shared headless context), both recording: at each
/// of `times`, media time set there, `change(index, time)`, the commit, and both advanced to it;
/// then `check(cpu, gpu)`, and both closed. Call within `withGL`.
func stepOnCPUAndGL(
  _ root: CALayer, times: [Double], change: (Int, Double) -> Void,
  check: (_ cpu: LayerTreeHost, _ gpu: LayerTreeHost) throws -> Void
) throws {
  let cpu = try LayerTreeHost(root: root, backend: .cpu, records: true)
  let gpu = try LayerTreeHost(
    root: root, backend: .openGL, context: SharedHeadlessContext(), records: true)
  defer {
    try? cpu.close()
    try? gpu.close()
  }
  for (index, time) in times.enumerated() {
    CARenderer.setMediaTime(time)
    change(index, time)
    CATransaction.flush()
    try cpu.advance(to: time)
    try gpu.advance(to: time)
  }
  try check(cpu, gpu)
}

/// A scene file of the repository, loaded as `emitter render` loads it.
func presetScene(_ name: String) throws -> Scene {
  try Scene.load(contentsOf: Repository.scenes.appendingPathComponent(name + ".json"))
}
