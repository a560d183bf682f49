import CoreGraphics
import EmitterImage
import EmitterModel
import Foundation
import Testing

@Suite("CGImage: PNG files, cropping, drawing and contents")
struct CGImageTests {
  static let images: [String] = {
    let folder = Drawing.repository.appendingPathComponent("scenes/images")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".png") }.sorted()
  }()

  @Test("the repository's images are here") func imagesFound() {
    #expect(Self.images.count >= 5, "\(Self.images)")
  }

  @Test("a PNG read through a URL or a data provider is what PNGFile reads", arguments: images)
  func pngMatchesPNGFile(_ name: String) throws {
    let url = Drawing.repository.appendingPathComponent("scenes/images").appendingPathComponent(
      name)
    let expected = try PNGFile.read(url.path)
    let urlProvider = try #require(CGDataProvider(url: url as CFURL))
    let fromURL = try #require(
      CGImage(
        pngDataProviderSource: urlProvider, decode: nil, shouldInterpolate: true,
        intent: .defaultIntent))
    #expect(fromURL.pixels == expected)
    let data = try Data(contentsOf: url)
    let dataProvider = try #require(CGDataProvider(data: data as CFData))
    let fromData = try #require(
      CGImage(
        pngDataProviderSource: dataProvider, decode: nil, shouldInterpolate: false,
        intent: .perceptual))
    #expect(fromData.pixels == expected)
    #expect(fromData.width == expected.width && fromData.height == expected.height)
    #expect(fromData.bitsPerComponent == 8 && fromData.bitsPerPixel == 32)
    #expect(fromData.dataProvider?.data == Data(expected.pixels))
  }

  @Test("not a PNG, a missing file or a directory make no image")
  func refusals() {
    #expect(CGDataProvider(url: URL(fileURLWithPath: "/no/such/file.png")) == nil)
    #expect(CGDataProvider(url: URL(fileURLWithPath: "/tmp")) == nil)
    let notPNG = CGDataProvider(data: Data("hello".utf8))!
    #expect(
      CGImage(
        pngDataProviderSource: notPNG, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        == nil)
  }

  /// A 2 × 2 image: red, green on the top row; blue, white below.
  static func quadrants() -> CGImage {
    var image = RGBAImage(width: 2, height: 2)
    image[0, 0] = SIMD4(255, 0, 0, 255)
    image[1, 0] = SIMD4(0, 255, 0, 255)
    image[0, 1] = SIMD4(0, 0, 255, 255)
    image[1, 1] = SIMD4(255, 255, 255, 255)
    return CGImage(pixels: image)
  }

  @Test("cropping takes image pixels from the top-left, rounded out; a miss is nil")
  func cropping() throws {
    let image = Self.quadrants()
    let right = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 2)))
    #expect(right.width == 1 && right.height == 2)
    #expect(
      right.pixels[0, 0] == SIMD4(0, 255, 0, 255) && right.pixels[0, 1] == SIMD4(255, 255, 255, 255)
    )
    #expect(image.cropping(to: CGRect(x: 0.5, y: 0.5, width: 0.2, height: 0.2))?.width == 1)
    #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
  }

  @Test("draw(in:) places the image upright in a y-up context, scaled to the rect")
  func drawPlacesAndScales() {
    let context = Drawing.context(width: 20, height: 20)
    context.interpolationQuality = .none
    context.draw(Self.quadrants(), in: CGRect(x: 4, y: 2, width: 8, height: 12))
    let image = Drawing.pixels(context)
    // User x 4..<12, y 2..<14 are columns 4..<12, rows 6..<18; the image's top row at the top.
    #expect(Drawing.painted(image) == Drawing.cells(x: 4..<12, y: 6..<18))
    #expect(image[4, 6] == SIMD4(255, 0, 0, 255) && image[7, 11] == SIMD4(255, 0, 0, 255))
    #expect(image[8, 6] == SIMD4(0, 255, 0, 255) && image[11, 11] == SIMD4(0, 255, 0, 255))
    #expect(image[4, 12] == SIMD4(0, 0, 255, 255) && image[11, 17] == SIMD4(255, 255, 255, 255))
    Drawing.keep(context, "draw-image")
  }

  @Test(
    "an image context (UIKit's flipped user space, 2 px a point) draws images upside down, as iOS does"
  )
  func flippedContext() throws {
    let context = try #require(CGContext.imageContext(size: CGSize(width: 10, height: 5), scale: 2))
    #expect(context.width == 20 && context.height == 10)
    #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 10))
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))  // the top-left corner, in points
    #expect(Drawing.painted(Drawing.pixels(context)) == Drawing.cells(x: 0..<6, y: 0..<2))
    let upside = try #require(CGContext.imageContext(size: CGSize(width: 2, height: 2), scale: 1))
    upside.interpolationQuality = .none
    upside.draw(Self.quadrants(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(Drawing.pixels(upside)[0, 0] == SIMD4(0, 0, 255, 255))  // blue, the bottom-left
    #expect(CGContext.imageContext(size: .zero, scale: 2) == nil)
  }

  @Test(
    "a caller's memory holds the pixels in the layout asked for",
    arguments: [
      (CGImageAlphaInfo.premultipliedLast.rawValue, [UInt8]([153, 51, 0, 153])),
      (
        CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
        [0, 51, 153, 153]
      ),
      (CGImageAlphaInfo.premultipliedFirst.rawValue, [153, 153, 51, 0]),
      (CGImageAlphaInfo.noneSkipLast.rawValue, [153, 51, 0, 255]),
    ])
  func callerMemory(bitmapInfo: UInt32, bytes: [UInt8]) throws {
    var memory = [UInt8](repeating: 0, count: 3 * 2 * 4 + 8)  // a row is 12 bytes + 4 padding
    try memory.withUnsafeMutableBytes { raw in
      let context = try #require(
        CGContext(
          data: raw.baseAddress, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
      context.setFillColor(red: 1, green: 1.0 / 3.0, blue: 0, alpha: 0.6)
      context.fill(CGRect(x: 2, y: 1, width: 1, height: 1))  // the top row's last pixel
    }
    #expect(Array(memory[8..<12]) == bytes)
    #expect(memory[12..<16].allSatisfy { $0 == 0 }, "the row padding is left alone")
  }

  @Test("arguments a bitmap context cannot take make no context")
  func creationRefusals() {
    let rgb = CGColorSpaceCreateDeviceRGB()
    let alpha = CGImageAlphaInfo.premultipliedLast.rawValue
    #expect(
      CGContext(
        data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
        bitmapInfo: alpha) == nil)
    #expect(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
        bitmapInfo: alpha) == nil)
    #expect(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 12, space: rgb,
        bitmapInfo: alpha) == nil)
    #expect(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
        bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
    #expect(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: alpha) == nil)
    #expect(
      CGContext.check(
        width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 12, space: rgb,
        bitmapInfo: CGBitmapInfo(rawValue: alpha), hasData: false)
        == .failure(.argument("bytesPerRow", "12", allowed: "0 or at least width × 4 = 16")))
  }

  @Test("an image's contents are the model's bitmap of its pixels, equal images equal contents")
  func contents() throws {
    let context = Drawing.context(width: 6, height: 4)
    context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: 6, height: 4))
    let image = try #require(context.makeImage())
    guard case .bitmap(let bitmap) = try image.contents() else {
      Issue.record("not a bitmap")
      return
    }
    #expect(bitmap.width == 6 && bitmap.height == 4 && bitmap.pixels == image.pixels.pixels)
    #expect(try context.makeImage()!.contents() == image.contents())
  }
}
