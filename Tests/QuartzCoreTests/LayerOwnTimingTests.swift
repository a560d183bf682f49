import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// A layer's own `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode`
/// (docs/PORTING.md, "Time"; docs/SEMANTICS.md, "Layer timing"): they reach the scene, fold the
/// layer's timeline (its cells' emission windows repeat with it) and draw the frames the scene
/// file with the same keys draws.
extension QuartzCoreTests {
  @Suite struct LayerOwnTiming {
    /// Frame times across the layer's wraps, and the one the last frame is drawn at.
    static let times = (1...105).map { Double($0) / 30 }

    /// A 1 s emitter layer repeated 3 times whose cell emits in `[0, 0.5)` of its timeline:
    /// 10/s, so 5 particles a period, living long enough to all be there at the end.
    static func tree(timed: Bool) -> (root: CALayer, layer: CAEmitterLayer) {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
      let layer = CAEmitterLayer()
      layer.frame = root.bounds
      layer.emitterPosition = CGPoint(x: 100, y: 100)
      if timed {
        layer.duration = 1
        layer.repeatCount = 3
      }
      let cell = CAEmitterCell()
      cell.name = "dot"
      cell.birthRate = 10
      cell.lifetime = 10
      cell.velocity = 30
      cell.emissionRange = .pi
      cell.duration = 0.5
      cell.contents = Contents.shape(.circle, size: Size(width: 6, height: 6))
      layer.emitterCells = [cell]
      root.addSublayer(layer)
      return (root, layer)
    }

    @Test func aTimedLayerRepeatsItsCellsWindowsAndDrawsItsSceneFilesFrames() throws {
      let (scene, frames, count) = try expectNoProblems {
        () throws -> (Scene, [RGBAImage], Int) in
        let (root, layer) = Self.tree(timed: true)
        #expect(layer.duration == 1 && layer.repeatCount == 3)
        #expect((layer.value(forKey: "repeatCount") as? Float) == 3)
        let renderer = try CARenderer(layer: root, backend: .cpu)
        defer { try? renderer.close() }
        let frames = try Self.times.map { try renderer.pixels(atTime: $0) }
        return (root.scene(startingAt: 0), frames, try renderer.host.snapshot().particles.count)
      }
      // Three periods of five: the window repeats with the layer, then the layer's span ends.
      #expect(count == 15)
      let layer = try #require(scene.layers.first)
      #expect(layer.duration == 1 && layer.repeatCount == 3)
      // The scene file with the same keys draws the same frames.
      let file = try Scene(jsonData: scene.jsonData(), file: "timed.json")
      #expect(file.layers.first?.duration == 1 && file.layers.first?.repeatCount == 3)
      let fileFrames = try FileFrames.render(file, at: Self.times)
      #expect(fileFrames == frames, "the class tree and its scene file drew different frames")
      // Without the layer's timing the window opens once: 5 particles.
      let untimed = try expectNoProblems { () throws -> Int in
        let (root, _) = Self.tree(timed: false)
        let renderer = try CARenderer(layer: root, backend: .cpu)
        defer { try? renderer.close() }
        for time in Self.times { _ = try renderer.pixels(atTime: time) }
        return try renderer.host.snapshot().particles.count
      }
      #expect(untimed == 5)
    }

    @Test func setOnAShownLayerTheFoldAppliesFromTheCommit() throws {
      // 20/s for ever; at 0 the shown layer gets a 1 s span, once: 20 births, then none.
      let count = try expectNoProblems { () throws -> Int in
        let shown = try showEmitter { $0.lifetime = 10 }
        defer { try? shown.renderer.close() }
        shown.layer.duration = 1
        shown.layer.fillMode = .removed
        for index in 1...90 { _ = try shown.renderer.pixels(atTime: Double(index) / 30) }
        return try shown.renderer.host.snapshot().particles.count
      }
      #expect(count == 20)
    }

    /// `tree`'s untimed emitter layer as the sublayer of a plain `CALayer` with `duration` 1
    /// and `repeatCount` 3 (timed when `timed`), itself under the canvas.
    static func superlayerTree(timed: Bool) -> (root: CALayer, host: CALayer) {
      let (root, layer) = Self.tree(timed: false)
      let host = CALayer()
      host.frame = root.bounds
      if timed {
        host.duration = 1
        host.repeatCount = 3
      }
      layer.removeFromSuperlayer()
      host.addSublayer(layer)
      root.addSublayer(host)
      return (root, host)
    }

    @Test func aTimedSuperlayerRepeatsItsSublayersWindowsAndDrawsItsSceneFilesFrames() throws {
      let (scene, frames, count) = try expectNoProblems {
        () throws -> (Scene, [RGBAImage], Int) in
        let (root, _) = Self.superlayerTree(timed: true)
        let renderer = try CARenderer(layer: root, backend: .cpu)
        defer { try? renderer.close() }
        let frames = try Self.times.map { try renderer.pixels(atTime: $0) }
        return (root.scene(startingAt: 0), frames, try renderer.host.snapshot().particles.count)
      }
      // The sublayer's window repeats with its superlayer: three periods of five.
      #expect(count == 15)
      let host = try #require(scene.layers.first)
      #expect(host.duration == 1 && host.repeatCount == 3 && host.sublayers.count == 1)
      let file = try Scene(jsonData: scene.jsonData(), file: "timed-superlayer.json")
      let fileFrames = try FileFrames.render(file, at: Self.times)
      #expect(fileFrames == frames, "the class tree and its scene file drew different frames")
      let untimed = try expectNoProblems { () throws -> Int in
        let (root, _) = Self.superlayerTree(timed: false)
        let renderer = try CARenderer(layer: root, backend: .cpu)
        defer { try? renderer.close() }
        for time in Self.times { _ = try renderer.pixels(atTime: time) }
        return try renderer.host.snapshot().particles.count
      }
      #expect(untimed == 5)
    }

    @Test func setOnAShownSuperlayerTheFoldReachesItsSublayers() throws {
      // Set at the first frame (0 s): the same three periods of five as a tree built timed.
      let count = try expectNoProblems { () throws -> Int in
        let (root, host) = Self.superlayerTree(timed: false)
        let renderer = try CARenderer(layer: root, backend: .cpu)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 0)
        host.duration = 1
        host.repeatCount = 3
        for time in Self.times { _ = try renderer.pixels(atTime: time) }
        return try renderer.host.snapshot().particles.count
      }
      #expect(count == 15)
    }

    @Test func untimedSettingsChangeNothing() {
      // Duration 0 lasts for ever: repeats, reversal and fill change nothing, on iOS too.
      expectNoProblems {
        let layer = CAEmitterLayer()
        layer.repeatCount = .infinity
        layer.autoreverses = true
        layer.fillMode = .both
        layer.setValue(Float.infinity, forKey: "repeatCount")
        #expect(layer.repeatCount == .infinity)
        #expect(layer.fillMode == .both && layer.autoreverses)
      }
    }

    @Test func valuesOutOfRangeAreRefusedWithTheRange() {
      let (layer, problems) = withCoreAnimation { () -> CALayer in
        let layer = CALayer()
        layer.duration = -1
        layer.duration = .nan
        layer.repeatDuration = -.infinity
        layer.repeatCount = -2
        layer.setValue(1e300, forKey: "repeatCount")
        layer.setValue("sometimes", forKey: "fillMode")
        return layer
      }
      #expect(layer.duration == 0 && layer.repeatDuration == 0 && layer.repeatCount == 0)
      #expect(layer.fillMode == .removed)
      #expect(
        problems.map(\.key)
          == ["duration", "duration", "repeatDuration", "repeatCount", "repeatCount", "fillMode"],
        "\(problems.map(\.description))")
      #expect(problems[0].message.contains(">= 0 or \"infinity\""), "\(problems[0])")
    }
  }
}
