import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

/// Each shape × mode: samples lie on the documented geometry and cover it uniformly.
/// Centre (100, 200, 30); width 80, height 40, depth 20 (circle and sphere radius 80).
@Suite("Emitter shapes and modes")
struct EmitterShapeTests {
  static let center = SIMD3<Float>(100, 200, 30)
  static let size = SIMD3<Float>(80, 40, 20)
  static let count = 40_000
  static let epsilon: Float = 1e-3

  func samples(_ shape: EmitterShape, _ mode: EmitterMode, size: SIMD3<Float> = size) -> [SIMD3<Float>] {
    let sampler = EmitterShapeSampler(shape: shape, mode: mode, center: Self.center, size: size)
    return (0..<Self.count).map { i in
      let r = ParticleRandom(key: CounterHash.particleKey(seed: 11, cell: 0, serial: UInt64(i)))
      return sampler.position(u: r.unit(.positionU), v: r.unit(.positionV), w: r.unit(.positionW), pick: r.unit(.positionPick), radius: r.unit(.positionRadius)) - Self.center
    }
  }

  func expectUniform(_ fractions: [Float], bins: Int = 20, _ label: String) {
    let chi = Statistics.chiSquare(Statistics.histogram(fractions, bins: bins))
    #expect(chi < Statistics.chiSquareCritical(degrees: bins - 1), "\(label): chi-square \(chi)")
  }

  @Test("point: every mode gives the position", arguments: EmitterMode.allCases)
  func point(mode: EmitterMode) {
    #expect(samples(.point, mode).allSatisfy { $0 == .zero })
  }

  @Test("line: along x, centred, length = width, height ignored", arguments: [EmitterMode.volume, .surface, .outline])
  func line(mode: EmitterMode) {
    let s = samples(.line, mode)
    #expect(s.allSatisfy { abs($0.x) <= 40 && $0.y == 0 && $0.z == 0 })
    expectUniform(s.map { ($0.x + 40) / 80 }, "line \(mode)")
  }

  @Test("line points: both ends, evenly")
  func linePoints() {
    let s = samples(.line, .points)
    #expect(s.allSatisfy { abs($0.x) == 40 && $0.y == 0 })
    let left = s.filter { $0.x < 0 }.count
    #expect(abs(Double(left) / Double(s.count) - 0.5) < 0.01)
  }

  @Test("rectangle volume and surface: uniform over the area", arguments: [EmitterMode.volume, .surface])
  func rectangleArea(mode: EmitterMode) {
    let s = samples(.rectangle, mode)
    #expect(s.allSatisfy { abs($0.x) <= 40 && abs($0.y) <= 20 && $0.z == 0 })
    expectUniform(s.map { ($0.x + 40) / 80 }, "x")
    expectUniform(s.map { ($0.y + 20) / 40 }, "y")
  }

  @Test("rectangle outline: on the perimeter, uniform by length")
  func rectangleOutline() {
    let s = samples(.rectangle, .outline)
    func onVertical(_ p: SIMD3<Float>) -> Bool { abs(abs(p.x) - 40) < Self.epsilon && abs(p.y) <= 20 }
    func onHorizontal(_ p: SIMD3<Float>) -> Bool { abs(abs(p.y) - 20) < Self.epsilon && abs(p.x) <= 40 }
    #expect(s.allSatisfy { onVertical($0) || onHorizontal($0) })
    // Horizontal edges hold 2·80 of 240 points of perimeter.
    let horizontal = s.filter { abs(abs($0.y) - 20) < Self.epsilon && abs(abs($0.x) - 40) > Self.epsilon }.count
    #expect(abs(Double(horizontal) / Double(s.count) - 160.0 / 240) < 0.01)
    expectUniform(s.filter { abs($0.y + 20) < Self.epsilon }.map { ($0.x + 40) / 80 }, "top edge")
  }

  @Test("rectangle and cuboid points: the corners, evenly")
  func corners() {
    let rect = samples(.rectangle, .points)
    #expect(rect.allSatisfy { abs($0.x) == 40 && abs($0.y) == 20 })
    #expect(Set(rect.map { [$0.x, $0.y] }).count == 4)
    let box = samples(.cuboid, .points)
    #expect(box.allSatisfy { abs($0.x) == 40 && abs($0.y) == 20 && abs($0.z) == 10 })
    let counts = Dictionary(grouping: box) { [$0.x, $0.y, $0.z] }.mapValues(\.count)
    #expect(counts.count == 8)
    #expect(Statistics.chiSquare(Array(counts.values)) < Statistics.chiSquareCritical(degrees: 7) + 10)
  }

  @Test("cuboid volume: uniform in the box")
  func cuboidVolume() {
    let s = samples(.cuboid, .volume)
    #expect(s.allSatisfy { all(absolute($0) .<= SIMD3<Float>(40, 20, 10)) })
    expectUniform(s.map { ($0.z + 10) / 20 }, "z")
    expectUniform(s.map { ($0.x + 40) / 80 }, "x")
  }

  @Test("cuboid surface: on the six faces, in proportion to their areas")
  func cuboidSurface() {
    let s = samples(.cuboid, .surface)
    func on(_ v: Float, _ half: Float) -> Bool { abs(abs(v) - half) < Self.epsilon }
    #expect(s.allSatisfy { on($0.x, 40) || on($0.y, 20) || on($0.z, 10) })
    let limit = SIMD3<Float>(40, 20, 10) + Self.epsilon
    #expect(s.allSatisfy { all(absolute($0) .<= limit) })
    let zFaces = Double(s.filter { on($0.z, 10) }.count) / Double(s.count)
    let total: Double = 2 * (3200 + 1600 + 800)  // faces: 80×40, 80×20, 40×20
    let expected: Double = 2 * 3200 / total
    #expect(abs(zFaces - expected) < 0.01)
    expectUniform(s.filter { on($0.z, 10) }.map { ($0.x + 40) / 80 }, "z face x")
  }

  @Test("cuboid outline: on the twelve edges, in proportion to their lengths")
  func cuboidOutline() {
    let s = samples(.cuboid, .outline)
    func on(_ v: Float, _ half: Float) -> Bool { abs(abs(v) - half) < Self.epsilon }
    func edgeCount(_ p: SIMD3<Float>) -> Int { [on(p.x, 40), on(p.y, 20), on(p.z, 10)].filter { $0 }.count }
    #expect(s.allSatisfy { edgeCount($0) >= 2 })
    let alongX = Double(s.filter { on($0.y, 20) && on($0.z, 10) && !on($0.x, 40) }.count) / Double(s.count)
    #expect(abs(alongX - 320.0 / 560) < 0.01)
  }

  @Test("circle volume and surface: the disc of radius width, uniform by area", arguments: [EmitterMode.volume, .surface])
  func circleDisc(mode: EmitterMode) {
    let s = samples(.circle, mode)
    func radius(_ p: SIMD3<Float>) -> Float { (p.x * p.x + p.y * p.y).squareRoot() }
    #expect(s.allSatisfy { radius($0) <= 80 + Self.epsilon && $0.z == 0 })
    expectUniform(s.map { ($0.x * $0.x + $0.y * $0.y) / 6400 }, "r² / R²")
    expectUniform(s.map { (atan2($0.y, $0.x) + .pi) / (2 * .pi) }, "angle")
  }

  @Test("circle outline: the circumference, uniform by angle")
  func circleOutline() {
    let s = samples(.circle, .outline)
    #expect(s.allSatisfy { abs(($0.x * $0.x + $0.y * $0.y).squareRoot() - 80) < 1e-2 })
    expectUniform(s.map { (atan2($0.y, $0.x) + .pi) / (2 * .pi) }, "angle")
  }

  @Test("circle and sphere points: the centre")
  func centres() {
    #expect(samples(.circle, .points).allSatisfy { $0 == .zero })
    #expect(samples(.sphere, .points).allSatisfy { $0 == .zero })
  }

  @Test("sphere volume: the ball of radius width, uniform by volume")
  func sphereVolume() {
    let s = samples(.sphere, .volume)
    let radii = s.map { ($0 * $0).sum().squareRoot() }
    #expect(radii.allSatisfy { $0 <= 80 + Self.epsilon })
    expectUniform(radii.map { pow($0 / 80, 3) }, "r³ / R³")
    expectUniform(s.map { ($0.z / max(($0 * $0).sum().squareRoot(), 1e-6) + 1) / 2 }, "cos polar")
  }

  @Test("sphere surface and outline: the shell, uniform by area", arguments: [EmitterMode.surface, .outline])
  func sphereShell(mode: EmitterMode) {
    let s = samples(.sphere, mode)
    #expect(s.allSatisfy { abs(($0 * $0).sum().squareRoot() - 80) < 1e-2 })
    expectUniform(s.map { ($0.z / 80 + 1) / 2 }, "z (Archimedes: uniform on a sphere)")
  }

  @Test("zero-size shapes degenerate to the centre", arguments: EmitterShape.allCases)
  func zeroSize(shape: EmitterShape) {
    for mode in EmitterMode.allCases {
      #expect(samples(shape, mode, size: .zero).allSatisfy { $0 == .zero }, "\(shape) \(mode)")
    }
  }
}

private func absolute(_ p: SIMD3<Float>) -> SIMD3<Float> { SIMD3(abs(p.x), abs(p.y), abs(p.z)) }
