import Foundation

/// CATransform3D boxed in an `NSValue`, as QuartzCore adds to Foundation: how iOS code passes a
/// whole transform to an animation (`NSValue(caTransform3D:)`) or through key-value coding.
extension NSValue {
  /// Foundation on Linux boxes C arrays but not structs, so the sixteen entries travel as one.
  private static let transformType = "[16d]"

  /// A value holding `transform`.
  public convenience init(caTransform3D transform: CATransform3D) {
    var entries = transform.entries
    self.init(bytes: &entries, objCType: NSValue.transformType)
  }

  /// The transform the value holds; the identity when it holds something else.
  public var caTransform3DValue: CATransform3D {
    guard String(cString: objCType) == NSValue.transformType else { return CATransform3DIdentity }
    var entries = [Double](repeating: 0, count: 16)
    getValue(&entries)
    return CATransform3D(entries: entries)
  }

  /// Whether the value was made by `init(caTransform3D:)`.
  var holdsTransform: Bool { String(cString: objCType) == NSValue.transformType }
}
