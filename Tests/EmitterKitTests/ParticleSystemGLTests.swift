import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// The façade's simulation side: it equals the CPU reference, forwards live changes and
/// emission calls, calls completion callbacks, and refuses what it cannot do with errors.
@Suite("ParticleSystem", .serialized, .tags(.gl))
struct ParticleSystemGLTests {
  @Test("without a current GL context: an error, not a crash")
  func noContext() {
    #expect(throws: ParticleSystemError.self) {
      _ = try ParticleSystem(scene: ParticleSystemDrawsOverHostGLTests.scene())
    }
    do {
      _ = try ParticleSystem(scene: ParticleSystemDrawsOverHostGLTests.scene())
    } catch {
      guard case .noCurrentContext = error else {
        Issue.record("expected noCurrentContext, got \(error)")
        return
      }
    }
  }

  @Test(
    "live changes, bursts and stop reach the simulation as on the CPU reference; completion is called"
  )
  func liveChangesAndCompletion() throws {
    let scene = ParticleSystemDrawsOverHostGLTests.scene()
    let cpu = CPUSimulator(scene: scene)
    var completed: [LayerCompletion] = []
    let (gpu, gpuCompleted) = try withGL {
      let system = try ParticleSystem(scene: scene)
      defer { try? system.destroy() }
      system.onLayerCompleted = { completed.append($0) }
      for frame in 1...10 { try system.update(to: Double(frame) / 60) }
      try system.setValue(Point(x: 40, y: 50), forKeyPath: "emitterPosition")
      try system.setValue(
        json: .array([.number(0.2), .number(0.9), .number(0.4)]),
        forKeyPath: "emitterCells.spark.color", layer: 1)
      try system.burst(30, cell: "square")
      try system.stop(layer: 1)
      for frame in 11...20 {
        try system.update(by: 1.0 / 60)
        _ = frame
      }
      let snapshot = try system.snapshot()
      // Sparks live 2 s: layer 1 completes by 2.5 s.
      try system.update(to: 2.5)
      return (snapshot, completed)
    }
    for frame in 1...10 { cpu.advance(to: Double(frame) / 60) }
    try cpu.setValue(Point(x: 40, y: 50), forKeyPath: "emitterPosition")
    try cpu.setValue(
      Color(red: 0.2, green: 0.9, blue: 0.4), forKeyPath: "emitterCells.spark.color", layer: 1)
    try cpu.burst(30, cell: "square")
    try cpu.stop(layer: 1)
    var time = 10.0 / 60
    for _ in 11...20 {
      time += 1.0 / 60
      cpu.advance(to: time)
    }
    let reference = cpu.snapshot()
    #expect(gpu.particles.count == reference.particles.count)
    #expect(gpu.particles.count > 30)
    // The standard CPU-vs-GPU tolerance (positions ~1e-3 pt): the same particles, live changes
    // and all.
    let comparison = SnapshotComparison(expected: reference, actual: gpu)
    #expect(comparison.passed, "\(comparison)")
    #expect(gpuCompleted.map(\.layer) == [1])
  }

  @Test("another context current: refused, nothing touched; its own context again: fine")
  func wrongContext() throws {
    try withGL {
      let system = try ParticleSystem(scene: ParticleSystemDrawsOverHostGLTests.scene())
      try system.update(to: 0.1)
      let other = try HeadlessContext()
      try other.makeCurrent()
      do {
        try system.update(to: 0.2)
        Issue.record("updated in another context")
      } catch {
        guard case .wrongContext? = error as? ParticleSystemError else {
          Issue.record("\(error)")
          return
        }
      }
      #expect(throws: ParticleSystemError.self) { try system.destroy() }
      other.destroy()
      try HeadlessContext.shared().makeCurrent()
      #expect(system.time == 0.1)
      try system.update(to: 0.2)
      try system.destroy()
    }
  }

  @Test("bad input: errors with the key path, the value, the allowed range")
  func errors() throws {
    try withGL {
      let system = try ParticleSystem(scene: ParticleSystemDrawsOverHostGLTests.scene())
      #expect(throws: LiveChangeError.self) {
        try system.setValue(3.0, forKeyPath: "emitterCells.nope.birthRate")
      }
      do {
        try system.setValue(json: .string("sideways"), forKeyPath: "renderMode")
        Issue.record("an unknown render mode was taken")
      } catch {
        #expect("\(error)".contains("renderMode"))
        #expect("\(error)".contains("sideways"))
      }
      #expect(throws: EmissionControlError.self) { try system.burst(5, cell: "nope") }
      #expect(throws: ParticleSystemError.self) { try system.update(to: .infinity) }
      #expect(throws: ParticleSystemError.self) { try system.update(by: -1) }
      #expect(throws: ParticleSystemError.self) {
        try system.resize(to: Size(width: 0, height: 10))
      }
      // Sizes whose pixel count does not fit an Int, and jumps that would take minutes.
      #expect(throws: ParticleSystemError.self) {
        try system.resize(to: Size(width: 1e300, height: 10))
      }
      #expect(throws: ParticleSystemError.self) {
        _ = try ParticleSystem(scene: ParticleSystemDrawsOverHostGLTests.scene(), pixelScale: 1e300)
      }
      #expect(throws: ParticleSystemError.self) { try system.update(to: 1e12) }
      #expect(throws: ParticleSystemError.self) {
        try system.draw(into: .framebuffer(0, viewport: PixelRect(width: 0, height: 10)))
      }
      #expect(throws: ParticleSystemError.self) {
        try system.draw(into: .texture(987_654, width: 4, height: 4))
      }
      try system.destroy()
      do {
        try system.destroy()
        Issue.record("destroyed twice")
      } catch {
        guard case .destroyed? = error as? ParticleSystemError else {
          Issue.record("\(error)")
          return
        }
      }
      #expect(throws: ParticleSystemError.self) { try system.update(to: 1) }
    }
  }
}
