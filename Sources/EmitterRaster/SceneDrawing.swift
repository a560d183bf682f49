import EmitterModel

/// How a scene is drawn at one model version, built in one place: the layers' animated
/// opacities, the cells' animated contents rectangles, each layer's place on the canvas and the
/// tree's drawing order, and the layers' backgrounds, borders, clips and shadows. Every renderer
/// (the GL renderer, the native CPU renderer, the reference rasteriser) draws its particles with
/// one of these beside them, remade only when the model changes.
package struct SceneDrawing: Sendable {
  /// The model it was made from, flattened (render modes, depth, contents).
  package let scene: Scene
  /// Each layer's opacity over its timeline time.
  package let opacities: LayerOpacities
  /// Each cell's `contentsRect` over its layer's timeline time.
  package let contentsRects: ContentsRectTimelines
  /// Where each layer is drawn, and the tree's drawing order.
  package let placements: LayerPlacements
  /// Backgrounds, borders, clips, masks and shadows, animated ones too.
  package let appearances: LayerAppearances
  /// Each masked layer's mask emitter (`Scene+MaskEmitters`), by the masked layer's index: the
  /// layer whose particles its mask draws.
  package let maskEmitters: [Int: Int]

  /// The drawing tables of `scene` (flattened here).
  package init(scene: Scene) {
    let scene = scene.flattened
    self.scene = scene
    opacities = LayerOpacities(scene: scene)
    contentsRects = ContentsRectTimelines(scene: scene)
    placements = LayerPlacements(scene: scene)
    appearances = LayerAppearances(scene: scene)
    maskEmitters = scene.maskEmitters
  }
}
