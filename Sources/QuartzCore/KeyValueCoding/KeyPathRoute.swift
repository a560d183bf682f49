internal import EmitterModel
import Foundation

/// A key path split the way key-value coding walks it: `emitterCells.NAME.rest` steps into the
/// named cell, `emitterBehaviors.NAME.rest` into the named behaviour; anything else is a key of
/// the object and the rest of the path.
struct KeyPathRoute {
  let parts: [String]

  init(_ keyPath: String) {
    parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  var first: String { parts.first ?? "" }
  var isSingle: Bool { parts.count == 1 }
  /// Whether the path names an element and a key after it (`emitterCells.NAME.KEY`).
  var hasObjectStep: Bool { parts.count >= 3 }
  /// The element's name (the second part).
  var name: String { parts.count > 1 ? parts[1] : "" }
  /// The path after the element's name.
  var rest: String { parts.dropFirst(2).joined(separator: ".") }

  /// The cell named `name` among `cells`, or nil with a warning naming the nearest name.
  static func cell(named name: String, in cells: [CAEmitterCell], keyPath: String) -> CAEmitterCell?
  {
    if let cell = cells.first(where: { $0.name == name }) { return cell }
    KeyValueDiagnostics.report(
      key: keyPath, message: "no cell named \"\(name)\" here; nothing was set",
      suggestion: nearestName(to: name, among: cells.compactMap(\.name)))
    return nil
  }

  /// The behaviour named `name` among `behaviors`, or nil with a warning.
  static func behavior(named name: String, in behaviors: [CAEmitterBehavior], keyPath: String)
    -> CAEmitterBehavior?
  {
    if let behavior = behaviors.first(where: { $0.name == name }) { return behavior }
    KeyValueDiagnostics.report(
      key: keyPath, message: "no behaviour named \"\(name)\" here; nothing was set",
      suggestion: nearestName(to: name, among: behaviors.compactMap(\.name)))
    return nil
  }
}

/// Key-value coding's storage of keys an object does not know, and paths into stored objects.
enum KeyValueStore {
  /// Stores `value` under an unknown `key`, as Core Animation stores arbitrary keys; warns when
  /// the key is close to a known one (most likely a typo).
  static func storeUnknown(
    _ value: Any?, forKey key: String, in store: inout [String: Any], known: [String]
  ) {
    if let suggestion = nearestName(to: key, among: known), suggestion != key {
      KeyValueDiagnostics.report(
        key: key, value: value.map { String(describing: $0) },
        message: "not a key of this object; stored as your own key", suggestion: suggestion)
    }
    store[key] = value
  }

  static func wrongType(key: String, value: Any?, expected: String) {
    KeyValueDiagnostics.report(
      key: key, value: value.map { String(describing: $0) } ?? "nil",
      message: "\(expected.hasPrefix("expected") ? expected : "expected \(expected)"), got"
        + " \(value.map { "\(type(of: $0))" } ?? "nil"); ignored")
  }

  /// Sets the rest of `keyPath` on the object stored under its first key.
  static func setPath(_ value: Any?, keyPath: String, first: Any?) {
    let rest = KeyPathRoute(keyPath).parts.dropFirst().joined(separator: ".")
    switch first {
    case let layer as CALayer: layer.setValue(value, forKeyPath: rest)
    case let cell as CAEmitterCell: cell.setValue(value, forKeyPath: rest)
    case let behavior as CAEmitterBehavior: behavior.setValue(value, forKeyPath: rest)
    case let animation as CAAnimation: animation.setValue(value, forKey: rest)
    default:
      KeyValueDiagnostics.report(
        key: keyPath,
        message: "\"\(KeyPathRoute(keyPath).first)\" holds no object with keys;"
          + " nothing was set")
    }
  }

  /// The rest of `keyPath` read from the object stored under its first key.
  static func path(_ keyPath: String, first: Any?) -> Any? {
    let rest = KeyPathRoute(keyPath).parts.dropFirst().joined(separator: ".")
    switch first {
    case let layer as CALayer: return layer.value(forKeyPath: rest)
    case let cell as CAEmitterCell: return cell.value(forKeyPath: rest)
    case let behavior as CAEmitterBehavior: return behavior.value(forKeyPath: rest)
    case let animation as CAAnimation: return animation.value(forKey: rest)
    default: return nil
    }
  }
}
