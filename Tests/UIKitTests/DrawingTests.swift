import EmitterImage
import EmitterViewHost
import Foundation
import Testing
import UIKit

extension UIKitTests {
  @Suite struct Drawing {
    /// A circle of radius 10 points drawn with `UIGraphicsImageRenderer` at scale 2: a 60 × 40
    /// point image is 120 × 80 pixels; the disc's coverage is π (20 px)² within 0.5 % (the
    /// anti-aliased edge is exact to a fraction of a pixel, about 2·π·20 px of it); and y is
    /// down: a disc drawn at the top of the image is in its top rows.
    @Test func rendererDrawsAtScaleWithYDown() throws {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 2
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: format)
      let image = renderer.image { context in
        context.cgContext.setFillColor(UIColor.red.cgColor)
        context.cgContext.fillEllipse(in: CGRect(x: 20, y: 0, width: 20, height: 20))
      }
      #expect(image.size == CGSize(width: 60, height: 40) && image.scale == 2)
      let pixels = try rgba(of: image)
      #expect(pixels.width == 120 && pixels.height == 80)
      let expected = Double.pi * 20 * 20
      #expect(abs(pixels.coverage - expected) / expected < 0.005, "coverage \(pixels.coverage)")
      // Every covered pixel is in the top half, centred at (60, 20) pixels.
      var (sx, sy, weight) = (0.0, 0.0, 0.0)
      for y in 0..<pixels.height {
        for x in 0..<pixels.width where pixels[x, y].w > 0 {
          #expect(y < 40)
          let w = Double(pixels[x, y].w)
          sx += (Double(x) + 0.5) * w
          sy += (Double(y) + 0.5) * w
          weight += w
        }
      }
      #expect(abs(sx / weight - 60) < 0.05 && abs(sy / weight - 20) < 0.05)
      #expect(pixels[60, 20] == SIMD4(255, 0, 0, 255))
      try keep(pixels, as: "renderer-circle")
    }

    @Test func imageContextsAndBezierPaths() throws {
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 3)
      #expect(UIGraphicsGetCurrentContext() != nil)
      UIColor.blue.setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
      let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() == nil)
      #expect(image.scale == 3 && image.size == CGSize(width: 10, height: 10))
      let pixels = try rgba(of: image)
      #expect(pixels.width == 30)
      // Opaque: black outside the disc, blue at its centre.
      #expect(pixels[0, 0] == SIMD4(0, 0, 0, 255))
      #expect(pixels[15, 15] == SIMD4(0, 0, 255, 255))
      // A stroked line 2 points wide, y down.
      let line = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
        UIColor.green.setStroke()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 2))
        path.addLine(to: CGPoint(x: 10, y: 2))
        path.lineWidth = 2
        path.stroke()
      }
      let linePixels = try rgba(of: line)
      #expect(linePixels[5, 1].y == 255 && linePixels[5, 2].y == 255 && linePixels[5, 4].w == 0)
      // An empty size makes an empty image, and says so, without trapping.
      let empty = UIGraphicsImageRenderer(size: .zero).image { _ in }
      #expect(empty.size == .zero)
    }

    private func pixels(of image: UIImage) throws -> RGBAImage { try rgba(of: image) }

    @Test func tintedImagesKeepTheirAlpha() throws {
      let white = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
        UIColor(white: 1, alpha: 0.5).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      }
      let tinted = try rgba(of: white.withTintColor(.red))
      #expect(tinted[1, 1] == SIMD4(128, 0, 0, 128))
    }

    /// `UIImage(named:)` finds the screen scale's file first, the scale in the name, in the
    /// folders of EMITTER_RESOURCE_PATH and in asset catalogues there.
    @Test func namedImagesFromTheSearchPath() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "uikit-images-\(UUID().uuidString)")
      let set = folder.appendingPathComponent("Assets.xcassets/star.imageset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let dot = RGBAImage(width: 4, height: 2, fill: SIMD4(255, 255, 255, 255))
      try PNGFile.write(dot, to: folder.appendingPathComponent("dot@2x.png").path)
      try PNGFile.write(dot, to: set.appendingPathComponent("star-large@3x.png").path)
      let found = ImageResources.find(named: "dot", screenScale: 1, in: [folder])
      #expect(found?.scale == 2)
      #expect(ImageResources.find(named: "star", screenScale: 1, in: [folder])?.scale == 3)
      #expect(ImageResources.find(named: "missing", screenScale: 1, in: [folder]) == nil)
      let folders = ImageResources.searchFolders(
        environment: [ImageResources.environmentVariable: "/a:/b"],
        executable: URL(fileURLWithPath: "/opt/app/bin/app"), workingDirectory: "/work")
      #expect(
        folders.map(\.path) == [
          "/a", "/b", "/opt/app/bin", "/opt/app/bin/Resources", "/work", "/work/Resources",
        ])
      let image = try #require(
        UIImage(contentsOfFile: folder.appendingPathComponent("dot@2x.png").path))
      #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 1))
      #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
      #expect(UIImage(data: try #require(image.pngData()))?.size == CGSize(width: 4, height: 2))
    }
  }
}
