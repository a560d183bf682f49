/// A point in layer space: points, origin top-left, +y down (UIKit's CGPoint).
public struct Point: Hashable, Sendable, Codable {
  /// Horizontal coordinate, points, growing to the right.
  public var x: Double
  /// Vertical coordinate, points, growing downward.
  public var y: Double
  /// A point at (`x`, `y`).
  public init(x: Double, y: Double) { self.x = x; self.y = y }
  /// The origin (top-left).
  public static let zero = Point(x: 0, y: 0)
}

/// A size in points (CGSize).
public struct Size: Hashable, Sendable, Codable {
  /// Horizontal extent, points.
  public var width: Double
  /// Vertical extent, points.
  public var height: Double
  /// A size of `width` by `height` points.
  public init(width: Double, height: Double) { self.width = width; self.height = height }
  /// No extent.
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle (CGRect); `contentsRect` uses it in unit coordinates of the image.
public struct Rect: Hashable, Sendable, Codable {
  /// The top-left corner.
  public var origin: Point
  /// The extent from `origin`.
  public var size: Size
  /// A rectangle from its top-left corner and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }
  /// The unit square: the whole image as a `contentsRect`.
  public static let unit = Rect(x: 0, y: 0, width: 1, height: 1)
}

/// A vector in layer space; +z points toward the viewer.
public struct Vector3: Hashable, Sendable, Codable {
  /// Component along +x (right).
  public var x: Double
  /// Component along +y (down).
  public var y: Double
  /// Component along +z (toward the viewer).
  public var z: Double
  /// A vector from its three components.
  public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
  /// The zero vector.
  public static let zero = Vector3(x: 0, y: 0, z: 0)
}

/// An RGBA colour, components 0...1, not premultiplied (CGColor in the sRGB space).
public struct Color: Hashable, Sendable, Codable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Opacity, 0...1 (the colour is not premultiplied by it).
  public var alpha: Double
  /// A colour from straight (not premultiplied) components, opaque unless `alpha` says otherwise.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
  }
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
