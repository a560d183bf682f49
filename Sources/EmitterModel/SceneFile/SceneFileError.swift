/// Everything wrong with a scene file, found in one pass: reading stops at nothing a user could fix
/// in the same edit, so one run of `emitter validate` lists every problem.
public struct SceneFileError: Error, CustomStringConvertible, Sendable {
  /// One problem in a scene file (`SceneDiagnostic`).
  public typealias Diagnostic = SceneDiagnostic

  /// The most diagnostics listed; the rest are counted in `omittedCount`.
  public static let maximumListed = 50

  /// In document order as far as the file's structure allows (keys are visited sorted); at most
  /// `maximumListed`.
  public var diagnostics: [SceneDiagnostic]
  /// Problems found beyond `maximumListed` (some may repeat a listed one's key path).
  public var omittedCount: Int

  /// Keeps the first `maximumListed` diagnostics and counts the rest with `omitted`.
  package init(_ diagnostics: [SceneDiagnostic], omitted: Int = 0) {
    self.diagnostics = Array(diagnostics.prefix(Self.maximumListed))
    omittedCount = omitted + max(0, diagnostics.count - Self.maximumListed)
  }

  init(_ log: DiagnosticLog) { self.init(log.listed, omitted: log.omitted) }

  /// One diagnostic per line, then `file: and N more problems` when some were not listed.
  public var description: String {
    (diagnostics.map(\.description) + (omittedLine.map { [$0] } ?? [])).joined(separator: "\n")
  }

  /// `file: and 99950 more problems (not listed; …)`, or nil when every problem is listed.
  public var omittedLine: String? {
    guard omittedCount > 0 else { return nil }
    let file = diagnostics.first.map { $0.file + ": " } ?? ""
    return file + "and \(omittedCount) more problem\(omittedCount == 1 ? "" : "s") (not listed;"
      + " at most \(Self.maximumListed) are; fix these and validate again)"
  }
}

/// One problem: where it is (file, key path, and for unparsable text the line and column),
/// what the value was and what was expected.
public struct SceneDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// `layers[0].emitterCells[2].birthRate`; empty for the document itself.
  public var keyPath: String
  /// Set for text that does not parse, where no key path exists yet.
  public var line: Int?
  /// Column of `line`, for text that does not parse.
  public var column: Int?
  /// What kind of problem it is.
  public var kind: Kind
  /// The offending value as written (or as held, for a scene built in Swift).
  public var value: String?
  /// The allowed range or the expected type, e.g. `0...10000000`, `[x, y] or {"x", "y"}`.
  public var expected: String?
  /// The whole explanation after the location, e.g. `-5 is out of range; allowed 0...10000000`.
  public var message: String

  /// The most characters of a value a message quotes (then "…").
  package static let maximumExcerpt = 60
  /// The longest message and key path kept, characters: a safety net under the excerpts, so no
  /// diagnostic line grows with the input.
  package static let maximumMessage = 480

  /// `value` is cut to `maximumExcerpt` characters (plus the quotes and "…" of a quoted
  /// excerpt), `keyPath`, `expected` and `message` to
  /// `maximumMessage`.
  package init(
    file: String, keyPath: String, line: Int? = nil, column: Int? = nil, kind: Kind,
    value: String? = nil, expected: String? = nil, message: String
  ) {
    self.file = file
    self.keyPath = Self.clipped(keyPath)
    self.line = line
    self.column = column
    self.kind = kind
    self.value = value.map { Self.clipped($0, to: Self.maximumExcerpt + 3) }
    self.expected = expected.map { Self.clipped($0) }
    self.message = Self.clipped(message)
  }

  private static func clipped(_ text: String, to limit: Int = maximumMessage) -> String {
    guard
      let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end < text.endIndex
    else { return text }
    return String(text[..<end]) + "…"
  }

  /// `file: key.path: message`, or `file:line:column: message` for text that does not parse.
  public var description: String {
    var location = file
    if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
    let parts = [location, keyPath].filter { !$0.isEmpty }
    return (parts + [message]).joined(separator: ": ")
  }

  /// Decoding's problems, then validation's that do not repeat one of them (same key path and
  /// kind: an element decoding kept despite a problem is checked again by validation).
  static func merged(_ decoding: [SceneDiagnostic], _ validation: [SceneDiagnostic]) -> [SceneDiagnostic] {
    decoding + validation.filter { later in
      !decoding.contains { $0.keyPath == later.keyPath && $0.kind == later.kind }
    }
  }

  /// The classes of problem; tests and tools match on these, never on the wording.
  public enum Kind: Hashable, Sendable {
    /// The file could not be read at all.
    case unreadableFile
    /// The bytes are not JSON (or are empty).
    case malformedJSON
    /// A number too large or too small for a 64-bit float, or a non-finite value in a model.
    case nonFiniteNumber
    /// JSON nested past `JSONValue.maximumNesting`, or cells past `Scene.maximumCellDepth`.
    case nestingTooDeep
    /// A value of the wrong JSON type or form, e.g. a string where a number belongs.
    case wrongType
    /// A number (or a component of a point, size, rect or colour) outside the allowed range.
    case outOfRange
    /// A key the schema does not know; `keyPath` is the object holding it.
    case unknownKey(String, suggestion: String?)
    /// A string that names nothing: an enumeration value, a contents shape.
    case unknownValue(String, suggestion: String?)
    /// Two sibling cells (or layers) share a name, which makes key paths ambiguous.
    case duplicateName(String)
    /// A contents image that does not exist; `value` is the path as written.
    case missingImage(path: String)
    /// A contents image (or a scene file) that is a directory, FIFO, device or socket: never
    /// opened, since a read could block forever or never end.
    case notRegularFile(path: String)
    /// A size a value controls is over its budget (the scene file's bytes, a contents raster).
    case overBudget
    /// The particle budget is over `particleCap`; `keyPath` is the cell that tips it over.
    case particleCapExceeded(estimate: Double, cap: Int)
    /// A key the object needs is absent (a behaviour's or event's `type`, an animation's `keyPath`).
    case missingKey(String)
    /// An animation's key path names nothing, or nothing that may be animated.
    case keyPath(KeyPathError.Kind)
    /// An imported file (cocos2d plist, SpriteKit .sks) held keys EmitterKit has no equivalent
    /// for: one warning lists them all.
    case unmappedKeys(count: Int)
    /// An imported file is not the format its extension names, or a value in it has the wrong
    /// type or an unusable value.
    case importFailed
    /// Values that contradict each other: key times that do not match the values, a curve's
    /// locations out of order, `fromValue` next to `values`.
    case inconsistent
  }
}
