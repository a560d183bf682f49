import CoreGraphics
import Foundation

/// A layer that draws a path: filled with `fillColor`, stroked with `strokeColor` (Core
/// Animation's CAShapeLayer), as iOS code draws lines and outlines beside its emitters.
///
/// EmitterKit draws the shape as the layer's contents: at each commit after a change, the path
/// is drawn (Core Graphics over cairo, at `contentsScale` pixels per point) into an image placed
/// over the layer's space without stretching (`contentsGravity` `.bottomLeft` from the bounds'
/// origin, or `.center` about the bounds' centre when the path reaches above or left of the
/// origin), so a shape layer with empty bounds draws its path where iOS does, overflowing its
/// bounds unless it masks. So `contents` and `contentsGravity` read back what was drawn.
/// `strokeStart`/`strokeEnd` trim the stroke (not the fill) to that part of the path's length;
/// changes are drawn at the commit, not animated.
open class CAShapeLayer: CALayer {
  private var shapePath: CGPath?
  private var shapeFill: CGColor? = CGColor(gray: 0, alpha: 1)
  private var shapeStroke: CGColor?

  /// The path drawn, in the layer's coordinates; nil draws nothing.
  open var path: CGPath? {
    get { shapePath }
    set {
      shapePath = newValue
      setNeedsDisplay()
    }
  }

  /// The colour filling the path; opaque black by default, nil fills nothing.
  open var fillColor: CGColor? {
    get { shapeFill }
    set {
      shapeFill = newValue
      setNeedsDisplay()
    }
  }

  /// How the fill decides what is inside; non-zero winding by default.
  open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { setNeedsDisplay() } }

  /// The colour of the path's outline; nil (the default) strokes nothing.
  open var strokeColor: CGColor? {
    get { shapeStroke }
    set {
      shapeStroke = newValue
      setNeedsDisplay()
    }
  }

  /// Width of the outline, points; 1 by default.
  open var lineWidth: CGFloat = 1 { didSet { setNeedsDisplay() } }

  /// The longest miter join, in line widths; 10 by default.
  open var miterLimit: CGFloat = 10 { didSet { setNeedsDisplay() } }

  /// The ends of open subpaths; butt by default.
  open var lineCap: CAShapeLayerLineCap = .butt { didSet { setNeedsDisplay() } }

  /// The corners of the outline; miter by default.
  open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { setNeedsDisplay() } }

  /// Where the dash pattern starts, points; 0 by default.
  open var lineDashPhase: CGFloat = 0 { didSet { setNeedsDisplay() } }

  /// Dash and gap lengths, points; nil (the default) draws a solid line.
  open var lineDashPattern: [NSNumber]? { didSet { setNeedsDisplay() } }

  /// Where along the path's length the stroke starts, 0...1; 0 by default.
  open var strokeStart: CGFloat = 0 { didSet { setNeedsDisplay() } }

  /// Where along the path's length the stroke ends, 0...1; 1 by default (nothing is stroked
  /// when it is at or before `strokeStart`).
  open var strokeEnd: CGFloat = 1 { didSet { setNeedsDisplay() } }

  /// The layer's bounds; a change redraws the shape (the image is placed from them).
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      super.bounds = newValue
      setNeedsDisplay()
    }
  }

  /// Sets a key: the shape's own (`lineWidth`, `fillColor`, …, range-checked) or a layer's.
  open override func setValue(_ value: Any?, forKey key: String) {
    if !setShapeValue(value, forKey: key) { super.setValue(value, forKey: key) }
  }

  /// Reads a key: the shape's own in its declared type, or a layer's.
  open override func value(forKey key: String) -> Any? {
    let shape = shapeValue(forKey: key)
    return shape.isShapeKey ? shape.value : super.value(forKey: key)
  }

  /// Draws the shape into the layer's contents (see the type's description).
  open override func display() {
    let drawn = ShapeDrawing(layer: self)
    contentsGravity = drawn.gravity
    contents = drawn.image
  }

  /// The line settings and colours as drawn.
  var strokeSettings: ShapeDrawing.Stroke {
    ShapeDrawing.Stroke(
      fill: shapeFill, evenOdd: fillRule == .evenOdd, stroke: shapeStroke, width: lineWidth,
      miterLimit: miterLimit, cap: lineCap, join: lineJoin, dashPhase: lineDashPhase,
      dashes: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }, start: strokeStart,
      end: strokeEnd)
  }
}

/// A shape layer's path drawn as an image, and where it goes.
struct ShapeDrawing {
  struct Stroke {
    var fill: CGColor?
    var evenOdd: Bool
    var stroke: CGColor?
    var width: CGFloat
    var miterLimit: CGFloat
    var cap: CAShapeLayerLineCap
    var join: CAShapeLayerLineJoin
    var dashPhase: CGFloat
    var dashes: [CGFloat]
    /// The part of the path's length stroked (`strokeStart`, `strokeEnd`).
    var start: CGFloat
    var end: CGFloat
  }

  var image: CGImage?
  var gravity: CALayerContentsGravity

  init(layer: CAShapeLayer) {
    gravity = .bottomLeft
    guard let path = layer.path, !path.isEmpty else { return }
    let settings = layer.strokeSettings
    let scale = max(layer.contentsScale, 0.01)
    // Ink reaches half a line (times the miter limit at sharp joins) past the path, plus a
    // pixel of anti-aliasing.
    let reach =
      (settings.stroke == nil
        ? 0 : settings.width / 2 * (settings.join == .miter ? settings.miterLimit : 2))
      + 1 / scale
    let ink = path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach)
    let bounds = layer.bounds
    // The image's top-left point, in layer space, and its size.
    let origin: CGPoint
    let size: CGSize
    if ink.minX >= bounds.minX, ink.minY >= bounds.minY {
      origin = bounds.origin
      size = CGSize(width: ink.maxX - bounds.minX, height: ink.maxY - bounds.minY)
    } else {
      gravity = .center
      let half = CGSize(
        width: max(abs(ink.minX - bounds.midX), abs(ink.maxX - bounds.midX)),
        height: max(abs(ink.minY - bounds.midY), abs(ink.maxY - bounds.midY)))
      origin = CGPoint(x: bounds.midX - half.width, y: bounds.midY - half.height)
      size = CGSize(width: half.width * 2, height: half.height * 2)
    }
    // Whole pixels, so the centre gravity puts pixel edges on the layer's points.
    let pixels = CGSize(
      width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
    guard pixels.width >= 1, pixels.height >= 1, pixels.width <= 8192, pixels.height <= 8192,
      let context = CGContext(
        data: nil, width: Int(pixels.width), height: Int(pixels.height), bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else {
      if !ink.isEmpty {
        KeyValueDiagnostics.report(
          key: "path", value: "\(ink)",
          message: "the shape is too large to draw (at most 8192 pixels a side); nothing drawn")
      }
      return
    }
    // Layer points, y down from the image's top-left corner.
    context.translateBy(x: 0, y: pixels.height)
    context.scaleBy(x: scale, y: -scale)
    context.translateBy(x: -origin.x, y: -origin.y)
    if let fill = settings.fill {
      context.setFillColor(fill)
      context.addPath(path)
      context.fillPath(using: settings.evenOdd ? .evenOdd : .winding)
    }
    if let stroke = settings.stroke, settings.width > 0 {
      context.setStrokeColor(stroke)
      context.setLineWidth(settings.width)
      context.setMiterLimit(settings.miterLimit)
      context.setLineCap(settings.cap.cgLineCap)
      context.setLineJoin(settings.join.cgLineJoin)
      if !settings.dashes.isEmpty {
        context.setLineDash(phase: settings.dashPhase, lengths: settings.dashes)
      }
      context.addPath(StrokeRange.trimmed(path, start: settings.start, end: settings.end))
      context.strokePath()
    }
    image = context.makeImage()
  }
}

/// How a shape layer's fill decides what is inside the path.
public struct CAShapeLayerFillRule: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the rule.
  public let rawValue: String
  /// A rule from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding (the default).
  public static let nonZero = Self(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// The ends of a shape layer's open subpaths.
public struct CAShapeLayerLineCap: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the cap.
  public let rawValue: String
  /// A cap from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square ends at the end points (the default).
  public static let butt = Self(rawValue: "butt")
  /// Round ends.
  public static let round = Self(rawValue: "round")
  /// Square ends half a line past the end points.
  public static let square = Self(rawValue: "square")

  var cgLineCap: CGLineCap {
    switch self {
    case .round: .round
    case .square: .square
    default: .butt
    }
  }
}

/// The corners of a shape layer's outline.
public struct CAShapeLayerLineJoin: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the join.
  public let rawValue: String
  /// A join from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sharp corners up to the miter limit (the default).
  public static let miter = Self(rawValue: "miter")
  /// Round corners.
  public static let round = Self(rawValue: "round")
  /// Cut corners.
  public static let bevel = Self(rawValue: "bevel")

  var cgLineJoin: CGLineJoin {
    switch self {
    case .round: .round
    case .bevel: .bevel
    default: .miter
    }
  }
}

/// `kCAFillRuleNonZero`: the pre-Swift-4.2 name of `CAShapeLayerFillRule.nonZero`.
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
/// `kCAFillRuleEvenOdd`: the pre-Swift-4.2 name of `CAShapeLayerFillRule.evenOdd`.
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
/// `kCALineCapButt`: the pre-Swift-4.2 name of `CAShapeLayerLineCap.butt`.
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// `kCALineCapRound`: the pre-Swift-4.2 name of `CAShapeLayerLineCap.round`.
public let kCALineCapRound = CAShapeLayerLineCap.round
/// `kCALineCapSquare`: the pre-Swift-4.2 name of `CAShapeLayerLineCap.square`.
public let kCALineCapSquare = CAShapeLayerLineCap.square
/// `kCALineJoinMiter`: the pre-Swift-4.2 name of `CAShapeLayerLineJoin.miter`.
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// `kCALineJoinRound`: the pre-Swift-4.2 name of `CAShapeLayerLineJoin.round`.
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// `kCALineJoinBevel`: the pre-Swift-4.2 name of `CAShapeLayerLineJoin.bevel`.
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
