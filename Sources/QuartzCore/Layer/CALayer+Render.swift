package import EmitterKit
import CoreGraphics
import Foundation

/// A layer tree drawn into an image by the engine's CPU renderer, in the root's own space:
/// what `render(in:)` draws into a context and what a mask with sublayers is flattened into
/// (`flattenedMaskContents`).
extension CALayer {
  /// What `render(in:)` does: draws the layer and its sublayers into `ctx` in the layer's own
  /// coordinate space, its bounds' origin at the context's origin, y down as in the layer
  /// (upright in a `UIGraphicsImageRenderer` context, as on iOS). Drawn from the model tree, as
  /// Core Animation's `render(in:)` is: animations are left out, and so are emitters' particles
  /// (show the tree with `CARenderer` or a view for those); the layer's own `transform` and
  /// position are not applied, its opacity and mask are. Pixels come from the CPU renderer at
  /// the context's scale (its transform's), so a snapshot for the dissolve effect (the
  /// `emitterMaskImage` of a `mask`-shaped emitter) has the colours the layer is drawn in. A
  /// layer with empty bounds draws nothing, as on iOS; a tree that cannot be drawn (more than `ParticleSystem.maximumPixelSide` pixels
  /// across at that scale) draws nothing and is reported (`QuartzCoreDiagnostics`).
  func renderTree(in ctx: CGContext) {
    guard !bounds.isEmpty else { return }
    let transform = ctx.ctm
    let scale = max(
      hypot(Double(transform.a), Double(transform.b)),
      hypot(Double(transform.c), Double(transform.d)))
    var scene = sceneInOwnSpace()
    scene.layers = scene.layers.map(\.modelValuesOnly)
    let image: RGBAImage
    do {
      image = try Self.draw(scene, scale: scale)
    } catch {
      KeyValueDiagnostics.report(
        key: "render(in:)", value: description,
        message: "the layer cannot be drawn at \(scale) pixels per point (\(error)); nothing"
          + " is drawn")
      return
    }
    guard image.width > 0, image.height > 0 else { return }
    ctx.saveGState()
    defer { ctx.restoreGState() }
    // draw(_:in:) lays an image's top row along the rectangle's maximum-y edge; the layer's
    // top row belongs at its bounds' minimum y.
    ctx.translateBy(x: 0, y: bounds.minY + bounds.maxY)
    ctx.scaleBy(x: 1, y: -1)
    ctx.draw(CGImage(pixels: image), in: bounds)
  }

  /// The tree under this layer as a scene whose canvas is the layer's bounds: a layer drawn as
  /// its own (not the canvas) sits untransformed with its bounds over the whole canvas.
  func sceneInOwnSpace() -> Scene {
    var scene = LayerSceneBuilder(start: 0, display: 0).scene(root: self).scene
    if !LayerSceneBuilder.isCanvas(self), !scene.layers.isEmpty {
      scene.layers[0] = scene.layers[0].placedInOwnSpace(
        size: Size(width: Double(bounds.width), height: Double(bounds.height)))
    }
    return scene
  }

  /// `scene` drawn by the CPU renderer at scene time 0 over its background (clear unless the
  /// root is the canvas and fills it).
  static func draw(_ scene: Scene, scale: Double) throws -> RGBAImage {
    try ParticleSystem(scene: scene, pixelScale: scale, backend: .cpu).image()
  }
}
