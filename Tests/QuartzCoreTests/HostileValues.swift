// The hostile values the key-value coding sweep throws at every key: special and extreme
// numbers in every numeric type iOS code passes, values of the wrong type, malformed geometry,
// colours and transforms, objects where values belong, and key paths that are not keys.
import CoreGraphics
import Foundation
import QuartzCore

enum HostileValues {
  /// Special and extreme numbers: NaN, ±Inf, ±1e308, -1, 0, -0.0, denormals, 1e20, 1e9, huge
  /// integers, in Double, Float, CGFloat, Int, UInt64 and NSNumber.
  static var numbers: [Any?] {
    [
      Double.nan, Double.infinity, -Double.infinity, 1e308, -1e308, -1.0, 0.0, -0.0,
      Double.leastNonzeroMagnitude, 1e-310, 1e20, 1e9, -1e9, Int.max, Int.min, UInt64.max,
      Float.nan, -Float.infinity, Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude,
      CGFloat.nan, CGFloat(-1e300), NSNumber(value: Double.infinity), NSNumber(value: Int64.min),
      NSNumber(value: UInt64.max), Int32.min, UInt32.max,
    ]
  }

  /// Values of the wrong type or shape for most keys, and malformed values of the right type.
  static var others: [Any?] {
    [
      nil, NSNull(), true, "12", "", String(repeating: "é", count: 5000), "line",
      [Double.nan, 1, 2] as [Any], [1.0, 2.0, 3.0, 4.0, 5.0], [] as [Any], ["a", "b"],
      [Double.infinity, -Double.infinity, 0, 1],
      CGPoint(x: Double.nan, y: Double.infinity), CGPoint(x: 1e308, y: -1e308),
      CGSize(width: -1, height: Double.nan), CGSize(width: 1e20, height: 1e20),
      CGRect(x: Double.infinity, y: 0, width: -1e308, height: Double.nan),
      CGRect(x: 0, y: 0, width: 1e20, height: 1e20), CGRect(x: 0, y: 0, width: -5, height: -5),
      NSValue(point: CGPoint(x: Double.nan, y: 0)),
      NSValue(rect: CGRect(x: 0, y: 0, width: 1e300, height: 1)),
      CGColor(red: Double.nan, green: 2, blue: -1, alpha: Double.infinity),
      CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), CGColor(gray: 1e308, alpha: -0.0),
      [CGColor(red: Double.nan, green: 0, blue: 0, alpha: 1)],
      CATransform3DMakeScale(Double.nan, 1, 1), CATransform3DMakeScale(0, 0, 0),
      CATransform3DMakeTranslation(1e308, -1e308, Double.infinity),
      CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 1e308, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
        m34: Double.infinity, m41: 0, m42: 0, m43: 0, m44: 0),
      [CGRect(x: Double.nan, y: 0, width: 1, height: 1)],
      Array(repeating: CGRect(x: 0, y: 0, width: 1, height: 1), count: 5000),
      Array(repeating: 0.5, count: 100_000), Data([0xff, 0xfe]), Date(),
      CALayer(), CAEmitterCell(), [CAEmitterCell()], [CALayer()], CAEmitterBehavior(type: "wave"),
      [CAEmitterBehavior(type: "drag")], CAMediaTimingFillMode.both,
      CAEmitterLayerEmitterShape.circle,
    ]
  }

  /// Every hostile value.
  static var all: [Any?] { numbers + others }

  /// Key paths that are not keys: empty, dots, over-long, nested into cells and behaviours that
  /// do not exist, into values that hold no object, control characters.
  static let keyPaths: [String] = [
    "", ".", "..", "a..b", ".birthRate", "birthRate.", String(repeating: "k", count: 100_000),
    String(repeating: "a.", count: 50_000) + "a", "emitterCells", "emitterCells.",
    "emitterCells.missing.birthRate", "emitterCells.dot.emitterCells.missing.velocity",
    "emitterCells..birthRate", "emitterCells.dot", "emitterCells.dot.",
    "emitterCells.dot.emitterCells.spark.emitterCells.none.scale", "emitterBehaviors.missing.x",
    "emitterBehaviors.wave.", "emitterBehaviors", "sublayers.0.opacity", "position.z",
    "transform.rotation.w", "bounds.size.depth", "mask.cornerRadius", "mask.mask.opacity",
    "superlayer.opacity", "emitterCells.dot.contents.width", "\u{0}", "birth\u{0}Rate",
    "💥.💥", "emitterCells.dot.color.red", "contents.x", "name.first",
  ]
}
