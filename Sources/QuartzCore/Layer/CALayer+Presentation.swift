internal import EmitterModel
internal import EmitterSimulation
import Foundation

/// The presentation layer: the model's values with the layer's animations applied at the
/// current media time, folded by its own timing and its superlayers' as the renderer folds them
/// (`timelineTime(fromMediaTime:)`), evaluated by the same code the engine runs (`LayerTimeline`).
extension CALayer {
  /// The layer's own model (cells and behaviours included) as its animations make it at
  /// timeline time `time`; the model itself where the timeline is off (`time` nil).
  func presentationModel(atTimelineTime time: Double?) -> EmitterLayer {
    var own = LayerSceneBuilder.ownModel(of: self)
    guard !animationList.isEmpty else { return own }
    own.animations = modelAnimations(in: own)
    return LayerTimeline(own).layer(at: time)
  }

  /// The value shown now at `keyPath` (a layer key, `emitterCells.NAME.KEY`, …); nil when the
  /// path names nothing.
  func presentationValue(forKeyPath keyPath: String) -> PropertyValue? {
    let shown = presentationModel(atTimelineTime: timelineTime(fromMediaTime: MediaClock.now))
    return (try? shown.property(atKeyPath: keyPath, animatable: false))?.value(in: shown)
  }

  func makePresentation() -> CALayer {
    let copy: CALayer = self is CAEmitterLayer ? CAEmitterLayer(layer: self) : CALayer(layer: self)
    var shown = presentationModel(atTimelineTime: timelineTime(fromMediaTime: MediaClock.now))
    shown.emitterCells = []
    shown.emitterBehaviors = []
    shown.animations = []
    copy.layerModel = shown
    copy.presentedModel = self
    return copy
  }
}
