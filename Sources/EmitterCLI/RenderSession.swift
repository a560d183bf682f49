import EmitterGL
import EmitterImage
import EmitterKit
import EmitterRaster
import EmitterRender
import Foundation

/// One `emitter render` run inside a current GL context: simulate, draw, hand frames to the output.
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
    memoryLimit.flatMap { Render.particleRoom(scene, view: view, limit: $0, onGPU: onGPU) }
  }

  /// Steps the simulation through every time in `times` and draws from index `firstFrame` on:
  /// frames before it are simulated but not drawn, so a range of frames is exactly what a whole
  /// render draws for them (the simulation takes the same steps), and keeps their numbers.
  /// `clipFrameCount` is the whole clip's length when `times` is a part of it (frame names).
  func render(times: [Double], firstFrame: Int = 0, clipFrameCount: Int? = nil) throws {
    let simulator = try GPUSimulator(scene: scene)
    defer { simulator.destroy() }
    if let room = particleRoom(onGPU: true) {
      simulator.limitSlots(to: room.slots, because: room.limit)
    }
    let renderer = try ParticleRenderer(scene: scene, view: view)
    defer { renderer.destroy() }
    // H.264 and HEVC take YUV planes made on the GPU, where chosen and the planes fit a target.
    let sink = try output.makeSink(
      width: view.pixelWidth, height: view.pixelHeight, fps: fps,
      frameCount: clipFrameCount ?? times.count,
      planarVideo: videoConversion.onGPU(renderer: GL.renderer)
        && YUV420Readback.fits(width: view.pixelWidth, height: view.pixelHeight))
    // Readback and encoding overlap the next frames' simulation and drawing (FramePipeline).
    let pipeline: FramePipeline
    do {
      pipeline = try FramePipeline(renderer: renderer, sink: sink, pngCompression: pngCompression)
    } catch {
      sink.abandon()
      throw error
    }
    defer { pipeline.destroy() }
    let progress = RenderProgress(total: times.count, firstFrame: firstFrame)
    do {
      for (index, time) in times.enumerated() {
        try simulator.checkedAdvance(to: time)
        if index >= firstFrame && sink.wantsFrame(index, of: times.count) {
          renderer.draw(simulator)
          try pipeline.capture(index: index)
        }
        if index % Self.memoryCheckInterval == 0 {
          try memoryLimit?.checkResident(doing: "the render")
        }
        progress.update(index + 1)
      }
      if case .video = output.kind { progress.finishing(output.path) }
      try pipeline.finish()
    } catch {
      pipeline.abandon()
      progress.finish(succeeded: false)
      throw error
    }
    progress.finish(succeeded: true)
    FileHandle.standardError.write(Data("emitter: wrote \(output.path)\n".utf8))
  }
}
