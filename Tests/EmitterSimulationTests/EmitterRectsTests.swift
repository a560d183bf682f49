import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation
import EmitterTestSupport

/// The `rectangles` shape: each rect acts as a `rectangle` in every mode, relative to the
/// emitter's centre, and births spread over the rects by area (perimeter in outline mode, equally
/// over the corners in points mode).
@Suite("Emitter shape: rectangles")
struct EmitterRectsTests {
  static let center = SIMD3<Float>(100, 200, 30)
  static let count = 40_000
  /// Areas 800, 2400 and 0 (a vertical line); perimeters 120, 200 and 60.
  static let rects = [
    Rect(x: -50, y: -10, width: 40, height: 20),
    Rect(x: 20, y: 0, width: 60, height: 40),
    Rect(x: 0, y: 60, width: 0, height: 30),
  ]

  func samples(_ mode: EmitterMode, rects: [Rect] = rects) -> [SIMD3<Float>] {
    let sampler = EmitterShapeSampler(
      shape: .rectangles, mode: mode, center: Self.center, size: SIMD3(500, 500, 500),
      rects: EmitterRectList(rects, mode: mode))
    return (0..<Self.count).map { i in
      let r = ParticleRandom(key: CounterHash.particleKey(seed: 5, cell: 0, serial: UInt64(i)))
      return sampler.position(
        u: r.unit(.positionU), v: r.unit(.positionV), w: r.unit(.positionW),
        pick: r.unit(.positionPick), radius: r.unit(.positionRadius)) - Self.center
    }
  }

  /// The index of the rect `p` lies in (closed), or nil.
  func containing(_ p: SIMD3<Float>, rects: [Rect] = rects) -> Int? {
    rects.firstIndex { r in
      let (x, y) = (Double(p.x), Double(p.y))
      return x >= r.origin.x - 1e-3 && x <= r.origin.x + r.size.width + 1e-3
        && y >= r.origin.y - 1e-3 && y <= r.origin.y + r.size.height + 1e-3
    }
  }

  func shares(_ points: [SIMD3<Float>]) -> [Double] {
    var counts = Array(repeating: 0, count: Self.rects.count)
    for p in points { if let i = containing(p) { counts[i] += 1 } }
    return counts.map { Double($0) / Double(points.count) }
  }

  @Test("volume and surface: inside the rects, shared by area, uniform within each", arguments: [EmitterMode.volume, .surface])
  func area(mode: EmitterMode) {
    let s = samples(mode)
    #expect(s.allSatisfy { containing($0) != nil && $0.z == 0 })
    let share = shares(s)
    // Binomial standard deviation at n = 40 000 is under 0.0025: 0.01 is four of them.
    #expect(abs(share[0] - 0.25) < 0.01 && abs(share[1] - 0.75) < 0.01 && share[2] == 0, "\(share)")
    let inSecond = s.filter { containing($0) == 1 }
    let xs = inSecond.map { ($0.x - 20) / 60 }
    let chi = Statistics.chiSquare(Statistics.histogram(xs, bins: 20))
    #expect(chi < Statistics.chiSquareCritical(degrees: 19), "chi-square \(chi)")
  }

  @Test("outline: on the rects' perimeters, shared by perimeter")
  func outline() {
    let s = samples(.outline)
    for p in s {
      guard let i = containing(p) else { Issue.record("\(p) is on no rect"); return }
      let r = Self.rects[i]
      let (x, y) = (Double(p.x), Double(p.y))
      let onVertical = abs(x - r.origin.x) < 1e-3 || abs(x - r.origin.x - r.size.width) < 1e-3
      let onHorizontal = abs(y - r.origin.y) < 1e-3 || abs(y - r.origin.y - r.size.height) < 1e-3
      #expect(onVertical || onHorizontal, "\(p) is inside rect \(i), not on its edge")
    }
    // Perimeters 120 : 200 : 60 of 380. (A point on the line rect may also lie in no other.)
    let share = shares(s)
    #expect(abs(share[0] - 120.0 / 380) < 0.01 && abs(share[1] - 200.0 / 380) < 0.01, "\(share)")
    #expect(abs(share[2] - 60.0 / 380) < 0.01, "\(share)")
  }

  @Test("points: every corner of every rect, equally")
  func points() {
    let s = samples(.points)
    var counts: [SIMD2<Float>: Int] = [:]
    for p in s { counts[SIMD2(p.x, p.y), default: 0] += 1 }
    var corners = Set<SIMD2<Float>>()
    for r in Self.rects {
      for (dx, dy) in [(0.0, 0.0), (r.size.width, 0), (0, r.size.height), (r.size.width, r.size.height)] {
        corners.insert(SIMD2(Float(r.origin.x + dx), Float(r.origin.y + dy)))
      }
    }
    #expect(Set(counts.keys) == corners)
    // 12 corners; the line rect's are two pairs of coinciding points (twice the share each).
    for r in Self.rects.prefix(2) {
      let share = Double(counts[SIMD2(Float(r.origin.x), Float(r.origin.y))] ?? 0) / Double(s.count)
      #expect(abs(share - 1.0 / 12) < 0.006, "\(share)")
    }
  }

  @Test("rects of no area are chosen by index; no rects at all emit from the centre")
  func degenerate() {
    let lines = [Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 5, y: 0, width: 0, height: 10)]
    let s = samples(.volume, rects: lines)
    let left = s.filter { $0.x == 0 }.count
    #expect(s.allSatisfy { ($0.x == 0 || $0.x == 5) && (0...10).contains($0.y) })
    #expect(abs(Double(left) / Double(s.count) - 0.5) < 0.01)
    #expect(samples(.volume, rects: []).allSatisfy { $0 == .zero })
  }

  @Test("the emission frame is the layer's axes, as for a rectangle")
  func frame() {
    let sampler = EmitterShapeSampler(
      shape: .rectangles, mode: .outline, center: .zero, size: .zero,
      rects: EmitterRectList(Self.rects, mode: .outline))
    let rectangle = EmitterShapeSampler(shape: .rectangle, mode: .outline, center: .zero, size: .zero)
    #expect(sampler.frame(u: 0.3, v: 0.6, w: 0.1) == rectangle.frame(u: 0.3, v: 0.6, w: 0.1))
  }

  @Test("rects set on a running layer: births after the change fall in the new rects")
  func live() throws {
    var layer = EmitterLayer()
    layer.emitterShape = .rectangles
    layer.emitterRects = [Rect(x: 0, y: 0, width: 10, height: 10)]
    var cell = EmitterCell(name: "dust")
    cell.birthRate = 300
    cell.lifetime = 0.4
    cell.velocity = 0
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 0.5, fps: 60)
    let moved = [Rect(x: 100, y: 50, width: 40, height: 5)]
    try simulator.setValue(moved, forKeyPath: "emitterRects")
    simulator.run(to: 1.0, fps: 60)
    // Lifetime 0.4 s: everything alive now was born after the change.
    let positions = simulator.snapshot().particles.map(\.position)
    #expect(positions.count > 50)
    #expect(positions.allSatisfy { containing($0, rects: moved) != nil })
  }

  @Test("a simulated scene: every particle born inside a rect moved by the emitter's position")
  func simulated() {
    var layer = EmitterLayer()
    layer.emitterShape = .rectangles
    layer.emitterPosition = Point(x: 100, y: 200)
    layer.emitterRects = Self.rects
    var cell = EmitterCell(name: "dust")
    cell.birthRate = 500
    cell.lifetime = 10
    cell.velocity = 0
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 0.5, fps: 60)
    let positions = simulator.snapshot().particles.map(\.position)
    #expect(positions.count > 200)
    for p in positions {
      #expect(containing(SIMD3(p.x - 100, p.y - 200, p.z)) != nil, "\(p)")
    }
  }
}
