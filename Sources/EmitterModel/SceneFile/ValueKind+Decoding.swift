/// One thing wrong with one value, located relative to the property (`.width`, `[2]`).
struct ValueProblem: Error {
  var kind: SceneDiagnostic.Kind
  /// Appended to the property's key path; empty for the value as a whole.
  var subPath = ""
  var value: String?
  var expected: String?
  var message: String

  static func wrongType(_ json: JSONValue, expected: String, at subPath: String = "")
    -> ValueProblem
  {
    ValueProblem(
      kind: .wrongType, subPath: subPath, value: json.summary, expected: expected,
      message: "expected \(expected), got \(json.summary)")
  }

  /// A number outside its range; non-finite numbers get their own kind.
  /// The same problem, located under a member of the value (`.size`).
  func under(_ prefix: String) -> ValueProblem {
    var moved = self
    moved.subPath = prefix + subPath
    return moved
  }

  static func outOfRange(_ number: Double, allowed: String, at subPath: String = "") -> ValueProblem
  {
    let kind: SceneDiagnostic.Kind = number.isFinite ? .outOfRange : .nonFiniteNumber
    return ValueProblem(
      kind: kind, subPath: subPath, value: formatNumber(number), expected: allowed,
      message: "\(formatNumber(number)) is out of range; allowed \(allowed)")
  }
}

/// All problems of one value; decoding reports every component, not just the first.
struct ValueProblems: Error {
  var list: [ValueProblem]
  init(_ list: [ValueProblem]) { self.list = list }
}

extension ValueKind {
  /// Reads a JSON value in any of the kind's forms and checks its range.
  func decode(_ json: JSONValue) throws(ValueProblems) -> PropertyValue {
    let value: PropertyValue
    do {
      value = try decodeForm(json)
    } catch {
      throw ValueProblems([error])
    }
    let problems = rangeProblems(of: value)
    guard problems.isEmpty else { throw ValueProblems(problems) }
    return value
  }

  /// Reads the form only: right JSON type and shape, ranges unchecked.
  func decodeForm(_ json: JSONValue) throws(ValueProblem) -> PropertyValue {
    switch self {
    case .number(let range):
      return .number(try decodeNumber(json, allowsInfinity: range.allowsInfinity))
    case .integer: return .number(try decodeInteger(json))
    case .boolean:
      guard case .bool(let flag) = json else { throw .wrongType(json, expected: description) }
      return .bool(flag)
    case .text, .pathData:
      if json == .null { return .unset }
      guard case .string(let text) = json else { throw .wrongType(json, expected: description) }
      return .string(text)
    case .choice(let options): return .string(try decodeChoice(json, options: options))
    case .point: return .point(try decodePoint(json))
    case .size: return .size(try decodeSize(json))
    case .rect: return .rect(try decodeRect(json))
    case .color: return .color(try decodeColor(json))
    case .contents:
      if json == .null { return .unset }
      return .contents(try decodeContents(json))
    case .vector: return .vector(try decodeVector(json))
    case .bounds: return .rect(try decodeRect(json))
    case .transform: return .transform(try decodeTransform(json))
    case .numberList: return .numbers(try decodeList(json, element: decodeFiniteNumber))
    case .colorList: return .colors(try decodeList(json, element: decodeColor))
    case .rectList: return .rects(try decodeList(json, element: decodeRect))
    case .timingFunction: return .timingFunction(try decodeTimingFunction(json))
    case .timingFunctionList:
      return .timingFunctions(try decodeList(json, element: decodeTimingFunction))
    }
  }

  private func decodeFiniteNumber(_ json: JSONValue) throws(ValueProblem) -> Double {
    try decodeNumber(json, allowsInfinity: false)
  }

  /// `[a, b, …]`, each element read by `element`; a problem names the element's index.
  private func decodeList<Element>(
    _ json: JSONValue, element: (JSONValue) throws(ValueProblem) -> Element
  ) throws(ValueProblem) -> [Element] {
    guard case .array(let items) = json else { throw .wrongType(json, expected: description) }
    var elements: [Element] = []
    for (index, item) in items.enumerated() {
      do {
        elements.append(try element(item))
      } catch {
        throw error.under("[\(index)]")
      }
    }
    return elements
  }

  private func decodeInteger(_ json: JSONValue) throws(ValueProblem) -> Double {
    let number = try decodeNumber(json, allowsInfinity: false)
    guard number == number.rounded() else { throw .wrongType(json, expected: description) }
    return number
  }

  private func decodeChoice(_ json: JSONValue, options: [String]) throws(ValueProblem) -> String {
    guard case .string(let text) = json else { throw .wrongType(json, expected: description) }
    guard options.contains(text) else {
      let suggestion = nearestName(to: text, among: options)
      throw ValueProblem(
        kind: .unknownValue(text, suggestion: suggestion), value: quoted(text),
        expected: description,
        message: "unknown value \(quoted(text)); expected \(description)" + didYouMean(suggestion))
    }
    return text
  }

  /// Every range problem of a value already in the right form: used after decoding and by
  /// `Scene.diagnostics` for scenes built in Swift.
  func rangeProblems(of value: PropertyValue) -> [ValueProblem] {
    switch (self, value) {
    case (.number(let range), .number(let number)):
      return range.contains(number) ? [] : [.outOfRange(number, allowed: range.description)]
    case (.integer(let range), .number(let number)):
      let fits = number >= Double(range.lowerBound) && number <= Double(range.upperBound)
      return fits ? [] : [.outOfRange(number, allowed: allowedRange ?? "")]
    case (.point(let range), .point(let point)):
      return componentProblems([("x", point.x), ("y", point.y)], range: range)
    case (.size(let range), .size(let size)):
      return componentProblems([("width", size.width), ("height", size.height)], range: range)
    case (.rect(let range), .rect(let rect)):
      return componentProblems(
        [
          ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width),
          ("height", rect.size.height),
        ],
        range: range)
    case (.color, .color(let color)):
      return componentProblems(
        [("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)],
        range: .unitInterval)
    case (.bounds, .rect(let rect)):
      return componentProblems([("x", rect.origin.x), ("y", rect.origin.y)], range: .finite)
        + componentProblems(
          [("width", rect.size.width), ("height", rect.size.height)], range: .nonNegative)
    case (.transform, .transform(let transform)):
      let names = (1...4).flatMap { row in (1...4).map { ".m\(row)\($0)" } }
      return componentProblems(Array(zip(names, transform.entries)), range: .finite, separator: "")
    case (.contents, .contents(let contents)):
      return contentsProblems(contents)
    case (.pathData, .string(let text)):
      return pathDataProblems(text)
    case (.vector(let range), .vector(let vector)):
      return componentProblems([("x", vector.x), ("y", vector.y), ("z", vector.z)], range: range)
    case (.numberList(let range), .numbers(let numbers)):
      return componentProblems(
        numbers.enumerated().map { ("[\($0)]", $1) }, range: range, separator: "")
    case (.colorList, .colors(let colors)):
      return colors.enumerated().flatMap { index, color in
        ValueKind.color.rangeProblems(of: .color(color)).map { $0.under("[\(index)]") }
      }
    case (.rectList(let maximumCount), .rects(let rects)):
      return rectListProblems(rects, maximumCount: maximumCount)
    case (.timingFunction, .timingFunction(let function)):
      return timingFunctionProblems(function)
    case (.timingFunctionList, .timingFunctions(let functions)):
      return functions.enumerated().flatMap { index, function in
        timingFunctionProblems(function).map { $0.under("[\(index)]") }
      }
    default:
      return []
    }
  }

  private func componentProblems(
    _ components: [(String, Double)], range: NumberRange, separator: String = "."
  ) -> [ValueProblem] {
    components.compactMap { name, number in
      range.contains(number)
        ? nil : .outOfRange(number, allowed: range.description, at: separator + name)
    }
  }

  /// Each rect's origin finite and its size at least 0 (a negative width has no area to be born
  /// on), and no more rects than the GPU path holds.
  private func rectListProblems(_ rects: [Rect], maximumCount: Int) -> [ValueProblem] {
    var problems: [ValueProblem] = []
    if rects.count > maximumCount {
      problems.append(
        ValueProblem(
          kind: .outOfRange, value: "\(rects.count) rects", expected: "at most \(maximumCount) rects",
          message:
            "\(rects.count) rects is more than the GPU path holds; allowed at most \(maximumCount)"))
    }
    for (index, rect) in rects.enumerated() {
      problems += componentProblems(
        [("x", rect.origin.x), ("y", rect.origin.y)], range: .finite
      ).map { $0.under("[\(index)]") }
      problems += componentProblems(
        [("width", rect.size.width), ("height", rect.size.height)], range: .nonNegative
      ).map { $0.under("[\(index)]") }
    }
    return problems
  }

  /// Control points must have x in 0...1 so that the curve is a function of time.
  private func timingFunctionProblems(_ function: MediaTimingFunction) -> [ValueProblem] {
    let components = function.controlPointComponents
    let xs = componentProblems(
      [("[0]", components[0]), ("[2]", components[2])], range: .unitInterval, separator: "")
    let ys = componentProblems(
      [("[1]", components[1]), ("[3]", components[3])], range: .finite, separator: "")
    return xs + ys
  }
}

/// Reads a number; strings are refused even when they spell one, and "infinity" only where the
/// property allows it (`duration`, `repeatCount`).
func decodeNumber(_ json: JSONValue, allowsInfinity: Bool, at subPath: String = "")
  throws(ValueProblem) -> Double
{
  switch json {
  case .number(let number):
    return number
  case .string(let text) where allowsInfinity && text == "infinity":
    return .infinity
  case .string(let text)
  where ["infinity", "-infinity", "inf", "-inf", "nan"].contains(text.lowercased()):
    throw ValueProblem(
      kind: .nonFiniteNumber, subPath: subPath, value: quoted(text), expected: "a finite number",
      message: "\(quoted(text)) is not allowed here; expected a finite number")
  default:
    throw .wrongType(
      json, expected: allowsInfinity ? "a number or \"infinity\"" : "a number", at: subPath)
  }
}
