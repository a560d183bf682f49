// libFuzzer entry point over the whole render path: each input is decoded as a scene file
// (`Scene.decode`, as `emitter render` reads one), then simulated and drawn by the OpenGL engine
// (`ParticleSystem`) into a 40x40 texture of a headless EGL context, one frame at 1/30 s.
//
// Outcomes: refused (the decoder's `SceneFileError`), over a budget (the façade's
// `ParticleSystemError`: the particle cap, the GPU's block limits, the contents budget),
// drawn; a crash, a hang (libFuzzer's -timeout) or running out of memory (-rss_limit_mb) is a
// finding. The scene's `particleCap` is lowered to `particleCap` below first, as
// `--memory-limit` lowers the pools of `emitter render`, so a scene that asks for more particles
// than that is a budget error here rather than gigabytes of buffers.
import CEpoxyFuzz
import EmitterKit
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func renderFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  RenderFuzz.run(Data(bytes: data, count: size))
  return 0
}

enum RenderFuzz {
  /// The most particle slots a fuzzed scene may have: 2^20 (about 100 MiB of GPU arrays and
  /// their driver copies), far under -rss_limit_mb.
  static let particleCap = 1 << 20
  static let side = 40

  /// Outcome counts, printed at exit.
  nonisolated(unsafe) static var counts: [String: Int] = [:]

  /// The context and the texture, made once (the first input pays for them).
  nonisolated(unsafe) static var target: (context: HeadlessContext, texture: GLuint)? = nil

  static func run(_ data: Data) {
    let scene: Scene
    do {
      var decoded = try Scene.decode(jsonData: data, file: "fuzz.json").scene
      decoded.particleCap = min(decoded.particleCap, particleCap)
      scene = decoded
    } catch {
      counts["refused", default: 0] += 1
      return
    }
    do {
      let (context, texture) = try prepare()
      try context.withCurrent {
        let system = try ParticleSystem(
          scene: scene, pixelScale: 1, canvasSize: Size(width: Double(side), height: Double(side)))
        defer { try? system.destroy() }
        try system.update(to: 1.0 / 30)
        try system.draw(into: .texture(texture, width: side, height: side))
        epoxy_glFinish!()
      }
      counts["drawn", default: 0] += 1
    } catch let error as ParticleSystemError {
      _ = error
      counts["over a budget or refused by the engine", default: 0] += 1
    } catch {
      FileHandle.standardError.write(Data("render fuzz: no headless GL context: \(error)\n".utf8))
      exit(2)
    }
  }

  static func prepare() throws -> (HeadlessContext, GLuint) {
    if let target { return target }
    let context = try HeadlessContext()
    var texture: GLuint = 0
    try context.withCurrent {
      // epoxy's entry points are function pointers (its `gl…` names are C macros).
      epoxy_glGenTextures!(1, &texture)
      epoxy_glBindTexture!(GLenum(GL_TEXTURE_2D), texture)
      epoxy_glTexStorage2D!(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(side), GLsizei(side))
    }
    target = (context, texture)
    atexit {
      let line = RenderFuzz.counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
      FileHandle.standardError.write(Data("render fuzz: \(line.joined(separator: ", "))\n".utf8))
    }
    return (context, texture)
  }
}
