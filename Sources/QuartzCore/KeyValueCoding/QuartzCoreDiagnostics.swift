import Foundation

/// Input iOS would take without complaint but that does nothing (an unknown key, a value of the
/// wrong type, a number out of range, a feature Linux cannot draw): QuartzCore ignores it, as
/// Core Animation does where that is harmless, and says so. By default each problem is a
/// warning on standard error; in strict mode each is recorded as an error instead, for tests
/// and for tools that want to fail on them (`CARenderer` throws the first one).
public enum QuartzCoreDiagnostics {
  private static let state = Locked(State())

  private struct State {
    var isStrict = false
    var errors: [QuartzCoreError] = []
    var handler: (@Sendable (String) -> Void)?
  }

  /// Whether problems are recorded as errors (`takeErrors()`) rather than printed.
  public static var isStrict: Bool {
    get { state.value.isStrict }
    set { state.withValue { $0.isStrict = newValue } }
  }

  /// Where warnings go when not strict; standard error when nil.
  public static var warningHandler: (@Sendable (String) -> Void)? {
    get { state.value.handler }
    set { state.withValue { $0.handler = newValue } }
  }

  /// The errors recorded in strict mode since the last call, oldest first; clears them.
  public static func takeErrors() -> [QuartzCoreError] {
    state.withValue { state in
      defer { state.errors.removeAll() }
      return state.errors
    }
  }

  /// Reports a problem of the UIKit and AppKit shells (a call iOS answers harmlessly that does
  /// nothing here), named by `key`, as the classes' own problems are reported.
  package static func report(key: String, value: String? = nil, message: String) {
    KeyValueDiagnostics.report(key: key, value: value, message: message)
  }

  /// Reports `error`: recorded in strict mode, otherwise printed as a warning.
  static func report(_ error: QuartzCoreError) {
    let handler = state.withValue { state -> (@Sendable (String) -> Void)?? in
      if state.isStrict {
        state.errors.append(error)
        return nil
      }
      return .some(state.handler)
    }
    guard let handler else { return }
    let line = "warning: QuartzCore: \(error.description)"
    if let handler {
      handler(line)
    } else {
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  }
}

/// One thing QuartzCore ignored: the key (or call) it concerns, the value given, what was wrong
/// and the nearest known name when a name was mistyped.
public struct QuartzCoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The key path, property or call the problem concerns (`emitterCells.fire.birthRate`).
  public var key: String
  /// The value given, as text, when there was one.
  public var value: String?
  /// What was wrong and what was done instead.
  public var message: String
  /// The known name nearest to a mistyped one.
  public var suggestion: String?

  /// The message, naming the key and the suggestion.
  public var description: String {
    let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    return message.hasPrefix(key) ? message + hint : "\(key): \(message)\(hint)"
  }
}

/// The one place problems are turned into `QuartzCoreError`s.
enum KeyValueDiagnostics {
  /// The most characters of a key or value a message quotes: a 10 MB key path or a
  /// 100,000-element array is named by its start and its length, so a warning stays a line.
  static let quotedCharacters = 200

  static func report(key: String, value: String? = nil, message: String, suggestion: String? = nil)
  {
    QuartzCoreDiagnostics.report(
      QuartzCoreError(
        key: quoted(key), value: value.map(quoted), message: message, suggestion: suggestion))
  }

  /// The longest key or key path set or read: far above any real one, the C boundary's bound
  /// on a key path too. Walking a path costs its length at every step, and a path through an
  /// object stored under its own key would step as many times as it has dots.
  static let maximumKeyBytes = 1024

  /// Whether `key` is too long to use: reported (for a set) naming the bound.
  static func refusesLongKey(_ key: String, value: Any?, reporting: Bool = true) -> Bool {
    guard key.utf8.count > maximumKeyBytes else { return false }
    if reporting {
      report(
        key: key, value: value.map { String(describing: $0) } ?? "nil",
        message: "a key path must be at most \(maximumKeyBytes) bytes of UTF-8, not"
          + " \(key.utf8.count); nothing was set")
    }
    return true
  }

  /// `text`, or its first `quotedCharacters` characters and its length when it is longer.
  static func quoted(_ text: String) -> String {
    guard text.utf8.count > quotedCharacters else { return text }
    return "\(text.prefix(quotedCharacters))… (\(text.count) characters)"
  }
}
