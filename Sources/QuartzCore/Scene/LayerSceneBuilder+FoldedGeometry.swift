internal import EmitterModel
import Foundation

/// Core Animation geometry the scene model has no key for, folded into the keys it has, so the
/// engine places the layer where Core Animation does:
/// - `anchorPointZ` a: the layer's plane sits `a` behind the point it turns about, so its
///   `transform` becomes `translate(0, 0, −a) · transform` (row vectors, as `Transform3D`).
/// - a superlayer whose `isGeometryFlipped` is true reads its sublayers' geometry from the
///   bottom of its bounds up, their contents upright: the sublayer is placed by `F · M · F'`
///   (`M` its placement, `F` and `F'` the mirrors about the superlayer's and its own bounds'
///   middles), which is its `position.y` mirrored (`minY + maxY − y` of the superlayer's bounds),
///   its `anchorPoint.y` as `1 − y`, and its transform as `S · T · S` (`S` = scale(1, −1, 1)).
/// Animations of those keys on such a layer are drawn as they are, unfolded (a warning says so).
extension LayerSceneBuilder {
  /// The keys a fold rewrites.
  static let foldedKeys: Set<String> = ["position", "anchorPoint", "transform"]

  /// Whether the layer's model geometry differs from its class's values.
  static func foldsGeometry(of layer: CALayer) -> Bool {
    layer.anchorPointZ != 0 || layer.superlayerReference?.isGeometryFlipped == true
  }

  /// `model`'s position, anchor point and transform with the layer's folds applied.
  static func foldGeometry(of layer: CALayer, into model: inout EmitterLayer) {
    let depth = Double(layer.anchorPointZ)
    if depth != 0 {
      model.transform = Transform3D.translation(0, 0, -depth).concatenating(model.transform)
    }
    guard let superlayer = layer.superlayerReference, superlayer.isGeometryFlipped else { return }
    let bounds = superlayer.bounds
    if let position = model.position {
      model.position = Point(x: position.x, y: Double(bounds.minY + bounds.maxY) - position.y)
    }
    model.anchorPoint.y = 1 - model.anchorPoint.y
    let mirror = Transform3D.scale(1, -1, 1)
    if !model.transform.isIdentity {
      model.transform = mirror.concatenating(model.transform).concatenating(mirror)
    }
  }

  /// A warning for animations the fold leaves as written (made once, when the layer's scene is
  /// built; the live sends of folded values do not repeat it).
  static func warnAboutUnfoldedAnimations(of layer: CALayer) {
    guard let superlayer = layer.superlayerReference, superlayer.isGeometryFlipped,
      layer.animationList.contains(where: { entry in
        let keyPath = (entry.animation as? CAPropertyAnimation)?.keyPath ?? entry.key
        return foldedKeys.contains(String(keyPath.split(separator: ".").first ?? ""))
      })
    else { return }
    KeyValueDiagnostics.report(
      key: "geometryFlipped", value: superlayer.description,
      message: "animations of position, anchorPoint or transform under a geometry-flipped"
        + " superlayer are drawn unflipped")
  }
}
