import Foundation

/// Typed reads of one dictionary of a property list, remembering which keys were read (the rest
/// go into the importer's one warning) and collecting every problem with the file and the key.
struct PropertyListReader {
  let file: String
  /// Prefix of the key paths in messages (`emitter.` for a nested dictionary), empty at the top.
  let path: String
  let dictionary: [String: Any]
  private(set) var read: Set<String> = []
  private(set) var problems: [SceneDiagnostic] = []

  init(file: String, path: String = "", dictionary: [String: Any]) {
    self.file = file
    self.path = path
    self.dictionary = dictionary
  }

  /// Keys present but never read, sorted.
  var unread: [String] { dictionary.keys.filter { !read.contains($0) }.sorted() }

  mutating func markRead(_ key: String) { read.insert(key) }

  func has(_ key: String) -> Bool { dictionary[key] != nil }

  /// A finite number (numbers, booleans, and strings that spell a number, as some tools write
  /// them), nil when absent; a problem naming the key when it is something else.
  mutating func number(_ key: String, in range: ClosedRange<Double>? = nil) -> Double? {
    guard let value = dictionary[key] else { return nil }
    read.insert(key)
    let number = Self.number(from: value)
    guard let number, number.isFinite else {
      fail(key, value: Self.describe(value), expected: range.map { "a number in \($0.lowerBound)...\($0.upperBound)" } ?? "a finite number")
      return nil
    }
    if let range, !range.contains(number) {
      fail(key, value: Self.describe(value), expected: "\(range.lowerBound)...\(range.upperBound)")
      return nil
    }
    return number
  }

  mutating func string(_ key: String) -> String? {
    guard let value = dictionary[key] else { return nil }
    read.insert(key)
    guard let text = value as? String else {
      fail(key, value: Self.describe(value), expected: "a string")
      return nil
    }
    return text
  }

  mutating func problem(_ key: String, value: String, expected: String, why: String? = nil) {
    fail(key, value: value, expected: expected, why: why)
  }

  private mutating func fail(_ key: String, value: String, expected: String, why: String? = nil) {
    problems.append(
      SceneDiagnostic(
        file: file, keyPath: path + key, kind: .importFailed, value: value, expected: expected,
        message: "\(value) is not usable; expected \(expected)" + (why.map { " (\($0))" } ?? "")))
  }

  static func number(from value: Any) -> Double? {
    // NSNumber first: a plist number may arrive as one, and `as Bool` on it would read 0 and 1.
    switch value {
    case let number as NSNumber: return number.doubleValue
    case let double as Double: return double
    case let int as Int: return Double(int)
    case let bool as Bool: return bool ? 1 : 0
    case let text as String:
      return Double(text.trimmingCharacters(in: .whitespaces))
    default: return nil
    }
  }

  /// A short spelling of a value for messages.
  static func describe(_ value: Any) -> String {
    switch value {
    case let text as String: return quoted(text)
    case let data as Data: return "<\(data.count) bytes>"
    case let array as [Any]: return "an array of \(array.count)"
    case is [String: Any]: return "a dictionary"
    default:
      if let number = number(from: value) { return "\(number)" }
      return excerpt("\(value)")
    }
  }
}

/// Reads a property list (XML or binary) from disk, refusing what is not a regular file, is too
/// large, or does not parse, with the file named.
enum PropertyListFile {
  /// Imported files are at most this large: far above any particle effect (embedded textures
  /// included).
  static let maximumSize = 32 << 20

  /// The file's bytes, once it is known to be a regular file of at most `maximumSize` bytes.
  static func read(_ url: URL, file: String) throws(SceneFileError) -> Data {
    let kind = FileKind(of: url.path)
    switch kind {
    case .regular(let size) where size > maximumSize:
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .overBudget, value: "\(size) bytes",
          expected: "at most \(maximumSize) bytes",
          message: "the file is \(size) bytes; imported files may be at most \(maximumSize) bytes")
      ])
    case .regular: break
    default:
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .unreadableFile, value: quoted(url.path),
          expected: "a regular file", message: "\(kind.description), not a readable regular file")
      ])
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .unreadableFile, value: quoted(url.path),
          expected: "a readable file", message: "cannot read it: \(error.localizedDescription)")
      ])
    }
  }

  /// `data` parsed as a property list (XML or binary).
  static func parse(_ data: Data, file: String) throws(SceneFileError) -> Any {
    do {
      return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .importFailed, expected: "a property list (XML or binary)",
          message: "not a property list: \(error.localizedDescription)")
      ])
    }
  }
}
