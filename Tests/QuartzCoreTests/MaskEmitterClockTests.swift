import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// A `CAEmitterLayer` mask's cells on a host timed by the media clock (docs/SEMANTICS.md, "Core
/// Animation's classes", Time; issue #28): the mask's emitter runs on the masked layer's clock,
/// so its top-level cells' `beginTime` (Core Animation's local time of that layer, the media
/// time for a layer left at `beginTime` 0) is moved onto the engine's clock as the layer's own
/// cells' is, in the tree first shown and in a mask or cells given live.
extension QuartzCoreTests {
  @Suite struct MaskEmitterClock {
    /// The media time the host starts at.
    static let start = 100.0
    /// Frames at 30 per second from the start to 101.5 s.
    static let times = (0...45).map { start + Double($0) / 30 }

    /// A 100 pt emitter whose cell `dot` emits 10 a second from media time 100.5 (its
    /// `beginTime`, in its layer's time), long-lived.
    static func emitter() -> CAEmitterLayer {
      dotEmitter(side: 100) { cell in
        cell.birthRate = 10
        cell.lifetime = 100
        cell.velocity = 20
        cell.emissionRange = .pi
        cell.beginTime = start + 0.5
      }
    }

    /// A fresh `dot` cell, as `emitter()` makes it.
    static func dot() -> CAEmitterCell {
      (emitter().emitterCells ?? [])[0]
    }

    /// Where the cell is: the shown layer's own, its mask's from the start, its mask's set
    /// live at 100.1 s, or its mask's cells given live at 100.1 s (the mask emitting an idle
    /// cell until then).
    enum Placement: CaseIterable, Sendable { case own, mask, maskSetLive, maskCellsSetLive }

    /// The media times of every birth by the last frame, sorted.
    static func birthTimes(_ placement: Placement) throws -> [Double] {
      try expectNoProblems(at: start) { () throws -> [Double] in
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let solid = CALayer()
        solid.frame = root.bounds
        solid.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let idle = emitter()
        let cell = CAEmitterCell()
        cell.name = "idle"
        cell.birthRate = 0
        idle.emitterCells = [cell]
        switch placement {
        case .own: root.addSublayer(emitter())
        case .mask: solid.mask = emitter()
        case .maskSetLive: break
        case .maskCellsSetLive: solid.mask = idle
        }
        if placement != .own { root.addSublayer(solid) }
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: start + 0.1)
        if placement == .maskSetLive { solid.mask = emitter() }
        if placement == .maskCellsSetLive { idle.emitterCells = [dot()] }
        CATransaction.flush()
        for time in times { try renderer.host.advance(to: time) }
        let end = try #require(times.last)
        return try renderer.host.snapshot().particles.map { end - Double($0.age) }.sorted()
      }
    }

    @Test(arguments: Placement.allCases)
    func cellsBeginOnTheMaskedLayersClock(_ placement: Placement) throws {
      let births = try Self.birthTimes(placement)
      // Core Animation's: 10 a second from 100.5 s; Float ages find a birth within 1e-4 s.
      let expected = (0..<10).map { Self.start + 0.5 + Double($0) / 10 }
      #expect(
        births.count == expected.count
          && zip(births, expected).allSatisfy { abs($0 - $1) < 1e-4 },
        "\(placement): \(births)")
    }
  }
}
