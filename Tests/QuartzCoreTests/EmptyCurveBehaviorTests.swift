import EmitterKit
import Foundation
import QuartzCore
import Testing

/// An over-life curve behaviour not given its keys yet applies nothing: it is left out of the
/// shown model with a warning, on the first show and when its layer is shown again, one rule.
extension QuartzCoreTests {
  @Suite struct EmptyCurveBehavior {
    /// The warnings QuartzCore prints while `body` runs, not strict (as an app runs).
    final class Warnings: @unchecked Sendable {
      private let lock = NSLock()
      private var messages: [String] = []
      func append(_ message: String) { lock.withLock { messages.append(message) } }
      var all: [String] { lock.withLock { messages } }
    }

    @Test func leftOutWithAWarningOnFirstShowAndOnReinsertion() throws {
      let warnings = Warnings()
      try withCoreAnimation {
        QuartzCoreDiagnostics.isStrict = false
        let previous = QuartzCoreDiagnostics.warningHandler
        QuartzCoreDiagnostics.warningHandler = { warnings.append($0) }
        defer { QuartzCoreDiagnostics.warningHandler = previous }
        let (renderer, root, layer) = try showEmitter()
        defer { try? renderer.close() }
        let fade = CAEmitterBehavior(type: kCAEmitterBehaviorValueOverLife)
        fade.name = "fade"
        fade.setValue("color.alpha", forKey: "keyPath")
        layer.setValue([fade], forKey: "emitterBehaviors")
        #expect(layer.scene(startingAt: 0).layers[0].emitterBehaviors.isEmpty)
        let firstShow = warnings.all.count
        // Shown again: the same rule, and no refusal.
        layer.removeFromSuperlayer()
        CATransaction.flush()
        _ = try renderer.pixels(atTime: 0.5)
        root.addSublayer(layer)
        CATransaction.flush()
        _ = try renderer.pixels(atTime: 1)
        #expect(warnings.all.count > firstShow, "no warning when shown again: \(warnings.all)")
        // Given its keys, it is in the model.
        fade.setValue([1, 0], forKey: "values")
        #expect(layer.scene(startingAt: 0).layers[0].emitterBehaviors.map(\.name) == ["fade"])
      }
      #expect(!warnings.all.isEmpty)
      #expect(
        warnings.all.allSatisfy { $0.contains("without values applies nothing") }, "\(warnings.all)")
    }
  }
}
