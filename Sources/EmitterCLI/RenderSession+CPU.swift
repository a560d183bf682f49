import EmitterImage
import EmitterKit
import EmitterRaster
import Foundation

extension RenderSession {
  /// `render(times:firstFrame:clipFrameCount:)` with no GL: the CPU reference simulates (its
  /// integrate pass on every core) and the native CPU renderer draws; the same frames are drawn
  /// and handed to the same sinks.
  func renderOnCPU(times: [Double], firstFrame: Int = 0, clipFrameCount: Int? = nil) throws {
    var simulator = CPUSimulator(scene: scene)
    simulator.threadCount = CPUSimulator.allCores
    if let room = particleRoom(onGPU: false) {
      simulator.limitSlots(to: room.slots, because: room.limit)
    }
    let renderer = try CPURenderer(scene: scene, view: view)
    let sink = try output.makeSink(
      width: view.pixelWidth, height: view.pixelHeight, fps: fps,
      frameCount: clipFrameCount ?? times.count)
    let pipeline = CPUFramePipeline(renderer: renderer, sink: sink, pngCompression: pngCompression)
    let progress = RenderProgress(total: times.count, firstFrame: firstFrame)
    do {
      for (index, time) in times.enumerated() {
        try simulator.checkedAdvance(to: time)
        if index >= firstFrame && sink.wantsFrame(index, of: times.count) {
          try pipeline.capture(simulator.snapshot(), index: index)
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
