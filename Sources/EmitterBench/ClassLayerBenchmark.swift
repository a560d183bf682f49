import CoreGraphics
import EmitterImage
import EmitterKit
import EmitterModel
import Foundation
import QuartzCore

/// `emitter bench --classes`: what Core Animation's classes cost over the façade they run on.
/// One scene (the workload's confetti rain at each live count) built with the classes as iOS
/// code builds it, shown by `CARenderer` (QuartzCore's headless host: a frame is commit,
/// advance, animation ticks, commit, draw), against the very scene the classes made, run by a
/// `ParticleSystem` alone (a frame is `update` and `image()`): frames timed in turns (a b a b,
/// one process), on the CPU engine and on OpenGL. Then the price of one property set on the
/// displayed layer, `emitterLayer.birthRate = x` committed to the engine, against the façade's
/// own `setValue`.
package struct ClassLayerBenchmark {
  package var workload: BenchmarkWorkload
  package var counts: [Int]
  package var repeats: Int
  /// Property sets a frame, as a drag sends them (1,000 a second at 60 fps: `cpu-live-drag`).
  package static let setsPerFrame = 17

  package init(workload: BenchmarkWorkload, counts: [Int], repeats: Int) {
    self.workload = workload
    self.counts = counts
    self.repeats = repeats
  }

  /// One engine at one live count: median frame milliseconds both ways.
  package struct FrameRow: Sendable, Codable {
    package var engine: String
    package var liveParticles: Int
    package var facadeMilliseconds: Double
    package var classesMilliseconds: Double
    /// How much longer a frame takes through the classes, percent.
    package var overheadPercent: Double { (classesMilliseconds / facadeMilliseconds - 1) * 100 }
  }

  /// One way of changing a live value: median microseconds per change.
  package struct SetRow: Sendable, Codable {
    package var label: String
    package var microseconds: Double
  }

  package struct Result: Sendable, Codable {
    package var frames: [FrameRow]
    package var sets: [SetRow]
  }

  /// Runs every measurement; the OpenGL rows need the shared headless context current.
  package func run(openGL: Bool, progress: (String) -> Void = { _ in }) throws -> Result {
    var frames: [FrameRow] = []
    let engines: [(String, CARenderer.Backend, ParticleSystem.Backend)] =
      [("CPU", .cpu, .cpu)] + (openGL ? [("OpenGL", .openGL, .openGL)] : [])
    for (name, classes, facade) in engines {
      for count in counts {
        progress("class layer, \(name), \(ParticleCount.format(count)) particles")
        frames.append(
          try frameRow(engine: name, liveParticles: count, classes: classes, facade: facade))
      }
    }
    progress("class layer, property sets")
    return Result(frames: frames, sets: try setRows())
  }
}

extension ClassLayerBenchmark {
  /// The workload's scene for `liveParticles`, built with Core Animation's classes as iOS code
  /// builds it: a root layer the canvas's size holding one line emitter, its one cell given
  /// each value by its property, the confetti a white image of the sprite's size.
  func tree(liveParticles: Int) -> (root: CALayer, emitter: CAEmitterLayer) {
    let scene = workload.steady(liveParticles: liveParticles)
    let model = scene.layers[0]
    let source = model.emitterCells[0]
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
    let emitter = CAEmitterLayer()
    emitter.frame = root.bounds
    emitter.emitterShape = .line
    emitter.emitterPosition = CGPoint(x: model.emitterPosition.x, y: model.emitterPosition.y)
    emitter.emitterSize = CGSize(width: model.emitterSize.width, height: model.emitterSize.height)
    let cell = CAEmitterCell()
    cell.name = source.name
    cell.birthRate = Float(source.birthRate)
    cell.lifetime = Float(source.lifetime)
    cell.lifetimeRange = Float(source.lifetimeRange)
    cell.velocity = source.velocity
    cell.velocityRange = source.velocityRange
    cell.emissionLongitude = source.emissionLongitude
    cell.emissionRange = source.emissionRange
    cell.yAcceleration = source.yAcceleration
    cell.spin = source.spin
    cell.spinRange = source.spinRange
    cell.scale = source.scale
    cell.scaleRange = source.scaleRange
    cell.scaleSpeed = source.scaleSpeed
    cell.color = CGColor(
      red: source.color.red, green: source.color.green, blue: source.color.blue,
      alpha: source.color.alpha)
    cell.redRange = Float(source.redRange)
    cell.greenRange = Float(source.greenRange)
    cell.blueSpeed = Float(source.blueSpeed)
    cell.alphaSpeed = Float(source.alphaSpeed)
    if case .shape(_, let size)? = source.contents {
      let pixels = RGBAImage(
        width: Int(size.width), height: Int(size.height), fill: SIMD4(255, 255, 255, 255))
      cell.contents = CGImage(pixels: pixels)
    }
    emitter.emitterCells = [cell]
    root.addSublayer(emitter)
    return (root, emitter)
  }

  /// Both ways of showing one tree, warmed up to steady state, timed a frame each in turns.
  func frameRow(
    engine: String, liveParticles: Int, classes: CARenderer.Backend,
    facade: ParticleSystem.Backend
  ) throws -> FrameRow {
    CARenderer.setMediaTime(0)
    defer { CARenderer.setMediaTime(nil) }
    let renderer = try CARenderer(layer: tree(liveParticles: liveParticles).root, backend: classes)
    defer { try? renderer.close() }
    // The very scene the classes made, for the façade alone.
    let system = try ParticleSystem(scene: renderer.host.scene, backend: facade)
    defer { try? system.destroy() }
    let step = 1.0 / 60
    var time = 0.0
    for _ in 0..<Int(((workload.lifetime + workload.lifetimeRange) / step).rounded(.up)) {
      time += step
      _ = try renderer.pixels(atTime: time)
      try system.update(to: time)
    }
    // The same frame both ways, or the comparison is not of the same work.
    guard try renderer.pixels(atTime: time) == system.image() else {
      throw ClassLayerBenchmarkError(
        "\(engine), \(liveParticles) particles: the classes' frame differs from the façade's")
    }
    var facadeSeconds: [Double] = []
    var classesSeconds: [Double] = []
    for _ in 0..<max(repeats, 1) {
      time += step
      facadeSeconds.append(
        try Stopwatch.seconds {
          try system.update(to: time)
          _ = try system.image()
        })
      classesSeconds.append(try Stopwatch.seconds { _ = try renderer.pixels(atTime: time) })
    }
    return FrameRow(
      engine: engine, liveParticles: try system.liveCount(),
      facadeMilliseconds: TimingSample(facadeSeconds).median * 1000,
      classesMilliseconds: TimingSample(classesSeconds).median * 1000)
  }

  /// A property set on the displayed emitter layer, committed (`birthRate = x`, then the
  /// transaction's commit hands it to the engine): with the implicit animation Core Animation
  /// adds to a layer that is not a view's, with actions disabled, and the façade's `setValue`
  /// alone. `setsPerFrame` each frame, the frames between them not timed.
  func setRows() throws -> [SetRow] {
    CARenderer.setMediaTime(0)
    defer { CARenderer.setMediaTime(nil) }
    let (root, emitter) = tree(liveParticles: counts.first ?? 10_000)
    let renderer = try CARenderer(layer: root, backend: .cpu)
    defer { try? renderer.close() }
    let system = try ParticleSystem(scene: renderer.host.scene, backend: .cpu)
    defer { try? system.destroy() }
    var time = 0.0
    var value: Float = 1
    let ways: [(String, () throws -> Void)] = [
      (
        "emitterLayer.birthRate = x; commit (implicit animation)",
        {
          emitter.birthRate = value
          CATransaction.flush()
        }
      ),
      (
        "emitterLayer.birthRate = x; commit (actions disabled)",
        {
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          emitter.birthRate = value
          CATransaction.commit()
        }
      ),
      (
        "ParticleSystem.setValue(_:forKeyPath: \"birthRate\", layer:)",
        { try system.setValue(.number(Double(value)), forKeyPath: "birthRate", layer: 0) }
      ),
    ]
    var samples = Array(repeating: [Double](), count: ways.count)
    for _ in 0..<max(repeats, 1) {
      time += 1.0 / 60
      _ = try renderer.pixels(atTime: time)
      try system.update(to: time)
      for (index, way) in ways.enumerated() {
        samples[index].append(
          try Stopwatch.seconds {
            for _ in 0..<Self.setsPerFrame {
              value = value == 1 ? 0.5 : 1
              try way.1()
            }
          } / Double(Self.setsPerFrame))
      }
    }
    return ways.indices.map {
      SetRow(label: ways[$0].0, microseconds: TimingSample(samples[$0]).median * 1e6)
    }
  }
}

/// Why the class-layer benchmark could not compare the two paths.
package struct ClassLayerBenchmarkError: Error, CustomStringConvertible {
  package var description: String
  init(_ description: String) { self.description = description }
}
