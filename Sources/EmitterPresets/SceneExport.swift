import EmitterModel
import Foundation

/// Copies a scene into a folder of its own with everything it needs: the scene file (named by
/// `$schema` to a schema copied beside it) and its images, their relative paths rewritten so the
/// copy loads from any working directory. `emitter presets export` and `emitter new` write
/// through it.
package struct SceneExport: Sendable {
  /// The folder written into (created when missing).
  package var folder: URL
  /// Replace files that already exist; otherwise the export refuses and writes nothing.
  package var force: Bool

  package init(folder: URL, force: Bool = false) {
    self.folder = folder.standardizedFileURL
    self.force = force
  }

  /// Writes `scene` (image paths absolute, as `Scene.load` leaves them) as `fileName`, with a
  /// copy of each image and of the schema. Images already under `sourceFolder` keep their path
  /// relative to it (`images/smoke.png`); others go to `images/NAME`. Returns the files written.
  @discardableResult
  package func write(_ scene: Scene, as fileName: String, sourceFolder: URL?)
    throws(SceneExportError)
    -> [URL]
  {
    let images = imageDestinations(of: scene, sourceFolder: sourceFolder)
    let sceneFile = folder.appendingPathComponent(fileName)
    let schemaFile = folder.appendingPathComponent(Scene.schemaFileName)
    let targets = [sceneFile, schemaFile] + images.map(\.destination)
    let existing = targets.filter { FileManager.default.fileExists(atPath: $0.path) }
    if !existing.isEmpty && !force { throw .wouldOverwrite(existing.map(\.path)) }
    let moved = scene.mappingImagePaths { path in
      images.first { $0.source.path == path }?.destination.path ?? path
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for image in images {
        try FileManager.default.createDirectory(
          at: image.destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: image.destination.path) {
          try FileManager.default.removeItem(at: image.destination)
        }
        try FileManager.default.copyItem(at: image.source, to: image.destination)
      }
      try moved.jsonData(imagesRelativeTo: folder, schemaReference: Scene.schemaFileName)
        .write(to: sceneFile)
      try Data(SceneFormatReference.jsonSchemaText.utf8).write(to: schemaFile)
    } catch {
      throw .writeFailed(folder.path, reason: error.localizedDescription)
    }
    return targets
  }

  /// Where each distinct image of `scene` is copied to, in first-use order.
  func imageDestinations(of scene: Scene, sourceFolder: URL?) -> [(source: URL, destination: URL)] {
    let prefix = sourceFolder.map { $0.standardizedFileURL.path + "/" }
    var result: [(source: URL, destination: URL)] = []
    var taken = Set<String>()
    for path in scene.imagePaths where !result.contains(where: { $0.source.path == path }) {
      var relative: String
      if let prefix, path.hasPrefix(prefix) {
        relative = String(path.dropFirst(prefix.count))
      } else {
        relative = "images/" + URL(fileURLWithPath: path).lastPathComponent
      }
      // Two images of the same name from different folders: number the later ones.
      var candidate = relative
      var number = 2
      while taken.contains(candidate) {
        let url = URL(fileURLWithPath: relative)
        candidate = url.deletingPathExtension().relativePath + "-\(number)." + url.pathExtension
        number += 1
      }
      relative = candidate
      taken.insert(relative)
      result.append(
        (URL(fileURLWithPath: path), folder.appendingPathComponent(relative).standardizedFileURL))
    }
    return result
  }
}

/// Why an export wrote nothing, or stopped.
package enum SceneExportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// These files exist; `--force` replaces them.
  case wouldOverwrite([String])
  case writeFailed(String, reason: String)

  package var description: String {
    switch self {
    case .wouldOverwrite(let paths):
      "refusing to overwrite \(paths.joined(separator: ", ")); pass --force to replace them"
    case .writeFailed(let folder, let reason): "cannot write into \(folder): \(reason)"
    }
  }
}

extension Scene {
  /// Every image path the scene's layers (their own contents, their sublayers) and cells (and
  /// sub-cells) show, in order, repeats included.
  var imagePaths: [String] {
    layers.flatMap(\.imagePaths)
  }
}

extension EmitterLayer {
  fileprivate var imagePaths: [String] {
    var paths: [String] = []
    if case .image(let path)? = contents { paths.append(path) }
    if case .image(let path)? = mask?.contents { paths.append(path) }
    return paths + emitterCells.flatMap(\.imagePaths) + sublayers.flatMap(\.imagePaths)
  }
}

extension EmitterCell {
  fileprivate var imagePaths: [String] {
    var paths: [String] = []
    if case .image(let path)? = contents { paths.append(path) }
    if case .image(let path)? = trailContents { paths.append(path) }
    return paths + emitterCells.flatMap(\.imagePaths)
  }
}
