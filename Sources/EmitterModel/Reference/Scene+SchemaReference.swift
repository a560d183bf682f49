import Foundation

extension Scene {
  /// The file name `emitter presets export` and `emitter new` give the schema beside a scene.
  package static let schemaFileName = "scene.schema.json"
}
