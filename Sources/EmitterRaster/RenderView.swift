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

  /// `1 / eyeDistance`: the perspective block's `perspective`; 0 when orthographic.
  package var perspective: Float {
    eyeDistance.isFinite && eyeDistance > 0 ? Float(1 / eyeDistance) : 0
  }

  /// The canvas centre, points: where the eye looks for layers that preserve depth.
  package var perspectiveCenter: SIMD2<Float> { SIMD2<Float>(size / 2) }
}
