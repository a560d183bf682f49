import Foundation

/// A SpriteKit particle file (`.sks`: an NSKeyedArchiver binary plist) as a scene: one layer per
/// archived SKEmitterNode, one cell each, number for number. Keys are SKEmitterNode's property
/// names (a leading underscore, as some archives write them, is ignored). The mapping is in
/// docs/SEMANTICS.md ("Importers").
///
/// SpriteKit has y up and angles counter-clockwise; its ranges are full widths (`value ±
/// range / 2`), so the scene uses `rangeMode` `plusMinusHalfRange`.
enum SpriteKitImport {
  static func scene(from plist: Any, url: URL, file: String) throws(SceneFileError) -> ImportedScene {
    let archive = try KeyedArchive(plist, file: file)
    let emitters = archive.objects(ofClass: "SKEmitterNode")
    guard !emitters.isEmpty else {
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "$objects", kind: .importFailed, expected: "an SKEmitterNode",
          message: "the archive holds no SKEmitterNode; nothing to import")
      ])
    }
    var scene = Scene()
    scene.rangeMode = .plusMinusHalfRange
    scene.emissionRangeMode = .fan  // SpriteKit spreads emissionAngleRange in the plane
    var unmapped: [String] = []
    var problems: [SceneDiagnostic] = []
    for (index, object) in emitters.enumerated() {
      let path = emitters.count == 1 ? "SKEmitterNode." : "SKEmitterNode[\(index)]."
      var values: [String: Any] = [:]
      for (key, value) in object where key != "$class" {
        let name = key.hasPrefix("_") ? String(key.dropFirst()) : key
        values[name] = archive.resolve(value) ?? NSNull()
      }
      var mapping = SpriteKitMapping(
        archive: archive, reader: PropertyListReader(file: file, path: path, dictionary: values),
        folder: url.deletingLastPathComponent(), canvas: scene.size)
      mapping.build()
      problems += mapping.reader.problems
      let prefix = emitters.count == 1 ? "" : "SKEmitterNode[\(index)]."
      unmapped += mapping.unmapped.map { prefix + $0 }
      unmapped += mapping.reader.unread.compactMap { key in
        let value = values[key]!
        if value is NSNull { return nil }  // nil properties (no sequence, no target node)
        return prefix + "\(key) = \(PropertyListReader.describe(value)) (no equivalent)"
      }
      var layer = mapping.layer
      layer.name = emitters.count == 1 ? "emitter" : "emitter\(index + 1)"
      layer.emitterCells = [mapping.cell]
      scene.layers.append(layer)
    }
    // Field nodes are not imported (docs/SEMANTICS.md, "Importers"): name each one.
    let fields = archive.objects.compactMap(archive.className(of:)).filter {
      $0.hasPrefix("SK") && $0.hasSuffix("FieldNode")
    }
    unmapped += fields.map { "\($0) (field nodes are not imported)" }
    guard problems.isEmpty else { throw SceneFileError(problems) }
    return ImportedScene(scene: scene, unmapped: unmapped)
  }
}
