/// A caller's premultiplied RGBA8 pixels, rows from the top, `bytesPerRow` bytes apart: what the
/// CPU renderer draws over (a Cairo image surface's data, an SDL software surface, a GTK
/// texture's bytes). The renderer never keeps the pointer past a call.
public struct RGBABuffer: @unchecked Sendable, Equatable {
  // @unchecked: a view of memory the caller owns; the renderer writes disjoint rows from its
  // threads and returns only when all of them are done.
  /// The first byte of the top row.
  public let base: UnsafeMutablePointer<UInt8>
  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Bytes from one row to the next, at least `width × 4`.
  public let bytesPerRow: Int

  /// Why these dimensions are unusable, naming the value and the allowed range; nil when fine.
  public static func problem(width: Int, height: Int, bytesPerRow: Int) -> String? {
    guard width > 0, height > 0 else {
      return "the buffer is \(width) x \(height) pixels; both must be at least 1"
    }
    guard width <= RenderView.maximumPixelSide, height <= RenderView.maximumPixelSide else {
      return "the buffer is \(width) x \(height) pixels; each side must be at most"
        + " \(RenderView.maximumPixelSide)"
    }
    guard bytesPerRow >= width * 4 else {
      return "the stride is \(bytesPerRow) bytes; a row of \(width) RGBA8 pixels needs at least"
        + " \(width * 4)"
    }
    return nil
  }

  /// A view of `height` rows of `width` pixels at `base`.
  /// - Precondition: `problem(width:height:bytesPerRow:)` is nil (check it for untrusted input).
  public init(base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int) {
    precondition(
      Self.problem(width: width, height: height, bytesPerRow: bytesPerRow) == nil,
      Self.problem(width: width, height: height, bytesPerRow: bytesPerRow) ?? "")
    self.base = base
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
  }

  /// The first byte of row `y`.
  @inline(__always)
  func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { base + y * bytesPerRow }
}
