/// What every surface uses where the caller does not say: stated once here and read by the
/// façade's initialisers, `emitter render`, `run` and `validate`, the C library
/// (`ek_default_pixel_scale`, and a `pixel_scale` of 0) and Python (through C), so a preset's
/// first frame is the same image from each (`PresetParityTests`).
public enum RenderDefaults {
  /// Pixels per point: 1, the canvas's points as pixels (a host with a HiDPI window passes 2).
  public static let pixelScale = 1.0

  /// Frames per second of a rendered sequence or video, and of frame-stepped runs.
  public static let framesPerSecond = 60.0

  /// The canvas in points: the scene's `size`.
  public static func canvasSize(of scene: Scene) -> Size { scene.size }

  /// What an image of the canvas is cleared to: the scene's `backgroundColor` (every preset's
  /// is opaque; the model's default is black).
  public static func background(of scene: Scene) -> Color { scene.backgroundColor }
}
