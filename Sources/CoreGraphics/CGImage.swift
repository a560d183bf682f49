import EmitterImage
import EmitterModel

/// A bitmap image: sRGB, 8 bits a component, premultiplied RGBA, rows from the top.
///
/// Every image here has that one layout (what PNG files and drawing contexts make), so
/// `bitsPerComponent`, `alphaInfo` and the rest are constant. Equal images are the same object,
/// as on Apple platforms.
public final class CGImage: Hashable, @unchecked Sendable {
  // @unchecked: immutable after init.
  /// Width in pixels.
  public var width: Int { pixels.width }
  /// Height in pixels.
  public var height: Int { pixels.height }
  /// Bits of each colour or alpha component: 8.
  public var bitsPerComponent: Int { 8 }
  /// Bits of each pixel: 32.
  public var bitsPerPixel: Int { 32 }
  /// Bytes from one row to the next: `width × 4`.
  public var bytesPerRow: Int { width * 4 }
  /// Alpha last, colours premultiplied by it.
  public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
  /// `alphaInfo` with the default (memory-order) byte order.
  public var bitmapInfo: CGBitmapInfo {
    CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
  }
  /// sRGB.
  public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
  /// False: no image here is a mask.
  public var isMask: Bool { false }
  /// Whether drawing it scaled should smooth it (kept as given; the context's
  /// `interpolationQuality` decides here).
  public let shouldInterpolate: Bool
  /// The rendering intent it was made with (kept; no colour management here).
  public let renderingIntent: CGColorRenderingIntent
  /// The pixel bytes (premultiplied RGBA, rows from the top) as a provider.
  public var dataProvider: CGDataProvider? { CGDataProvider(bytes: pixels.pixels) }

  /// The pixels, premultiplied RGBA, rows from the top.
  package let pixels: RGBAImage
  /// The model's form of the pixels, made once (their digest is taken then).
  private let bitmap: Result<ContentsBitmap, ContentsBitmapError>

  /// An image over `pixels`.
  package init(
    pixels: RGBAImage, shouldInterpolate: Bool = true,
    intent: CGColorRenderingIntent = .defaultIntent
  ) {
    self.pixels = pixels
    self.shouldInterpolate = shouldInterpolate
    renderingIntent = intent
    bitmap = Result { () throws(ContentsBitmapError) in try ContentsBitmap(image: pixels) }
  }

  /// The image a PNG provider holds; nil when its bytes are not a PNG (or the file cannot be
  /// read). `decode` is ignored (as for most images on Apple platforms, it is nil in practice).
  /// Sides are limited to `ContentsBudget.maximumImageSide`, checked from the header.
  public convenience init?(
    pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    let limit = ContentsBudget.maximumImageSide
    let image: RGBAImage
    switch source.source {
    case .file(let path):
      guard let read = try? PNGFile.read(path, maximumSide: limit) else { return nil }
      image = read
    case .bytes(let bytes):
      guard let read = try? PNGData.decode(bytes, name: "PNG data", maximumSide: limit) else {
        return nil
      }
      image = read
    }
    self.init(pixels: image, shouldInterpolate: shouldInterpolate, intent: intent)
  }

  /// The part of the image inside `rect` (pixels, origin at the top-left, as the image is
  /// stored), its edges rounded out to whole pixels; nil when it misses the image.
  public func cropping(to rect: CGRect) -> CGImage? {
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    let inside = rect.standardized.integral.intersection(bounds)
    guard !inside.isNull, !inside.isEmpty else { return nil }
    let (x0, y0) = (Int(inside.minX), Int(inside.minY))
    let (w, h) = (Int(inside.width), Int(inside.height))
    var cropped = [UInt8](repeating: 0, count: w * h * 4)
    for row in 0..<h {
      let source = ((y0 + row) * width + x0) * 4
      cropped.replaceSubrange(
        row * w * 4..<(row + 1) * w * 4, with: pixels.pixels[source..<source + w * 4])
    }
    return CGImage(
      pixels: RGBAImage(width: w, height: h, pixels: cropped),
      shouldInterpolate: shouldInterpolate, intent: renderingIntent)
  }

  /// The image as a cell's or a layer's contents (`Contents.bitmap`): what assigning it to
  /// `contents` stores in the model.
  /// - Throws: `ContentsBitmapError.badSize` for a side over `ContentsBudget.maximumImageSide`.
  package func contents() throws(ContentsBitmapError) -> Contents {
    .bitmap(try bitmap.get())
  }

  /// The same object.
  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
