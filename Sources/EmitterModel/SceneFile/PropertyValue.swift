/// A property's value without its Swift type: what the schema reads and writes by name.
///
/// Scene decoding, encoding and (later) animations by key path all go through this one form,
/// so each Swift type needs a single conversion and each JSON form a single codec.
public enum PropertyValue: Hashable, Sendable {
  case number(Double)
  case bool(Bool)
  /// Free text and enumeration raw values.
  case string(String)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case color(Color)
  case contents(Contents)
  /// A 3-vector: a wave's `force`.
  case vector(Vector3)
  /// Lists: over-life `values` and `locations`, animation `keyTimes`, `colorOverLife` colours.
  case numbers([Double])
  case colors([Color])
  case timingFunction(MediaTimingFunction)
  case timingFunctions([MediaTimingFunction])
  /// An optional left unset (a cell without a name or contents).
  case unset

  /// The numeric components, in the order a JSON array writes them; nil for non-numeric values.
  /// Animations interpolate these component-wise.
  public var components: [Double]? {
    switch self {
    case .number(let value): [value]
    case .point(let point): [point.x, point.y]
    case .size(let size): [size.width, size.height]
    case .rect(let rect): [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    case .color(let color): [color.red, color.green, color.blue, color.alpha]
    case .vector(let vector): [vector.x, vector.y, vector.z]
    default: nil
    }
  }
}

/// A Swift type a schema property can hold, convertible to and from `PropertyValue`.
public protocol PropertyValueConvertible: Equatable, Sendable {
  var propertyValue: PropertyValue { get }
  /// Nil when the value has the wrong case or does not fit the type (a fraction for an `Int`).
  init?(propertyValue: PropertyValue)
}

extension Double: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .number(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .number(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Int: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .number(Double(self)) }
  public init?(propertyValue: PropertyValue) {
    guard case .number(let value) = propertyValue, let exact = Int(exactly: value) else {
      return nil
    }
    self = exact
  }
}

extension UInt32: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .number(Double(self)) }
  public init?(propertyValue: PropertyValue) {
    guard case .number(let value) = propertyValue, let exact = UInt32(exactly: value) else {
      return nil
    }
    self = exact
  }
}

extension Bool: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .bool(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .bool(let value) = propertyValue else { return nil }
    self = value
  }
}

extension String: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .string(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .string(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Point: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .point(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .point(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Size: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .size(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .size(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Rect: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .rect(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .rect(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Color: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .color(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .color(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Contents: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .contents(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .contents(let value) = propertyValue else { return nil }
    self = value
  }
}

/// Unset optionals are `.unset`, so `name` and `contents` can be cleared by name too.
extension Optional: PropertyValueConvertible where Wrapped: PropertyValueConvertible {
  public var propertyValue: PropertyValue { self?.propertyValue ?? .unset }
  public init?(propertyValue: PropertyValue) {
    if propertyValue == .unset {
      self = .none
    } else if let value = Wrapped(propertyValue: propertyValue) {
      self = .some(value)
    } else {
      return nil
    }
  }
}

/// Enumerations travel as Apple's strings, their raw values.
extension PropertyValueConvertible where Self: RawRepresentable, RawValue == String {
  public var propertyValue: PropertyValue { .string(rawValue) }
  public init?(propertyValue: PropertyValue) {
    guard case .string(let raw) = propertyValue else { return nil }
    self.init(rawValue: raw)
  }
}

extension EmitterShape: PropertyValueConvertible {}
extension EmitterMode: PropertyValueConvertible {}
extension RenderMode: PropertyValueConvertible {}
extension ParticleType: PropertyValueConvertible {}
extension ContentsFilter: PropertyValueConvertible {}
extension RangeMode: PropertyValueConvertible {}
extension EmissionRangeMode: PropertyValueConvertible {}
extension CanvasLayout: PropertyValueConvertible {}
extension FillMode: PropertyValueConvertible {}
extension CalculationMode: PropertyValueConvertible {}
