import EmitterModel
import Foundation

/// What `emitter new DIR` writes: a small scene to start from (a fountain of sparks with an
/// animated emitter), the JSON Schema beside it for editors, and a README of the commands.
package enum ProjectTemplate {
  /// The scene file's name in the new folder.
  static let sceneFileName = "scene.json"
  static let readmeFileName = "README.md"

  /// The starting scene: every key it sets is one a new user is likely to change first.
  package static var scene: Scene {
    var spark = EmitterCell()
    spark.name = "spark"
    spark.contents = .shape(.circle, size: Size(width: 10, height: 10))
    spark.birthRate = 150
    spark.lifetime = 2.5
    spark.lifetimeRange = 0.5
    spark.velocity = 320
    spark.velocityRange = 80
    spark.emissionLongitude = -Double.pi / 2
    spark.emissionRange = 0.3
    spark.yAcceleration = 250
    spark.scale = 0.8
    spark.scaleRange = 0.3
    spark.color = Color(red: 1, green: 0.75, blue: 0.3)
    spark.greenRange = 0.2
    spark.alphaSpeed = -0.35

    var layer = EmitterLayer()
    layer.name = "fountain"
    layer.emitterPosition = Point(x: 195, y: 700)
    layer.renderMode = .additive
    layer.emitterCells = [spark]
    // Sweep the emitter left and right, so the file shows an animation to edit too.
    var sweep = PropertyAnimation(keyPath: "emitterPosition")
    sweep.key = "sweep"
    sweep.fromValue = .point(Point(x: 95, y: 700))
    sweep.toValue = .point(Point(x: 295, y: 700))
    sweep.timing.duration = 2
    sweep.timing.autoreverses = true
    sweep.timing.repeatCount = .infinity
    sweep.timingFunction = .easeInEaseOut
    layer.animations = [sweep]

    var scene = Scene()
    scene.size = Size(width: 390, height: 844)
    scene.layers = [layer]
    return scene
  }

  /// The README: how to look at, render and edit the scene.
  package static func readme(folderName: String) -> String {
    """
    # \(folderName)

    A particle effect for EmitterKit: `\(sceneFileName)` uses Core Animation's
    CAEmitterLayer/CAEmitterCell names, so values port number for number.

    - Watch it, reloading on every save: `emitter demo \(sceneFileName)`
    - Check it: `emitter validate \(sceneFileName)`
    - Render it: `emitter render \(sceneFileName) --time 4 --out spark.mp4`
      (or `.png`, `.gif`, `.webm`; `--background transparent` keeps alpha)

    `\(Scene.schemaFileName)` is the JSON Schema the scene names with `"$schema"`: editors such
    as VS Code complete and check every key from it. Every key, unit and range is listed in
    EmitterKit's docs/SCENE-FORMAT.md (`emitter schema --markdown` prints it).

    """
  }

  /// Writes the template into `folder`; refuses to replace existing files unless `force`.
  @discardableResult
  package static func write(into folder: URL, force: Bool) throws(SceneExportError) -> [URL] {
    let export = SceneExport(folder: folder, force: force)
    let readmeFile = export.folder.appendingPathComponent(readmeFileName)
    if FileManager.default.fileExists(atPath: readmeFile.path) && !force {
      throw .wouldOverwrite([readmeFile.path])
    }
    var written = try export.write(scene, as: sceneFileName, sourceFolder: nil)
    do {
      try Data(readme(folderName: export.folder.lastPathComponent).utf8).write(to: readmeFile)
    } catch {
      throw .writeFailed(export.folder.path, reason: error.localizedDescription)
    }
    written.append(readmeFile)
    return written
  }
}
