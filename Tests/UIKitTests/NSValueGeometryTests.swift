import EmitterTestSupport
import Foundation
import Testing
import UIKit

/// UIKit's geometry getters on an `NSNumber` (#28): `.zero` and the classes' diagnostic naming
/// the call, never a trap.
@Suite("NSValue geometry on a number", .serialized)
struct NSValueGeometryOnNumberTests {
  @Test("cgPointValue, cgSizeValue and cgRectValue of an NSNumber: .zero, each reported")
  func numberHoldsNoGeometry() throws {
    try withCoreAnimationLock {
      QuartzCoreDiagnostics.isStrict = true
      defer { QuartzCoreDiagnostics.isStrict = false }
      _ = QuartzCoreDiagnostics.takeErrors()
      let number: NSValue = NSNumber(value: 3.5)
      #expect(number.cgPointValue == .zero)
      #expect(number.cgSizeValue == .zero)
      #expect(number.cgRectValue == .zero)
      let errors = QuartzCoreDiagnostics.takeErrors()
      #expect(errors.map(\.key) == ["cgPointValue", "cgSizeValue", "cgRectValue"], "\(errors)")
      #expect(errors.allSatisfy { $0.value == "3.5" && $0.message.contains("NSNumber") })
      let point = NSValue(cgPoint: CGPoint(x: 2, y: 5))
      #expect(point.cgPointValue == CGPoint(x: 2, y: 5))
      #expect(QuartzCoreDiagnostics.takeErrors().isEmpty)
    }
  }
}
