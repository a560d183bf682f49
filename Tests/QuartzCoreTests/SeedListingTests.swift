import EmitterKit
import Foundation
import QuartzCore
import Testing

// The seed articles' listings, written against the classes as they stand in the articles: what
// differs is only what UIKit would have provided (the view, UIImage), stood in for by a layer
// and a CGImage drawn with CGContext, and `#keyPath(CAEmitterLayer.birthRate)`, which needs the
// Objective-C runtime (docs/PORTING.md).

/// NSHipster's emitter layer subclass, as the article writes it.
private final class Layer: CAEmitterLayer {
  func configure(with images: [CGImage]) {
    emitterCells = images.map { image in
      let cell = CAEmitterCell()

      cell.birthRate = 50.0
      cell.lifetime = 10.0
      cell.velocity = CGFloat(cell.birthRate * cell.lifetime)
      cell.velocityRange = cell.velocity / 2
      cell.emissionLongitude = .pi
      cell.emissionRange = .pi / 4
      cell.spinRange = .pi * 6
      cell.scaleRange = 0.25
      cell.scale = 1.0 - cell.scaleRange
      cell.contents = image

      return cell
    }
  }

  // MARK: CALayer

  override func layoutSublayers() {
    super.layoutSublayers()

    emitterShape = .line
    emitterSize = CGSize(width: frame.size.width, height: 1.0)
    emitterPosition = CGPoint(x: frame.size.width / 2.0, y: 0)
  }
}

private let kAnimationLayerKey = "com.nshipster.animationLayer"

/// NSHipster's ConfettiView, its view's layer standing in for the view.
private final class ConfettiView: NSObject, CAAnimationDelegate {
  let layer = CALayer()
  var bounds: CGRect { layer.bounds }
  var stopped: [Double] = []

  func emit(with images: [CGImage], for duration: TimeInterval = 3.0) {
    let layer = Layer()
    layer.configure(with: images)
    layer.frame = self.bounds
    layer.needsDisplayOnBoundsChange = true
    self.layer.addSublayer(layer)

    guard duration.isFinite else { return }

    let animation = CAKeyframeAnimation(keyPath: "birthRate")
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
    animation.values = [1, 0, 0]
    animation.keyTimes = [0, 0.5, 1]
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false

    layer.beginTime = CACurrentMediaTime()
    layer.birthRate = 1.0

    CATransaction.begin()
    CATransaction.setCompletionBlock {
      let transition = CATransition()
      transition.delegate = self
      transition.type = .fade
      transition.duration = 1
      transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
      transition.setValue(layer, forKey: kAnimationLayerKey)
      transition.isRemovedOnCompletion = false

      layer.add(transition, forKey: nil)

      layer.opacity = 0
    }
    layer.add(animation, forKey: nil)
    CATransaction.commit()
  }

  // MARK: - CAAnimationDelegate

  func animationDidStop(_ animation: CAAnimation, finished flag: Bool) {
    if let layer = animation.value(forKey: kAnimationLayerKey) as? CALayer {
      layer.removeAllAnimations()
      layer.removeFromSuperlayer()
      stopped.append(CACurrentMediaTime())
    }
  }
}

/// A 12-point white disc drawn with Core Graphics, as the article's `Content.image` draws shapes.
private func disc() throws -> CGImage {
  let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
  let context = try #require(
    CGContext(
      data: nil, width: 12, height: 12, bitsPerComponent: 8, bytesPerRow: 0, space: space,
      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
  context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
  context.fillEllipse(in: CGRect(x: 0, y: 0, width: 12, height: 12))
  return try #require(context.makeImage())
}

extension QuartzCoreTests {
  @Suite struct SeedListings {
    /// NSHipster's confetti cannon, fired at 0.5 s for 1 s: the layer is inserted live, laid
    /// out along the top edge, tapers its birth rate, fades out over a second once the
    /// transaction's animation is done, and is removed by the transition's delegate.
    @Test func nshipsterConfettiView() throws {
      try expectNoProblems {
        let window = CALayer()
        window.bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
        let view = ConfettiView()
        view.layer.frame = window.bounds
        window.addSublayer(view.layer)
        let renderer = try CARenderer(layer: window, backend: .cpu, pixelScale: 0.25, records: true)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 0.5)
        view.emit(with: [try disc()], for: 1)
        let emitter = try #require(view.layer.sublayers?.first)
        var counts: [Double: Int] = [:]
        var shown: [Double: Float] = [:]
        for frame in 0...60 {
          let time = 0.5 + Double(frame) / 20
          _ = try renderer.pixels(atTime: time)
          counts[time] = try renderer.host.snapshot().particles.count
          shown[time] = emitter.presentation()?.opacity
        }
        // Inserted live and laid out: a line across the top, emitting.
        let inserted = try #require(renderer.host.recording.layers[0].events.first)
        guard case .insertSublayer(let layer, _) = inserted.action else {
          Issue.record("the first event is \(inserted.typeName)")
          return
        }
        #expect(inserted.time == 0.5)
        #expect(layer.emitterShape == .line)
        #expect(layer.emitterSize == Size(width: 300, height: 1))
        #expect(layer.emitterCells.count == 1 && layer.emitterCells[0].birthRate == 50)
        if case .bitmap = layer.emitterCells[0].contents {
        } else {
          Issue.record("the disc is not bitmap contents")
        }
        #expect(counts[1.0, default: 0] > 5)
        // The fade: from 1.5 s to 2.5 s, eased out; the engine runs the same animation.
        let eased = MediaTimingFunction.easeOut.value(at: 0.5)
        #expect(shown[1.45] == 1)
        #expect(abs(Double(shown[2.0] ?? -1) - (1 - eased)) < 1e-6)
        let fade = layer.events.compactMap { event -> PropertyAnimation? in
          if case .addAnimation(let animation, _) = event.action, animation.keyPath == "opacity" {
            return animation
          }
          return nil
        }
        #expect(fade.count == 1 && fade.first?.timing.duration == 1)
        // The fade ends at 0.5 + 1 + 1 s, when the delegate removes the layer.
        #expect(view.stopped == [2.5])
        #expect(view.layer.sublayers == nil)
        #expect(counts[2.55] == 0, "the removed layer's particles are gone")
        #expect(counts[2.45, default: 0] > 0)
      }
    }

    /// The view's layer shown by itself, as a window shows a view: a plain layer that only
    /// sizes the canvas, so each burst's layer is a new top-level layer of the scene.
    private struct CanvasRun {
      /// Per frame (at 0.5 s + frame / 20), the first burst's particles (flat layer 0), the
      /// second's count and every layer's.
      var first: [[ParticleRecord]] = []
      var second: [Int] = []
      var counts: [Int] = []
      var stopped: [Double] = []
      var recording = Scene()
      var isCanvas = false
    }

    /// ConfettiView on the canvas: a burst at 0.5 s and, when `overlapping`, a second at 1 s,
    /// while the first still emits; frames every 50 ms to 3.5 s.
    private func canvasRun(overlapping: Bool) throws -> CanvasRun {
      try expectNoProblems {
        let view = ConfettiView()
        view.layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
        let renderer = try CARenderer(
          layer: view.layer, backend: .cpu, pixelScale: 0.25, records: true)
        defer { try? renderer.close() }
        var run = CanvasRun()
        run.isCanvas = renderer.host.rootIsCanvas
        _ = try renderer.pixels(atTime: 0.5)
        view.emit(with: [try disc()], for: 1)
        for frame in 0...60 {
          let time = 0.5 + Double(frame) / 20
          _ = try renderer.pixels(atTime: time)
          let snapshot = try renderer.host.snapshot()
          let layers = snapshot.particles.map { snapshot.cells[$0.cell].layer }
          run.first.append(zip(snapshot.particles, layers).filter { $0.1 == 0 }.map(\.0))
          run.second.append(layers.filter { $0 == 1 }.count)
          run.counts.append(snapshot.particles.count)
          if overlapping, frame == 10 { view.emit(with: [try disc()], for: 1) }

        }
        run.stopped = view.stopped
        run.recording = renderer.host.recording
        return run
      }
    }

    /// NSHipster's confetti cannon with the view's own layer as the canvas (no window layer
    /// above it): each `emit` adds a layer to the canvas root, made live on the engine's canvas.
    /// Two bursts overlap in time; the second layer's arrival keeps every particle of the first,
    /// which runs on exactly as it runs alone (nothing is simulated again), and each layer
    /// leaves when its fade ends.
    @Test func nshipsterConfettiViewOnTheCanvas() throws {
      let both = try canvasRun(overlapping: true)
      let alone = try canvasRun(overlapping: false)
      #expect(both.isCanvas, "the view's layer is the canvas")
      // The first burst's particles, frame for frame, bit for bit, with and without the second.
      #expect(both.first.count == 61 && alone.first.count == 61)
      for (frame, (with, without)) in zip(both.first, alone.first).enumerated() {
        #expect(with == without, "at \(0.5 + Double(frame) / 20) s")
      }
      // Frames 10 (1 s, the second burst's call), 11 and 12.
      #expect(both.first[10].count > 5)
      #expect(both.first[11].count >= both.first[10].count, "none lost when the second arrives")
      #expect(both.second[10] == 0)
      #expect(both.second[12] > 0, "the second burst emits")
      // Each layer removed by its transition's delegate at the end of its fade (frames 40, 50).
      #expect(both.stopped == [2.5, 3.0])
      #expect(both.first[41].isEmpty, "the first layer's particles are gone")
      #expect(both.second[41] > 0, "while the second's fly on")
      #expect(both.counts[51] == 0)
      // The canvas's events: the two layers inserted at their moments and removed at theirs.
      let events = both.recording.events
      #expect(
        events.map(\.typeName) == [
          "insertSublayer", "insertSublayer", "removeSublayer", "removeSublayer",
        ])
      #expect(events.map(\.time) == [0.5, 1.0, 2.5, 3.0])
      #expect(events.first?.layerIndex == 0)
      #expect(both.recording.layers.isEmpty)
      // The recording replays to the same particles.
      let recording = try Scene(jsonData: both.recording.jsonData(), file: "recording.json")
      let replay = try ParticleSystem(scene: recording, backend: .cpu)
      for frame in 0...30 { try replay.update(to: 0.5 + Double(frame) / 20) }
      let replayed = try replay.snapshot()
      let first = replayed.particles.filter { replayed.cells[$0.cell].layer == 0 }
      #expect(first == both.first[30])
    }

    /// Bryce Bostwick's iMessage confetti, steps 3 to 7: private keys, behaviours set through
    /// key-value coding, animations added without a key path under their key paths.
    @Test func imessageConfetti() throws {
      let scene = try expectNoProblems { () throws -> Scene in
        let emitterLayer = CAEmitterLayer()
        emitterLayer.emitterPosition = CGPoint(x: 195, y: 422)
        emitterLayer.emitterSize = CGSize(width: 100, height: 100)
        emitterLayer.emitterShape = .sphere
        emitterLayer.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        emitterLayer.beginTime = CACurrentMediaTime()
        emitterLayer.birthRate = 0
        let names = ["a", "b"]
        emitterLayer.emitterCells = try names.map { name in
          let cell = CAEmitterCell()
          cell.beginTime = 0.1
          cell.birthRate = 100
          cell.contents = try disc()
          cell.emissionRange = CGFloat(Double.pi)
          cell.lifetime = 10
          cell.spin = 4
          cell.spinRange = 8
          cell.velocityRange = 0
          cell.yAcceleration = 0
          cell.name = name
          cell.setValue("plane", forKey: "particleType")
          cell.setValue(Double.pi, forKey: "orientationRange")
          cell.setValue(Double.pi / 2, forKey: "orientationLongitude")
          cell.setValue(Double.pi / 2, forKey: "orientationLatitude")
          return cell
        }
        let horizontal = CAEmitterBehavior(type: kCAEmitterBehaviorWave)
        horizontal.setValue([100, 0, 0], forKeyPath: "force")
        horizontal.setValue(0.5, forKeyPath: "frequency")
        let attractor = CAEmitterBehavior(type: kCAEmitterBehaviorAttractor)
        attractor.setValue(-290, forKeyPath: "falloff")
        attractor.setValue(300, forKeyPath: "radius")
        attractor.setValue(10, forKeyPath: "stiffness")
        attractor.setValue(
          CGPoint(x: emitterLayer.emitterPosition.x, y: emitterLayer.emitterPosition.y + 20),
          forKeyPath: "position")
        attractor.setValue(-70, forKeyPath: "zPosition")
        attractor.setValue("attractor", forKeyPath: "name")
        let drag = CAEmitterBehavior(type: kCAEmitterBehaviorDrag)
        drag.setValue("drag", forKey: "name")
        drag.setValue(2, forKey: "drag")
        emitterLayer.setValue([horizontal, attractor, drag], forKey: "emitterBehaviors")

        let stiffness = CAKeyframeAnimation()
        stiffness.timingFunction = CAMediaTimingFunction(name: .easeOut)
        stiffness.duration = 3
        stiffness.keyTimes = [0, 0.4]
        stiffness.values = [80, 5]
        emitterLayer.add(stiffness, forKey: "emitterBehaviors.attractor.stiffness")
        let birthRate = CABasicAnimation()
        birthRate.duration = 1
        birthRate.fromValue = 1
        birthRate.toValue = 0
        emitterLayer.add(birthRate, forKey: "birthRate")
        let dragIn = CABasicAnimation()
        dragIn.duration = 0.35
        dragIn.fromValue = 0
        dragIn.toValue = 2
        emitterLayer.add(dragIn, forKey: "emitterBehaviors.drag.drag")
        let gravity = CAKeyframeAnimation()
        gravity.duration = 6
        gravity.keyTimes = [0.05, 0.1, 0.5, 1]
        gravity.values = [0, 100, 2000, 4000]
        for name in names {
          emitterLayer.add(gravity, forKey: "emitterCells.\(name).yAcceleration")
        }
        return emitterLayer.scene(startingAt: 0)
      }
      let layer = scene.layers[0]
      #expect(layer.emitterBehaviors.map(\.type) == [.wave, .attractor, .drag])
      #expect(
        layer.emitterCells.allSatisfy { $0.particleType == .plane && $0.timing.beginTime == 0.1 })
      #expect(
        layer.animations.map(\.keyPath) == [
          "emitterBehaviors.attractor.stiffness", "birthRate", "emitterBehaviors.drag.drag",
          "emitterCells.a.yAcceleration", "emitterCells.b.yAcceleration",
        ])
      #expect(layer.animations.map(\.key) == layer.animations.map(\.keyPath))
      #expect(layer.animations[0].values == [.number(80), .number(5)])
      #expect(layer.animations[0].keyTimes == [0, 0.4])
      #expect(
        layer.animations[1].fromValue == .number(1) && layer.animations[1].toValue == .number(0))
      // The scene runs: the CPU reference takes it as it is.
      let simulator = CPUSimulator(scene: scene)
      _ = simulator.advance(to: 0.5)
      #expect(simulator.liveCount > 20)
    }
  }
}
