import EmitterModel
import EmitterSimulation

/// What the GL renderer draws of a GPU simulation at one moment, as a value: handles on the
/// particle arrays, where each cell's particles live, each layer's timeline time, and the model
/// as it stands (render modes, depth, contents). The GPU counterpart of the CPU renderer's
/// `ParticleSnapshot`: the renderer reads this, never the simulator.
package struct GPUFrame: Sendable {
  /// Scene time, seconds.
  package let time: Double
  /// The particle arrays, cell templates and behaviours, read in place (no copy, no readback).
  package let buffers: ParticleBuffers
  /// Each cell's slot range.
  package let slots: SlotLayout
  /// The layers as the last step resolved them: each one's cells, in the flat order.
  package let layers: ResolvedLayers
  /// Each layer's timeline time now: its layer time less its last `restart`'s, what its
  /// animations (opacity, contents rectangles, geometry) are evaluated at.
  package let timelineTimes: [Double]
  /// The model with every live change applied (removed cells left out): how to draw it.
  package let model: Scene
  /// The model the flat tables follow (cells removed live still in place while their particles
  /// live): what the contents come from.
  package let simulatedModel: Scene
  /// Counts the live changes applied to `model`: drawing tables are made again when it moves.
  package let modelVersion: Int
  /// Whether each flat cell keeps a trail, as the simulation resolved it (an animated
  /// `trailLength` counts by the largest value it reaches): whose ribbons are drawn.
  package let keepsTrail: [Bool]
}

extension GPUSimulator {
  /// The simulation now, as the renderer draws it.
  package var frame: GPUFrame {
    let layers = scene.layers
    return GPUFrame(
      time: time, buffers: particleBuffers, slots: slots, layers: layers,
      timelineTimes: layers.map {
        planner.drawnTimelineTime(ofLayer: $0.index, atSceneTime: time)
      },
      model: model, simulatedModel: simulatedModel, modelVersion: modelVersion,
      keepsTrail: scene.cells.map { $0.trail != nil })
  }
}
