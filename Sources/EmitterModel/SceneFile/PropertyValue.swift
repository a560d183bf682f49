/// A property's value without its Swift type: what the schema reads and writes by name.
///
/// Scene decoding, encoding and (later) animations by key path all go through this one form,
/// so each Swift type needs a single conversion and each JSON form a single codec.
public enum PropertyValue: Hashable, Sendable {
  /// A number.
  case number(Double)
  /// A flag.
  case bool(Bool)
  /// Free text and enumeration raw values.
  case string(String)
  /// A point.
  case point(Point)
  /// A size.
  case size(Size)
  /// A rectangle.
  case rect(Rect)
  /// A colour.
  case color(Color)
  /// A cell's contents.
  case contents(Contents)
  /// A 3-vector: a wave's `force`.
  case vector(Vector3)
  /// A layer's `transform` or `sublayerTransform`.
  case transform(Transform3D)
  /// Lists: over-life `values` and `locations`, animation `keyTimes`, `colorOverLife` colours.
  case numbers([Double])
  /// A list of colours: `colorOverLife` colours.
  case colors([Color])
  /// A timing function (a name or four control-point numbers in a scene file).
  case timingFunction(MediaTimingFunction)
  /// A list of timing functions: a keyframe animation's per-segment `timingFunctions`.
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
    case .transform(let transform): transform.entries
    default: nil
    }
  }
}

/// A Swift type a schema property can hold, convertible to and from `PropertyValue`.
public protocol PropertyValueConvertible: Equatable, Sendable {
  /// The value in its untyped form.
  var propertyValue: PropertyValue { get }
  /// Nil when the value has the wrong case or does not fit the type (a fraction for an `Int`).
  init?(propertyValue: PropertyValue)
}

extension Double: PropertyValueConvertible {
  /// The number as a `PropertyValue`.
  public var propertyValue: PropertyValue { .number(self) }
  /// The number a `.number` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .number(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Int: PropertyValueConvertible {
  /// The integer as a `.number`.
  public var propertyValue: PropertyValue { .number(Double(self)) }
  /// The integer a `.number` value holds exactly; nil otherwise.
  public init?(propertyValue: PropertyValue) {
    guard case .number(let value) = propertyValue, let exact = Int(exactly: value) else {
      return nil
    }
    self = exact
  }
}

extension UInt32: PropertyValueConvertible {
  /// The integer as a `.number`.
  public var propertyValue: PropertyValue { .number(Double(self)) }
  /// The 32-bit unsigned integer a `.number` value holds exactly (a seed); nil otherwise.
  public init?(propertyValue: PropertyValue) {
    guard case .number(let value) = propertyValue, let exact = UInt32(exactly: value) else {
      return nil
    }
    self = exact
  }
}

extension Bool: PropertyValueConvertible {
  /// The flag as a `PropertyValue`.
  public var propertyValue: PropertyValue { .bool(self) }
  /// The flag a `.bool` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .bool(let value) = propertyValue else { return nil }
    self = value
  }
}

extension String: PropertyValueConvertible {
  /// The text as a `PropertyValue`.
  public var propertyValue: PropertyValue { .string(self) }
  /// The text a `.string` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .string(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Point: PropertyValueConvertible {
  /// The point as a `PropertyValue`.
  public var propertyValue: PropertyValue { .point(self) }
  /// The point a `.point` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .point(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Size: PropertyValueConvertible {
  /// The size as a `PropertyValue`.
  public var propertyValue: PropertyValue { .size(self) }
  /// The size a `.size` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .size(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Rect: PropertyValueConvertible {
  /// The rectangle as a `PropertyValue`.
  public var propertyValue: PropertyValue { .rect(self) }
  /// The rectangle a `.rect` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .rect(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Transform3D: PropertyValueConvertible {
  /// The transform as a `PropertyValue`.
  public var propertyValue: PropertyValue { .transform(self) }
  /// The transform a `.transform` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .transform(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Color: PropertyValueConvertible {
  /// The colour as a `PropertyValue`.
  public var propertyValue: PropertyValue { .color(self) }
  /// The colour a `.color` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .color(let value) = propertyValue else { return nil }
    self = value
  }
}

extension Contents: PropertyValueConvertible {
  /// The contents as a `PropertyValue`.
  public var propertyValue: PropertyValue { .contents(self) }
  /// The contents a `.contents` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .contents(let value) = propertyValue else { return nil }
    self = value
  }
}

/// Unset optionals are `.unset`, so `name` and `contents` can be cleared by name too.
extension Optional: PropertyValueConvertible where Wrapped: PropertyValueConvertible {
  /// The wrapped value's `PropertyValue`, or `.unset` for nil.
  public var propertyValue: PropertyValue { self?.propertyValue ?? .unset }
  /// Nil for `.unset`, otherwise the wrapped type's conversion.
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
  /// The raw value as a `.string` (a scene file's spelling).
  public var propertyValue: PropertyValue { .string(rawValue) }
  /// The case whose raw value a `.string` value holds; nil for other text or cases.
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
