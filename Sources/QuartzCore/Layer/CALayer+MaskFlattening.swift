package import EmitterKit
import Foundation

/// A mask with sublayers, drawn whole into one image: the scene model's `LayerMask` draws a
/// background and contents, so the mask's own drawing and its sublayers' (their backgrounds,
/// contents, shape paths, borders) become the bitmap the mask is made of, by the CPU renderer,
/// as they are when the mask is read: at the commit that shows it, and again when one of the
/// mask's own keys changes.
extension CALayer {
  /// Pixels per point the flattened mask is drawn at: a mask's edge stays sharp on a 2× screen.
  static let flattenedMaskScale = 2.0

  /// The mask's drawing with its sublayers over its bounds, or nil when it has no sublayers, its
  /// bounds are under a point across (nothing to draw), or it cannot be drawn (too large: the
  /// reason is reported). The mask's own
  /// geometry and opacity are left out: `LayerMask` applies them.
  func flattenedMaskContents() -> Contents? {
    guard !sublayerList.isEmpty else { return nil }
    let size = bounds.size
    guard size.width >= 1, size.height >= 1 else { return nil }
    // A cycle (a mask holding the layer it masks, or a mask of a mask's sublayer leading back)
    // draws the mask met again without its sublayers instead of recursing.
    let state = ThreadState.current
    guard state.flatteningMasks.insert(ObjectIdentifier(self)).inserted else { return nil }
    defer { state.flatteningMasks.remove(ObjectIdentifier(self)) }
    var scene = sceneInOwnSpace()
    // A root drawn as a layer of its scene keeps its appearance, not its opacity.
    if !LayerSceneBuilder.isCanvas(self), !scene.layers.isEmpty {
      scene.layers[0].opacity = 1
      scene.layers[0].isHidden = false
      scene.layers[0].mask = nil
    }
    do {
      let image = try Self.draw(scene, scale: Self.flattenedMaskScale)
      return .bitmap(
        try ContentsBitmap(
          width: image.width, height: image.height, premultipliedPixels: image.pixels))
    } catch {
      KeyValueDiagnostics.report(
        key: "mask", value: description,
        message: "the mask's sublayers cannot be drawn into it (\(error)); it masks with its own"
          + " background and contents")
      return nil
    }
  }
}
