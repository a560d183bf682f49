import EmitterKit
import Foundation
import QuartzCore
import Testing

/// A layer's own `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode`
/// (docs/PORTING.md, "Time"): stored and read back, range-checked, and reported when they would
/// end, wrap or reverse the layer's clock, which runs on; the particles are the ones of the
/// layer without them.
extension QuartzCoreTests {
  @Suite struct LayerOwnClock {
    @Test func aTimedClockIsReportedAndRunsOn() throws {
      let ((snapshot, problems), _) = try withCoreAnimation {
        () throws -> (ParticleSnapshot, [QuartzCoreError]) in
        let shown = try showEmitter()
        defer { try? shown.renderer.close() }
        shown.layer.duration = 0.5
        shown.layer.repeatCount = 2
        shown.layer.autoreverses = true
        shown.layer.setValue("forwards", forKey: "fillMode")
        #expect(shown.layer.duration == 0.5 && shown.layer.repeatCount == 2)
        #expect(shown.layer.autoreverses && shown.layer.fillMode == .forwards)
        let problems = QuartzCoreDiagnostics.takeErrors()
        for index in 1...40 { _ = try shown.renderer.pixels(atTime: Double(index) / 32) }
        return (try shown.renderer.host.snapshot(), problems)
      }
      #expect(
        problems.map(\.key) == ["duration", "repeatCount", "autoreverses", "fillMode"],
        "\(problems.map(\.description))")
      #expect(problems.allSatisfy { $0.message.contains("does not end, repeat or reverse") })
      #expect(problems.first?.value == "0.5")
      let plain = try expectNoProblems { () throws -> ParticleSnapshot in
        let shown = try showEmitter()
        defer { try? shown.renderer.close() }
        for index in 1...40 { _ = try shown.renderer.pixels(atTime: Double(index) / 32) }
        return try shown.renderer.host.snapshot()
      }
      #expect(snapshot.particles == plain.particles, "the layer's clock ran on")
      #expect(plain.particles.count > 10)
    }

    @Test func untimedSettingsAreQuiet() {
      // Duration 0 lasts for ever: repeats, reversal and fill change nothing, on iOS too.
      expectNoProblems {
        let layer = CAEmitterLayer()
        layer.repeatCount = .infinity
        layer.autoreverses = true
        layer.fillMode = .both
        layer.setValue(Float.infinity, forKey: "repeatCount")
        #expect(layer.repeatCount == .infinity)
      }
    }

    @Test func valuesOutOfRangeAreRefusedWithTheRange() {
      let (layer, problems) = withCoreAnimation { () -> CALayer in
        let layer = CALayer()
        layer.duration = -1
        layer.duration = .nan
        layer.repeatDuration = -.infinity
        layer.repeatCount = -2
        layer.setValue(1e300, forKey: "repeatCount")
        layer.setValue("sometimes", forKey: "fillMode")
        return layer
      }
      #expect(layer.duration == 0 && layer.repeatDuration == 0 && layer.repeatCount == 0)
      #expect(layer.fillMode == .removed)
      #expect(
        problems.map(\.key)
          == ["duration", "duration", "repeatDuration", "repeatCount", "repeatCount", "fillMode"],
        "\(problems.map(\.description))")
      #expect(problems[0].message.contains(">= 0 or \"infinity\""), "\(problems[0])")
      #expect(problems[4].message.contains("Float's range"), "\(problems[4])")
    }
  }
}
