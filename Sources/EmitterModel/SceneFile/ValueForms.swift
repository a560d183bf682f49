/// The JSON forms of geometry and colour: a short array, or an object with named members.
///
/// Arrays are what people type; objects are what `CGPoint`-shaped data exported from elsewhere
/// looks like. Encoding always writes the array form (and colours as hex when exact), so a
/// written file is as short as a hand-written one.

func decodePoint(_ json: JSONValue) throws(ValueProblem) -> Point {
  let values = try decodeComponents(
    json, names: ["x", "y"], expected: ValueKind.point(.finite).description)
  return Point(x: values[0], y: values[1])
}

func decodeSize(_ json: JSONValue) throws(ValueProblem) -> Size {
  let values = try decodeComponents(
    json, names: ["width", "height"], expected: ValueKind.size(.finite).description)
  return Size(width: values[0], height: values[1])
}

func decodeRect(_ json: JSONValue) throws(ValueProblem) -> Rect {
  let values = try decodeComponents(
    json, names: ["x", "y", "width", "height"], expected: ValueKind.rect(.finite).description)
  return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
}

func decodeVector(_ json: JSONValue) throws(ValueProblem) -> Vector3 {
  let values = try decodeComponents(
    json, names: ["x", "y", "z"], expected: ValueKind.vector(.finite).description)
  return Vector3(x: values[0], y: values[1], z: values[2])
}

/// A name (`"easeIn"`) or `[c1x, c1y, c2x, c2y]`.
func decodeTimingFunction(_ json: JSONValue) throws(ValueProblem) -> MediaTimingFunction {
  let expected = ValueKind.timingFunctionDescription
  if case .string(let text) = json {
    guard let name = MediaTimingFunction.Name(rawValue: text) else {
      let suggestion = nearestName(to: text, among: MediaTimingFunction.Name.allCases.map(\.rawValue))
      throw ValueProblem(
        kind: .unknownValue(text, suggestion: suggestion), value: quoted(text), expected: expected,
        message: "unknown timing function \(quoted(text)); expected \(expected)" + didYouMean(suggestion))
    }
    return name.function
  }
  guard case .array(let items) = json, items.count == 4 else { throw .wrongType(json, expected: expected) }
  var values: [Double] = []
  for (index, item) in items.enumerated() {
    values.append(try decodeNumber(item, allowsInfinity: false, at: "[\(index)]"))
  }
  return MediaTimingFunction(controlPoints: values[0], values[1], values[2], values[3])
}

/// `[r, g, b]`, `[r, g, b, a]`, `"#rrggbb"` or `"#rrggbbaa"`.
func decodeColor(_ json: JSONValue) throws(ValueProblem) -> Color {
  let expected = ValueKind.color.description
  if case .string(let text) = json {
    guard let color = Color(hex: text) else { throw .wrongType(json, expected: expected) }
    return color
  }
  guard case .array(let items) = json, items.count == 3 || items.count == 4 else {
    throw .wrongType(json, expected: expected)
  }
  let names = ["red", "green", "blue", "alpha"].prefix(items.count)
  let values = try decodeComponents(json, names: Array(names), expected: expected)
  return Color(
    red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
}

/// Reads `[a, b, …]` (exactly as many numbers as names) or `{"name": a, …}` (exactly those keys).
func decodeComponents(_ json: JSONValue, names: [String], expected: String) throws(ValueProblem)
  -> [Double]
{
  switch json {
  case .array(let items):
    guard items.count == names.count else { throw .wrongType(json, expected: expected) }
    var values: [Double] = []
    for (index, item) in items.enumerated() {
      values.append(try decodeNumber(item, allowsInfinity: false, at: "[\(index)]"))
    }
    return values
  case .object(let members):
    let missing = names.filter { members[$0] == nil }
    let extra = members.keys.filter { !names.contains($0) }.sorted()
    guard missing.isEmpty, extra.isEmpty else {
      throw ValueProblem(
        kind: .wrongType, value: json.summary, expected: expected,
        message: "expected \(expected)" + listed("missing", missing) + listed("unknown", extra))
    }
    var values: [Double] = []
    for name in names {
      values.append(try decodeNumber(members[name] ?? .null, allowsInfinity: false, at: "." + name))
    }
    return values
  default:
    throw .wrongType(json, expected: expected)
  }
}

private func listed(_ label: String, _ keys: [String]) -> String {
  keys.isEmpty ? "" : "; \(label) " + keys.map(quoted).joined(separator: ", ")
}

extension Color {
  /// Parses `#rrggbb` or `#rrggbbaa` (either case); each pair is a byte over 255.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = Array(hex.utf8.dropFirst())
    guard digits.count == 6 || digits.count == 8 else { return nil }
    var bytes: [Double] = []
    for index in stride(from: 0, to: digits.count, by: 2) {
      guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16)
      else {
        return nil
      }
      bytes.append(Double(byte) / 255)
    }
    self.init(
      red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
  }

  /// `#rrggbb` (or `#rrggbbaa` when not opaque) when every component is exactly a byte over 255;
  /// nil otherwise, so encoding never rounds a colour.
  var exactHex: String? {
    var text = "#"
    for component in alpha == 1 ? [red, green, blue] : [red, green, blue, alpha] {
      let scaled = component * 255
      guard scaled == scaled.rounded(), (0...255).contains(scaled), scaled / 255 == component else {
        return nil
      }
      let digits = String(Int(scaled), radix: 16)
      text += (digits.count == 1 ? "0" : "") + digits
    }
    return text
  }
}

extension PropertyValue {
  /// The value as a scene file writes it: geometry as arrays, colours as hex where exact,
  /// `+infinity` as "infinity", contents in their shortest form.
  package var jsonValue: JSONValue {
    switch self {
    case .number(let number): number == .infinity ? .string("infinity") : .number(number)
    case .bool(let flag): .bool(flag)
    case .string(let text): .string(text)
    case .point(let point): .array([.number(point.x), .number(point.y)])
    case .size(let size): .array([.number(size.width), .number(size.height)])
    case .rect: .array(components?.map(JSONValue.number) ?? [])
    case .color(let color):
      color.exactHex.map(JSONValue.string)
        ?? .array(
          (color.alpha == 1 ? [color.red, color.green, color.blue] : components ?? []).map(
            JSONValue.number))
    case .contents(let contents): contents.jsonValue
    case .vector(let vector): .array([.number(vector.x), .number(vector.y), .number(vector.z)])
    case .transform(let transform): .array(transform.entries.map(JSONValue.number))
    case .numbers(let numbers): .array(numbers.map(JSONValue.number))
    case .colors(let colors): .array(colors.map { PropertyValue.color($0).jsonValue })
    case .rects(let rects): .array(rects.map { PropertyValue.rect($0).jsonValue })
    case .timingFunction(let function): function.jsonValue
    case .timingFunctions(let functions): .array(functions.map(\.jsonValue))
    case .unset: .null
    }
  }
}

extension MediaTimingFunction {
  /// Its name when it has one, otherwise its four control-point numbers.
  var jsonValue: JSONValue {
    name.map { .string($0.rawValue) } ?? .array(controlPointComponents.map(JSONValue.number))
  }
}

/// A transform: 16 numbers m11…m44 (row by row, CATransform3D's layout), or the readable object
/// `{"scale": s | [sx, sy, sz], "rotation": a | {"angle": a, "axis": [x, y, z]},
/// "translation": [tx, ty, tz], "m34": p}`, every member optional, composed as Core Animation
/// code builds it: `S · R · T · P` (scale first, then rotation, then translation; P the identity
/// with `m34 = p`), i.e. `t = identity; t.m34 = p; t = translate(t); t = rotate(t); t = scale(t)`.
func decodeTransform(_ json: JSONValue) throws(ValueProblem) -> Transform3D {
  let expected = ValueKind.transformDescription
  switch json {
  case .array(let items):
    guard items.count == 16 else {
      throw ValueProblem(
        kind: .wrongType, value: json.summary, expected: expected,
        message: "a transform matrix needs 16 numbers (m11…m44), not \(items.count)")
    }
    var values: [Double] = []
    for (index, item) in items.enumerated() {
      values.append(try decodeNumber(item, allowsInfinity: false, at: "[\(index)]"))
    }
    return Transform3D(entries: values) ?? .identity
  case .object(let members):
    let known = ["scale", "rotation", "translation", "m34"]
    if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
      let suggestion = nearestName(to: unknown, among: known)
      throw ValueProblem(
        kind: .unknownKey(unknown, suggestion: suggestion), subPath: "." + unknown,
        value: quoted(unknown), expected: expected,
        message: "unknown transform member \(quoted(unknown)); expected \(expected)"
          + didYouMean(suggestion))
    }
    var scale = (1.0, 1.0, 1.0)
    switch members["scale"] {
    case nil: break
    case .number(let s)?: scale = (s, s, s)
    case let value?:
      let s = try located(".scale") { () throws(ValueProblem) in
        try decodeComponents(value, names: ["x", "y", "z"], expected: "s or [sx, sy, sz]")
      }
      scale = (s[0], s[1], s[2])
    }
    var rotation = Transform3D.identity
    switch members["rotation"] {
    case nil: break
    case .number(let angle)?: rotation = .rotation(angle, 0, 0, 1)
    case .object(let parts)? where Set(parts.keys) == ["angle", "axis"]:
      let angle = try decodeNumber(parts["angle"] ?? .null, allowsInfinity: false, at: ".rotation.angle")
      let axis = try located(".rotation.axis") { () throws(ValueProblem) in
        try decodeComponents(parts["axis"] ?? .null, names: ["x", "y", "z"], expected: "[x, y, z]")
      }
      rotation = .rotation(angle, axis[0], axis[1], axis[2])
    case let value?:
      throw .wrongType(
        value, expected: "radians about z, or {\"angle\": a, \"axis\": [x, y, z]}", at: ".rotation")
    }
    var translation = (0.0, 0.0, 0.0)
    if let value = members["translation"] {
      let t = try located(".translation") { () throws(ValueProblem) in
        try decodeComponents(value, names: ["x", "y", "z"], expected: "[tx, ty, tz]")
      }
      translation = (t[0], t[1], t[2])
    }
    var perspective = Transform3D.identity
    if let value = members["m34"] {
      perspective.m34 = try decodeNumber(value, allowsInfinity: false, at: ".m34")
    }
    return Transform3D.scale(scale.0, scale.1, scale.2)
      .concatenating(rotation)
      .concatenating(.translation(translation.0, translation.1, translation.2))
      .concatenating(perspective)
  default:
    throw .wrongType(json, expected: expected)
  }
}

/// `body`'s value; its problem, if any, located under `prefix` (`.scale`).
private func located<T>(_ prefix: String, _ body: () throws(ValueProblem) -> T) throws(ValueProblem)
  -> T
{
  do { return try body() } catch { throw error.under(prefix) }
}
