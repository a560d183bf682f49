import EmitterModel

/// The canvas a scene is drawn on: its size in points, the pixel density, and the eye distance
/// of the perspective that `plane` particles are seen in. Shared by the GL renderer and the CPU
/// reference, so both map points to the same pixels.
public struct RenderView: Sendable, Equatable {
  /// Canvas size in points (the scene's `size` unless overridden).
  public var size: SIMD2<Double>
  /// Pixels per point (UIKit's screen scale): 2 draws a 390 × 844 pt scene at 780 × 1688 px.
  public var scale: Double
  /// Distance from the eye to the layer plane, points: Core Animation's perspective
  /// `m34 = -1 / eyeDistance`. 500 is the value iOS code conventionally puts in a
  /// `sublayerTransform` for a natural 3D look; `.infinity` is orthographic.
  public var eyeDistance: Double

  /// The eye distance iOS code conventionally uses (`m34 = -1/500`).
  public static let defaultEyeDistance = 500.0

  /// A view of `size` points at `scale` pixels per point.
  public init(
    size: SIMD2<Double>, scale: Double, eyeDistance: Double = RenderView.defaultEyeDistance
  ) {
    self.size = size
    self.scale = scale
    self.eyeDistance = eyeDistance
  }

  /// The view of a whole scene at `scale`.
  public init(scene: Scene, scale: Double, eyeDistance: Double = RenderView.defaultEyeDistance) {
    self.init(
      size: SIMD2(scene.size.width, scene.size.height), scale: scale, eyeDistance: eyeDistance)
  }

  /// Image width and height in pixels: size × scale, rounded to whole pixels (at least 1).
  public var pixelWidth: Int { max(1, Int((size.x * scale).rounded())) }
  /// Height in pixels (`size.y × scale`, rounded, at least 1).
  public var pixelHeight: Int { max(1, Int((size.y * scale).rounded())) }

  /// Pixels per point along x and y after rounding the image size: the mapping both renderers use.
  package var pixelsPerPoint: SIMD2<Float> {
    SIMD2(Float(pixelWidth) / Float(size.x), Float(pixelHeight) / Float(size.y))
  }

  /// The layer being drawn, for the renderers' layer loops (`forLayer`): its canvas-from-layer
  /// matrix, nil for the identity (every layer of a file without geometry keys).
  package var layerMatrix: LayerMatrix?
  /// The centre of the layer's bounds in its own space, where the eye looks for layers that
  /// preserve depth; nil: the canvas centre.
  var layerCenter: SIMD2<Double>?

  /// This view for drawing a layer placed by `geometry`: its matrix, its bounds' centre, and the
  /// eye distance its superlayer's `sublayerTransform.m34` sets, if any.
  package func forLayer(_ geometry: LayerGeometry) -> RenderView {
    var view = self
    view.layerMatrix = geometry.canvasFromLayer.isIdentity ? nil : LayerMatrix(geometry.canvasFromLayer)
    let center = geometry.center
    let canvasCenter = size / 2
    view.layerCenter = center.x == canvasCenter.x && center.y == canvasCenter.y ? nil : SIMD2(center.x, center.y)
    if let eye = geometry.eyeDistance { view.eyeDistance = eye }
    return view
  }

  /// `1 / eyeDistance`: the perspective block's `perspective`; 0 when orthographic.
  package var perspective: Float {
    eyeDistance.isFinite && eyeDistance > 0 ? Float(1 / eyeDistance) : 0
  }

  /// The canvas centre, points: where the eye looks for layers that preserve depth.
  package var perspectiveCenter: SIMD2<Float> { SIMD2<Float>(layerCenter ?? size / 2) }
}

/// A layer's canvas-from-layer matrix in single precision, as the shaders' `mat4` holds it:
/// column j is `(m1j, m2j, m3j, m4j)`, so `[x, y, 0, w] · M` is one dot product per column.
package struct LayerMatrix: Sendable, Equatable {
  package var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

  package init(_ t: Transform3D) {
    columns = (
      SIMD4(Float(t.m11), Float(t.m21), Float(t.m31), Float(t.m41)),
      SIMD4(Float(t.m12), Float(t.m22), Float(t.m32), Float(t.m42)),
      SIMD4(Float(t.m13), Float(t.m23), Float(t.m33), Float(t.m43)),
      SIMD4(Float(t.m14), Float(t.m24), Float(t.m34), Float(t.m44))
    )
  }

  /// `(x·w, y·w, w)` in layer points mapped to the same in canvas points.
  package func apply(_ p: SIMD3<Float>) -> SIMD3<Float> {
    let row = SIMD4<Float>(p.x, p.y, 0, p.z)
    return SIMD3((row * columns.0).sum(), (row * columns.1).sum(), (row * columns.3).sum())
  }

  /// The 16 floats column by column, for a std140 `mat4`.
  package var columnMajor: [Float] {
    [columns.0, columns.1, columns.2, columns.3].flatMap { [$0.x, $0.y, $0.z, $0.w] }
  }

  package static func == (a: LayerMatrix, b: LayerMatrix) -> Bool {
    a.columns.0 == b.columns.0 && a.columns.1 == b.columns.1 && a.columns.2 == b.columns.2
      && a.columns.3 == b.columns.3
  }
}
