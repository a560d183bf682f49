internal import EmitterModel
import Foundation

/// A timing function: a cubic Bézier from (0, 0) to (1, 1) through two control points, mapping
/// an animation's linear progress to eased progress. Control points are `Float`, as QuartzCore
/// declares them; the named functions carry Apple's published points exactly.
open class CAMediaTimingFunction: NSObject {
  /// The curve the engine evaluates: a named function's exact points, or the given ones read
  /// as the decimals they were written as.
  let model: MediaTimingFunction

  /// One of the named functions (`.easeIn`, `.default`, …); an unknown name is the linear one.
  public convenience init(name: CAMediaTimingFunctionName) {
    let known = MediaTimingFunction.Name(rawValue: name.rawValue)
    if known == nil {
      KeyValueDiagnostics.report(
        key: "CAMediaTimingFunction(name:)", value: name.rawValue,
        message: "unknown timing function name \"\(name.rawValue)\"; using linear",
        suggestion: nearestName(
          to: name.rawValue, among: MediaTimingFunction.Name.allCases.map(\.rawValue)))
    }
    self.init(model: (known ?? .linear).function)
  }

  /// A curve through (`c1x`, `c1y`) and (`c2x`, `c2y`); x values outside 0...1 are clamped,
  /// with a warning, since the curve must be a function of time.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    var (x1, x2) = (Double(decimal: c1x), Double(decimal: c2x))
    if !(0...1).contains(x1) || !(0...1).contains(x2) {
      KeyValueDiagnostics.report(
        key: "CAMediaTimingFunction(controlPoints:)", value: "\(c1x), \(c2x)",
        message: "control-point x values must lie in 0...1; got \(c1x) and \(c2x), clamped")
      (x1, x2) = (min(max(x1, 0), 1), min(max(x2, 0), 1))
    }
    model = MediaTimingFunction(
      controlPoints: x1, Double(decimal: c1y), x2, Double(decimal: c2y))
    super.init()
  }

  init(model: MediaTimingFunction) {
    self.model = model
    super.init()
  }

  /// Control point `index` (0 is (0, 0), 1 and 2 the curve's, 3 is (1, 1)) written into
  /// `values[0]` and `values[1]`; an index outside 0...3 writes nothing.
  open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let points: [Point] = [.zero, model.controlPoint1, model.controlPoint2, Point(x: 1, y: 1)]
    guard points.indices.contains(index) else { return }
    values[0] = Float(points[index].x)
    values[1] = Float(points[index].y)
  }

  /// Equal when the control points are.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? CAMediaTimingFunction)?.model == model
  }

  /// Hashes the control points.
  open override var hash: Int { model.hashValue }
}
