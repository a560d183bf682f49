package import EmitterKit
import Foundation

/// Displays a root layer: one running particle system made from the tree's scene, a media
/// clock that starts at the host's creation (scene time 0), and, from then on, every change to
/// a layer of the tree turned into a live call at its commit (`LayerTreeHost+Changes`).
///
/// A frame: `CATransaction.flush()` (commits the implicit transaction: layout, then the
/// changes), `advance(to:)` (simulates up to the frame's media time, then tells animation
/// delegates and runs completion blocks due by then, whose changes the next flush applies),
/// then `draw(into:)` or `renderImage()` (the façade's `image()`). The UIKit and AppKit window hosts and `CARenderer`
/// are built on it.
package final class LayerTreeHost {
  /// The layer shown.
  package let root: CALayer
  /// Media time at which scene time is 0.
  package let start: Double
  /// Pixels per point the contents are drawn at.
  package let pixelScale: Double
  /// What draws: the façade's backend (`.auto` chooses as `emitter render` does).
  let backend: ParticleSystem.Backend
  let context: any HostContext
  var system: LiveSystem
  /// Each displayed layer's flat index and clock.
  var placements: [ObjectIdentifier: LayerSceneBuilder.Placement] = [:]
  /// The flat index the next inserted layer takes.
  var flatCount = 0
  /// Each shown layer's sublayers in the engine's order (the canvas root's too).
  var children: [ObjectIdentifier: [ObjectIdentifier]] = [:]
  /// Whether the root is the canvas (a plain layer that only sizes and fills it): its sublayers
  /// are the scene's top-level layers, added and removed live on the engine's canvas.
  package let rootIsCanvas: Bool
  /// The colour under the layers (the canvas root's background).
  package var backgroundColor: Color
  /// The canvas, points.
  package internal(set) var canvasSize: Size

  /// Shows `root`, starting the media clock now: commits the implicit transaction (so the
  /// tree is laid out and its animations start), then makes the running system. With
  /// `records`, every live change is kept for `recording` (about a hundred bytes each: a host
  /// that shows a tree for hours records only when asked).
  /// - Throws: `ParticleSystemError` when the tree's scene is refused (an empty canvas, a value
  ///   the engine cannot take), or the context cannot be used.
  package init(
    root: CALayer, backend: ParticleSystem.Backend, pixelScale: Double = 1,
    context: any HostContext = CurrentContext(), records: Bool = false
  ) throws {
    CATransaction.flush()
    self.root = root
    self.backend = backend
    self.pixelScale = pixelScale
    self.context = context
    start = MediaClock.now
    let built = LayerSceneBuilder(start: start, display: 0, namesAnonymousAnimations: true)
      .scene(root: root)
    rootIsCanvas = built.rootIsCanvas
    backgroundColor = built.scene.backgroundColor
    canvasSize = built.scene.size
    let scene = built.scene
    system = try context.withCurrent {
      try LiveSystem(scene: scene, pixelScale: pixelScale, backend: backend)
    }
    system.isRecording = records
    self.records = records
    adopt(built.placements)
    flatCount = built.placements.count
    noteChildren(of: root)
    for placement in built.placements { noteChildren(of: placement.layer) }
    root.hostLinks.add(self)
  }

  /// Stops showing the tree and frees the system (in its context).
  package func close() throws {
    root.hostLinks.remove(self)
    try context.withCurrent { try system.destroy() }
  }

  /// The scene as it runs now: the tree's scene with every live change applied.
  package var scene: Scene { system.model }

  /// The scene plus every live change as timed events: rendering it replays this run. Only
  /// the scene as shown first unless the host `records`.
  package var recording: Scene { system.recording }
  /// Whether the host keeps every live change for `recording` (`init`'s `records`).
  package let records: Bool

  /// Scene time now (media time since the host started), seconds.
  package var sceneTime: Double { system.time }

  /// The flat index of `layer` in the running scene, nil when the host does not show it as a
  /// layer (not in the tree, not committed yet, or the canvas).
  package func index(of layer: CALayer) -> Int? { placements[ObjectIdentifier(layer)]?.index }

  /// Whether the host shows `layer`, as a layer or as the canvas.
  package func displays(_ layer: CALayer) -> Bool {
    index(of: layer) != nil || (rootIsCanvas && layer === root)
  }

  /// Simulates up to media time `mediaTime`, then tells animation delegates and runs the
  /// completion blocks due by then. The GL renderer needs its context (the host makes it
  /// current).
  package func advance(to mediaTime: Double) throws {
    try context.withCurrent { try system.advance(to: mediaTime - start) }
    AnimationScheduler.shared.tick(to: mediaTime)
  }

  /// The particles alive now, for tests and tools.
  package func snapshot() throws -> ParticleSnapshot {
    try context.withCurrent { try system.snapshot() }
  }

  func adopt(_ built: [LayerSceneBuilder.Placement]) {
    for placement in built { placements[ObjectIdentifier(placement.layer)] = placement }
  }
}
