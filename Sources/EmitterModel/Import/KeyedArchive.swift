import Foundation

/// An NSKeyedArchiver archive read as plain data: `$objects` with references (UIDs) followed on
/// request. No class is instantiated; objects are dictionaries with a class name.
struct KeyedArchive {
  let file: String
  let objects: [Any]

  init(_ plist: Any, file: String) throws(SceneFileError) {
    self.file = file
    guard let top = plist as? [String: Any], top["$archiver"] as? String == "NSKeyedArchiver",
      let objects = top["$objects"] as? [Any]
    else {
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .importFailed, expected: "an NSKeyedArchiver archive",
          message: "not a keyed archive (no $archiver NSKeyedArchiver with $objects); a SpriteKit"
            + " .sks file is one")
      ])
    }
    self.objects = objects
  }

  /// The index a reference names: a UID (binary plists) or `{"CF$UID": n}` (XML plists).
  static func reference(_ value: Any) -> Int? {
    if let dictionary = value as? [String: Any], dictionary.count == 1, let n = dictionary["CF$UID"] {
      // A hostile file may give any number: only a whole one that can index `$objects`.
      guard let number = PropertyListReader.number(from: n), number >= 0,
        number <= Double(Int32.max), number == number.rounded(.down)
      else { return nil }
      return Int(number)
    }
    guard String(describing: type(of: value)).contains("KeyedArchiverUID") else { return nil }
    for child in Mirror(reflecting: value).children where child.label == "value" {
      if let n = child.value as? UInt32 { return Int(n) }
      if let n = child.value as? UInt64 { return Int(exactly: n) }
      if let n = child.value as? Int { return n }
    }
    return nil
  }

  /// `value` with a reference replaced by the object it names (`$null` as nil).
  func resolve(_ value: Any?) -> Any? {
    guard let value else { return nil }
    guard let index = Self.reference(value) else { return value }
    guard objects.indices.contains(index) else { return nil }
    let object = objects[index]
    if let text = object as? String, text == "$null" { return nil }
    return object
  }

  /// The class name of an archived object (`$class` → `$classname`).
  func className(of object: Any?) -> String? {
    guard let dictionary = object as? [String: Any],
      let info = resolve(dictionary["$class"]) as? [String: Any]
    else { return nil }
    return info["$classname"] as? String
  }

  /// An archived array (`NS.objects`), its elements resolved.
  func array(_ value: Any?) -> [Any]? {
    if let plain = resolve(value) as? [Any] { return plain.compactMap { resolve($0) } }
    guard let dictionary = resolve(value) as? [String: Any],
      let elements = dictionary["NS.objects"] as? [Any]
    else { return nil }
    return elements.compactMap { resolve($0) }
  }

  /// Every archived object whose class is `name`.
  func objects(ofClass name: String) -> [[String: Any]] {
    objects.compactMap { object in
      guard className(of: object) == name else { return nil }
      return object as? [String: Any]
    }
  }
}
