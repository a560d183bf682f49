import CoreGraphics
internal import EmitterModel
import Foundation

/// Points, rectangles and times between layers, as Core Animation converts them: through each
/// layer's matrix into its superlayer (and the superlayer's sublayer transform), and through
/// each layer's clock (`CALayer+Time`).
extension CALayer {
  /// Maps this layer's space to its root's: the chain of `L · Sub(superlayer)`, flattened into
  /// each superlayer's plane as layers draw.
  var rootFromLayer: Transform3D {
    var matrix = Transform3D.identity
    var layer: CALayer = self
    while let parent = layer.superlayerReference {
      let sub = parent.matrixForSublayers
      let local = layer.matrixInSuperlayer
      let step = sub.isIdentity ? local : local.concatenating(sub)
      matrix = matrix.concatenating(step.flattened)
      layer = parent
    }
    return matrix
  }

  /// `point` given in `layer`'s space (the root's when nil), in this layer's space. Layers of
  /// different trees, or a singular transform, leave the point as it is.
  func convertPoint(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    let source = layer ?? rootLayer
    guard source.rootLayer === rootLayer else { return point }
    let inRoot = source.rootFromLayer.projected(Double(point.x), Double(point.y))
    guard let inverse = TransformInverse.inverse(of: rootFromLayer.entries) else { return point }
    let back = Transform3D(entries: inverse)!.projected(inRoot.x, inRoot.y)
    return CGPoint(x: back.x, y: back.y)
  }

  /// The bounding box of `rect`'s corners mapped by `map`.
  func convertRect(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// `point` in the superlayer's space, in this layer's; nil when the matrix is singular.
  func pointInOwnSpace(_ point: CGPoint) -> CGPoint? {
    guard let inverse = TransformInverse.inverse(of: matrixInSuperlayer.entries) else {
      return nil
    }
    let local = Transform3D(entries: inverse)!.projected(Double(point.x), Double(point.y))
    return CGPoint(x: local.x, y: local.y)
  }
}
