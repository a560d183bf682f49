// A value for every kind of schema key, in a form iOS code would pass through key-value coding,
// and the model value it must become; and values read back, as the model's form.
import EmitterKit
import Foundation
import QuartzCore

enum KeySamples {
  struct Sample {
    let object: Any
    let value: PropertyValue
  }

  /// A value of `kind` other than `defaultValue`; nil for kinds key-value coding does not set.
  static func sample(for kind: ValueKind, key: String, default defaultValue: PropertyValue)
    -> Sample?
  {
    switch kind {
    case .number(let range):
      guard
        let number = [0.5, 2.5, 12].first(where: {
          range.contains($0) && .number($0) != defaultValue
        })
      else { return nil }
      // Every other form of number iOS code passes: NSNumber, Double.
      return Sample(
        object: key.count % 2 == 0 ? NSNumber(value: number) : number, value: .number(number))
    case .integer(let range):
      guard
        let number = [3, 1].first(where: {
          range.contains($0) && .number(Double($0)) != defaultValue
        })
      else { return nil }
      return Sample(object: number, value: .number(Double(number)))
    case .boolean:
      guard case .bool(let flag) = defaultValue else { return nil }
      return Sample(object: !flag, value: .bool(!flag))
    case .text:
      return Sample(object: "sample", value: .string("sample"))
    case .pathData:
      // A layer's shadowPath: a CGPath, held by the model as its path data.
      let path = CGPath(rect: CGRect(x: 1, y: 2, width: 30, height: 40), transform: nil)
      return Sample(object: path, value: .string(path.modelPathData ?? ""))
    case .choice(let options):
      guard let option = options.first(where: { .string($0) != defaultValue }) else { return nil }
      return Sample(object: option, value: .string(option))
    case .point:
      return Sample(object: CGPoint(x: 3, y: 4), value: .point(Point(x: 3, y: 4)))
    case .size:
      return Sample(object: CGSize(width: 5, height: 6), value: .size(Size(width: 5, height: 6)))
    case .rect(let range) where !range.contains(30):
      // A unit rectangle (a layer's contentsCenter).
      return Sample(
        object: CGRect(x: 0.25, y: 0.125, width: 0.5, height: 0.75),
        value: .rect(Rect(x: 0.25, y: 0.125, width: 0.5, height: 0.75)))
    case .rect, .bounds:
      return Sample(
        object: CGRect(x: 1, y: 2, width: 30, height: 40),
        value: .rect(Rect(x: 1, y: 2, width: 30, height: 40)))
    case .color:
      return Sample(
        object: CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5),
        value: .color(Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)))
    case .contents:
      let contents = Contents.shape(.square, size: Size(width: 8, height: 8))
      return Sample(object: contents, value: .contents(contents))
    case .vector:
      return Sample(object: [1, 2, 3], value: .vector(Vector3(x: 1, y: 2, z: 3)))
    case .transform:
      let transform = CATransform3DMakeScale(2, 3, 1)
      return Sample(object: transform, value: .transform(Transform3D(entries: transform.entries)!))
    case .numberList:
      return Sample(object: [0, 0.5, 1], value: .numbers([0, 0.5, 1]))
    case .colorList:
      return Sample(
        object: [
          CGColor(red: 1, green: 0, blue: 0, alpha: 1),
          CGColor(red: 0, green: 0, blue: 1, alpha: 0.5),
        ],
        value: .colors([
          Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, alpha: 0.5),
        ]))
    case .rectList:
      return Sample(
        object: [CGRect(x: 0, y: 0, width: 10, height: 10)],
        value: .rects([Rect(x: 0, y: 0, width: 10, height: 10)]))
    case .timingFunction, .timingFunctionList:
      return nil
    }
  }

  /// What `value(forKey:)` returned, in the model's form for `kind`.
  static func read(_ value: Any?, kind: ValueKind) -> PropertyValue? {
    switch value {
    case let number as Float: return .number(Double("\(number)")!)
    case let number as CGFloat: return .number(Double(number))
    case let number as Double:
      if case .vector = kind { return nil }
      return .number(number)
    case let number as Int: return .number(Double(number))
    case let number as UInt32: return .number(Double(number))
    case let flag as Bool: return .bool(flag)
    case let text as String: return .string(text)
    case let path as CGPath: return .string(path.modelPathData ?? "")
    case let point as CGPoint: return .point(Point(x: point.x, y: point.y))
    case let size as CGSize: return .size(Size(width: size.width, height: size.height))
    case let rect as CGRect:
      return .rect(
        Rect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height))
    case let color as CGColor:
      return color.components.map {
        .color(Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]))
      }
    case let transform as CATransform3D: return .transform(Transform3D(entries: transform.entries)!)
    case let contents as Contents: return .contents(contents)
    case let numbers as [Double]:
      if case .vector = kind, numbers.count == 3 {
        return .vector(Vector3(x: numbers[0], y: numbers[1], z: numbers[2]))
      }
      return .numbers(numbers)
    case let colors as [CGColor]:
      return .colors(
        colors.compactMap(\.components).map {
          Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3])
        })
    case let rects as [CGRect]:
      return .rects(
        rects.map {
          Rect(x: $0.origin.x, y: $0.origin.y, width: $0.size.width, height: $0.size.height)
        })
    case let constant as any RawRepresentable:
      return (rawValue(of: constant) as? String).map(PropertyValue.string)
    default: return nil
    }
  }

  private static func rawValue<T: RawRepresentable>(of value: T) -> Any { value.rawValue }
}

extension CATransform3D {
  /// The sixteen entries, row by row.
  var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map {
      Double($0)
    }
  }
}
