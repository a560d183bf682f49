import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// What a renderer draws of a layer before its `beginTime` is what `presentation()` gives: the
/// model's values, or its start under a `backwards` or `both` fill (docs/SEMANTICS.md, "Time";
/// issue #28). The CPU and GL hosts draw the same.
extension QuartzCoreTests {
  @Suite(.serialized, .tags(.gl)) struct BeforeBeginDraw {
    /// A red layer filling a 40 × 40 root, begun at media 2, its opacity ramped 0.2 → 0.6 over
    /// 4 s from the commit at media 0; folded by its own `duration 4, repeatCount infinity`
    /// when `folds` (the fold begins with the layer, ahead of the media clock's 0).
    static func tree(fill: CAMediaTimingFillMode, folds: Bool) -> (root: CALayer, layer: CALayer)
    {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
      let layer = CALayer()
      layer.frame = root.bounds
      layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      layer.beginTime = 2
      layer.fillMode = fill
      if folds {
        layer.duration = 4
        layer.repeatCount = .infinity
      }
      root.addSublayer(layer)
      addRamp(to: layer)
      return (root, layer)
    }

    /// The opacity ramp both trees animate, 0.2 → 0.6 over 4 s, under the key "fade".
    static func addRamp(to layer: CALayer) {
      let ramp = CABasicAnimation(keyPath: "opacity")
      ramp.fromValue = 0.2
      ramp.toValue = 0.6
      ramp.duration = 4
      layer.add(ramp, forKey: "fade")
    }

    @Test(arguments: [CARenderer.Backend.cpu, .openGL], [false, true])
    func drawnOpacityIsThePresentations(backend: CARenderer.Backend, folds: Bool) throws {
      for fill in [CAMediaTimingFillMode.removed, .both] {
        try drawnOpacity(backend: backend, fill: fill, folds: folds)
      }
    }

    /// `layer`'s `presentation()` opacity at media 0, 1, 1.5 and 2.5, with the tree under
    /// `root` drawn by `backend` at each: the red the red card shows there must be that opacity's
    /// within one level.
    static func presentedOpacities(
      of layer: CALayer, under root: CALayer, backend: CARenderer.Backend, label: String
    ) throws -> [Double] {
      CATransaction.flush()
      let renderer = try CARenderer(layer: root, backend: backend, pixelScale: 1, records: false)
      defer { try? renderer.close() }
      var shown: [Double] = []
      for media in [0, 1, 1.5, 2.5] {
        let image = try renderer.pixels(atTime: media)
        let presented = Double(try #require(layer.presentation()?.opacity))
        let red = Double(image[20, 20].x)
        #expect(abs(red - 255 * presented) <= 1, "\(backend) \(label) at \(media): red \(red)")
        shown.append(presented)
      }
      return shown
    }

    /// One run: the drawn opacity equals `presentation()`'s at media 0, 1, 1.5 and 2.5.
    func drawnOpacity(backend: CARenderer.Backend, fill: CAMediaTimingFillMode, folds: Bool)
      throws
    {
      try expectNoProblems {
        CARenderer.setMediaTime(0)
        let (root, layer) = Self.tree(fill: fill, folds: folds)
        let shown = try Self.presentedOpacities(
          of: layer, under: root, backend: backend, label: "\(fill) folds \(folds)")
        // The ramp is given the layer's time at the commit: −2 continued linearly where the
        // layer is off (not begun: the model, 1; begun, local 0.5 at 2.5: 0.45), or 0 where its
        // fill holds its start (0.2 held; 0.25 at 2.5).
        let expected = fill == .both ? [0.2, 0.2, 0.2, 0.25] : [1, 1, 1, 0.45]
        #expect(
          zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-6 },
          "\(fill) folds \(folds): \(shown)")
      }
    }

    /// A host held at its start by a `backwards` fill before its begin at media 2 holds its
    /// sublayer's time there, as Core Animation computes a sublayer's time from its
    /// superlayer's. The card begins at −1 in the host's time (its own engine clock runs from
    /// media 1), so under the held host its time is 1, where the ramp (0.2 → 0.6 over 4 s)
    /// is given its begin at the commit: 0.2 until media 2, then 0.25 at 2.5. The drawn opacity
    /// is `presentation()`'s.
    @Test(arguments: [CARenderer.Backend.cpu, .openGL])
    func aHeldSuperlayerHoldsItsSublayer(backend: CARenderer.Backend) throws {
      try expectNoProblems {
        CARenderer.setMediaTime(0)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let host = CALayer()
        host.frame = root.bounds
        host.beginTime = 2
        host.fillMode = .backwards
        let card = CALayer()
        card.frame = root.bounds
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.beginTime = -1
        host.addSublayer(card)
        root.addSublayer(host)
        Self.addRamp(to: card)
        let shown = try Self.presentedOpacities(
          of: card, under: root, backend: backend, label: "held host")
        let expected = [0.2, 0.2, 0.2, 0.25]
        #expect(zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(shown)")
      }
    }
  }
}
