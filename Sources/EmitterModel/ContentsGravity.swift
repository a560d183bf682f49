/// Where a layer's `contents` sit in its bounds and how they are scaled (CALayer's
/// `contentsGravity`, under CA's string names).
///
/// The vertical names follow CA's unflipped axis, +y up: for a layer whose `contentsAreFlipped`
/// is false (every layer EmitterKit draws, as a plain `CALayer` on iOS), `top` aligns the image
/// with the bounds' largest y, the bottom edge as seen on a y-down screen, and `bottom` with the
/// top edge. Apple's `contentsGravity` documentation states this swap.
public enum ContentsGravity: String, CaseIterable, Sendable, Codable {
  /// Unscaled, centred; or along an edge or in a corner (vertical names on CA's +y-up axis).
  case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
  /// Stretched to fill the bounds (the default); scaled to fit whole, or to cover them, keeping
  /// the aspect ratio and centred.
  case resize, resizeAspect, resizeAspectFill

  /// The rectangle (layer points) the whole image is drawn into, for an image of `imageSize`
  /// points in `bounds`. Gravities that do not scale keep the image's size and may overflow
  /// the bounds; only `masksToBounds` clips it, as in CA.
  package func placement(imageSize: Size, in bounds: Rect) -> Rect {
    let (bw, bh) = (bounds.size.width, bounds.size.height)
    var (w, h) = (imageSize.width, imageSize.height)
    switch self {
    case .resize: return bounds
    case .resizeAspect, .resizeAspectFill:
      guard w > 0, h > 0 else {
        return Rect(x: bounds.origin.x, y: bounds.origin.y, width: 0, height: 0)
      }
      let fit = self == .resizeAspect ? min(bw / w, bh / h) : max(bw / w, bh / h)
      (w, h) = (w * fit, h * fit)
    default: break
    }
    // Horizontal and vertical alignment: 0 = min edge, 0.5 = centre, 1 = max edge (y down).
    let ax: Double
    switch self {
    case .left, .topLeft, .bottomLeft: ax = 0
    case .right, .topRight, .bottomRight: ax = 1
    default: ax = 0.5
    }
    let ay: Double
    switch self {
    case .top, .topLeft, .topRight: ay = 1  // CA's +y up: the largest y
    case .bottom, .bottomLeft, .bottomRight: ay = 0
    default: ay = 0.5
    }
    return Rect(
      x: bounds.origin.x + (bw - w) * ax, y: bounds.origin.y + (bh - h) * ay, width: w, height: h)
  }
}

extension ContentsGravity: PropertyValueConvertible {}
