import Foundation

extension Scene {
  /// `jsonData(imagesRelativeTo:)` with a top-level `"$schema"` naming the JSON Schema, so an
  /// editor opening the file completes and checks its keys (files `emitter presets export` and
  /// `emitter new` write). Loading ignores the key again.
  package func jsonData(imagesRelativeTo folder: URL?, schemaReference: String) -> Data {
    let scene = folder.map(relativizingImagePaths) ?? self
    var members = scene.jsonValue.objectMembers
    members[Self.schemaReferenceKey] = .string(schemaReference)
    return Data((JSONValue.object(members).prettyPrinted() + "\n").utf8)
  }

  /// The file name `emitter presets export` and `emitter new` give the schema beside a scene.
  package static let schemaFileName = "scene.schema.json"
}
