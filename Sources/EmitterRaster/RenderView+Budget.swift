extension RenderView {
  /// The widest image side drawn, pixels: the smallest `GL_MAX_TEXTURE_SIZE` OpenGL 4.5 allows
  /// (a framebuffer's colour buffer cannot be larger).
  package static let maximumPixelSide = 16384
  /// The most pixels in one image: 128 Mi pixels, 512 MiB a frame in RGBA8, which is held in the
  /// framebuffer, read back, and encoded at once.
  package static let maximumPixelCount = 1 << 27

  /// Why the image this view draws is over budget, worked out from the size and scale alone
  /// (before any framebuffer or image is made); nil when it fits.
  package var budgetProblem: String? {
    let width = (size.x * scale).rounded()
    let height = (size.y * scale).rounded()
    let side = Double(Self.maximumPixelSide)
    guard width > side || height > side || width * height > Double(Self.maximumPixelCount) else {
      return nil
    }
    let points = "\(Self.formatted(size.x))x\(Self.formatted(size.y)) points"
    return "the canvas (\(points) at scale \(Self.formatted(scale))) would be"
      + " \(Self.formatted(width))x\(Self.formatted(height)) pixels; the budget is"
      + " \(Self.maximumPixelSide) pixels a side and \(Self.maximumPixelCount) pixels in all"
      + " (\((Self.maximumPixelCount * 4) >> 20) MiB a frame): lower --scale or the size"
  }

  private static func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
