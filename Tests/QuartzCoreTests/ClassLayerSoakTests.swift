import EmitterKit
import Foundation
import QuartzCore
import Testing

/// A shown layer tree through Core Animation's classes for thousands of frames of the live calls
/// an app makes (#30): a drag of the emitter every frame, a birth rate set twice a second, an
/// animation added and removed, the cells replaced, an emitter layer added and removed. The host
/// records only when asked (`CARenderer`'s public initialiser does not), so nothing is kept per
/// call; the resident-set bound is checked with the suite alone (see the test), the hour by hand
/// (docs/BENCHMARKS.md, the soak section).
extension QuartzCoreTests {
  @Suite struct ClassLayerSoak {
    /// The resident set, MB (/proc/self/statm's second field, in pages).
    static func residentMB() -> Double {
      let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
      let pages = text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
      return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    static func cell(_ name: String, rate: Float) -> CAEmitterCell {
      let cell = CAEmitterCell()
      cell.name = name
      cell.birthRate = rate
      cell.lifetime = 1
      cell.velocity = 40
      cell.emissionRange = .pi
      cell.contents = Contents.shape(.circle, size: Size(width: 6, height: 6))
      return cell
    }

    @Test("a host made without records keeps no changes; one made with records keeps them")
    func recordsOnlyWhenAsked() throws {
      try expectNoProblems {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let layer = CAEmitterLayer()
        layer.frame = root.bounds
        layer.emitterCells = [Self.cell("dot", rate: 20)]
        root.addSublayer(layer)
        let plain = try CARenderer(layer: root, pixelScale: 0.25)
        _ = try plain.pixels(atTime: 0)
        layer.emitterPosition = CGPoint(x: 50, y: 60)
        _ = try plain.pixels(atTime: 0.1)
        #expect(plain.host.recording.layers.flatMap(\.events).isEmpty)
        try plain.close()
        let recorded = try CARenderer(layer: root, backend: .cpu, pixelScale: 0.25, records: true)
        _ = try recorded.pixels(atTime: 0.2)
        layer.emitterPosition = CGPoint(x: 70, y: 80)
        _ = try recorded.pixels(atTime: 0.3)
        // The value set, and the implicit animation to it (a standalone layer's property).
        #expect(!recorded.host.recording.layers.flatMap(\.events).isEmpty)
        try recorded.close()
      }
    }

    @Test("3,000 frames of live changes through the classes: the resident set stays flat")
    func residentSetStaysFlat() throws {
      try expectNoProblems {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        let layer = CAEmitterLayer()
        layer.frame = root.bounds
        layer.emitterCells = [Self.cell("spark", rate: 60)]
        root.addSublayer(layer)
        let renderer = try CARenderer(layer: root, pixelScale: 0.5)
        defer { try? renderer.close() }
        let frames = 3000
        var extra: CAEmitterLayer?
        var atWarmup = 0.0
        for frame in 1...frames {
          let angle = Double(frame) / 90
          layer.emitterPosition = CGPoint(x: 80 + 50 * cos(angle), y: 60 + 40 * sin(angle))
          if frame % 30 == 0 { layer.setValue(Float(40 + frame % 80), forKeyPath: "emitterCells.spark.birthRate") }
          if frame % 240 == 0 {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.5
            fade.duration = 2
            layer.add(fade, forKey: "fade")
          }
          if frame % 240 == 120 { layer.removeAnimation(forKey: "fade") }
          if frame % 300 == 0 {
            layer.emitterCells = [Self.cell("spark", rate: 60), Self.cell("extra\(frame % 600)", rate: 20)]
          }
          if frame % 150 == 0 {
            if let shown = extra {
              shown.removeFromSuperlayer()
              extra = nil
            } else {
              let added = CAEmitterLayer()
              added.frame = root.bounds
              added.emitterPosition = CGPoint(x: 40, y: 40)
              added.emitterCells = [Self.cell("puff", rate: 30)]
              root.addSublayer(added)
              extra = added
            }
          }
          _ = try renderer.pixels(atTime: Double(frame) / 60)
          if frame == frames / 5 { atWarmup = Self.residentMB() }
        }
        let growth = Self.residentMB() - atWarmup
        // The resident set is the process's, shared with the suites `swift test` runs beside
        // this one, so its bound holds only for this suite alone: EMITTERKIT_CLASS_SOAK_RSS=1
        // `swift test --filter ClassLayerSoak` (1 MB over 2,400 frames catches what grows by
        // kilobytes a call or a frame). Changes kept for a recording (about a hundred bytes
        // each, some 3,000 here) are checked directly, always.
        if ProcessInfo.processInfo.environment["EMITTERKIT_CLASS_SOAK_RSS"] == "1" {
          #expect(growth < 1, "the resident set grew \(growth) MB over \(frames * 4 / 5) frames")
        }
        #expect(renderer.host.recording.layers.flatMap(\.events).isEmpty)
        #expect(renderer.host.scene.topLevelLayers.count == 1, "the added layer was removed last")
      }
    }
  }
}
