import EmitterGL
import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterRender

/// The particles on screen: one or more GPU simulations of the same scene and one renderer that
/// draws them all into one image.
///
/// A simulator's scene is fixed when it is made, so a live change (a birth rate, a moved
/// emitter, a new canvas) starts a new *generation* from the changed scene
/// (`Scene.continuing(at:)`) and stops the old one emitting; the old particles live out their
/// lives under the old rules, as particles in flight keep the values they were born with in
/// Core Animation, and the generation is dropped once they have all died.
///
/// GL objects belong to the window's context: use the stage on the main thread and call
/// `destroy()` before the window closes.
final class ParticleStage {
  struct Generation {
    let simulator: GPUSimulator
    let scene: Scene
    let opacities: LayerOpacities
    /// A stopped generation emits no more; it draws what it has left and is dropped once all
    /// its layers have completed (their last particles died).
    var isStopped = false
  }

  private(set) var renderer: ParticleRenderer
  /// Oldest first; the last one is the one emitting.
  private(set) var generations: [Generation] = []

  /// More generations than this and the oldest is dropped early (a key held down).
  static let maximumGenerations = 8

  /// A stage running `scene` from scene time 0, drawn on `view`.
  init(scene: Scene, view: RenderView) throws {
    renderer = try ParticleRenderer(scene: scene, view: view)
    do {
      try start(scene)
    } catch {
      renderer.destroy()
      throw error
    }
  }

  /// The scene of the newest generation.
  var scene: Scene { generations.last?.scene ?? renderer.scene }

  /// Scene time reached.
  var time: Double { generations.last?.simulator.time ?? 0 }

  /// Advances every generation to scene time `t` and drops stopped ones that have emptied.
  func advance(to t: Double) {
    for generation in generations { generation.simulator.advance(to: t) }
    let finished = generations.indices.filter { index in
      guard index < generations.count - 1, generations[index].isStopped else { return false }
      let simulator = generations[index].simulator
      return simulator.scene.layers.allSatisfy { layer in
        simulator.completions.contains { $0.layer == layer.index }
      }
    }
    for index in finished.reversed() { drop(at: index) }
  }

  /// Draws every generation, oldest underneath, into the renderer's image.
  func draw() {
    renderer.draw(generations.map { DrawnSimulation($0.simulator, opacities: $0.opacities) })
  }

  /// Stops the current generation emitting and starts `scene` (already continued or delayed
  /// to the current time by the caller) as the new one.
  func handOver(to scene: Scene) throws {
    if let last = generations.indices.last {
      try? generations[last].simulator.stop()
      generations[last].isStopped = true
    }
    try start(scene)
    while generations.count > Self.maximumGenerations { drop(at: 0) }
  }

  /// Adds a generation that bursts `scene`'s top-level cells once and emits nothing else
  /// (`Scene.burstOnly`); it retires itself when its particles have died.
  func burst(_ scene: Scene) throws {
    let burst = scene.burstOnly()
    guard burst.layers.contains(where: { !$0.emissionEvents.isEmpty }) else { return }
    let simulator = try GPUSimulator(scene: burst)
    generations.insert(
      Generation(
        simulator: simulator, scene: burst, opacities: LayerOpacities(scene: burst), isStopped: true
      ),
      at: max(generations.count - 1, 0))
    while generations.count > Self.maximumGenerations { drop(at: 0) }
  }

  /// Draws on a new canvas from now on; the contents are rasterised again only when the pixel
  /// density changed.
  func setView(_ view: RenderView, scene: Scene) throws {
    let atlas = view.scale == renderer.view.scale ? renderer.atlas : nil
    let replacement =
      try atlas.map { try ParticleRenderer(scene: scene, view: view, atlas: $0) }
      ?? ParticleRenderer(scene: scene, view: view)
    renderer.destroy()
    renderer = replacement
  }

  /// Live particles of every generation (reads the GPU's ages back: for the heads-up display).
  func liveParticleCount() -> Int {
    generations.reduce(0) { total, generation in
      total
        + generation.simulator.scene.layers.reduce(0) {
          $0 + generation.simulator.liveCount(layer: $1.index)
        }
    }
  }

  /// Releases every GL object.
  func destroy() {
    while !generations.isEmpty { drop(at: 0) }
    renderer.destroy()
  }

  private func start(_ scene: Scene) throws {
    let simulator = try GPUSimulator(scene: scene)
    generations.append(
      Generation(simulator: simulator, scene: scene, opacities: LayerOpacities(scene: scene)))
  }

  private func drop(at index: Int) {
    generations[index].simulator.destroy()
    generations.remove(at: index)
  }
}
