/// The newer value forms: a 3-vector (a wave's `force`), timing functions, and lists (curve
/// values and locations, key times, gradient colours, per-segment timing functions), each
/// convertible to and from `PropertyValue` like the scalar forms.

extension Vector3: PropertyValueConvertible {
  /// The vector as a `PropertyValue`.
  public var propertyValue: PropertyValue { .vector(self) }
  /// The vector a `.vector` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .vector(let value) = propertyValue else { return nil }
    self = value
  }
}

extension MediaTimingFunction: PropertyValueConvertible {
  /// The function as a `PropertyValue`.
  public var propertyValue: PropertyValue { .timingFunction(self) }
  /// The function a `.timingFunction` value holds; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard case .timingFunction(let value) = propertyValue else { return nil }
    self = value
  }
}

/// The element types a schema list may hold; each has its own `PropertyValue` list case.
public protocol PropertyListElement: Equatable, Sendable {
  /// The elements as their `PropertyValue` list case.
  static func list(_ elements: [Self]) -> PropertyValue
  /// The elements of that list case; nil for any other case.
  static func elements(of value: PropertyValue) -> [Self]?
}

extension Double: PropertyListElement {
  /// The numbers as a `.numbers` list.
  public static func list(_ elements: [Double]) -> PropertyValue { .numbers(elements) }
  /// The numbers of a `.numbers` list; nil for any other case.
  public static func elements(of value: PropertyValue) -> [Double]? {
    guard case .numbers(let list) = value else { return nil }
    return list
  }
}

extension Color: PropertyListElement {
  /// The colours as a `.colors` list.
  public static func list(_ elements: [Color]) -> PropertyValue { .colors(elements) }
  /// The colours of a `.colors` list; nil for any other case.
  public static func elements(of value: PropertyValue) -> [Color]? {
    guard case .colors(let list) = value else { return nil }
    return list
  }
}

extension Rect: PropertyListElement {
  /// The rectangles as a `.rects` list.
  public static func list(_ elements: [Rect]) -> PropertyValue { .rects(elements) }
  /// The rectangles of a `.rects` list; nil for any other case.
  public static func elements(of value: PropertyValue) -> [Rect]? {
    guard case .rects(let list) = value else { return nil }
    return list
  }
}

extension MediaTimingFunction: PropertyListElement {
  /// The functions as a `.timingFunctions` list.
  public static func list(_ elements: [MediaTimingFunction]) -> PropertyValue {
    .timingFunctions(elements)
  }
  /// The functions of a `.timingFunctions` list; nil for any other case.
  public static func elements(of value: PropertyValue) -> [MediaTimingFunction]? {
    guard case .timingFunctions(let list) = value else { return nil }
    return list
  }
}

extension Array: PropertyValueConvertible where Element: PropertyListElement {
  /// The elements as their list case.
  public var propertyValue: PropertyValue { Element.list(self) }
  /// The elements of the matching list case; nil for any other case.
  public init?(propertyValue: PropertyValue) {
    guard let elements = Element.elements(of: propertyValue) else { return nil }
    self = elements
  }
}
