import CoreGraphics
internal import EmitterModel

extension CALayer {
  /// Stores `path` as given (it reads back so) and hands the model its path data: nil follows
  /// what the layer draws, an empty path is "" (no shadow). A path with a non-finite
  /// coordinate, or whose box exceeds the model's range, is reported and leaves the model's
  /// shadow path as it was.
  func setShadowPath(_ path: CGPath?) {
    extras.shadowPath = path
    guard let path else { return setModel(.unset, forKey: "shadowPath") }
    if path.isEmpty { return setModel(.string(""), forKey: "shadowPath") }
    guard let data = path.modelPathData else {
      return KeyValueDiagnostics.report(
        key: "shadowPath", value: "\(path.boundingBox)",
        message: "the path has a non-finite coordinate; the value is ignored")
    }
    setModel(.string(data), forKey: "shadowPath")
  }
}
