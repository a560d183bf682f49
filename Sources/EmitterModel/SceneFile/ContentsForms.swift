/// The JSON forms of a cell's `contents`.
///
/// Shorthand strings cover the common cases: `"circle"` (a shape at its default size),
/// `"spark.png"` (an image beside the scene file), `"🎉"` (one emoji at 32 points). Objects
/// say the rest: `{"shape": "rectangle", "size": [12, 6]}`, `{"image": "spark.png"}`,
/// `{"emoji": "🎉", "size": 40}`, `{"path": "M0 0 L10 0 L5 8 Z"}`. Pixels held in memory are a
/// PNG data URL, `"data:image/png;base64,…"` (alone or as `{"image": …}`).
extension Contents {
  /// The extent of a shape named without a size: small confetti, as in NSHipster's cannon.
  public static func defaultSize(for shape: ContentsShape) -> Size {
    shape == .rectangle ? Size(width: 12, height: 6) : Size(width: 10, height: 10)
  }

  /// The em size of an emoji named without a size, in points.
  public static let defaultEmojiSize = 32.0

  /// The shortest JSON form that reads back to the same contents.
  var jsonValue: JSONValue {
    switch self {
    case .shape(let shape, let size):
      size == Self.defaultSize(for: shape)
        ? .string(shape.rawValue)
        : .object(["shape": .string(shape.rawValue), "size": PropertyValue.size(size).jsonValue])
    case .image(let path):
      isImageShorthand(path) ? .string(path) : .object(["image": .string(path)])
    case .emoji(let text, let size):
      size == Self.defaultEmojiSize && isSingleEmoji(text)
        ? .string(text) : .object(["emoji": .string(text), "size": .number(size)])
    case .path(let path):
      .object(["path": .string(path)])
    case .bitmap(let bitmap):
      .string(bitmap.dataURL)
    }
  }
}

private let contentsKeys = ["shape", "image", "emoji", "path"]

func decodeContents(_ json: JSONValue) throws(ValueProblem) -> Contents {
  switch json {
  case .string(let text): return try decodeContentsShorthand(text)
  case .object(let members): return try decodeContentsObject(members)
  default: throw .wrongType(json, expected: ValueKind.contents.description)
  }
}

private func decodeContentsShorthand(_ text: String) throws(ValueProblem) -> Contents {
  if ContentsBitmap.isDataURL(text) { return try decodeBitmap(text, at: "") }
  if let shape = ContentsShape(rawValue: text) {
    return .shape(shape, size: Contents.defaultSize(for: shape))
  }
  if isImageShorthand(text) { return .image(path: text) }
  if isSingleEmoji(text) { return .emoji(text, size: Contents.defaultEmojiSize) }
  let suggestion = nearestName(to: text, among: ContentsShape.allCases.map(\.rawValue))
  throw ValueProblem(
    kind: .unknownValue(text, suggestion: suggestion), value: quoted(text),
    expected: ValueKind.contents.description,
    message: "\(quoted(text)) is not a shape name, an image path ending in .png, or one emoji"
      + didYouMean(suggestion))
}

/// Exactly one of `shape`, `image`, `emoji`, `path`, plus `size` for shapes and emoji.
private func decodeContentsObject(_ members: [String: JSONValue]) throws(ValueProblem) -> Contents {
  let allowed = contentsKeys + ["size"]
  if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
    let suggestion = nearestName(to: unknown, among: allowed)
    throw ValueProblem(
      kind: .unknownKey(unknown, suggestion: suggestion), value: quoted(unknown),
      expected: "one of " + allowed.map(quoted).joined(separator: ", "),
      message: "unknown key \(quoted(unknown)) in contents" + didYouMean(suggestion))
  }
  let present = contentsKeys.filter { members[$0] != nil }
  guard present.count == 1, let key = present.first, case .string(let text) = members[key] ?? .null
  else {
    throw ValueProblem(
      kind: .wrongType, value: JSONValue.object(members).summary,
      expected: ValueKind.contents.description,
      message: "a contents object holds exactly one of \"shape\", \"image\", \"emoji\" or \"path\","
        + " as a string")
  }
  let size = members["size"]
  switch key {
  case "shape":
    guard let shape = ContentsShape(rawValue: text) else {
      let suggestion = nearestName(to: text, among: ContentsShape.allCases.map(\.rawValue))
      throw ValueProblem(
        kind: .unknownValue(text, suggestion: suggestion), subPath: ".shape", value: quoted(text),
        expected: "one of \"circle\", \"triangle\", \"square\", \"rectangle\"",
        message: "unknown shape \(quoted(text))" + didYouMean(suggestion))
    }
    guard let size else { return .shape(shape, size: Contents.defaultSize(for: shape)) }
    do {
      return .shape(shape, size: try decodeSize(size))
    } catch {
      throw error.under(".size")
    }
  case "emoji":
    guard let size else { return .emoji(text, size: Contents.defaultEmojiSize) }
    return .emoji(text, size: try decodeNumber(size, allowsInfinity: false, at: ".size"))
  default:
    if let size {
      throw ValueProblem(
        kind: .wrongType, subPath: ".size", value: size.summary, expected: "no size",
        message: "\(quoted(key)) contents take no size; their extent comes from the \(key)")
    }
    if key == "image", ContentsBitmap.isDataURL(text) {
      return try decodeBitmap(text, at: ".image")
    }
    return key == "image" ? .image(path: text) : .path(text)
  }
}

/// A PNG data URL's pixels; what is wrong with it names the URL by its first characters.
private func decodeBitmap(_ text: String, at subPath: String) throws(ValueProblem) -> Contents {
  do {
    return .bitmap(try ContentsBitmap(dataURL: text))
  } catch {
    throw ValueProblem(
      kind: .outOfRange, subPath: subPath, value: quoted(text),
      expected: "a PNG data URL (\(ContentsBitmap.dataURLPrefix)…) of at most"
        + " \(ContentsBudget.maximumImageSide) pixels a side",
      message: "cannot read the embedded image: \(error.description)")
  }
}

/// Range checks on decoded contents: positive, finite sizes within `ContentsBudget`, non-empty
/// strings, and an emoji of exactly one grapheme cluster.
func contentsProblems(_ contents: Contents) -> [ValueProblem] {
  switch contents {
  case .shape(_, let size):
    return [("width", size.width), ("height", size.height)].compactMap { name, value in
      extentProblem(value, limit: ContentsBudget.maximumVectorExtent, at: ".size." + name)
    }
  case .emoji(let text, let size):
    var problems: [ValueProblem] = []
    if text.isEmpty {
      problems.append(emptyText("emoji"))
    } else if text.count != 1 {
      problems.append(notOneGrapheme(text))
    }
    let limit = ContentsBudget.maximumVectorExtent / ContentsBudget.emojiExtentPerEm
    if let problem = extentProblem(size, limit: limit, at: ".size") { problems.append(problem) }
    return problems
  case .image(let path): return path.isEmpty ? [emptyText("image")] : []
  case .path(let path): return path.isEmpty ? [emptyText("path")] : []
  case .bitmap: return []  // checked when made
  }
}

/// Nil for a size in `0 < size <= limit`; otherwise the problem, with the budget when too large.
private func extentProblem(_ value: Double, limit: Double, at subPath: String) -> ValueProblem? {
  guard NumberRange.positive.contains(value) else {
    return .outOfRange(value, allowed: "> 0", at: subPath)
  }
  guard value > limit else { return nil }
  var problem = ValueProblem.outOfRange(
    value, allowed: "> 0 and <= \(formatNumber(limit))", at: subPath)
  problem.message += " (" + ContentsBudget.largerParticleHint + ")"
  return problem
}

private func emptyText(_ key: String) -> ValueProblem {
  ValueProblem(
    kind: .wrongType, subPath: "." + key, value: "\"\"", expected: "a non-empty string",
    message: "the \(key) must not be empty")
}

/// An emoji is one grapheme cluster (Unicode's extended grapheme clusters, as Swift's `Character`):
/// a skin tone, a ZWJ family, a flag or a keycap is one; two emoji side by side are two particles.
private func notOneGrapheme(_ text: String) -> ValueProblem {
  ValueProblem(
    kind: .outOfRange, subPath: ".emoji", value: quoted(text), expected: "one grapheme cluster",
    message: "an emoji is one grapheme cluster (one character as typed: a skin tone, a ZWJ "
      + "family, a flag or a keycap counts as one); \(quoted(text)) has \(text.count)")
}

/// A string read as an image path: ends in `.png`, and is not also a shape name.
private func isImageShorthand(_ text: String) -> Bool {
  text.lowercased().hasSuffix(".png") && ContentsShape(rawValue: text) == nil
}

/// One grapheme that renders as an emoji: emoji presentation by default, or asked for with
/// U+FE0F, or an emoji scalar outside Latin-1 (so "1" and "#" do not count).
func isSingleEmoji(_ text: String) -> Bool {
  guard text.count == 1, let first = text.unicodeScalars.first else { return false }
  let scalars = text.unicodeScalars
  return scalars.contains { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }
    || (first.properties.isEmoji && first.value > 0xFF)
}
