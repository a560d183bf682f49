import CoreGraphics
import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// `layer.shadowPath = CGPath` through the classes: the shadow is the path's shape, not the
/// layer's (a circle under a square card casts a round shadow), set live on a shown layer it
/// draws the frame of a tree that had it from the start, an empty path casts none, and nothing
/// is reported (the old "not drawn" warning is gone).
extension QuartzCoreTests {
  @Suite struct ShadowPathClassTests {
    /// A clear 200-point canvas holding a white 80-point square card at (40, 40) whose hard
    /// black shadow (radius 0) falls 50 points below it: with no path, the square 40...120 ×
    /// 90...170.
    static func tree(shadowPath: CGPath?) -> (root: CALayer, card: CALayer) {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
      let card = CALayer()
      card.frame = CGRect(x: 40, y: 40, width: 80, height: 80)
      card.backgroundColor = CGColor(gray: 1, alpha: 1)
      card.shadowOpacity = 1
      card.shadowRadius = 0
      card.shadowOffset = CGSize(width: 0, height: 50)
      card.shadowPath = shadowPath
      root.addSublayer(card)
      return (root, card)
    }

    /// The card's bounds' inscribed circle: radius 40 about (40, 40) in its coordinates.
    static let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)

    static func frame(shadowPath: CGPath?) throws -> RGBAImage {
      let (root, _) = tree(shadowPath: shadowPath)
      let renderer = try CARenderer(layer: root)
      defer { try? renderer.close() }
      return try renderer.pixels(atTime: 0.1)
    }

    @Test func aCirclePathCastsARoundShadowFromASquareLayer() throws {
      let (round, square) = try expectNoProblems {
        (try Self.frame(shadowPath: Self.circle), try Self.frame(shadowPath: nil))
      }
      // Below the card on its axis both shadows are there, opaque black.
      #expect(round[80, 160] == SIMD4(0, 0, 0, 255))
      #expect(square[80, 160] == SIMD4(0, 0, 0, 255))
      // At the square's lower-left corner (5 points in): the circle's shadow (about (80, 130),
      // radius 40; this point is 49 points from its centre) is not there.
      #expect(square[45, 165] == SIMD4(0, 0, 0, 255))
      #expect(round[45, 165].w == 0)
      // The shadow is round: the disc's lowest row reaches the centre column only.
      #expect(round[80, 168].w == 255 && round[62, 168].w == 0 && round[98, 168].w == 0)
      // The card itself is drawn as before, over its shadow.
      #expect(round[80, 80] == SIMD4(255, 255, 255, 255))
      #expect(round[80, 80] == square[80, 80])
    }

    @Test func aPathSetOnAShownLayerDrawsTheFrameOfATreeThatHadIt() throws {
      let live = try expectNoProblems { () throws -> RGBAImage in
        let (root, card) = Self.tree(shadowPath: nil)
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 0.05)
        card.shadowPath = Self.circle
        return try renderer.pixels(atTime: 0.1)
      }
      let fromStart = try expectNoProblems { try Self.frame(shadowPath: Self.circle) }
      #expect(live == fromStart)
    }

    @Test func anEmptyPathCastsNoShadowAndNilFollowsTheLayer() throws {
      let (empty, removed) = try expectNoProblems { () throws -> (RGBAImage, RGBAImage) in
        let (root, card) = Self.tree(shadowPath: CGMutablePath())
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        let empty = try renderer.pixels(atTime: 0.05)
        card.shadowPath = nil
        return (empty, try renderer.pixels(atTime: 0.1))
      }
      let none = try expectNoProblems { () throws -> RGBAImage in
        let (root, card) = Self.tree(shadowPath: nil)
        card.shadowOpacity = 0
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        return try renderer.pixels(atTime: 0.1)
      }
      let square = try expectNoProblems { try Self.frame(shadowPath: nil) }
      #expect(empty == none, "the empty path casts no shadow")
      #expect(empty[80, 160] == none[80, 160] && square[80, 160] == SIMD4(0, 0, 0, 255))
      #expect(removed == square, "nil set live: the shadow follows the layer again")
    }

    @Test func keyValueCodingTakesAndGivesTheCGPath() throws {
      try expectNoProblems {
        let layer = CALayer()
        layer.setValue(Self.circle, forKey: "shadowPath")
        #expect((layer.value(forKey: "shadowPath") as? CGPath) === Self.circle)
        #expect(layer.shadowPath === Self.circle)
        layer.setValue(nil, forKey: "shadowPath")
        #expect(layer.shadowPath == nil)
      }
      // Not a path: reported naming the key, and nothing is set.
      let (_, problems) = try withCoreAnimation {
        let layer = CALayer()
        layer.setValue("M0 0 H4 V4 Z", forKey: "shadowPath")
        #expect(layer.shadowPath == nil)
      }
      #expect(problems.contains { "\($0)".contains("shadowPath") }, "\(problems)")
    }
  }
}
