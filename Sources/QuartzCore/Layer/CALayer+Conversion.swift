import CoreGraphics
internal import EmitterModel
import Foundation

/// Points, rectangles and times between layers, as Core Animation converts them: through each
/// layer's matrix into its superlayer (and the superlayer's sublayer transform), and through
/// each layer's `(parent - beginTime) × speed + timeOffset` clock.
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

  /// The layer's local time at media time `media`: each layer from the root down applies
  /// `(parent - beginTime) × speed + timeOffset` (the root's parent time is media time).
  func localTime(fromMediaTime media: Double) -> Double {
    var time = media
    for layer in ([self] + ancestors).reversed() { time = layer.localTime(fromParentTime: time) }
    return time
  }

  /// The layer's local time at its superlayer's time `parent`.
  func localTime(fromParentTime parent: Double) -> Double {
    (parent - beginTime) * Double(speed) + timeOffset
  }

  /// The time the layer's animations are at, at media time `media`: each layer from the root
  /// down applies its clock, then its own `duration`, `repeatCount`, `autoreverses`, `fillMode`
  /// (`EmitterLayer.timelineFold`, the fold the renderer's `TimelineChain` composes); nil where
  /// a fold puts the timeline off, so the animations have no effect.
  func timelineTime(fromMediaTime media: Double) -> Double? {
    var time = media
    for layer in ([self] + ancestors).reversed() {
      time = layer.localTime(fromParentTime: time)
      guard let fold = layer.layerModel.timelineFold else { continue }
      guard let folded = fold.timelineTime(atActiveTime: time) else { return nil }
      time = folded.time
    }
    return time
  }

  /// The media time at which this layer's local time is `local`; infinity when a layer on the
  /// way has stopped its clock (speed 0) and never reaches it.
  func mediaTime(fromLocalTime local: Double) -> Double {
    var time = local
    for layer in [self] + ancestors {
      let speed = Double(layer.speed)
      guard speed != 0 else { return time == layer.timeOffset ? -.infinity : .infinity }
      time = (time - layer.timeOffset) / speed + layer.beginTime
    }
    return time
  }
}
