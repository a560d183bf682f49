import Foundation

/// Checks of an `image` collider's keys that need more than each key's own range: exactly one
/// source, text of a sane length, a path that parses and an image that exists. Its grid's size
/// needs the source measured (text by its font): `RasterSourceCheck` in EmitterSimulation.
extension SceneValidator {
  mutating func checkImageCollider(_ behavior: EmitterBehavior, at keyPath: String) {
    guard behavior.type == .collision, behavior.collider == .image else { return }
    let sources = [("image", behavior.image), ("text", behavior.text), ("path", behavior.path)]
      .filter { $0.1 != nil }.map(\.0)
    if sources.count != 1 {
      let value = sources.isEmpty ? "none" : sources.joined(separator: ", ")
      report(
        .inconsistent, at: joined(keyPath, sources.count > 1 ? sources[1] : "collider"),
        value: value, expected: "one of image, text, path",
        message: "an image collider has \(sources.isEmpty ? "no source" : value + " set together");"
          + " allowed: exactly one of image, text, path")
    }
    if let text = behavior.text, text.isEmpty || text.count > EmitterMask.maximumTextLength {
      report(
        .outOfRange, at: joined(keyPath, "text"), value: "\(text.count) characters",
        expected: "1...\(EmitterMask.maximumTextLength) characters",
        message: "text has \(text.count) characters; allowed 1...\(EmitterMask.maximumTextLength)"
          + " characters (one line)")
    }
    if let path = behavior.path {
      do {
        _ = try SVGPath(parsing: path)
      } catch {
        report(
          .outOfRange, at: joined(keyPath, "path"), value: quoted(path),
          expected: "an SVG path (M, L, H, V, C, Q, Z)",
          message:
            "path: \(error.message); allowed: an SVG path (M, L, H, V, C, Q, Z) starting with M")
      }
    }
    if let image = behavior.image {
      checkImageSource(image, at: joined(keyPath, "image"))
    }
  }
}
