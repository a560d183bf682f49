import EmitterImage
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

@testable import EmitterGPU

/// The `mask` emitter shape on the GPU against the CPU reference, exactly: both pick the pixel
/// with the same integer search over the same table (emitter_mask.glsl), place the birth inside it
/// with the same `precise` float steps and multiply the same colour bytes, so every particle's
/// position, velocity, colour and lifetime agree to the bit (`ComparisonTolerance.exact`), for
/// every source and mode, through jittered frames, a moving emitter and live changes.
@Suite("GPU matches the CPU exactly on the mask shape", .serialized, .tags(.gl))
struct EmitterMaskGPUTests {
  /// A 40 × 24 image: a radial alpha ramp (0 at the corners) over a colour gradient, premultiplied.
  static let ramp: RGBAImage = {
    var image = RGBAImage(width: 40, height: 24)
    for y in 0..<24 {
      for x in 0..<40 {
        let dx = (Double(x) - 19.5) / 20
        let dy = (Double(y) - 11.5) / 12
        let alpha = max(0, 1 - (dx * dx + dy * dy).squareRoot())
        let a = UInt8((alpha * 255).rounded())
        func channel(_ c: Double) -> UInt8 { UInt8((c * Double(a)).rounded()) }
        image[x, y] = SIMD4(channel(Double(x) / 39), channel(Double(y) / 23), channel(0.5), a)
      }
    }
    return image
  }()

  /// `ramp` written once to a temporary PNG.
  static let rampFile: String = {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("emitter-mask-ramp-\(getpid()).png").path
    try! PNGFile.write(ramp, to: path)
    return path
  }()

  static func scene(
    mode: EmitterMode, _ configure: (inout EmitterLayer) -> Void
  ) -> Scene {
    GPUFixtures.scene(
      shape: .mask, mode: mode,
      layer: {
        $0.emitterSize = Size(width: 160, height: 90)
        configure(&$0)
      }
    ) {
      $0.birthRate = 400
      $0.redRange = 0.2
      $0.greenRange = 0.2
    }
  }

  static let cases: [(String, Scene)] = [
    (
      "image file, volume, colours",
      scene(mode: .volume) {
        $0.emitterMask.image = rampFile
        $0.emitterMask.colors = true
      }
    ),
    (
      "image in a data URL (an image in memory), points, colours",
      scene(mode: .points) {
        $0.emitterMask.image = try! ContentsBitmap(image: ramp).dataURL
        $0.emitterMask.colors = true
        $0.emitterMask.sweepNoise = 0.2
      }
    ),
    (
      "image file, outline, scale 2",
      scene(mode: .outline) {
        $0.emitterMask.image = rampFile
        $0.emitterMask.scale = 2
      }
    ),
    (
      "layer's own bitmap contents, points, sweep with noise, colours",
      scene(mode: .points) {
        $0.contents = .bitmap(try! ContentsBitmap(image: ramp))
        $0.emitterMask.colors = true
        $0.emitterMask.sweepAngle = 2.2
        $0.emitterMask.sweepNoise = 0.3
      }
    ),
    (
      "text, surface, bold",
      scene(mode: .surface) {
        $0.emitterMask.text = "Mask!"
        $0.emitterMask.bold = true
      }
    ),
    (
      "text, outline, a moving emitter",
      scene(mode: .outline) {
        $0.emitterMask.text = "go"
        $0.animations = [
          .keyframes(
            "emitterPosition", values: [Point(x: 100, y: 300), Point(x: 300, y: 500)], duration: 3)
        ]
      }
    ),
    (
      "path, volume, scale 0.5",
      scene(mode: .volume) {
        $0.emitterMask.path = "M0 0 L100 0 L50 80 Z M20 10 L80 10 L50 60 Z"
        $0.emitterMask.scale = 0.5
      }
    ),
  ]

  func expectExact(
    _ scene: Scene, frames: [Double], _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(
      comparison.expectedCount > 0, "\(label): live particles", sourceLocation: sourceLocation)
    // The births spread over the mask, not at its centre (an undrawn mask emits from there).
    let resolved = ResolvedScene(scene)
    #expect(
      !resolved.layers[0].mask.pixels.isEmpty, "\(label): the mask drew",
      sourceLocation: sourceLocation)
    #expect(comparison.passed, "\(label)\n\(comparison)", sourceLocation: sourceLocation)
  }

  @Test("each source and mode, 300 jittered frames: 0 deviation", arguments: cases.indices)
  func jittered(index: Int) throws {
    let (label, scene) = Self.cases[index]
    try expectExact(scene, frames: GPUFixtures.jitteryFrames, label)
  }

  @Test("points mode past its last pixel: spent births agree, and only the mask's pixels live")
  func pointsRunOut() throws {
    // 40 × 24 fitted to 150 × 90 points at 0.1 pixels per point: 15 × 9 pixels, about a hundred
    // opaque, all gone within the first half second at 400 a second; lifetime 3 keeps them all.
    let scene = Self.scene(mode: .points) {
      $0.emitterMask.image = Self.rampFile
      $0.emitterMask.scale = 0.1
    }
    try expectExact(scene, frames: FrameTimes.steady(fps: 60, until: 1.5), "points run out")
    let resolved = ResolvedScene(scene)
    let cpu = CPUSimulator(scene: scene)
    cpu.advance(to: 1.5)
    let pixels = resolved.layers[0].mask.pixels.count
    #expect(pixels > 50 && pixels < 135)
    #expect(cpu.snapshot().particles.count == pixels)
  }

  @Test("live changes of every mask key, made on both between frames: 0 deviation")
  func liveChanges() throws {
    let scene = Self.scene(mode: .volume) { $0.emitterMask.text = "one" }
    let comparison = try SimulatorComparison.run(scene, tolerance: .exact, holdingGL: withGL) {
      simulator in
      for (frame, t) in GPUFixtures.jitteryFrames.enumerated() {
        simulator.advance(to: t)
        switch frame {
        case 30: try simulator.setValue("two", forKeyPath: "emitterMaskText")
        case 60: try simulator.setValue(true, forKeyPath: "emitterMaskBold")
        case 90: try simulator.setValue("DejaVu Serif", forKeyPath: "emitterMaskFont")
        case 120: try simulator.setValue(EmitterMode.outline, forKeyPath: "emitterMode")
        case 150:
          try simulator.setValue(Optional<String>.none, forKeyPath: "emitterMaskText")
          try simulator.setValue(Self.rampFile, forKeyPath: "emitterMaskImage")
        case 180: try simulator.setValue(true, forKeyPath: "emitterMaskColors")
        case 200: try simulator.setValue(1.5, forKeyPath: "emitterMaskScale")
        case 220:
          try simulator.setValue(EmitterMode.points, forKeyPath: "emitterMode")
          try simulator.setValue(0.7, forKeyPath: "emitterMaskSweepNoise")
          try simulator.setValue(-1.0, forKeyPath: "emitterMaskSweepAngle")
        case 240:
          try simulator.setValue(try ContentsBitmap(image: Self.ramp).dataURL, forKeyPath: "emitterMaskImage")
        case 250:
          try simulator.setValue(Optional<String>.none, forKeyPath: "emitterMaskImage")
          try simulator.setValue("M0 0 L60 0 L60 60 Z", forKeyPath: "emitterMaskPath")
        default: break
        }
      }
    }
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }
}
