import EmitterImage
import Foundation

/// The native CPU renderer's layers without cells as last drawn: a layer's image (background,
/// contents, border) and its shadow's blurred plane depend on its composition alone, so they
/// are made once and kept (by layer index) while the composition and the image size hold, and
/// later frames only composite them, as the GL compositor's `drawStill` does. A renderer made
/// `with(scene:)` keeps the same store: what changed shows as a changed composition.
final class StillLayers: @unchecked Sendable {
  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var kept: [Int: Kept] = [:]

  struct Kept {
    let composition: LayerComposition
    let image: RGBAImage
    let shadow: [Float]?
  }

  /// Layer `layer`'s kept image and shadow plane for `composition` at `width` × `height`,
  /// made by `make` when there is none or the composition changed.
  func kept(
    layer: Int, composition: LayerComposition, width: Int, height: Int,
    make: () -> (image: RGBAImage, shadow: [Float]?)
  ) -> Kept {
    lock.lock()
    defer { lock.unlock() }
    if let still = kept[layer], still.composition == composition, still.image.width == width,
      still.image.height == height
    {
      return still
    }
    let made = make()
    let still = Kept(composition: composition, image: made.image, shadow: made.shadow)
    kept[layer] = still
    return still
  }
}
