import EmitterImage
import EmitterViewHost
import Foundation
import Testing
import UIKit

extension UIKitTests {
  /// docs/PORTING.md's "A view that dissolves into its pixels", as written there: a view
  /// snapshotted with `layer.render(in:)` through `UIGraphicsImageRenderer`, the snapshot given
  /// to a mask-shaped emitter, the view wiped away by its animated mask as its pixels leave.
  @MainActor @Suite struct DissolveRecipe {
    /// A red card with rounded corners, a blue border and a green badge, in a container.
    static func views() -> (container: UIView, card: UIView) {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
      let card = UIView(frame: CGRect(x: 30, y: 30, width: 100, height: 60))
      card.backgroundColor = .red
      card.layer.cornerRadius = 12
      card.layer.borderWidth = 6
      card.layer.borderColor = UIColor.blue.cgColor
      let badge = UIView(frame: CGRect(x: 60, y: 12, width: 26, height: 12))
      badge.backgroundColor = .green
      card.addSubview(badge)
      container.addSubview(card)
      return (container, card)
    }

    /// The recipe; `velocity` 0 leaves each pixel where it was born.
    static func dissolve(_ card: UIView, velocity: CGFloat) -> CAEmitterLayer {
      let snapshot = UIGraphicsImageRenderer(bounds: card.bounds).image { context in
        card.layer.render(in: context.cgContext)
      }
      let dust = CAEmitterLayer()
      dust.frame = card.frame
      dust.emitterShape = .mask
      dust.emitterMode = .points
      dust.emitterPosition = CGPoint(x: card.bounds.midX, y: card.bounds.midY)
      dust.emitterSize = card.bounds.size
      dust.setValue(snapshot.cgImage, forKey: "emitterMaskImage")
      dust.setValue(true, forKey: "emitterMaskColors")
      dust.setValue(0.15, forKey: "emitterMaskSweepNoise")
      let grain = CAEmitterCell()
      grain.contents = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
        UIColor.white.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      }.cgImage
      grain.birthRate = 6000
      grain.lifetime = 3
      grain.velocity = velocity
      grain.emissionLongitude = -.pi / 4
      grain.emissionRange = 0.5
      grain.yAcceleration = velocity > 0 ? -40 : 0
      dust.emitterCells = [grain]
      card.superview?.layer.addSublayer(dust)
      let wipe = CALayer()
      wipe.frame = card.bounds
      wipe.backgroundColor = UIColor.white.cgColor
      card.layer.mask = wipe
      let slide = CABasicAnimation(keyPath: "position")
      slide.fromValue = CGPoint(x: card.bounds.midX, y: card.bounds.midY)
      slide.toValue = CGPoint(x: card.bounds.midX + card.bounds.width, y: card.bounds.midY)
      slide.duration = Double(card.bounds.width * card.bounds.height) / Double(grain.birthRate)
      slide.fillMode = .forwards
      slide.isRemovedOnCompletion = false
      wipe.add(slide, forKey: "wipe")
      return dust
    }

    @Test func standingStillTheGrainsDrawTheCard() throws {
      let (card, dust) = try withUIKit { () throws -> (RGBAImage, RGBAImage) in
        let (container, card) = Self.views()
        let renderer = try CARenderer(layer: container.layer, backend: .cpu, pixelScale: 1)
        defer { try? renderer.close() }
        let shown = try renderer.pixels(atTime: 0)
        _ = Self.dissolve(card, velocity: 0)
        // 6,000 pixels a second: the card's 6,000 have all left by 1 s.
        return (shown, try renderer.pixels(atTime: 1.2))
      }
      try keep(dust, as: "dissolve-standing")
      // Inside the card (away from its anti-aliased corners) the grains are its pixels.
      for (x, y) in [(80, 60), (33, 60), (127, 60), (80, 33), (80, 87), (103, 48), (40, 80)] {
        #expect(dust[x, y] == card[x, y], "(\(x), \(y)): \(dust[x, y]) against \(card[x, y])")
      }
      #expect(card[103, 48] == SIMD4(0, 255, 0, 255) && card[33, 60] == SIMD4(0, 0, 255, 255))
      // Nothing outside the card, nor in its rounded-off corners.
      for (x, y) in [(10, 10), (150, 110), (28, 60), (31, 31), (128, 88)] {
        #expect(dust[x, y].w == 0, "(\(x), \(y)): \(dust[x, y])")
      }
    }

    @Test func movingTheCardBlowsAwayInItsColours() throws {
      let frames = try withUIKit { () throws -> [RGBAImage] in
        let (container, card) = Self.views()
        let renderer = try CARenderer(layer: container.layer, backend: .cpu, pixelScale: 2)
        defer { try? renderer.close() }
        _ = Self.dissolve(card, velocity: 40)
        return try [0.4, 1.2].map { try renderer.pixels(atTime: $0) }
      }
      try keep(frames[0], as: "dissolve-early")
      try keep(frames[1], as: "dissolve-late")
      // The grains carry the card's colours: by each drawn pixel's strongest channel, mostly
      // the red face, then the blue border, and the green badge once its pixels have left.
      func tally(_ frame: RGBAImage) -> [String: Int] {
        var counts = [String: Int]()
        for y in 0..<frame.height {
          for x in 0..<frame.width where frame[x, y].w > 0 {
            let p = SIMD4<Int>(truncatingIfNeeded: frame[x, y])
            let name = p.x > p.y + p.z ? "red" : p.z > p.x + p.y ? "blue" : p.y > p.x + p.z ? "green" : "mixed"
            counts[name, default: 0] += 1
          }
        }
        return counts
      }
      let (early, late) = (tally(frames[0]), tally(frames[1]))
      #expect(early["red", default: 0] > early["blue", default: 0], "\(early)")
      #expect(early["blue", default: 0] > 500 && early["mixed", default: 0] < 500, "\(early)")
      #expect(late["green", default: 0] > 100 && late["mixed", default: 0] < 1000, "\(late)")
      // At 0.4 s the wipe has passed the card's left 40 points (x 30...70): its right part
      // still shows, whole; the left is gone but for grains.
      #expect(frames[0][2 * 120, 2 * 75] == SIMD4(255, 0, 0, 255))
      #expect(frames[0][2 * 100, 2 * 48] == SIMD4(0, 255, 0, 255), "the badge, not yet gone")
      #expect(frames[0][2 * 50, 2 * 75] != SIMD4(255, 0, 0, 255), "the card's left part wiped")
    }
  }
}
