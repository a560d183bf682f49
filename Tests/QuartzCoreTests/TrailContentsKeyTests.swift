import CoreGraphics
import EmitterKit
import Foundation
import QuartzCore
import Testing

/// EmitterKit's `trailContents` through a cell's key-value coding: a CGImage as `contents`
/// takes one, read back as the same object, in the model as its pixels.
extension QuartzCoreTests {
  @Suite struct TrailContentsKey {
    @Test func aCGImageIsTheRibbonsImageAndReadsBackAsGiven() throws {
      let image = try #require(
        CGContext(
          data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
          space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage())
      expectNoProblems {
        let layer = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.name = "comet"
        cell.setValue(image, forKey: "trailContents")
        #expect(cell.value(forKey: "trailContents") as AnyObject === image)
        #expect(cell.contents == nil)
        layer.emitterCells = [cell]
        let model = layer.scene(startingAt: 0).layers[0].emitterCells[0]
        guard case .bitmap(let bitmap)? = model.trailContents else {
          Issue.record("trailContents is \(String(describing: model.trailContents))")
          return
        }
        #expect(bitmap.width == 4 && bitmap.height == 2)
        cell.setValue(nil, forKey: "trailContents")
        #expect(cell.value(forKey: "trailContents") == nil)
        #expect(layer.scene(startingAt: 0).layers[0].emitterCells[0].trailContents == nil)
      }
    }
  }
}
