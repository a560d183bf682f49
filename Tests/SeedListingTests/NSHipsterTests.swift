import EmitterImage
import Foundation
import Testing
import UIKit

extension SeedListingTests {
  /// NSHipster's confetti view, as written, fired at the window's first frame for 3 s: its
  /// cannon is a line along the top edge shooting down; the birth rate tapers over 3 s, then the
  /// transaction's completion block fades the layer out over a second, and the transition's
  /// delegate removes it.
  @MainActor @Suite struct NSHipster {
    @Test func confettiFallsFromTheTopEdgeThenFadesAndIsRemoved() throws {
      try withListingHost {
        let controller = UIViewController()
        let renderer = try UIWindowRenderer(rootViewController: controller)
        defer { try? renderer.close() }
        let confetti = ConfettiView()
        controller.view.addSubview(confetti)
        // willMove(toSuperview:) sized it to its superview.
        #expect(confetti.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        confetti.emit(with: contents, for: 3)

        let early = try pixels(of: try renderer.image(atTime: 0.5))
        try keep(UIImage(cgImage: CGImage(pixels: early)), as: "nshipster-0.5s")
        let emitter = try #require(confetti.layer.sublayers?.first as? CAEmitterLayer)
        // Laid out by the article's layoutSublayers(): a line along the top edge.
        #expect(emitter.emitterShape == .line)
        #expect(emitter.emitterPosition == CGPoint(x: 195, y: 0))
        #expect(emitter.emitterSize == CGSize(width: 390, height: 1))
        // At 0.5 s the confetti (500 ± 250 pt/s, within 45° of straight down) is in the top
        // 380 points, and plenty of it.
        let top = Self.inkRows(early)
        #expect(Self.inkCount(early) > 2000)
        #expect(
          top.max.map { $0 < 400 } == true, "lowest ink at row \(String(describing: top.max))")
        #expect(
          top.min.map { $0 < 40 } == true, "highest ink at row \(String(describing: top.min))")
        // The purple circles (drawn purple and tinted purple by the cell's colour, as on iOS:
        // a quarter of full red and blue) and the orange swift (white, tinted orange) show.
        #expect(
          Self.count(early) {
            $0.w == 255 && abs(Int($0.x) - 64) < 8 && abs(Int($0.z) - 64) < 8 && $0.y < 8
          }
            > 20, "purple")
        #expect(
          Self.count(early) { $0.x > 200 && $0.y > 90 && $0.y < 160 && $0.z < 40 } > 20, "orange")

        let later = try pixels(of: try renderer.image(atTime: 1.5))
        try keep(UIImage(cgImage: CGImage(pixels: later)), as: "nshipster-1.5s")
        // Falling: by 1.5 s the ink reaches the bottom half.
        #expect(Self.inkRows(later).max.map { $0 > 600 } == true)

        // The fade: the transition starts when the birth-rate animation ends (3 s) and takes a
        // second, eased out: at 3.5 s the layer shows at 1 − easeOut(0.5).
        _ = try renderer.image(atTime: 3.5)
        let shown = try #require(emitter.presentation()?.opacity)
        #expect(shown > 0.05 && shown < 0.6, "opacity at 3.5 s: \(shown)")
        #expect(confetti.layer.sublayers?.count == 1)
        // At 4 s the transition ends and its delegate takes the layer out: nothing is drawn.
        let gone = try pixels(of: try renderer.image(atTime: 4.1))
        #expect(confetti.layer.sublayers == nil, "the delegate removed the emitter layer")
        #expect(Self.inkCount(gone) == 0)
      }
    }

    /// Pixels with any alpha (the window and views have no background).
    static func inkCount(_ image: RGBAImage) -> Int { count(image) { $0.w > 0 } }

    static func count(_ image: RGBAImage, _ test: (SIMD4<UInt8>) -> Bool) -> Int {
      var count = 0
      for y in 0..<image.height {
        for x in 0..<image.width where test(image[x, y]) { count += 1 }
      }
      return count
    }

    /// The first and last rows holding ink.
    static func inkRows(_ image: RGBAImage) -> (min: Int?, max: Int?) {
      let rows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].w > 0 }
      }
      return (rows.first, rows.last)
    }
  }
}
