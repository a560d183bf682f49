public import EmitterModel
import Foundation

/// The bridge to EmitterKit for a program that imports it too: a layer tree as the scene the
/// engine runs, the same value a scene file decodes to when it describes the same effect.
extension CALayer {
  /// The tree under this layer (it included) as an EmitterKit `Scene`, with scene time 0 at
  /// media time `start`. Commits the implicit transaction first, as a host does before it
  /// shows a tree: layout runs and animations added with `beginTime` 0 start then.
  ///
  /// The layer is the canvas when it is a plain `CALayer` that only sizes and fills it (its
  /// bounds are the scene's `size`, its background the scene's `backgroundColor`), and the
  /// scene's one top-level layer otherwise. Layer clocks are moved from Core Animation's
  /// (each in its superlayer's time) to the engine's (each in scene time); a layer whose
  /// `beginTime` is 0 under a clock that runs since before `start` starts at `start`
  /// (docs/PORTING.md, "Time").
  public func scene(startingAt start: CFTimeInterval = CACurrentMediaTime()) -> Scene {
    CATransaction.flush()
    return LayerSceneBuilder(start: start, display: 0).scene(root: self).scene
  }
}
