import EmitterModel
import EmitterSimulation
import Foundation

/// What one benchmark row measures. Raw values are the stable names in `--json` and `--csv`
/// (tools/peer-bench reads them).
package enum BenchmarkPath: String, CaseIterable, Sendable, Codable {
  /// The CPU reference's 60 fps steady-state step (the step's births, then integrating
  /// everyone) on one thread: the oracle as the tests run it.
  case cpuOneThread = "cpu-1"
  /// The same step with the integrate pass split over every core.
  case cpuAllCores = "cpu-all"
  /// The GPU integrate pass alone: every particle born, none due.
  case gpuIntegrate = "gpu-integrate"
  /// Shaders/checks/bare_stream.comp over the same slots: the integrate pass's bytes with no work, the
  /// most the integrate pass could reach on this context.
  case gpuBareKernel = "gpu-bare-kernel"
  /// The GPU's steady-state step: spawn pass, then integrate.
  case gpuStep = "gpu-step"
  /// Sorting the layer back to front as the sorted render modes do, by the renderer's method
  /// (`DrawOrderSortMethod`): on a software driver a CPU radix sort of the read-back keys, with
  /// the pairs uploaded; elsewhere the GPU's keys pass + radix sort (`--sort-method` chooses).
  case gpuSort = "gpu-sort"
  /// One instanced draw of every slot into the canvas-sized image, small sprites
  /// (`SpriteSize.small`: 4 pt confetti, or the peer workload's 12 pt at scale 0.8).
  case gpuDrawSmall = "gpu-draw-small"
  /// The quads the small-sprite draw prepared, drawn again with nothing but their tint
  /// (Shaders/draw/sprite_flat.frag): the driver's own cost of rasterising and blending them, the
  /// floor no sprite shader goes below. Needs the layer in one chunk of prepared quads.
  case gpuDrawFloor = "gpu-draw-floor"
  /// The same draw with large sprites (32 pt): fill-bound.
  case gpuDrawLarge = "gpu-draw-large"
  /// A whole unordered frame: the steady-state step, then the small-sprite draw.
  case gpuFrame = "gpu-frame"
  /// The CPU reference's step (one thread) with a drag of the emitter: 1,000 implicit-animated
  /// `emitterPosition` changes a second (17 a frame) made live, each checked and recorded.
  case cpuLiveDrag = "cpu-live-drag"
  /// The GPU frame (step + small-sprite draw) with the same drag.
  case gpuLiveDrag = "gpu-live-drag"
  /// The CPU reference's step (one thread) with a cell inserted or removed live every frame
  /// (`LiveCellChurn`): the flat table renumbered, and every live particle moved to its slot.
  case cpuLiveCells = "cpu-live-cells"
  /// The GPU step (spawn + integrate, no draw: the draw's noise on a software driver hides a
  /// change's cost) with the same churn of cells; compare with `gpu-step`.
  case gpuLiveCells = "gpu-live-cells"
  /// The native CPU renderer (`CPURenderer`, every core) drawing the small sprites into the
  /// canvas-sized image, the snapshot it reads included: no GPU.
  case cpuDraw = "cpu-draw"
  /// A whole frame with no GPU: the CPU reference's step on every core, then `cpu-draw`.
  case cpuRender = "cpu-render"

  package var label: String {
    switch self {
    case .cpuOneThread: "CPU reference, 1 thread (step)"
    case .cpuAllCores: "CPU reference, all cores (step)"
    case .gpuIntegrate: "GPU integrate pass"
    case .gpuBareKernel: "GPU bare kernel, same bytes"
    case .gpuStep: "GPU step (spawn + integrate)"
    case .gpuSort: "Draw-order sort (back to front)"
    case .gpuDrawSmall: "GPU draw, small sprites"
    case .gpuDrawFloor: "GL draw floor: same quads, flat"
    case .gpuDrawLarge: "GPU draw, large sprites"
    case .gpuFrame: "GPU frame (step + draw small)"
    case .cpuLiveDrag: "CPU step, 1k live changes/s"
    case .gpuLiveDrag: "GPU frame, 1k live changes/s"
    case .cpuLiveCells: "CPU step, cells in and out"
    case .gpuLiveCells: "GPU step, cells in and out"
    case .cpuDraw: "CPU renderer draw, small sprites"
    case .cpuRender: "CPU frame (step + CPU renderer)"
    }
  }

  package var isGPU: Bool {
    ![.cpuOneThread, .cpuAllCores, .cpuLiveDrag, .cpuLiveCells, .cpuDraw, .cpuRender].contains(self)
  }

  /// The paths whose 60 fps budget the report states: simulation alone and simulate + draw.
  package static let budgeted: [BenchmarkPath] = [.cpuOneThread, .cpuAllCores, .gpuStep, .gpuFrame]

}

/// The drag rows' live changes: a frame's worth (17, so 1,000 a second at 60 fps) of implicit
/// animated `emitterPosition` moves, around a circle about the canvas centre.
struct LiveDrag {
  static let changesPerFrame = 17
  let canvas: Size
  private var k = 0

  init(canvas: Size) { self.canvas = canvas }

  mutating func frame(_ simulation: some LiveSimulation) {
    for _ in 0..<Self.changesPerFrame {
      let angle = Double(k) * 0.01
      k += 1
      let point = Point(
        x: canvas.width / 2 + canvas.width / 4 * cos(angle),
        y: canvas.height / 2 + canvas.height / 4 * sin(angle))
      try? simulation.setValue(point, forKeyPath: "emitterPosition", animatedOver: 0.25)
    }
  }
}

/// The cell rows' live changes: one a frame, alternately a small cell inserted at the front of
/// the first layer (every other cell's index shifts: the costly case) and that cell removed
/// (retired: it is dropped once its particles are gone, which renumbers again).
struct LiveCellChurn {
  private var frameIndex = 0

  mutating func frame(_ simulation: some LiveSimulation) {
    defer { frameIndex += 1 }
    if frameIndex % 2 == 0 {
      var cell = EmitterCell(name: "churn")
      cell.birthRate = 60
      cell.lifetime = 0.2
      cell.velocity = 50
      cell.contents = .shape(.circle, size: Size(width: 4, height: 4))
      try? simulation.change(.insertCell(cell, at: 0, parent: nil), layer: 0)
    } else {
      try? simulation.change(.removeCell(path: "churn"), layer: 0)
    }
  }
}
