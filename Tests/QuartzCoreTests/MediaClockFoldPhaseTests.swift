import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// A layer's own fold under a host timed by the media clock (docs/PORTING.md, "Time"; issue
/// #28): Core Animation folds the layer's local time, which for a layer left at `beginTime` 0 is
/// the media time, so its repetitions start at whole media seconds, not where the host starts.
/// The engine's clock starts at the display; the fold keeps Core Animation's phase
/// (`EmitterLayer.repeatBeginTime`).
extension QuartzCoreTests {
  @Suite struct MediaClockFoldPhase {
    /// The media time the host starts at: 0.7 s into a repetition of a 1 s layer.
    static let start = 123.7
    /// Frames at 30 per second from the start, to 127 s: three whole windows.
    static let times = (0...99).map { start + Double($0) / 30 }

    /// A canvas with an emitter layer (`beginTime` 0) whose cell emits 10/s in `[0.2, 0.5)` of
    /// its layer's time, long-lived; `timed` folds that time every second, on the emitter
    /// itself or, `nested`, on a plain superlayer between it and the canvas.
    static func tree(
      nested: Bool, repeatCount: Float = .infinity, configure: (CALayer) -> Void = { _ in }
    ) -> CALayer {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
      let layer = dotEmitter(side: 200) { cell in
        cell.birthRate = 10
        cell.lifetime = 100
        cell.velocity = 20
        cell.emissionRange = .pi
        cell.beginTime = 0.2
        cell.duration = 0.3
      }
      let folding: CALayer = nested ? CALayer() : layer
      folding.duration = 1
      folding.repeatCount = repeatCount
      configure(folding)
      if nested {
        folding.frame = root.bounds
        folding.addSublayer(layer)
      }
      root.addSublayer(folding)
      return root
    }

    /// The media times of every birth in `tree` by the last frame, sorted.
    static func birthTimes(of tree: @autoclosure () -> CALayer) throws -> [Double] {
      try expectNoProblems(at: start) { () throws -> [Double] in
        let renderer = try CARenderer(layer: tree())
        defer { try? renderer.close() }
        for time in times { try renderer.host.advance(to: time) }
        let end = try #require(times.last)
        return try renderer.host.snapshot().particles.map { end - Double($0.age) }.sorted()
      }
    }

    /// Core Animation's births: the layer's time is the media time folded by 1 s, so the window
    /// is `[k + 0.2, k + 0.5)` of media time; 10/s from its opening: k + 0.2, k + 0.3, k + 0.4.
    static let closedForm = (124...126).flatMap { k in
      [0.2, 0.3, 0.4].map { Double(k) + $0 }
    }

    @Test(arguments: [false, true])
    func repetitionsKeepCoreAnimationsPhase(nested: Bool) throws {
      let births = try Self.birthTimes(of: Self.tree(nested: nested))
      // Ages are Float: a birth is found within 1e-4 s of its moment.
      #expect(
        births.count == Self.closedForm.count
          && zip(births, Self.closedForm).allSatisfy { abs($0 - $1) < 1e-4 },
        "nested \(nested): \(births)")
    }

    @Test func aFiniteFoldLeftAtBeginTime0IsPastItsSpanAsOnIOS() throws {
      // Three repetitions of media time [0, 3): long over at 123.7, so the timeline is off.
      #expect(try Self.birthTimes(of: Self.tree(nested: false, repeatCount: 3)).isEmpty)
      // The idiom starts them where the layer is shown: windows at 123.7 + k + [0.2, 0.5).
      let births = try Self.birthTimes(
        of: Self.tree(nested: false, repeatCount: 3) { $0.beginTime = CACurrentMediaTime() })
      let expected = (0...2).flatMap { k in
        [0.2, 0.3, 0.4].map { Self.start + Double(k) + $0 }
      }
      #expect(
        births.count == expected.count && zip(births, expected).allSatisfy { abs($0 - $1) < 1e-4 },
        "\(births)")
    }

    @Test func aFoldSetOnAShownLayerKeepsThePhase() throws {
      // The emitter shown unfolded; at the first frame its fold is set: the same windows.
      let births = try expectNoProblems(at: Self.start) { () throws -> [Double] in
        let root = Self.tree(nested: false, repeatCount: 0)
        let layer = try #require(root.sublayers?.first)
        layer.duration = 0
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: Self.start)
        layer.duration = 1
        layer.repeatCount = .infinity
        CATransaction.flush()
        for time in Self.times { try renderer.host.advance(to: time) }
        let end = try #require(Self.times.last)
        return try renderer.host.snapshot().particles.map { end - Double($0.age) }.sorted()
      }
      #expect(
        births.count == Self.closedForm.count
          && zip(births, Self.closedForm).allSatisfy { abs($0 - $1) < 1e-4 }, "\(births)")
    }

    @Test func aLayerInsertedWhileShownKeepsThePhase() throws {
      // Inserted at 123.9 s under the canvas: it starts there, on media time all the same.
      let births = try expectNoProblems(at: Self.start) { () throws -> [Double] in
        let tree = Self.tree(nested: false)
        let layer = try #require(tree.sublayers?.first)
        layer.removeFromSuperlayer()
        let root = CALayer()
        root.bounds = tree.bounds
        let backdrop = CALayer()
        backdrop.frame = root.bounds
        root.addSublayer(backdrop)
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: Self.start + 0.2)
        root.addSublayer(layer)
        _ = try renderer.pixels(atTime: Self.start + 0.2)
        for time in Self.times.dropFirst(7) { try renderer.host.advance(to: time) }
        let end = try #require(Self.times.last)
        return try renderer.host.snapshot().particles.map { end - Double($0.age) }.sorted()
      }
      #expect(
        births.count == Self.closedForm.count
          && zip(births, Self.closedForm).allSatisfy { abs($0 - $1) < 1e-4 }, "\(births)")
    }
  
    /// The scene the tree is written as (`scene(startingAt:)`) and the recording of its run,
    /// written as files and replayed by `ParticleSystem`, give the live tree's particles bit
    /// for bit: the fold's phase is kept as the folding layer's `repeatBeginTime` (-123.7).
    /// The same files with it at 0 (as before it was a key) replay in another phase.
    @Test(arguments: [false, true])
    func writtenScenesReplayThePhase(nested: Bool) throws {
      let (live, built, recording) = try expectNoProblems(at: Self.start) {
        () throws -> (ParticleSnapshot, Scene, Scene) in
        let root = Self.tree(nested: nested)
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1, records: true)
        defer { try? renderer.close() }
        let built = root.scene(startingAt: Self.start)
        for time in Self.times { try renderer.host.advance(to: time) }
        return (try renderer.host.snapshot(), built, renderer.host.recording)
      }
      #expect(live.particles.count == Self.closedForm.count)
      for (name, scene) in [("scene", built), ("recording", recording)] {
        let file = try Scene(jsonData: scene.jsonData(), file: "\(name).json")
        #expect(file.layers[0].repeatBeginTime == -Self.start, "\(name)")
        #expect(try Self.replay(file) == live, "nested \(nested), \(name)")
        var unphased = file
        unphased.layers[0].repeatBeginTime = 0
        #expect(try Self.replay(unphased) != live, "nested \(nested), \(name): the phase shows")
      }
    }

    /// `scene` run by `ParticleSystem` on the CPU at the host's engine times (`times` less the
    /// start, as the host advances), its particles at the last.
    static func replay(_ scene: Scene) throws -> ParticleSnapshot {
      let system = try ParticleSystem(scene: scene, pixelScale: 1, backend: .cpu)
      for time in times where time - start > system.time { try system.update(to: time - start) }
      return try system.snapshot()
    }
  }
}
