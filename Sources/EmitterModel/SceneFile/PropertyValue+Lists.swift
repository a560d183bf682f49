/// The newer value forms: a 3-vector (a wave's `force`), timing functions, and lists (curve
/// values and locations, key times, gradient colours, per-segment timing functions), each
/// convertible to and from `PropertyValue` like the scalar forms.

extension Vector3: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .vector(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .vector(let value) = propertyValue else { return nil }
    self = value
  }
}

extension MediaTimingFunction: PropertyValueConvertible {
  public var propertyValue: PropertyValue { .timingFunction(self) }
  public init?(propertyValue: PropertyValue) {
    guard case .timingFunction(let value) = propertyValue else { return nil }
    self = value
  }
}

/// The element types a schema list may hold; each has its own `PropertyValue` list case.
public protocol PropertyListElement: Equatable, Sendable {
  static func list(_ elements: [Self]) -> PropertyValue
  static func elements(of value: PropertyValue) -> [Self]?
}

extension Double: PropertyListElement {
  public static func list(_ elements: [Double]) -> PropertyValue { .numbers(elements) }
  public static func elements(of value: PropertyValue) -> [Double]? {
    guard case .numbers(let list) = value else { return nil }
    return list
  }
}

extension Color: PropertyListElement {
  public static func list(_ elements: [Color]) -> PropertyValue { .colors(elements) }
  public static func elements(of value: PropertyValue) -> [Color]? {
    guard case .colors(let list) = value else { return nil }
    return list
  }
}

extension MediaTimingFunction: PropertyListElement {
  public static func list(_ elements: [MediaTimingFunction]) -> PropertyValue {
    .timingFunctions(elements)
  }
  public static func elements(of value: PropertyValue) -> [MediaTimingFunction]? {
    guard case .timingFunctions(let list) = value else { return nil }
    return list
  }
}

extension Array: PropertyValueConvertible where Element: PropertyListElement {
  public var propertyValue: PropertyValue { Element.list(self) }
  public init?(propertyValue: PropertyValue) {
    guard let elements = Element.elements(of: propertyValue) else { return nil }
    self = elements
  }
}
