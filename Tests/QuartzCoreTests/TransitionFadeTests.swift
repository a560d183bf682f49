import EmitterKit
import Foundation
import QuartzCore
import Testing

/// `CATransition`'s fade: a cross-fade of the layer with itself, from the opacity it showed when
/// the transition was added to its model opacity, is the layer at the opacity between them that
/// the transition's progress gives; `startProgress` and `endProgress` bound that progress
/// (docs/PORTING.md, CATransition).
extension QuartzCoreTests {
  @Suite struct TransitionFade {
    /// The layer shown at time 1 at opacity 1, then a 1 s linear fade to opacity 0.2 added with
    /// `configure` applied to the transition; the opacity presented at each of `times`.
    static func presented(
      at times: [Double], _ configure: (CATransition) -> Void = { _ in }
    ) throws -> [Double] {
      let (renderer, _, layer) = try showEmitter()
      defer { try? renderer.close() }
      _ = try renderer.pixels(atTime: 1)
      let transition = CATransition()
      transition.type = .fade
      transition.duration = 1
      configure(transition)
      layer.add(transition, forKey: nil)
      layer.opacity = 0.2
      return try times.map { time in
        _ = try renderer.pixels(atTime: time)
        return Double(try #require(layer.presentation()?.opacity))
      }
    }

    static let times = [1, 1.25, 1.5, 1.75, 2.5]

    @Test func theWholeFadeRunsFromTheShownOpacityToTheModels() throws {
      try expectNoProblems {
        let shown = try Self.presented(at: Self.times)
        // Progress t − 1 over [1, 2); the model's 0.2 after.
        let expected = [1, 0.8, 0.6, 0.4, 0.2]
        for (index, value) in shown.enumerated() {
          #expect(abs(value - expected[index]) < 1e-6, "t \(Self.times[index]): \(value)")
        }
      }
    }

    @Test func progressRunsFromStartProgressToEndProgress() throws {
      try expectNoProblems {
        let shown = try Self.presented(at: Self.times) {
          $0.startProgress = 0.25
          $0.endProgress = 0.75
        }
        // Progress 0.25 + 0.5 (t − 1): opacity 1 − 0.8 × progress; the model's 0.2 after.
        let expected = [0.8, 0.7, 0.6, 0.5, 0.2]
        for (index, value) in shown.enumerated() {
          #expect(abs(value - expected[index]) < 1e-6, "t \(Self.times[index]): \(value)")
        }
      }
    }

    @Test func aProgressOutsideItsRangeIsNamedWithItsRange() throws {
      // Strict, as every test here: what would be a warning is the renderer's error.
      try withCoreAnimation {
        let error = #expect(throws: CARendererError.self) {
          try Self.presented(at: [1.25]) {
            $0.startProgress = 0.9
            $0.endProgress = 0.1
          }
        }
        let message = error?.description ?? ""
        #expect(
          message.contains("startProgress 0.9 and endProgress 0.1")
            && message.contains("0 ≤ startProgress ≤ endProgress ≤ 1"), "\(message)")
      }
    }
  }
}
