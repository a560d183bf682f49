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

  func render(times: [Double]) throws {
    let simulator = try GPUSimulator(scene: scene)
    defer { simulator.destroy() }
    let renderer = try ParticleRenderer(scene: scene, view: view)
    defer { renderer.destroy() }
    let sink = try output.makeSink(
      width: view.pixelWidth, height: view.pixelHeight, fps: fps, frameCount: times.count)
    // Readback and encoding overlap the next frames' simulation and drawing (FramePipeline).
    let pipeline = FramePipeline(renderer: renderer, sink: sink, pngCompression: pngCompression)
    defer { pipeline.destroy() }
    let progress = Progress(total: times.count)
    do {
      for (index, time) in times.enumerated() {
        simulator.advance(to: time)
        if sink.wantsFrame(index, of: times.count) {
          renderer.draw(simulator)
          try pipeline.capture(index: index)
        }
        progress.update(index + 1)
      }
      try pipeline.finish()
    } catch {
      pipeline.abandon()
      progress.finish()
      throw error
    }
    progress.finish()
    FileHandle.standardError.write(Data("emitter: wrote \(output.path)\n".utf8))
  }

  /// "frame 12/180" on stderr, rewritten in place, only when stderr is a terminal.
  struct Progress {
    let total: Int
    let enabled = isatty(STDERR_FILENO) != 0

    func update(_ done: Int) {
      guard enabled else { return }
      FileHandle.standardError.write(Data("\rframe \(done)/\(total)".utf8))
    }

    func finish() {
      guard enabled else { return }
      FileHandle.standardError.write(Data("\n".utf8))
    }
  }
}
