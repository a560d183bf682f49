import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import QuartzCore
import Testing

/// One layer tree shown by a CPU host and a GL host at once, changed through the classes at
/// random moments between jittery frames: both engines receive the same live calls at the same
/// times, and their particles agree with 0 deviation (llvmpipe computes as the CPU reference
/// does; the engine's own live-change suites hold the same bound).
extension QuartzCoreTests {
  @Suite(.tags(.gl)) struct LiveTreeGLTests {
    @Test(arguments: 0..<6 as Range<UInt64>)
    func randomChanges(seed: UInt64) throws {
      try withGL {
        try expectNoProblems {
          var script = LiveTreeScript(seed: seed)
          let cpu = try LayerTreeHost(root: script.root, backend: .cpu, records: true)
          let gpu = try LayerTreeHost(
            root: script.root, backend: .openGL, context: SharedHeadlessContext(), records: true)
          defer {
            try? cpu.close()
            try? gpu.close()
          }
          let frames = FrameTimes.jittery(count: 90, seed: seed)
          var changes = SplitMix64(seed: seed &+ 7)
          for time in frames {
            CARenderer.setMediaTime(time)
            CATransaction.flush()
            try cpu.advance(to: time)
            try gpu.advance(to: time)
            // About one frame in four, one to three changes, committed with this frame.
            if changes.next() % 4 == 0 {
              for _ in 0...(changes.next() % 3) { script.change() }
            }
          }
          CATransaction.flush()
          let last = frames.last ?? 0
          try cpu.advance(to: last + 0.2)
          try gpu.advance(to: last + 0.2)
          let comparison = SnapshotComparison(
            expected: try cpu.snapshot(), actual: try gpu.snapshot())
          #expect(comparison.expectedCount > 20, "the run has particles")
          #expect(comparison.passed, "\(comparison)")
          for attribute in comparison.attributes {
            #expect(
              attribute.maximum == 0, "\(attribute.attribute) deviates by \(attribute.maximum)")
          }
          #expect(cpu.recording == gpu.recording, "both engines were told the same")
          // The recording is a scene file: replayed at the same frame times, the same particles.
          let recording = try Scene(jsonData: cpu.recording.jsonData(), file: "recording.json")
          let replay = try ParticleSystem(scene: recording, backend: .cpu)
          for time in frames + [last + 0.2] { try replay.update(to: time) }
          let replayed = SnapshotComparison(
            expected: try cpu.snapshot(), actual: try replay.snapshot())
          #expect(
            replayed.passed && replayed.attributes.allSatisfy { $0.maximum == 0 }, "\(replayed)")
          let events = cpu.recording.layers.flatMap(\.events).count
          #expect(events > 10, "the script made live changes")
          // Layers added to and removed from the root are the canvas's own events (a layer added
          // and removed in one transaction never reaches the engine).
          let canvas = cpu.recording.events
          #expect(
            script.flares == 0 || !canvas.isEmpty, "\(script.flares) layers added to the root")
          #expect(canvas.count <= 2 * script.flares)
        }
      }
    }
  }
}
