import CoreGraphics
import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// `contentsRect` and `contentsCenter` of a `CALayer` reach the scene (they were stored and not
/// drawn before), through the properties and key-value coding, and the tree draws the frame of
/// the scene it makes, written to a file and read back.
extension QuartzCoreTests {
  @Suite struct LayerContentsRectClassTests {
    static func tree() -> (root: CALayer, card: CALayer) {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
      let card = CALayer()
      card.frame = CGRect(x: 10, y: 15, width: 100, height: 60)
      let context = CGContext(
        data: nil, width: 30, height: 30, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
      context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
      context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
      context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
      card.contents = context.makeImage()
      card.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
      card.setValue(
        CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3), forKey: "contentsCenter")
      root.addSublayer(card)
      return (root, card)
    }

    @Test func keysReachTheSceneAndDrawItsFrame() throws {
      let (scene, frame) = try expectNoProblems {
        let (root, card) = Self.tree()
        #expect(card.contentsCenter.width == 1.0 / 3)
        #expect((card.value(forKey: "contentsCenter") as? CGRect)?.minX == 1.0 / 3)
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        return (root.scene(startingAt: 0), try renderer.pixels(atTime: 0.1))
      }
      let layer = try #require(scene.layers.first)
      #expect(layer.contentsCenter == Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3))
      let file = try Scene(jsonData: scene.jsonData(), file: "card.json")
      #expect(try FileFrames.render(file, at: [0.1])[0] == frame)
      // The frame keeps its 10-point margins: x 10 + 5 is red, x 10 + 15 already the middle.
      #expect(frame[15, 45] == SIMD4(255, 0, 0, 255))
      #expect(frame[27, 45] == SIMD4(0, 0, 255, 255))
    }
  }
}
