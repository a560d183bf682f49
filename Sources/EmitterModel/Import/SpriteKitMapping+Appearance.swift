import Foundation

extension SpriteKitMapping {
  /// Colour, alpha and scale, and their keyframe sequences.
  ///
  /// SpriteKit colourises the texture by `particleColorBlendFactor` f: texel × (1 - f + f × c)
  /// per RGB channel, which is EmitterKit's tint with colour `1 - f + f × c` (ranges and speeds
  /// times f). A sequence replaces the value it drives over the life, as `valueOverLife` and
  /// `colorOverLife` do; key times are normalised ages.
  mutating func buildAppearance() {
    let factor = number("particleColorBlendFactor", in: 0...1) ?? 1
    note("particleColorBlendFactorRange", number("particleColorBlendFactorRange"), "a blend factor per particle; the mean applies")
    note("particleColorBlendFactorSpeed", number("particleColorBlendFactorSpeed"), "the blend factor is fixed")
    if let sequence = reader.dictionary["particleColorBlendFactorSequence"], !(sequence is NSNull) {
      reader.markRead("particleColorBlendFactorSequence")
      unmapped.append("particleColorBlendFactorSequence (the blend factor is fixed at \(factor))")
    }
    let base = color("particleColor") ?? .white
    func blended(_ c: Double) -> Double { 1 - factor + factor * c }
    cell.color = Color(red: blended(base.red), green: blended(base.green), blue: blended(base.blue))
    cell.redRange = factor * abs(number("particleColorRedRange") ?? 0)
    cell.greenRange = factor * abs(number("particleColorGreenRange") ?? 0)
    cell.blueRange = factor * abs(number("particleColorBlueRange") ?? 0)
    cell.redSpeed = factor * (number("particleColorRedSpeed") ?? 0)
    cell.greenSpeed = factor * (number("particleColorGreenSpeed") ?? 0)
    cell.blueSpeed = factor * (number("particleColorBlueSpeed") ?? 0)
    note("particleColorAlphaRange", number("particleColorAlphaRange"), "particleAlphaRange sets the alpha range")
    note("particleColorAlphaSpeed", number("particleColorAlphaSpeed"), "particleAlphaSpeed sets the alpha speed")
    note("particleColor.alpha", base.alpha, neutral: 1, "particleAlpha sets the alpha")
    cell.color.alpha = number("particleAlpha", in: 0...1) ?? 1
    cell.alphaRange = abs(number("particleAlphaRange") ?? 0)
    cell.alphaSpeed = number("particleAlphaSpeed") ?? 0
    cell.scale = number("particleScale") ?? 1
    cell.scaleRange = abs(number("particleScaleRange") ?? 0)
    cell.scaleSpeed = number("particleScaleSpeed") ?? 0

    if let keys = sequence("particleColorSequence", colors: true) {
      var behavior = EmitterBehavior(type: .colorOverLife, name: "particleColorSequence")
      behavior.colors = keys.values.map { value in
        let c = value as! Color
        return Color(red: blended(c.red), green: blended(c.green), blue: blended(c.blue), alpha: c.alpha)
      }
      behavior.locations = keys.times
      layer.emitterBehaviors.append(behavior)
    }
    curve("particleScaleSequence", .scale, sign: 1)
    curve("particleAlphaSequence", .alpha, sign: 1)
    curve("particleRotationSequence", .rotation, sign: -1)
  }

  /// A number sequence as a `valueOverLife` curve that replaces `target`.
  mutating func curve(_ key: String, _ target: OverLifeKeyPath, sign: Double) {
    guard let keys = sequence(key, colors: false) else { return }
    var behavior = EmitterBehavior(type: .valueOverLife, name: key)
    behavior.keyPath = target
    behavior.values = keys.values.map { sign * ($0 as! Double) }
    behavior.locations = keys.times
    layer.emitterBehaviors.append(behavior)
  }

  /// An SKKeyframeSequence's values (numbers, or colours when `colors`) and times, or nil when
  /// the key is absent or nil (a problem when it is malformed).
  mutating func sequence(_ key: String, colors: Bool) -> (values: [Any], times: [Double])? {
    guard let object = reader.dictionary[key], !(object is NSNull) else {
      reader.markRead(key)
      return nil
    }
    reader.markRead(key)
    guard let fields = object as? [String: Any] else {
      reader.problem(key, value: PropertyListReader.describe(object), expected: "an SKKeyframeSequence")
      return nil
    }
    func field(_ names: String...) -> Any? {
      for name in names { if let value = fields[name] ?? fields["_" + name] { return value } }
      return nil
    }
    let rawValues = archive.array(field("keyframeValues", "values")) ?? []
    let rawTimes = archive.array(field("keyframeTimes", "times")) ?? []
    let times = rawTimes.compactMap { PropertyListReader.number(from: $0) }
    let values: [Any] = colors
      ? rawValues.compactMap { Self.color(from: $0, archive: archive) }
      : rawValues.compactMap { PropertyListReader.number(from: $0) }
    let count = values.count
    guard count > 0, count == rawValues.count, times.count == count, times.allSatisfy({ (0...1).contains($0) }),
      zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 })
    else {
      reader.problem(key, value: "\(rawValues.count) values, \(rawTimes.count) times", expected: "as many \(colors ? "colours" : "numbers") as times, times non-decreasing in 0...1")
      return nil
    }
    guard count <= EmitterBehavior.maximumCurveKeys else {
      reader.problem(key, value: "\(count) keyframes", expected: "at most \(EmitterBehavior.maximumCurveKeys) keyframes", why: "an over-life curve holds at most \(EmitterBehavior.maximumCurveKeys)")
      return nil
    }
    // SKInterpolationMode: 1 linear (the default), 2 spline, 3 step; SKRepeatMode 1 clamp.
    if let mode = field("interpolationMode").flatMap(PropertyListReader.number(from:)), mode != 1 {
      unmapped.append("\(key).interpolationMode = \(mode) (curves are linear between keys)")
    }
    if let mode = field("repeatMode").flatMap(PropertyListReader.number(from:)), mode != 1 {
      unmapped.append("\(key).repeatMode = \(mode) (curves hold their last key)")
    }
    return (values, times)
  }

  /// A colour property (UIColor's `UIRed`… or NSColor's `NSRGB` text).
  mutating func color(_ key: String) -> Color? {
    guard let object = reader.dictionary[key], !(object is NSNull) else { return nil }
    reader.markRead(key)
    guard let color = Self.color(from: object, archive: archive) else {
      reader.problem(key, value: PropertyListReader.describe(object), expected: "a UIColor or NSColor with RGB components in 0...1")
      return nil
    }
    return color
  }

  static func color(from object: Any, archive: KeyedArchive) -> Color? {
    guard let fields = archive.resolve(object) as? [String: Any] else { return nil }
    func component(_ key: String) -> Double? { fields[key].flatMap(PropertyListReader.number(from:)) }
    var components: [Double]
    if let red = component("UIRed"), let green = component("UIGreen"), let blue = component("UIBlue") {
      components = [red, green, blue, component("UIAlpha") ?? 1]
    } else if let white = component("UIWhite") {
      components = [white, white, white, component("UIAlpha") ?? 1]
    } else if let data = archive.resolve(fields["NSRGB"]) as? Data {
      let text = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
      components = text.split(separator: " ").compactMap { Double($0) }
      if components.count == 3 { components.append(1) }
    } else {
      return nil
    }
    guard components.count == 4, components.allSatisfy({ (0...1).contains($0) }) else { return nil }
    return Color(red: components[0], green: components[1], blue: components[2], alpha: components[3])
  }

  /// A point or vector: `"{x, y}"` text (NSStringFromCGPoint), `[x, y]`, or a dictionary with
  /// x/y or dx/dy.
  mutating func point(_ key: String) -> Point? {
    guard let value = reader.dictionary[key], !(value is NSNull) else { return nil }
    reader.markRead(key)
    var numbers: [Double] = []
    if let text = value as? String {
      numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    } else if let array = archive.array(value) {
      numbers = array.compactMap { PropertyListReader.number(from: $0) }
    } else if let fields = value as? [String: Any] {
      numbers = [fields["x"] ?? fields["dx"], fields["y"] ?? fields["dy"]].compactMap { $0.flatMap(PropertyListReader.number(from:)) }
    }
    guard numbers.count == 2, numbers.allSatisfy(\.isFinite) else {
      reader.problem(key, value: PropertyListReader.describe(value), expected: "a point: \"{x, y}\", [x, y] or {x, y}")
      return nil
    }
    return Point(x: numbers[0], y: numbers[1])
  }
}
