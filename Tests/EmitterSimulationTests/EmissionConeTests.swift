import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("Emission direction")
struct EmissionConeTests {
  func directions(longitude: Float, latitude: Float, range: Float, halfWidth: Float, count: Int = 50_000) -> [SIMD3<Float>] {
    (0..<count).map { i in
      let random = ParticleRandom(key: CounterHash.particleKey(seed: 2, cell: 0, serial: UInt64(i)))
      return EmissionCone.direction(
        longitude: longitude, latitude: latitude, range: range, halfWidth: halfWidth,
        polar: random.unit(.directionPolar), azimuth: random.unit(.directionAzimuth))
    }
  }

  func angle(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
    acos(min(1, max(-1, (a * b).sum())))
  }

  @Test("zero range aims exactly along longitude and latitude (iOS: 0 is +x, pi/2 is down)")
  func axis() {
    let right = directions(longitude: 0, latitude: 0, range: 0, halfWidth: 1, count: 1)[0]
    #expect(right == SIMD3(1, 0, 0))
    let down = directions(longitude: .pi / 2, latitude: 0, range: 0, halfWidth: 1, count: 1)[0]
    #expect(abs(down.x) < 1e-6 && abs(down.y - 1) < 1e-6 && down.z == 0)
    let toward = directions(longitude: 0, latitude: .pi / 2, range: 0, halfWidth: 1, count: 1)[0]
    #expect(abs(toward.z - 1) < 1e-6)
  }

  @Test("directions are unit vectors inside the cone, with the cone's mean and solid-angle-uniform spread",
        arguments: [(Float(0.3), Float(0.2), Float(0.5), Float(1)), (-1.57, 0, 0.785, 0.5), (3.14, 0.4, 1.2, 1)])
  func cone(longitude: Float, latitude: Float, range: Float, halfWidth: Float) {
    let axis = SIMD3<Float>(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
    let halfAngle = range * halfWidth
    let samples = directions(longitude: longitude, latitude: latitude, range: range, halfWidth: halfWidth)
    #expect(samples.allSatisfy { abs(($0 * $0).sum() - 1) < 1e-5 })
    #expect(samples.allSatisfy { angle($0, axis) <= halfAngle + 1e-3 })
    let mean = samples.reduce(SIMD3<Float>.zero, +) / Float(samples.count)
    #expect(angle(mean / (mean * mean).sum().squareRoot(), axis) < 0.01)
    // Uniform over the cap: cos(angle from axis) is uniform in [cos h, 1].
    let cosHalf = cos(halfAngle)
    let fractions = samples.map { ((($0 * axis).sum()) - cosHalf) / (1 - cosHalf) }
    let counts = Statistics.histogram(fractions, bins: 40)
    #expect(Statistics.chiSquare(counts) < Statistics.chiSquareCritical(degrees: 39))
  }

  @Test("a range of 2pi covers the whole sphere evenly")
  func fullSphere() {
    let samples = directions(longitude: 0, latitude: 0, range: 2 * .pi, halfWidth: 0.5)
    let counts = Statistics.histogram(samples.map { ($0.z + 1) / 2 }, bins: 40)
    #expect(Statistics.chiSquare(counts) < Statistics.chiSquareCritical(degrees: 39))
  }

  @Test("a frame along a parent's velocity turns longitude 0 into that velocity's direction")
  func parentFrame() {
    let frame = EmissionFrame.along(SIMD3(0, 3, 4))
    let d = frame.toLayer(SIMD3(1, 0, 0))
    #expect(abs(d.y - 0.6) < 1e-6 && abs(d.z - 0.8) < 1e-6)
    #expect(abs((frame.side * frame.forward).sum()) < 1e-6 && abs((frame.up * frame.forward).sum()) < 1e-6)
    #expect(EmissionFrame.along(.zero) == .layerAxes)
    let vertical = EmissionFrame.along(SIMD3(0, 0, 2))
    #expect(abs((vertical.side * vertical.side).sum() - 1) < 1e-6)
  }
}
