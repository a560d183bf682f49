// CALayer's string constants (contents gravity and filters) and their pre-4.2 names.

/// Where a layer's contents sit in its bounds (`CALayer.contentsGravity`). The vertical names
/// follow Core Animation's unflipped axis: `top` is the bottom edge on an iOS screen.
public struct CALayerContentsGravity: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the gravity.
  public let rawValue: String
  /// A gravity from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A gravity from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Unscaled, centred.
  public static let center = Self("center")
  /// Unscaled, centred along the top edge (CA's +y up).
  public static let top = Self("top")
  /// Unscaled, centred along the bottom edge (CA's +y up).
  public static let bottom = Self("bottom")
  /// Unscaled, centred along the left edge.
  public static let left = Self("left")
  /// Unscaled, centred along the right edge.
  public static let right = Self("right")
  /// Unscaled, in the top-left corner (CA's +y up).
  public static let topLeft = Self("topLeft")
  /// Unscaled, in the top-right corner (CA's +y up).
  public static let topRight = Self("topRight")
  /// Unscaled, in the bottom-left corner (CA's +y up).
  public static let bottomLeft = Self("bottomLeft")
  /// Unscaled, in the bottom-right corner (CA's +y up).
  public static let bottomRight = Self("bottomRight")
  /// Stretched to the bounds (the default).
  public static let resize = Self("resize")
  /// Scaled to fit inside the bounds, aspect kept.
  public static let resizeAspect = Self("resizeAspect")
  /// Scaled to cover the bounds, aspect kept.
  public static let resizeAspectFill = Self("resizeAspectFill")
}

/// How contents are filtered when scaled (`minificationFilter`, `magnificationFilter`).
public struct CALayerContentsFilter: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the filter.
  public let rawValue: String
  /// A filter from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A filter from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Bilinear (the default).
  public static let linear = Self("linear")
  /// Nearest pixel.
  public static let nearest = Self("nearest")
  /// Bilinear between mipmap levels.
  public static let trilinear = Self("trilinear")
}

/// `CALayerContentsGravity.center` under its pre-Swift-4.2 name.
public let kCAGravityCenter = CALayerContentsGravity.center
/// `CALayerContentsGravity.top` under its pre-Swift-4.2 name.
public let kCAGravityTop = CALayerContentsGravity.top
/// `CALayerContentsGravity.bottom` under its pre-Swift-4.2 name.
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// `CALayerContentsGravity.left` under its pre-Swift-4.2 name.
public let kCAGravityLeft = CALayerContentsGravity.left
/// `CALayerContentsGravity.right` under its pre-Swift-4.2 name.
public let kCAGravityRight = CALayerContentsGravity.right
/// `CALayerContentsGravity.topLeft` under its pre-Swift-4.2 name.
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// `CALayerContentsGravity.topRight` under its pre-Swift-4.2 name.
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// `CALayerContentsGravity.bottomLeft` under its pre-Swift-4.2 name.
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// `CALayerContentsGravity.bottomRight` under its pre-Swift-4.2 name.
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// `CALayerContentsGravity.resize` under its pre-Swift-4.2 name.
public let kCAGravityResize = CALayerContentsGravity.resize
/// `CALayerContentsGravity.resizeAspect` under its pre-Swift-4.2 name.
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// `CALayerContentsGravity.resizeAspectFill` under its pre-Swift-4.2 name.
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
/// `CALayerContentsFilter.linear` under its pre-Swift-4.2 name.
public let kCAFilterLinear = CALayerContentsFilter.linear
/// `CALayerContentsFilter.nearest` under its pre-Swift-4.2 name.
public let kCAFilterNearest = CALayerContentsFilter.nearest
/// `CALayerContentsFilter.trilinear` under its pre-Swift-4.2 name.
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear
/// The action key of a layer inserted into a visible tree.
public let kCAOnOrderIn = "onOrderIn"
/// The action key of a layer removed from a visible tree.
public let kCAOnOrderOut = "onOrderOut"
/// The key a transition animation is added under (`add(_:forKey:)` with a nil key).
public let kCATransition = "transition"
