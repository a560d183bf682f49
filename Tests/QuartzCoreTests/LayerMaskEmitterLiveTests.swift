import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A mask that emits, changed live through `ParticleSystem` (a scene file's `events`): its
/// particles follow the mask's keys as they are at the moment (`Scene.maskGeometry`), and a
/// layer that loses the mask draws unmasked, the emitter drawn nowhere; GL draws what the CPU
/// engine draws.
extension QuartzCoreTests {
  @Suite struct LayerMaskEmitterLiveTests {
    /// A solid red layer masked by a 100 pt mask emitting one still 20 pt square from mask
    /// point (30, 40) (serial 0 at 0 s; the next is due at 1 s), with `events`.
    static func oneSquare(position: String = "[60, 70]", events: String = "") throws -> Scene {
      try Scene(
        jsonData: Data(
          """
          {"size": [195, 211], "layers": [{"name": "solid", "backgroundColor": [1, 0, 0, 1],
            "mask": {"bounds": [0, 0, 100, 100], "position": \(position),
                     "emitterPosition": [30, 40],
                     "emitterCells": [{"name": "spark", "birthRate": 1, "lifetime": 100,
                                       "contents": {"shape": "square", "size": [20, 20]}}]},
            "events": [\(events)]}]}
          """.utf8), file: "one-square.json")
    }

    static let red = SIMD4<UInt8>(255, 0, 0, 255)

    @Test(.tags(.gl)) func theMaskMovedLiveCarriesItsParticles() throws {
      let moved = try Self.oneSquare(
        events: #"{"time": 0.1, "type": "set", "keyPath": "mask.position", "value": [100, 120]}"#)
      let frame = try #require(try FileFrames.render(moved, at: [0.5]).first)
      // The frame of a mask there from the start.
      let there = try FileFrames.render(Self.oneSquare(position: "[100, 120]"), at: [0.5])
      #expect(frame == there.first)
      // The square at mask (30, 40), the mask's origin at canvas (50, 70): x 70..<90, y 100..<120.
      #expect(frame[80, 110] == Self.red)
      #expect(frame[40, 60] == ReferenceRasterizer.backgroundPixel(moved))
      let gl = try #require(
        try withGL { try FileFrames.renderGL(moved, at: [0.5], pixelScale: 1) }.first)
      let comparison = ImageComparison(actual: gl, expected: frame)
      #expect(comparison.passed, "\(comparison)")
    }

    @Test(.tags(.gl)) func aLayerThatLosesItsEmittingMaskDrawsUnmasked() throws {
      let removed = try Self.oneSquare(
        events: #"{"time": 0.1, "type": "set", "keyPath": "mask", "value": null}"#)
      let frame = try #require(try FileFrames.render(removed, at: [0.5]).first)
      #expect(
        frame.pixels == RGBAImage(width: frame.width, height: frame.height, fill: Self.red).pixels)
      let gl = try #require(
        try withGL { try FileFrames.renderGL(removed, at: [0.5], pixelScale: 1) }.first)
      let comparison = ImageComparison(actual: gl, expected: frame)
      #expect(comparison.passed, "\(comparison)")
    }
  }
}
