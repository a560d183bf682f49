import CoreGraphics
import EmitterImage
import Foundation

/// Contexts and pixel reading for the drawing tests.
enum Drawing {
  /// A transparent premultiplied-RGBA bitmap context, origin bottom-left.
  static func context(width: Int, height: Int) -> CGContext {
    CGContext(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
  }

  /// The context's pixels, rows from the top (device row 0 is user y = height - 1…height).
  static func pixels(_ context: CGContext) -> RGBAImage { context.makeImage()!.pixels }

  /// The pixels whose alpha is not zero, as (x, y) rows from the top.
  static func painted(_ image: RGBAImage) -> Set<[Int]> {
    var set: Set<[Int]> = []
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].w != 0 { set.insert([x, y]) }
    }
    return set
  }

  /// Every (x, y) of the device rectangle columns x0..<x1, rows y0..<y1 (rows from the top).
  static func cells(x: Range<Int>, y: Range<Int>) -> Set<[Int]> {
    Set(x.flatMap { column in y.map { [column, $0] } })
  }

  /// Covered area in pixels: the sum of alpha / 255.
  static func coverage(_ image: RGBAImage) -> Double {
    stride(from: 3, to: image.pixels.count, by: 4).reduce(0.0) {
      $0 + Double(image.pixels[$1]) / 255
    }
  }

  /// The repository's root (this file is Tests/CoreGraphicsTests/DrawingSupport.swift).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Where drawings are written for a look when EMITTER_KEEP_RENDERS=1.
  static func keep(_ context: CGContext, _ name: String) {
    guard ProcessInfo.processInfo.environment["EMITTER_KEEP_RENDERS"] == "1" else { return }
    let folder = repository.appendingPathComponent(".build/render-test-artifacts")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? PNGFile.write(pixels(context), to: folder.appendingPathComponent("cg-\(name).png").path)
  }
}
