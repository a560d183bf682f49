import Foundation

/// The importer test files (written by tools/make-import-fixtures.swift) and scratch copies.
enum ImportFixtures {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/import")

  static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  /// A fresh folder under the temporary directory.
  static func scratch() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("emitterkit-import-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// `dictionary` as an XML plist named `name` in a scratch folder (with glow.png beside it).
  static func plist(_ dictionary: [String: Any], name: String = "test.plist") throws -> URL {
    let folder = scratch()
    try FileManager.default.copyItem(at: url("glow.png"), to: folder.appendingPathComponent("glow.png"))
    let file = folder.appendingPathComponent(name)
    try PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0).write(to: file)
    return file
  }

  /// The gravity fixture's keys, to vary.
  static func gravityKeys() throws -> [String: Any] {
    let data = try Data(contentsOf: url("gravity.plist"))
    return try PropertyListSerialization.propertyList(from: data, format: nil) as! [String: Any]
  }
}
