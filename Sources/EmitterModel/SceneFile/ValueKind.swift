/// The numbers a property accepts: an interval of finite values, optionally plus `+infinity`.
///
/// Ranges are part of each property's schema entry, so the scene decoder, `Scene.diagnostics`
/// and the messages of `emitter validate` all read the same bounds.
package struct NumberRange: Hashable, Sendable, CustomStringConvertible {
  /// `-infinity` when unbounded below.
  package var lower: Double
  /// `+infinity` when unbounded above.
  package var upper: Double
  /// True for "greater than" rather than "at least" (`contentsScale > 0`).
  var excludesLower: Bool
  /// True where `+infinity` is meaningful (`duration`, `repeatCount`); written "infinity" in JSON.
  var allowsInfinity: Bool

  package init(
    lower: Double = -.infinity, upper: Double = .infinity, excludesLower: Bool = false,
    allowsInfinity: Bool = false
  ) {
    self.lower = lower
    self.upper = upper
    self.excludesLower = excludesLower
    self.allowsInfinity = allowsInfinity
  }

  /// Any finite number: the default for values Apple leaves unbounded.
  package static let finite = NumberRange()
  static let nonNegative = NumberRange(lower: 0)
  package static let positive = NumberRange(lower: 0, excludesLower: true)
  /// At least zero, or "infinity" (never ends).
  static let nonNegativeOrInfinity = NumberRange(lower: 0, allowsInfinity: true)
  static let unitInterval = NumberRange.closed(0...1)

  package static func closed(_ range: ClosedRange<Double>) -> NumberRange {
    NumberRange(lower: range.lowerBound, upper: range.upperBound)
  }

  package func contains(_ value: Double) -> Bool {
    if value == .infinity { return allowsInfinity }
    guard value.isFinite else { return false }
    let aboveLower = excludesLower ? value > lower : value >= lower
    return aboveLower && value <= upper
  }

  /// `0...10000000`, `>= 0`, `> 0`, `any finite number`, `>= 0 or "infinity"`.
  package var description: String {
    let finitePart: String
    switch (lower.isFinite, upper.isFinite) {
    case (true, true) where excludesLower:
      finitePart = "> \(formatNumber(lower)) and <= \(formatNumber(upper))"
    case (true, true): finitePart = "\(formatNumber(lower))...\(formatNumber(upper))"
    case (true, false): finitePart = (excludesLower ? "> " : ">= ") + formatNumber(lower)
    case (false, true): finitePart = "<= " + formatNumber(upper)
    case (false, false): finitePart = "any finite number"
    }
    return allowsInfinity ? finitePart + " or \"infinity\"" : finitePart
  }
}

/// What a property holds, in the terms a scene file writes it.
///
/// The kind decides the accepted JSON forms, the range check and whether an animation can
/// drive the property (numbers, points, sizes, rects and colours interpolate; the rest do not).
package enum ValueKind: Hashable, Sendable, CustomStringConvertible {
  /// A `Double` in the range.
  case number(NumberRange)
  /// A whole number in the range (`seed`, `particleCap`).
  case integer(ClosedRange<Int>)
  case boolean
  /// Free text (`name`).
  case text
  /// SVG path data in points (`SVGPath`: M, L, H, V, C, Q, Z), its bounding box at most
  /// `ContentsBudget.maximumVectorExtent` points a side; "" is the empty path (`shadowPath`).
  case pathData
  /// One of Apple's strings (`"line"`, `"additive"`, …).
  case choice([String])
  /// `[x, y]` or `{"x", "y"}`, each component in the range.
  case point(NumberRange)
  /// `[w, h]` or `{"width", "height"}`, each component in the range.
  case size(NumberRange)
  /// `[x, y, w, h]` or `{"x", "y", "width", "height"}`, each component in the range.
  case rect(NumberRange)
  /// `[r, g, b]`, `[r, g, b, a]`, `"#rrggbb"` or `"#rrggbbaa"`, components 0...1.
  case color
  /// A shape, image, emoji or path (see `Contents`).
  case contents
  /// `[x, y, z]` or `{"x", "y", "z"}`, each component in the range (a wave's `force`).
  case vector(NumberRange)
  /// A layer's `bounds`: a rectangle whose origin is any finite point and whose size is at least 0.
  case bounds
  /// A `Transform3D`: 16 finite numbers m11…m44, or `{"scale", "rotation", "translation", "m34"}`.
  case transform
  /// `[a, b, …]`, each number in the range (`values`, `locations`, `keyTimes`).
  case numberList(NumberRange)
  /// `[colour, …]`, each in any colour form (`colorOverLife`'s `colors`).
  case colorList
  /// `[rect, …]` (`emitterRects`): x and y any finite number, width and height at least 0, at
  /// most `maximumCount` rects (what the GPU's frame block holds).
  case rectList(maximumCount: Int)
  /// A name (`"easeIn"`) or control points `[c1x, c1y, c2x, c2y]` with both x in 0...1.
  case timingFunction
  /// `[timing function, …]`.
  case timingFunctionList

  /// Whether animations may drive it: values that interpolate.
  package var isAnimatable: Bool {
    switch self {
    case .number, .point, .size, .rect, .color, .vector, .bounds, .transform: true
    default: false
    }
  }

  /// The expected form, for "expected …" messages.
  package var description: String {
    switch self {
    case .number(let range): range.allowsInfinity ? "a number or \"infinity\"" : "a number"
    case .integer: "a whole number"
    case .boolean: "true or false"
    case .text: "a string"
    case .pathData: Self.pathDataDescription
    case .choice(let options): "one of " + options.map(quoted).joined(separator: ", ")
    case .point: "[x, y] or {\"x\": …, \"y\": …}"
    case .size: "[width, height] or {\"width\": …, \"height\": …}"
    case .rect: "[x, y, width, height] or {\"x\", \"y\", \"width\", \"height\"}"
    case .color: "[r, g, b], [r, g, b, a], \"#rrggbb\" or \"#rrggbbaa\""
    case .vector: "[x, y, z] or {\"x\": …, \"y\": …, \"z\": …}"
    case .bounds: "[x, y, width, height] or {\"x\", \"y\", \"width\", \"height\"}"
    case .transform: Self.transformDescription
    case .numberList: "an array of numbers"
    case .colorList: "an array of colours ([r, g, b], [r, g, b, a], \"#rrggbb\" or \"#rrggbbaa\")"
    case .rectList: "an array of rects ([x, y, width, height] or {\"x\", \"y\", \"width\", \"height\"})"
    case .timingFunction: Self.timingFunctionDescription
    case .timingFunctionList: "an array of timing functions (\(Self.timingFunctionDescription))"
    case .contents:
      "a shape name (\"circle\", \"triangle\", \"square\", \"rectangle\"), an image path ending in"
        + " .png, a PNG data URL (\"data:image/png;base64,…\"), one emoji, or an object with"
        + " \"shape\", \"image\", \"emoji\" or \"path\""
    }
  }

  static let pathDataDescription =
    "SVG path data (M, L, H, V, C, Q, Z; lower case relative) in points, its bounding box at most"
    + " \(formatNumber(ContentsBudget.maximumVectorExtent)) points a side, or \"\" (the empty path)"

  static let transformDescription =
    "16 numbers [m11, m12, …, m44] or an object with \"scale\" (s or [sx, sy, sz]),"
    + " \"rotation\" (radians about z, or {\"angle\", \"axis\": [x, y, z]}),"
    + " \"translation\" ([tx, ty, tz]) and \"m34\""

  static let timingFunctionDescription =
    "one of " + MediaTimingFunction.Name.allCases.map { quoted($0.rawValue) }.joined(separator: ", ")
    + " or control points [c1x, c1y, c2x, c2y]"

  /// One of the raw values of an enumeration of Apple's strings.
  package static func choice<Choice: CaseIterable & RawRepresentable>(of type: Choice.Type)
    -> ValueKind
  where Choice.RawValue == String {
    .choice(Choice.allCases.map(\.rawValue))
  }

  /// A value of the kind's form with every component 0, for kinds whose property may be unset
  /// (a layer's `position` and `bounds`); nil for the others.
  package var zeroValue: PropertyValue? {
    switch self {
    case .point: .point(.zero)
    case .bounds, .rect: .rect(Rect(x: 0, y: 0, width: 0, height: 0))
    default: nil
    }
  }

  /// The allowed range as a message states it, where one applies.
  var allowedRange: String? {
    switch self {
    case .number(let range), .point(let range), .size(let range), .rect(let range),
      .vector(let range), .numberList(let range):
      range.description
    case .integer(let range): "\(range.lowerBound)...\(range.upperBound)"
    case .color, .colorList: "0...1"
    case .bounds: "x, y: any finite number; width, height: >= 0"
    case .transform: "any finite number"
    case .rectList(let maximumCount): "at most \(maximumCount) rects, width and height >= 0"
    case .timingFunction, .timingFunctionList: "control-point x in 0...1"
    case .pathData:
      "bounding box at most \(formatNumber(ContentsBudget.maximumVectorExtent)) points a side"
    default: nil
    }
  }
}
