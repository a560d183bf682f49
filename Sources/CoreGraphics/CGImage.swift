import EmitterImage

/// A bitmap image: premultiplied 8-bit RGBA pixels, rows from the top.
public final class CGImage: @unchecked Sendable {
  // @unchecked: immutable after init.
  /// Width in pixels.
  public var width: Int { pixels.width }
  /// Height in pixels.
  public var height: Int { pixels.height }
  /// The pixels, premultiplied RGBA, rows from the top.
  package let pixels: RGBAImage

  /// An image over `pixels`.
  package init(pixels: RGBAImage) {
    self.pixels = pixels
  }
}
