import Foundation

/// Checks of the `mask` shape's keys that need more than each key's own range: one source at
/// most, text of a sane length, a path that parses and an image that exists. Its raster's size
/// needs the source measured (text by its font): `RasterSourceCheck` in EmitterSimulation.
extension SceneValidator {
  mutating func checkEmitterMask(of layer: EmitterLayer, at keyPath: String) {
    let mask = layer.emitterMask
    let sources = mask.setSourceKeys
    if sources.count > 1 {
      let allowed = "one of " + EmitterMask.sourceKeys.joined(separator: ", ")
      report(
        .inconsistent, at: joined(keyPath, sources[1]), value: sources.joined(separator: ", "),
        expected: allowed,
        message: "\(sources.joined(separator: " and ")) are set together; the mask shape emits from one"
          + " source (allowed: \(allowed))")
    }
    if let text = mask.text, text.isEmpty || text.count > EmitterMask.maximumTextLength {
      report(
        .outOfRange, at: joined(keyPath, "emitterMaskText"), value: "\(text.count) characters",
        expected: "1...\(EmitterMask.maximumTextLength) characters",
        message:
          "emitterMaskText has \(text.count) characters; allowed 1...\(EmitterMask.maximumTextLength)"
          + " characters (one line)")
    }
    if let path = mask.path {
      do {
        _ = try SVGPath(parsing: path)
      } catch {
        report(
          .outOfRange, at: joined(keyPath, "emitterMaskPath"), value: quoted(path),
          expected: "an SVG path (M, L, H, V, C, Q, Z)",
          message:
            "emitterMaskPath: \(error.message); allowed: an SVG path (M, L, H, V, C, Q, Z) starting with M"
        )
      }
    }
    if let image = mask.image {
      checkImageSource(image, at: joined(keyPath, "emitterMaskImage"))
    }
  }

  /// Every layer a mask shape names (`emitterMaskLayer`, on a layer or set by a timed change)
  /// must be one layer of the scene as it is loaded: the snapshot is drawn from it.
  mutating func checkMaskLayers(of scene: Scene) {
    for (keyPath, path) in scene.maskLayerReferences {
      do {
        _ = try scene.snapshotSubject(path: path)
      } catch {
        report(
          .outOfRange, at: keyPath, value: quoted(path),
          expected: error.expected ?? "the path of a layer of the scene as loaded",
          message: "\(error.message) (emitterMaskLayer names a layer of the scene as it is"
            + " loaded)")
      }
    }
  }

  /// A mask's or an image collider's image: a PNG file that exists, or a PNG data URL that
  /// decodes (an image in memory, kept in the file as it is).
  mutating func checkImageSource(_ image: String, at keyPath: String) {
    guard ContentsBitmap.isDataURL(image) else { return checkImage(.image(path: image), at: keyPath) }
    do {
      _ = try ContentsBitmap(dataURL: image)
    } catch {
      let allowed = ContentsBitmap.imageSourceForms
      report(
        .outOfRange, at: keyPath, value: "a data URL", expected: allowed,
        message: "\(keyPath.split(separator: ".").last ?? ""): \(error); allowed: \(allowed)")
    }
  }
}
