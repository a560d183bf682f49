import CoreGraphics
internal import EmitterModel
import Foundation

/// Values crossing key-value coding: whatever iOS code passes in an `Any` (a Swift literal, an
/// `NSNumber`, a `CGPoint`, an `NSValue`, a `CGColor`, a constant such as `.line`) read as the
/// model's `PropertyValue` for a key's `ValueKind`, and model values given back in the type
/// QuartzCore declares.
enum KeyValueConversion {
  /// The number `value` holds, from any numeric type Swift or Foundation passes.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let number as Double: number
    case let number as Float: Double(decimal: number)
    case let number as CGFloat: Double(number)
    case let number as Int: Double(number)
    case let number as Int32: Double(number)
    case let number as Int64: Double(number)
    case let number as UInt: Double(number)
    case let number as UInt32: Double(number)
    case let number as UInt64: Double(number)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }

  /// `value` as the model reads a key of `kind` declared as `declared`, or why it cannot be.
  static func propertyValue(_ value: Any?, kind: ValueKind, declared: DeclaredType)
    -> Result<PropertyValue, ConversionFailure>
  {
    if value == nil || value is NSNull, let unset = unsetValue(kind) { return .success(unset) }
    let read: PropertyValue?
    switch kind {
    case .number, .integer:
      if declared == .float, let number = number(value), number.isFinite,
        !Float(number).isFinite
      {
        return .failure(
          .wrongType(
            expected: "a number within Float's range (±\(Float.greatestFiniteMagnitude)), as the"
              + " key is declared Float, not \(number)"))
      }
      read = number(value).map { .number(storedNumber($0, declared: declared)) }
    case .boolean:
      read = boolean(value).map(PropertyValue.bool)
    case .text, .pathData:
      read = text(value).map(PropertyValue.string)
    case .choice:
      read = text(value).map(PropertyValue.string)
    case .point:
      read = point(value).map(PropertyValue.point)
    case .size:
      read = size(value).map(PropertyValue.size)
    case .rect, .bounds:
      read = rect(value).map(PropertyValue.rect)
    case .color:
      read = color(value).map(PropertyValue.color)
    case .contents:
      switch ContentsConversion.contents(value) {
      case .success(let contents): read = .contents(contents)
      case .failure(let failure): return .failure(failure)
      }
    case .vector:
      read = numbers(value).flatMap {
        $0.count == 3 ? .vector(Vector3(x: $0[0], y: $0[1], z: $0[2])) : nil
      }
    case .transform:
      read = transform(value).map { .transform($0.model) }
    case .numberList:
      read = numbers(value).map(PropertyValue.numbers)
    case .colorList:
      read = list(value, color).map(PropertyValue.colors)
    case .rectList:
      read = list(value, rect).map(PropertyValue.rects)
    case .timingFunction, .timingFunctionList:
      read = nil
    }
    guard let read else { return .failure(.wrongType(expected: kind.description)) }
    return .success(read)
  }

  /// Why `value` is not one of a choice key's strings, and the nearest one; nil when it is.
  static func choiceProblem(_ value: PropertyValue, kind: ValueKind) -> (
    message: String, suggestion: String?
  )? {
    guard case .choice(let options) = kind, case .string(let text) = value, !options.contains(text)
    else { return nil }
    return (
      "unknown value \"\(text)\"; expected one of \(options.joined(separator: ", ")); ignored",
      nearestName(to: text, among: options)
    )
  }

  /// A number as a key declared `declared` stores it: `Float` keys keep the decimal the
  /// rounded `Float` prints as, as if the property had been set from Swift.
  static func storedNumber(_ number: Double, declared: DeclaredType) -> Double {
    declared == .float ? Double(decimal: Float(number)) : number
  }

  /// The model's value for a nil: optional keys become unset; colours become clear.
  private static func unsetValue(_ kind: ValueKind) -> PropertyValue? {
    switch kind {
    case .text, .pathData, .contents: .unset
    case .color: .color(.clear)
    default: nil
    }
  }

  static func boolean(_ value: Any?) -> Bool? {
    switch value {
    case let flag as Bool: flag
    case let number as NSNumber: number.boolValue
    case let number as Int: number != 0
    default: nil
    }
  }

  static func text(_ value: Any?) -> String? {
    switch value {
    case let text as String: text
    case let text as Substring: String(text)
    case let text as NSString: String(describing: text)
    case let constant as any StringConstant: constant.rawValue
    default: nil
    }
  }

  static func point(_ value: Any?) -> Point? {
    switch value {
    case let point as CGPoint: Point(x: Double(point.x), y: Double(point.y))
    case let boxed as NSValue where boxed.holds("CGPoint"):
      Point(x: Double(boxed.pointValue.x), y: Double(boxed.pointValue.y))
    default: numbers(value).flatMap { $0.count == 2 ? Point(x: $0[0], y: $0[1]) : nil }
    }
  }

  static func size(_ value: Any?) -> Size? {
    switch value {
    case let size as CGSize: Size(width: Double(size.width), height: Double(size.height))
    case let boxed as NSValue where boxed.holds("CGSize"):
      Size(width: Double(boxed.sizeValue.width), height: Double(boxed.sizeValue.height))
    default: numbers(value).flatMap { $0.count == 2 ? Size(width: $0[0], height: $0[1]) : nil }
    }
  }

  static func rect(_ value: Any?) -> Rect? {
    switch value {
    case let rect as CGRect: Rect(rect)
    case let boxed as NSValue where boxed.holds("CGRect"): Rect(boxed.rectValue)
    default:
      numbers(value).flatMap {
        $0.count == 4 ? Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil
      }
    }
  }

  static func color(_ value: Any?) -> Color? {
    guard let color = value as? CGColor else { return nil }
    return Color(color)
  }

  static func transform(_ value: Any?) -> CATransform3D? {
    switch value {
    case let transform as CATransform3D: transform
    case let boxed as NSValue where boxed.holdsTransform: boxed.caTransform3DValue
    default: nil
    }
  }

  /// A list of numbers: `[100, 0, 0]`, `[0.5, 1]`, `[NSNumber]`.
  static func numbers(_ value: Any?) -> [Double]? {
    if let doubles = value as? [Double] { return doubles }
    guard let items = value as? [Any] else { return nil }
    let read = items.compactMap(number)
    return read.count == items.count ? read : nil
  }

  private static func list<Element>(_ value: Any?, _ element: (Any?) -> Element?) -> [Element]? {
    guard let items = value as? [Any] else { return nil }
    let read = items.compactMap(element)
    return read.count == items.count ? read : nil
  }
}

/// Why a value could not be read for a key.
enum ConversionFailure: Error {
  /// Not a form the key takes.
  case wrongType(expected: String)
  /// Contents QuartzCore cannot draw (yet): the reason.
  case unsupportedContents(String)

  var message: String {
    switch self {
    case .wrongType(let expected): "expected \(expected)"
    case .unsupportedContents(let why): why
    }
  }
}

/// Core Animation's string constants (`CAEmitterLayerEmitterShape.line`, `.additive`, …), read
/// through key-value coding by their raw values.
protocol StringConstant { var rawValue: String { get } }

extension CAEmitterLayerEmitterShape: StringConstant {}
extension CAEmitterLayerEmitterMode: StringConstant {}
extension CAEmitterLayerRenderMode: StringConstant {}
extension CALayerContentsGravity: StringConstant {}
extension CALayerContentsFilter: StringConstant {}
extension CAMediaTimingFillMode: StringConstant {}
extension CAMediaTimingFunctionName: StringConstant {}
extension CAAnimationCalculationMode: StringConstant {}
extension CAAnimationRotationMode: StringConstant {}
extension CATransitionType: StringConstant {}
extension CATransitionSubtype: StringConstant {}

extension Rect {
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  var cgRect: CGRect { CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}

extension Point {
  var cgPoint: CGPoint { CGPoint(x: x, y: y) }
  init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
  var cgSize: CGSize { CGSize(width: width, height: height) }
  init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Color {
  /// A CGColor's components: RGBA, or grey and alpha.
  init?(_ color: CGColor) {
    guard let c = color.components else { return nil }
    switch c.count {
    case 4:
      self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    case 2:
      self.init(red: Double(c[0]), green: Double(c[0]), blue: Double(c[0]), alpha: Double(c[1]))
    default: return nil
    }
  }

  var cgColor: CGColor {
    CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

extension KeyValueConversion {
  /// A model value as `value(forKey:)` returns it: numbers in the declared type, geometry as
  /// `CGPoint`, `CGSize`, `CGRect`, colours as `CGColor`, transforms as `CATransform3D`, strings
  /// through `constant` (the key's constant type) when it has one, lists as arrays.
  static func object(
    _ value: PropertyValue, declared: DeclaredType, constant: (@Sendable (String) -> Any)? = nil
  ) -> Any? {
    switch value {
    case .number(let number):
      switch declared {
      case .float: return Float(number)
      case .cgFloat: return CGFloat(number)
      case .double: return number
      // Values were range-checked when set; a number no Int holds reads as the nearest one.
      case .int:
        return Int(exactly: number) ?? (number.isNaN ? 0 : Int(number.clamped(to: -9e18...9e18)))
      case .uint32: return UInt32(exactly: number) ?? 0
      case .natural: return number
      }
    case .bool(let flag): return flag
    case .string(let text): return constant.map { $0(text) } ?? text
    case .point(let point): return point.cgPoint
    case .size(let size): return size.cgSize
    case .rect(let rect): return rect.cgRect
    case .color(let color): return color.cgColor
    case .contents(let contents): return ContentsConversion.object(contents)
    case .vector(let vector): return [vector.x, vector.y, vector.z]
    case .transform(let transform): return CATransform3D(model: transform)
    case .numbers(let numbers): return numbers
    case .colors(let colors): return colors.map(\.cgColor)
    case .rects(let rects): return rects.map(\.cgRect)
    case .timingFunction(let function): return CAMediaTimingFunction(model: function)
    case .timingFunctions(let functions): return functions.map(CAMediaTimingFunction.init(model:))
    case .unset: return nil
    }
  }
}

extension Double {
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

extension NSValue {
  /// Whether the value boxes the struct `name` (`CGPoint`, `CGSize`, `CGRect`): Foundation on
  /// Linux traps when `pointValue` is asked of an `NSNumber` or of a value boxing another struct.
  fileprivate func holds(_ name: String) -> Bool {
    String(cString: objCType).hasPrefix("{\(name)=")
  }
}
