import CCairo
import EmitterImage

/// A drawing destination: here, always a bitmap, drawn by cairo.
///
/// As on Apple platforms, a bitmap context's user space starts with its origin at the
/// bottom-left corner, y up, one unit a pixel; `translateBy`, `scaleBy`, `rotate(by:)` and
/// `concatenate` change it. Paths are taken into device space as they are added (a later
/// transform does not move them); line widths and dashes are measured in the user space of
/// the stroke. Anti-aliasing is cairo's default; colours are sRGB, without colour management.
/// Not thread-safe (as on Apple platforms, use a context from one thread at a time).
public final class CGContext {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bits of each component: 8.
  public var bitsPerComponent: Int { 8 }
  /// Bits of each pixel: 32.
  public var bitsPerPixel: Int { 32 }
  /// Bytes from one row of the context's memory to the next.
  public let bytesPerRow: Int
  /// The context's colour space (RGB).
  public let colorSpace: CGColorSpace?
  /// The layout the context was made with.
  public let bitmapInfo: CGBitmapInfo
  /// Where alpha is in the layout.
  public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedLast }
  /// The caller's pixel memory, when the context draws into it.
  public var data: UnsafeMutableRawPointer? { callerMemory }

  /// cairo's image surface (ARGB32, or RGB24 for a layout without alpha) and its context.
  let surface: OpaquePointer
  let cairo: OpaquePointer
  let layout: BitmapLayout
  /// Set when the caller gave the memory: copied into the surface before each drawing call and
  /// back after it, so the caller's bytes and the context's pixels agree between calls.
  private let callerMemory: UnsafeMutableRawPointer?

  /// The graphics state and the ones saved under it.
  var state = GraphicsState()
  var savedStates: [GraphicsState] = []
  /// The current path, in cairo's device space (pixels, origin top-left, y down).
  let currentPath = CGMutablePath()

  /// A bitmap context, as `CGBitmapContextCreate` makes one: nil, with the reason on standard
  /// error as Core Graphics logs it, for a combination it does not draw into.
  ///
  /// - Parameters:
  ///   - data: the caller's pixel memory (`bytesPerRow × height` bytes), or nil for the
  ///     context's own (zeroed: transparent, or black without alpha).
  ///   - width, height: pixels, 1...32767 (cairo's largest image).
  ///   - bitsPerComponent: 8.
  ///   - bytesPerRow: at least `width × 4`; 0 lets the context choose (`width × 4`).
  ///   - space: an RGB space.
  ///   - bitmapInfo: premultiplied alpha or a padding byte, first or last, in either 32-bit
  ///     byte order (`CGImageAlphaInfo.premultipliedLast.rawValue`, or
  ///     `premultipliedFirst | byteOrder32Little`, as Apple's examples use).
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    let info = CGBitmapInfo(rawValue: bitmapInfo)
    let checked = Self.check(
      width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
      space: space, bitmapInfo: info, hasData: data != nil)
    guard case .success(let layout) = checked else {
      if case .failure(let error) = checked {
        FileHandle.standardError.write(Data("CGBitmapContextCreate: \(error.description)\n".utf8))
      }
      return nil
    }
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow == 0 ? width * 4 : bytesPerRow
    colorSpace = space
    self.bitmapInfo = info
    self.layout = layout
    callerMemory = data
    surface = cairo_image_surface_create(
      layout.skipsAlpha ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    cairo = cairo_create(surface)
    if let data { layout.import(into: surface, from: data, bytesPerRow: self.bytesPerRow) }
  }

  deinit {
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
  }

  /// An image of the pixels as they are now; later drawing does not change it.
  public func makeImage() -> CGImage? {
    if let callerMemory {
      layout.import(into: surface, from: callerMemory, bytesPerRow: bytesPerRow)
    }
    return CGImage(pixels: CairoImage.image(of: surface, opaque: layout.skipsAlpha))
  }

  /// Draws through `body` with the caller's memory brought in first and written back after.
  func drawing(_ body: () -> Void) {
    if let callerMemory {
      layout.import(into: surface, from: callerMemory, bytesPerRow: bytesPerRow)
    }
    body()
    if let callerMemory { layout.export(from: surface, to: callerMemory, bytesPerRow: bytesPerRow) }
  }

  /// The layout, or why these arguments make no context.
  package static func check(
    width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
    bitmapInfo: CGBitmapInfo, hasData: Bool
  ) -> Result<BitmapLayout, CGContextCreationError> {
    let side = 1...Int(Int16.max)
    guard side.contains(width), side.contains(height) else {
      return .failure(
        .argument("width × height", "\(width) × \(height)", allowed: "1...\(Int16.max) each"))
    }
    guard bitsPerComponent == 8 else {
      return .failure(.argument("bitsPerComponent", "\(bitsPerComponent)", allowed: "8"))
    }
    guard space.model == .rgb else {
      return .failure(.argument("space", "a monochrome space", allowed: "an RGB space"))
    }
    guard bytesPerRow == 0 || bytesPerRow >= width * 4 else {
      return .failure(
        .argument(
          "bytesPerRow", "\(bytesPerRow)", allowed: "0 or at least width × 4 = \(width * 4)"))
    }
    return BitmapLayout.of(bitmapInfo)
  }
}

/// Why a bitmap context was not made (written to standard error, as Core Graphics logs it).
package enum CGContextCreationError: Error, Equatable, CustomStringConvertible {
  /// An argument (its name and value) outside what is allowed.
  case argument(String, String, allowed: String)
  /// A layout no context here draws into.
  case unsupported(String)

  package var description: String {
    switch self {
    case .argument(let name, let value, let allowed):
      "unsupported parameter combination: \(name) \(value); allowed \(allowed)"
    case .unsupported(let what): "unsupported parameter combination: \(what)"
    }
  }
}
