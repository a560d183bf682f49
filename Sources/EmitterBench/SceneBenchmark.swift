import EmitterGL
import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterRender
import Foundation

/// `emitter bench --scene`: one scene's GPU draw at one moment and its steps from there, each timed in turns
/// against the way before the live list and the one-dispatch integrate (a b a b …, one process,
/// the same particles): a step with one integrate dispatch per cell against one per layer, a draw
/// with an instance per slot against the live list's indirect draw. What a preset with far more
/// slots than live particles (iMessage confetti: 26 to 1) gains, which the sweep's steady rain,
/// whose rings are as large as its live count, cannot show.
package struct SceneBenchmark {
  package var scene: Scene
  package var name: String
  /// Scene time the measurements start at, seconds.
  package var time: Double
  package var repeats: Int
  /// Pixels per point of the drawn image.
  package var scale: Double
  /// How sorted layers sort their draw order (`--sort-method`; nil: the driver's method).
  package var sortMethod: DrawOrderSortMethod?

  package init(scene: Scene, name: String, time: Double, repeats: Int, scale: Double) {
    self.scene = scene
    self.name = name
    self.time = time
    self.repeats = repeats
    self.scale = scale
  }

  package struct Row: Sendable, Equatable {
    package var label: String
    /// Median wall milliseconds around the work and `glFinish`.
    package var milliseconds: Double
    /// Median CPU milliseconds of the whole process (every thread: llvmpipe's included) over the
    /// same runs: steadier than wall time on a host shared with other work.
    package var cpuMilliseconds: Double
  }

  package struct Result: Sendable {
    package var live: Int
    package var slots: Int
    package var cells: Int
    package var layers: Int
    package var rows: [Row]
  }

  /// Runs the measurements; needs a current GL context.
  package func run() throws -> Result {
    let step = 1.0 / 60
    let perLayer = try GPUSimulator(scene: scene)
    let perCell = try GPUSimulator(scene: scene)
    perCell.integratesEachCellApart = true
    let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: scale))
    renderer.options.sortMethod = sortMethod
    defer {
      renderer.destroy()
      perCell.destroy()
      perLayer.destroy()
    }
    var t = step
    while t < time - step / 2 {
      perLayer.advance(to: t)
      perCell.advance(to: t)
      t += step
    }
    perLayer.advance(to: time)
    perCell.advance(to: time)
    let draws = Self.interleaved(
      repeats: repeats,
      [
        {
          renderer.options.drawsEverySlot = true
          renderer.draw(perLayer.frame)
        },
        {
          renderer.options.drawsEverySlot = false
          renderer.draw(perLayer.frame)
        },
      ])
    // The draws saw the particles at `time`: count them there, before the steps move on.
    let live = perLayer.liveCount
    let slots = perLayer.slots.totalSlots
    // Each body advances its own simulator by one 60 fps step; both stay at the same state.
    let steps = Self.interleaved(
      repeats: repeats,
      [
        { perCell.advance(to: perCell.time + step) },
        { perLayer.advance(to: perLayer.time + step) },
      ])
    return Result(
      live: live, slots: slots, cells: perLayer.scene.cells.count,
      layers: perLayer.scene.layers.count,
      rows: [
        Row(label: "GPU step, one integrate dispatch per cell (before)", steps[0]),
        Row(label: "GPU step, one integrate dispatch per layer", steps[1]),
        Row(label: "GPU draw, an instance per slot (before)", draws[0]),
        Row(label: "GPU draw, live list + indirect draw", draws[1]),
      ])
  }

  /// `repeats` runs of each body in turns (a b a b …) after one unmeasured run each, each run
  /// ended by `glFinish`: the wall and process CPU seconds of every run.
  static func interleaved(repeats: Int, _ bodies: [() -> Void]) -> [(wall: [Double], cpu: [Double])]
  {
    GL.finish()
    for body in bodies { body() }
    GL.finish()
    var samples = Array(repeating: (wall: [Double](), cpu: [Double]()), count: bodies.count)
    for _ in 0..<max(repeats, 1) {
      for (index, body) in bodies.enumerated() {
        let cpuStart = processCPUSeconds()
        let wall = Stopwatch.seconds {
          body()
          GL.finish()
        }
        samples[index].wall.append(wall)
        samples[index].cpu.append(processCPUSeconds() - cpuStart)
      }
    }
    return samples
  }

  /// CPU seconds used by every thread of this process (`CLOCK_PROCESS_CPUTIME_ID`).
  static func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// The result as a short table.
  package func table(_ result: Result) -> String {
    var lines = [
      "scene \(name) at t = \(time) s, scale \(scale): \(result.live) live particles in \(result.slots) slots, "
        + "\(result.cells) cells in \(result.layers) layers; median of \(repeats), timed in turns",
      "(draws at t = \(time) s; steps of 1/60 s from there)",
      "",
    ]
    let width = result.rows.map(\.label.count).max() ?? 0
    lines.append("path" + String(repeating: " ", count: width - 4) + "  wall ms   CPU ms")
    for row in result.rows {
      let padded = row.label + String(repeating: " ", count: width - row.label.count)
      let wall = Self.format(row.milliseconds)
      lines.append(
        "\(padded)  \(wall)\(String(repeating: " ", count: max(1, 10 - wall.count)))\(Self.format(row.cpuMilliseconds))"
      )
    }
    lines.append("")
    let rows = result.rows
    lines.append(
      "faster, wall (CPU): step \(Self.format(rows[0].milliseconds / rows[1].milliseconds))x "
        + "(\(Self.format(rows[0].cpuMilliseconds / rows[1].cpuMilliseconds))x), draw "
        + "\(Self.format(rows[2].milliseconds / rows[3].milliseconds))x "
        + "(\(Self.format(rows[2].cpuMilliseconds / rows[3].cpuMilliseconds))x)")
    return lines.joined(separator: "\n")
  }

  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    // The sign apart: integer division and remainder of a negative number both keep its sign.
    let hundredths = Int((abs(value) * 100).rounded())
    let fraction = hundredths % 100
    let sign = value < 0 && hundredths > 0 ? "-" : ""
    return "\(sign)\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

extension SceneBenchmark.Row {
  init(label: String, _ samples: (wall: [Double], cpu: [Double])) {
    self.init(
      label: label, milliseconds: TimingSample(samples.wall).median * 1000,
      cpuMilliseconds: TimingSample(samples.cpu).median * 1000)
  }
}
