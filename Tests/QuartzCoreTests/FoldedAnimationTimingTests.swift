import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import QuartzCore
import Testing

/// An animation added to a folding layer, or under a folding superlayer, lives on the layer's
/// folded time, as Core Animation's local time is (docs/SEMANTICS.md, "Core Animation's
/// classes", Time; issue #28): its `beginTime` is stamped there at the commit, it finishes when
/// that time reaches its end (removed then, for good), and one that ends after the repetition
/// never finishes: it plays its start in every repetition.
extension QuartzCoreTests {
  @Suite struct FoldedAnimationTiming {
    /// The media time the host starts at: 0.7 s into a repetition of a 1 s fold.
    static let start = 123.7
    /// Frames at 30 per second from the start to 133 s.
    static let times = (0...279).map { start + Double($0) / 30 }
    /// The cell's rate, per second; a boost triples it.
    static let rate = 10.0

    /// A canvas with an emitter (a cell at 10/s that lives 100 s, so every birth is still
    /// there at the end) whose layer time repeats every second for ever: its own, or with
    /// `nested` a plain superlayer's between it and the canvas.
    static func tree(nested: Bool, reversing: Bool = false) -> (
      root: CALayer, emitter: CAEmitterLayer
    ) {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
      let emitter = CAEmitterLayer()
      emitter.frame = root.bounds
      emitter.emitterPosition = CGPoint(x: 100, y: 100)
      let cell = CAEmitterCell()
      cell.name = "dot"
      cell.birthRate = Float(rate)
      cell.lifetime = 100
      cell.velocity = 8
      cell.emissionRange = .pi
      cell.contents = Contents.shape(.circle, size: Size(width: 4, height: 4))
      emitter.emitterCells = [cell]
      let folding: CALayer = nested ? CALayer() : emitter
      folding.duration = 1
      folding.repeatCount = .infinity
      folding.autoreverses = reversing
      if nested {
        folding.frame = root.bounds
        folding.addSublayer(emitter)
      }
      root.addSublayer(folding)
      return (root, emitter)
    }

    /// The layer's `birthRate` held at 3 for `duration` seconds.
    static func boost(duration: Double) -> CABasicAnimation {
      let boost = CABasicAnimation(keyPath: "birthRate")
      boost.fromValue = 3
      boost.toValue = 3
      boost.duration = duration
      return boost
    }

    /// Records when each `animationDidStop` came, in media time.
    final class Stops: NSObject, CAAnimationDelegate {
      var stops: [(time: Double, finished: Bool)] = []
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append((CACurrentMediaTime(), flag))
      }
    }

    /// The birth times of a cell at `rate` from the start, tripled in `boosts`, by `end`: the
    /// k-th birth is where the integral of the rate reaches k (k = 0, 1, …).
    static func closedForm(boosts: [ClosedRange<Double>], until end: Double) -> [Double] {
      let edges = Set([start, end] + boosts.flatMap { [$0.lowerBound, $0.upperBound] })
        .filter { $0 >= start && $0 <= end }.sorted()
      var births: [Double] = []
      var integral = 0.0
      for (a, b) in zip(edges, edges.dropFirst()) {
        let boosted = boosts.contains { $0.lowerBound <= a && b <= $0.upperBound }
        let r = rate * (boosted ? 3 : 1)
        var k = (integral - 1e-9).rounded(.up)
        while k < integral + r * (b - a) - 1e-9 {
          births.append(a + (k - integral) / r)
          k += 1
        }
        integral += r * (b - a)
      }
      return births
    }

    /// Shows `tree` from the start; at the frame at `addedAt`, `add` runs; every frame pins the
    /// media clock, commits, advances and commits again, as `CARenderer` does, and `look` sees
    /// each frame after it. Returns the birth times at the last frame.
    static func run(
      nested: Bool, reversing: Bool = false, addedAt: Double, add: (CAEmitterLayer) -> Void,
      look: (Double, CAEmitterLayer) throws -> Void = { _, _ in }
    ) throws -> [Double] {
      let (root, emitter) = tree(nested: nested, reversing: reversing)
      let renderer = try CARenderer(layer: root)
      defer { try? renderer.close() }
      for time in times {
        CARenderer.setMediaTime(time)
        if abs(time - addedAt) < 1e-9 { add(emitter) }
        CATransaction.flush()
        try renderer.host.advance(to: time)
        CATransaction.flush()
        try look(time, emitter)
      }
      let end = try #require(times.last)
      return try renderer.host.snapshot().particles.map { end - Double($0.age) }.sorted()
    }

    static func expectBirths(
      _ births: [Double], boosts: [ClosedRange<Double>], _ label: String,
      sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
      let expected = closedForm(boosts: boosts, until: times.last!)
      // Ages are Float: a birth is found within 1e-4 s of its moment.
      #expect(
        births.count == expected.count
          && zip(births, expected).allSatisfy { abs($0 - $1) < 1e-4 },
        "\(label): \(births.count) births, expected \(expected.count)\n\(births)",
        sourceLocation: sourceLocation)
    }

    /// `key` nil: an animation added without a key is removed from the engine all the same,
    /// by the key the layer keeps it under (`CAAnimation.modelAnimations(keptAs:…)`).
    @Test(arguments: [false, true], ["boost", nil] as [String?])
    func anAnimationAddedMidRepetitionPlaysThereOnce(nested: Bool, key: String?) throws {
      // Added at 130.2 s, 0.2 s into a repetition: it runs [0.2, 0.71) of it, then finishes
      // and is removed; the next repetitions do not play it again.
      let stops = Stops()
      let added = Self.start + 195.0 / 30
      var shown: [(Double, Float)] = []
      let births = try expectNoProblems(at: Self.start) {
        try Self.run(
          nested: nested, addedAt: added,
          add: { emitter in
            let boost = Self.boost(duration: 0.51)
            boost.delegate = stops
            emitter.add(boost, forKey: key)
            // Core Animation's local time is the folded one, both ways.
            #expect(abs(emitter.convertTime(added, from: nil) - 0.2) < 1e-9)
            #expect(abs(emitter.convertTime(0.2, to: nil) - added) < 1e-9)
          },
          look: { time, emitter in
            if let value = (emitter.presentation() as? CAEmitterLayer)?.birthRate {
              shown.append((time, value))
            }
          })
      }
      Self.expectBirths(
        births, boosts: [added...(added + 0.51)], "nested \(nested), key \(key ?? "none")")
      // Finished at the first frame at or after 130.71 s: 130.733….
      #expect(stops.stops.count == 1, "\(stops.stops)")
      if let stop = stops.stops.first {
        #expect(stop.finished && abs(stop.time - (Self.start + 211.0 / 30)) < 1e-9, "\(stop)")
      }
      for (time, value) in shown {
        let boosted = time >= added - 1e-9 && time < added + 0.51
        #expect(value == (boosted ? 3 : 1), "presentation at \(time): \(value)")
      }
    }

    @Test(arguments: [false, true])
    func anAnimationEndingAfterTheRepetitionNeverFinishes(nested: Bool) throws {
      // Added at 130.8 s (0.8 into a repetition) for 0.5 s: the layer's time wraps at 1 before
      // it reaches 1.3, so it never finishes; it plays [0.8, 1) of every repetition.
      let stops = Stops()
      let added = Self.start + 213.0 / 30
      var shown: [(Double, Float)] = []
      var keys: [String] = []
      let births = try expectNoProblems(at: Self.start) {
        try Self.run(
          nested: nested, addedAt: added,
          add: { emitter in
            let boost = Self.boost(duration: 0.5)
            boost.delegate = stops
            emitter.add(boost, forKey: "boost")
          },
          look: { time, emitter in
            if let value = (emitter.presentation() as? CAEmitterLayer)?.birthRate {
              shown.append((time, value))
            }
            keys = emitter.animationKeys() ?? []
          })
      }
      let boosts = [added...131.0, 131.8...132.0, 132.8...133.0]
      Self.expectBirths(births, boosts: boosts, "nested \(nested)")
      #expect(stops.stops.isEmpty, "\(stops.stops)")
      #expect(keys == ["boost"])
      for (time, value) in shown {
        let phase = time.truncatingRemainder(dividingBy: 1)
        // A frame on the animation's begin is on it to rounding: either side is right.
        guard abs(phase - 0.8) > 1e-6 else { continue }
        let boosted = time > added && phase > 0.8
        #expect(value == (boosted ? 3 : 1), "presentation at \(time): \(value)")
      }
    }

    @Test(arguments: [false, true])
    func anAnimationAddedWhileTheTimePlaysBackWaitsForItToComeBack(nested: Bool) throws {
      // The fold reverses: media 125.3 is 1.3 into a 2 s repetition, time 0.7 going down. An
      // animation stamped there for 0.23 s begins when the time comes back up to 0.7 (126.7)
      // and finishes at 0.93 (126.93); removed then, it does not play on the way down (127.07).
      let stops = Stops()
      let added = Self.start + 48.0 / 30
      var shown: [(Double, Float)] = []
      let births = try expectNoProblems(at: Self.start) {
        try Self.run(
          nested: nested, reversing: true, addedAt: added,
          add: { emitter in
            let boost = Self.boost(duration: 0.23)
            boost.delegate = stops
            emitter.add(boost, forKey: "boost")
            #expect(abs(emitter.convertTime(added, from: nil) - 0.7) < 1e-9)
          },
          look: { time, emitter in
            let shownRate = (emitter.presentation() as? CAEmitterLayer)?.birthRate
            if let value = shownRate { shown.append((time, value)) }
          })
      }
      Self.expectBirths(births, boosts: [126.7...126.93], "nested \(nested)")
      #expect(stops.stops.count == 1, "\(stops.stops)")
      if let stop = stops.stops.first {
        #expect(stop.finished && abs(stop.time - (Self.start + 97.0 / 30)) < 1e-9, "\(stop)")
      }
      for (time, value) in shown where abs(time - 126.7) > 1e-6 {
        // At the commit the time is on the animation's begin (then it goes down, before it).
        let boosted = (time > 126.7 && time < 126.93) || time == added
        #expect(value == (boosted ? 3 : 1), "presentation at \(time): \(value)")
      }
    }

    @Test func anImplicitAnimationOnAFoldingLayerIsPresentedAndEnds() throws {
      // opacity 1 → 0.2 at 130.2 s, linear over 0.5 s: 0.6 halfway, then the model value.
      try expectNoProblems(at: Self.start) {
        let (root, emitter) = Self.tree(nested: false)
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 130.2)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        emitter.opacity = 0.2
        CATransaction.commit()
        _ = try renderer.pixels(atTime: 130.45)
        let halfway = try #require(emitter.presentation()?.opacity)
        #expect(abs(halfway - 0.6) < 1e-5, "\(halfway)")
        _ = try renderer.pixels(atTime: 130.75)
        #expect(emitter.animation(forKey: "opacity") == nil, "removed on completion")
        _ = try renderer.pixels(atTime: 131.45)
        #expect(emitter.presentation()?.opacity == 0.2)
      }
    }

    /// The hidden key of an animation added without one counts its layer's keyless additions,
    /// so two runs of the same calls record the same keys (it once came from a process-wide
    /// counter: the second run's keys differed from the first's).
    @Test func keylessAnimationsAreRecordedUnderTheSameKeysInEveryRun() throws {
      let recordings = try (0..<2).map { _ in
        try expectNoProblems { () throws -> [[String?]] in
          let (renderer, _, layer) = try showEmitter()
          defer { try? renderer.close() }
          layer.add(Self.boost(duration: 0.5), forKey: nil)
          layer.add(Self.boost(duration: 0.25), forKey: nil)
          _ = try renderer.pixels(atTime: 0.1)
          return renderer.host.recording.layers.map { recorded in
            recorded.events.compactMap { event -> String?? in
              guard case .addAnimation(_, let key) = event.action else { return nil }
              return .some(key)
            }
          }
        }
      }
      #expect(recordings[0] == recordings[1])
      #expect(
        recordings[0].joined().map { $0 ?? "" }
          == ["1", "2"].map { CALayer.anonymousAnimationKeyPrefix + $0 }, "\(recordings[0])")
    }
  }

  /// The same runs shown by a CPU host and a GL host at once: both engines are told the same
  /// (the animation added at the folded time, removed when it finishes, by its key or, added
  /// without one, by the key its layer keeps it under) and their particles agree with 0
  /// deviation.
  @Suite(.tags(.gl)) struct FoldedAnimationTimingGL {
    @Test(arguments: [
      (130.2, 0.51, false, "boost"), (130.8, 0.5, false, "boost"), (125.3, 0.23, true, "boost"),
      (130.2, 0.51, false, nil),
    ] as [(Double, Double, Bool, String?)])
    func gpuEqualsCPU(addedAt added: Double, duration: Double, reversing: Bool, key: String?)
      throws
    {
      try withGL {
        try expectNoProblems(at: FoldedAnimationTiming.start) {
          let (root, emitter) = FoldedAnimationTiming.tree(nested: true, reversing: reversing)
          try stepOnCPUAndGL(root, times: FoldedAnimationTiming.times) { _, time in
            if abs(time - added) < 1e-6 {
              emitter.add(FoldedAnimationTiming.boost(duration: duration), forKey: key)
            }
          } check: { cpu, gpu in
            let comparison = SnapshotComparison(
              expected: try cpu.snapshot(), actual: try gpu.snapshot())
            #expect(comparison.expectedCount > 90, "the run has particles")
            #expect(
              comparison.passed && comparison.attributes.allSatisfy { $0.maximum == 0 },
              "\(comparison)")
            #expect(cpu.recording == gpu.recording, "both engines were told the same")
          }
        }
      }
    }
  }
}
