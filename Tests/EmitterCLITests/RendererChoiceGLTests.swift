import EmitterGL
import EmitterImage
import EmitterKit
import EmitterModel
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI
import EmitterVerification

/// `emitter render --renderer`: the choice, auto's rule, and the CPU renderer's frames against
/// the GL renderer's (each side its own simulator, which agree on llvmpipe bit for bit, and
/// renderers that agree with the reference rasteriser within the render tolerance).
@Suite("emitter render --renderer", .serialized, .tags(.gl))
struct RendererChoiceGLTests {
  @Test("software drivers by their renderer strings")
  func softwareDrivers() {
    typealias Backend = ParticleSystem.Backend
    #expect(Backend.isSoftware(renderer: "llvmpipe (LLVM 15.0.6, 256 bits)"))
    #expect(Backend.isSoftware(renderer: "softpipe"))
    #expect(Backend.isSoftware(renderer: "Mesa X11 swrast"))
    #expect(!Backend.isSoftware(renderer: "NVIDIA H200/PCIe/SSE2"))
    #expect(!Backend.isSoftware(renderer: "AMD Radeon RX 7900 XTX (radeonsi, navi31, LLVM 15.0.7)"))
  }

  @Test("the option parses cpu, gl and auto (the default) and refuses anything else")
  func parsing() throws {
    #expect(try Render.parse(["fire", "--out", "a.png"]).renderer == .auto)
    #expect(try Render.parse(["fire", "--out", "a.png", "--renderer", "auto"]).renderer == .auto)
    #expect(try Render.parse(["fire", "--out", "a.png", "--renderer", "cpu"]).renderer == .cpu)
    #expect(try Render.parse(["fire", "--out", "a.png", "--renderer", "gl"]).renderer == .gl)
    #expect(throws: (any Error).self) {
      try Render.parse(["fire", "--out", "a.png", "--renderer", "vulkan"])
    }
    // GPU conversion is GL's: asked for with the default, GL draws.
    #expect(Render.drawingRenderer(.auto, videoConversion: .gpu) == .gl)
    #expect(Render.drawingRenderer(.auto, videoConversion: .ffmpeg) == .auto)
    #expect(Render.drawingRenderer(.auto, videoConversion: nil) == .auto)
    #expect(Render.drawingRenderer(.cpu, videoConversion: nil) == .cpu)
  }

  @Test("auto follows the driver of the context it can make, and keeps composed layers on GL")
  func autoResolves() throws {
    let scenes = Repository.root.appendingPathComponent("scenes")
    let plain = try Scene.load(contentsOf: scenes.appendingPathComponent("confetti-cannon.json"))
    // night-sky's layers draw backgrounds and shadows: GL on any driver.
    let composed = try Scene.load(contentsOf: scenes.appendingPathComponent("night-sky.json"))
    try withGL {
      let software = ParticleSystem.Backend.isSoftware(renderer: GL.renderer)
      let system = try ParticleSystem(scene: plain, backend: .auto)
      defer { try? system.destroy() }
      #expect(system.backend == (software ? .cpu : .openGL), "\(GL.renderer)")
      let layered = try ParticleSystem(scene: composed, backend: .auto)
      defer { try? layered.destroy() }
      #expect(layered.backend == .openGL, "auto chose \(layered.backend) for night-sky")
    }
    // With no context current, auto draws on the CPU.
    let none = try ParticleSystem(scene: plain, backend: .auto)
    #expect(none.backend == .cpu)
    let (backend, context, _) = try RendererChoice.cpu.backend()
    #expect(backend == .cpu && context == nil)
  }

  @Test("the CPU renderer's PNG and folder match the GL renderer's frames")
  func cpuMatchesGL() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-renderer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for choice in ["cpu", "gl"] {
      try Render.parse([
        Repository.scenes.appendingPathComponent("confetti-cannon.json").path, "--frames", "45",
        "--fps", "30", "--scale", "0.5", "--renderer", choice, "--out",
        folder.appendingPathComponent(choice).path + "/",
      ]).run()
    }
    for frame in ["frame-00001.png", "frame-00030.png", "frame-00045.png"] {
      let cpu = try PNGFile.read(folder.appendingPathComponent("cpu/\(frame)").path)
      let gl = try PNGFile.read(folder.appendingPathComponent("gl/\(frame)").path)
      let comparison = ImageComparison(
        actual: cpu, expected: gl,
        // The render tests' tolerance (EmitterRenderGLTests' `.render`): 3/255, 0.05 %, mean 0.1.
        tolerance: .init(channelThreshold: 3, maximumDifferingFraction: 0.0005, maximumMeanDifference: 0.1))
      #expect(comparison.passed, "\(frame): \(comparison)")
    }
    let last = try PNGFile.read(folder.appendingPathComponent("cpu/frame-00045.png").path)
    let background = last[0, 0]
    var drawn = 0
    for y in 0..<last.height { for x in 0..<last.width where last[x, y] != background { drawn += 1 } }
    #expect(drawn > last.width * last.height / 100, "the cannon drew \(drawn) pixels")
  }
}
