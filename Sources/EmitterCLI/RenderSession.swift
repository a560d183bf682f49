import EmitterImage
import EmitterKit
import Foundation

/// One `emitter render` run: a `ParticleSystem` for the scene (OpenGL in the current headless
/// context, or the CPU backend), advanced through the frame times, its frames streamed to the
/// output (`FrameStream`: encoding overlaps the next frames' simulation and drawing).
struct RenderSession {
  let scene: Scene
  let view: RenderView
  let output: RenderOutput
  let fps: Double
  /// How PNG frames are compressed (`--png-compression`).
  var pngCompression: PNGCompression = .fast
  /// `--memory-limit`: checked against resident memory every `memoryCheckInterval` frames.
  var memoryLimit: MemoryLimit?
  /// Who converts frames to YUV for H.264 and HEVC (`--video-conversion`).
  var videoConversion: VideoConversion = .auto
  static let memoryCheckInterval = 30

  /// The slots the pools may grow to under `memoryLimit` (its particle budget), or nil.
  func particleRoom(onGPU: Bool) -> ParticleRoom? {
    memoryLimit.flatMap { RenderBudget.particleRoom(scene, view: view, limit: $0, onGPU: onGPU) }
  }

  /// Steps the simulation through every time in `times` and draws from index `firstFrame` on:
  /// frames before it are simulated but not drawn, so a range of frames is exactly what a whole
  /// render draws for them (the simulation takes the same steps), and keeps their numbers.
  /// `clipFrameCount` is the whole clip's length when `times` is a part of it (frame names).
  /// On OpenGL the caller makes the context current.
  func render(
    times: [Double], firstFrame: Int = 0, clipFrameCount: Int? = nil,
    backend: ParticleSystem.Backend = .openGL
  ) throws {
    let system = try ParticleSystem(
      scene: scene, pixelScale: view.scale,
      canvasSize: Size(width: view.size.x, height: view.size.y), backend: backend)
    defer { try? system.destroy() }
    let onGPU = system.backend == .openGL
    if let room = particleRoom(onGPU: onGPU) {
      system.limitSlots(to: room.slots, because: room.limit)
    }
    // H.264 and HEVC take YUV planes made on the GPU, where chosen and the planes fit a target.
    let destination = try output.makeSink(
      width: view.pixelWidth, height: view.pixelHeight, fps: fps,
      frameCount: clipFrameCount ?? times.count,
      planarVideo: onGPU && videoConversion.onGPU(renderer: GL.renderer)
        && FrameStream.supportsPlanes(width: view.pixelWidth, height: view.pixelHeight))
    let sink = RenderSink(destination, pngCompression: pngCompression)
    let stream: FrameStream
    do {
      stream = try FrameStream(system, sink: sink, format: sink.format)
    } catch {
      destination.abandon()
      throw error
    }
    let progress = RenderProgress(total: times.count, firstFrame: firstFrame)
    do {
      for (index, time) in times.enumerated() {
        try system.update(to: time)
        if index >= firstFrame && destination.wantsFrame(index, of: times.count) {
          try stream.capture(index: index)
        }
        if index % Self.memoryCheckInterval == 0 {
          try memoryLimit?.checkResident(doing: "the render")
        }
        progress.update(index + 1)
      }
      if case .video = output.kind { progress.finishing(output.path) }
      try stream.finish()
    } catch {
      stream.abandon()
      progress.finish(succeeded: false)
      throw error
    }
    progress.finish(succeeded: true)
    FileHandle.standardError.write(Data("emitter: wrote \(output.path)\n".utf8))
  }
}
