import CoreGraphics
import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import QuartzCore
import Testing

/// A shown layer's `mask` taken away and given live (`layer.mask = nil`, `layer.mask = other`):
/// the engine's `mask` set to null or its keys set, so the frame after the change is the frame
/// of the tree that never had the mask (or always had the new one), the recording replays it,
/// and the GL host draws what the CPU host draws from the same calls.
extension QuartzCoreTests {
  @Suite struct LayerMaskLiveTests {
    typealias Tree = QuartzCoreTests.LayerMaskClassTests

    /// A rectangle mask over the left half of the emitter.
    static func rectangleMask() -> CALayer {
      let mask = CALayer()
      mask.frame = CGRect(x: 0, y: 0, width: 80, height: 120)
      mask.backgroundColor = CGColor(gray: 1, alpha: 1)
      return mask
    }

    /// The frames at `times` of the tree with `mask` from the start.
    static func frames(mask: CALayer?, at times: [Double], backend: CARenderer.Backend = .cpu)
      throws -> [RGBAImage]
    {
      let (root, emitter, _) = Tree.tree()
      emitter.mask = mask
      let renderer = try CARenderer(layer: root, backend: backend)
      defer { try? renderer.close() }
      return try times.map { try renderer.pixels(atTime: $0) }
    }

    @Test func removingTheMaskDrawsTheUnmaskedFrame() throws {
      let (frames, recording) = try expectNoProblems {
        let (root, emitter, _) = Tree.tree()
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1, records: true)
        defer { try? renderer.close() }
        let masked = try renderer.pixels(atTime: 0.3)
        emitter.mask = nil
        return ([masked, try renderer.pixels(atTime: 0.6)], renderer.host.recording)
      }
      let unmasked = try expectNoProblems { try Self.frames(mask: nil, at: [0.3, 0.6]) }
      #expect(frames[0] != unmasked[0], "the mask masked before")
      #expect(frames[1] == unmasked[1], "the frame after removal is the unmasked frame")
      let events = recording.layers.flatMap(\.events)
      #expect(events.contains { $0.action == .set(keyPath: "mask", value: .unset) }, "\(events)")
      // The recording is a scene file: replayed, the same frames.
      let file = try Scene(jsonData: recording.jsonData(), file: "recording.json")
      #expect(try FileFrames.render(file, at: [0.3, 0.6]) == frames)
    }

    @Test func aNewMaskReplacesTheOldOne() throws {
      let frames = try expectNoProblems { () throws -> [RGBAImage] in
        let (root, emitter, _) = Tree.tree()
        let renderer = try CARenderer(layer: root)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 0.3)
        emitter.mask = Self.rectangleMask()
        let replaced = try renderer.pixels(atTime: 0.6)
        emitter.mask = nil
        _ = try renderer.pixels(atTime: 0.7)
        emitter.mask = Self.rectangleMask()
        return [replaced, try renderer.pixels(atTime: 0.9)]
      }
      let expected = try expectNoProblems {
        try Self.frames(mask: Self.rectangleMask(), at: [0.6, 0.9])
      }
      #expect(frames == expected, "the new mask is drawn as if it had always been there")
    }

    @Test(.tags(.gl)) func glDrawsWhatTheCPUDraws() throws {
      try withGL {
        try expectNoProblems {
          let (root, emitter, _) = Tree.tree()
          let times = FrameTimes.jittery(count: 40, seed: 3)
          var shown: RGBAImage?
          try stepOnCPUAndGL(root, times: times) { index, _ in
            if index == 12 { emitter.mask = nil }
            if index == 25 { emitter.mask = Self.rectangleMask() }
          } check: { cpu, gpu in
            let comparison = SnapshotComparison(
              expected: try cpu.snapshot(), actual: try gpu.snapshot())
            #expect(comparison.expectedCount > 20 && comparison.passed, "\(comparison)")
            for attribute in comparison.attributes {
              #expect(
                attribute.maximum == 0, "\(attribute.attribute) deviates by \(attribute.maximum)")
            }
            #expect(cpu.recording == gpu.recording, "both engines were told the same")
            shown = try gpu.renderImage()
          }
          // The GL frame is the one of a tree that had the last mask from the start.
          CARenderer.setMediaTime(0)  // the second tree starts where the first did
          let (otherRoot, otherEmitter, _) = Tree.tree()
          otherEmitter.mask = Self.rectangleMask()
          let other = try LayerTreeHost(
            root: otherRoot, backend: .openGL, context: SharedHeadlessContext())
          defer { try? other.close() }
          for time in times {
            CARenderer.setMediaTime(time)
            CATransaction.flush()
            try other.advance(to: time)
          }
          let drawn = try other.renderImage()
          #expect(drawn == shown)
          try? QuartzCoreTests.LayerMaskClassTests.writeForViewing(drawn, "mask-live-gl")
        }
      }
    }
  }
}
