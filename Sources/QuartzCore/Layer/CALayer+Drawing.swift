import CoreGraphics
import Foundation

/// A layer's backing store: a bitmap of its bounds at `contentsScale` pixels per point, drawn
/// by `draw(in:)` and set as its `contents` (what `display()` does by default).
extension CALayer {
  /// Draws the layer with `draw(in:)` into a new bitmap and makes it the contents; a layer
  /// with empty bounds gets none.
  package func drawContents() {
    let scale = max(contentsScale, 0.01)
    let width = Int((bounds.width * scale).rounded(.up))
    let height = Int((bounds.height * scale).rounded(.up))
    guard width > 0, height > 0, let space = CGColorSpace(name: CGColorSpace.sRGB),
      let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else {
      contents = nil
      return
    }
    // Layer points, y down from the bounds' top-left, as iOS code draws.
    context.translateBy(x: 0, y: CGFloat(height))
    context.scaleBy(x: scale, y: -scale)
    context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
    delegate?.layerWillDraw(self)
    draw(in: context)
    contents = context.makeImage()
  }
}
