import EmitterKit
import Foundation
import QuartzCore
import Testing

/// A shown layer's `beginTime`, `speed` and `timeOffset` set: iOS code's pause and resume of an
/// emitter. Frame times are binary fractions, so the paused run's layer times are exactly the
/// plain run's and the particles compare bit for bit.
extension QuartzCoreTests {
  @Suite struct LiveTiming {
    static let frame = 1.0 / 32

    /// The shared shown emitter, its particles moving out in every direction.
    static func shown() throws -> (renderer: CARenderer, root: CALayer, layer: CAEmitterLayer) {
      try showEmitter { cell in
        cell.birthRate = 30
        cell.velocity = 40
        cell.emissionRange = .pi
      }
    }

    static func run(_ renderer: CARenderer, from start: Double, frames: Int) throws {
      for index in 1...frames { _ = try renderer.pixels(atTime: start + Double(index) * frame) }
    }

    @Test func pausedAndResumedAsIOSCodeDoes() throws {
      try expectNoProblems {
        let plain = try Self.shown()
        defer { try? plain.renderer.close() }
        try Self.run(plain.renderer, from: 0, frames: 64)
        let expected = try plain.renderer.host.snapshot().particles

        CARenderer.setMediaTime(0)  // the second host starts where the first did
        let paused = try Self.shown()
        defer { try? paused.renderer.close() }
        try Self.run(paused.renderer, from: 0, frames: 32)
        // Pause: the layer's clock stops at its current time.
        let layer = paused.layer
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        _ = try paused.renderer.pixels(atTime: 1 + Self.frame)
        let atPause = try paused.renderer.host.snapshot().particles
        try Self.run(paused.renderer, from: 1 + Self.frame, frames: 15)
        #expect(try paused.renderer.host.snapshot().particles == atPause, "nothing moves")
        #expect(layer.convertTime(CACurrentMediaTime(), from: nil) == pausedTime)
        // Resume: the clock runs again from where it stopped.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        try Self.run(paused.renderer, from: 1.5, frames: 32 - 1)
        #expect(layer.convertTime(CACurrentMediaTime(), from: nil) == 2 - Self.frame)
        _ = try paused.renderer.pixels(atTime: 2.5)
        // The pause lasted half a second (a frame of it spent before the clock stopped).
        let resumed = try paused.renderer.host.snapshot().particles
        #expect(!resumed.isEmpty)
        #expect(resumed.count == expected.count)
        #expect(resumed == expected, "the same particles as the run without the pause")
      }
    }

    @Test func aSublayerRunsInItsPausedSuperlayersTime() throws {
      try expectNoProblems {
        let shown = try Self.shown()
        defer { try? shown.renderer.close() }
        let inner = CAEmitterLayer()
        inner.emitterCells = shown.layer.emitterCells
        inner.emitterPosition = CGPoint(x: 50, y: 50)
        shown.layer.addSublayer(inner)
        try Self.run(shown.renderer, from: 0, frames: 16)
        shown.layer.timeOffset = shown.layer.convertTime(CACurrentMediaTime(), from: nil)
        shown.layer.speed = 0
        _ = try shown.renderer.pixels(atTime: 0.5 + Self.frame)
        let atPause = try shown.renderer.host.snapshot().particles
        try Self.run(shown.renderer, from: 0.5 + Self.frame, frames: 8)
        #expect(try shown.renderer.host.snapshot().particles == atPause, "both clocks stopped")
        #expect(!atPause.isEmpty)
      }
    }
  }
}
