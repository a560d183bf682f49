/// A point in layer space: points, origin top-left, +y down (UIKit's CGPoint).
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) { self.x = x; self.y = y }
  public static let zero = Point(x: 0, y: 0)
}

/// A size in points (CGSize).
public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) { self.width = width; self.height = height }
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle (CGRect); `contentsRect` uses it in unit coordinates of the image.
public struct Rect: Hashable, Sendable, Codable {
  public var origin: Point
  public var size: Size
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }
  public static let unit = Rect(x: 0, y: 0, width: 1, height: 1)
}

/// A vector in layer space; +z points toward the viewer.
public struct Vector3: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
  public static let zero = Vector3(x: 0, y: 0, z: 0)
}

/// An RGBA colour, components 0...1, not premultiplied (CGColor in the sRGB space).
public struct Color: Hashable, Sendable, Codable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
  }
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
