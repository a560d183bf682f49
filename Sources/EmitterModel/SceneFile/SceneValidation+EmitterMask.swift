import EmitterImage
import Foundation

/// Checks of the `mask` shape's keys that need more than each key's own range: one source at
/// most, text of a sane length, a path that parses, an image that exists, and a raster no side
/// of which exceeds `EmitterMask.maximumSide`.
extension SceneValidator {
  mutating func checkEmitterMask(of layer: EmitterLayer, at keyPath: String) {
    let mask = layer.emitterMask
    let sources = [
      ("emitterMaskImage", mask.image), ("emitterMaskText", mask.text),
      ("emitterMaskPath", mask.path),
    ]
    .filter { $0.1 != nil }.map(\.0)
    if sources.count > 1 {
      report(
        .inconsistent, at: joined(keyPath, sources[1]), value: sources.joined(separator: ", "),
        expected: "one of emitterMaskImage, emitterMaskText, emitterMaskPath",
        message: "\(sources.joined(separator: " and ")) are set together; the mask shape emits from one"
          + " source (allowed: one of emitterMaskImage, emitterMaskText, emitterMaskPath)")
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
      checkImage(.image(path: image), at: joined(keyPath, "emitterMaskImage"))
    }
    checkMaskSize(of: layer, at: keyPath)
  }

  /// The raster's sides: `emitterSize × emitterMaskScale` where a size is given, else an image's
  /// pixels over `contentsScale` times the scale (text and paths at their natural size are
  /// measured when drawn).
  private mutating func checkMaskSize(of layer: EmitterLayer, at keyPath: String) {
    guard layer.emitterShape == .mask else { return }
    let scale = layer.emitterMask.scale
    var side = max(layer.emitterSize.width, layer.emitterSize.height) * scale
    if side == 0, let image = layer.emitterMask.image, let size = imageSize(image) {
      side = Double(max(size.width, size.height)) / layer.contentsScale * scale
    }
    let limit = Double(EmitterMask.maximumSide)
    guard side > limit else { return }
    report(
      .outOfRange, at: joined(keyPath, "emitterMaskScale"), value: formatNumber(scale),
      expected: "a raster side of at most \(EmitterMask.maximumSide) pixels",
      message:
        "the mask would be \(formatNumber(side.rounded(.up))) pixels across (its size in points"
        + " times emitterMaskScale \(formatNumber(scale))); allowed: at most \(EmitterMask.maximumSide) pixels"
        + " a side (lower emitterMaskScale or emitterSize)")
  }

  private func imageSize(_ path: String) -> (width: Int, height: Int)? {
    let resolved = path.hasPrefix("/") ? path : folder.map { $0.appendingPathComponent(path).path }
    guard let resolved else { return nil }
    return try? PNGFile.dimensions(of: resolved)
  }
}
