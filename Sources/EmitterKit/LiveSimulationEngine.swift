import EmitterModel
import EmitterSimulation

/// An engine whose live changes and emission calls are its simulator's own: both engines, since
/// both simulators take the calls through `LiveSimulation`.
protocol LiveSimulationEngine: ParticleEngine {
  associatedtype Simulator: LiveSimulation
  var simulator: Simulator { get set }
}

extension LiveSimulationEngine {

  func setValue(_ value: PropertyValue, forKeyPath keyPath: String, layer: Int)
    throws(LiveChangeError)
  {
    try simulator.setValue(value, forKeyPath: keyPath, layer: layer)
  }

  func setValue(
    _ value: PropertyValue, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction, layer: Int
  ) throws(LiveChangeError) {
    try simulator.setValue(
      value, forKeyPath: keyPath, animatedOver: duration, timingFunction: timingFunction,
      layer: layer)
  }

  func add(_ animation: PropertyAnimation, forKey key: String?, layer: Int) throws(LiveChangeError)
  {
    try simulator.add(animation, forKey: key, layer: layer)
  }

  func removeAnimation(forKey key: String, layer: Int) throws(LiveChangeError) {
    try simulator.removeAnimation(forKey: key, layer: layer)
  }

  func removeAllAnimations(layer: Int) throws(LiveChangeError) {
    try simulator.removeAllAnimations(layer: layer)
  }

  func schedule(_ change: LayerChange, layer: Int) throws(LiveChangeError) {
    try simulator.schedule(change, layer: layer)
  }

  func change(_ action: LayerChange.Action, layer: Int) throws(LiveChangeError) {
    try simulator.change(action, layer: layer)
  }

  func burst(_ count: Int, cell: String, layer: Int) throws(EmissionControlError) {
    try simulator.burst(count, cell: cell, layer: layer)
  }

  func emit(for duration: Double, taper: MediaTimingFunction?, layer: Int?)
    throws(EmissionControlError)
  {
    try simulator.emit(for: duration, taper: taper, layer: layer)
  }

  func stop(layer: Int?) throws(EmissionControlError) { try simulator.stop(layer: layer) }
  func start(layer: Int?) throws(EmissionControlError) { try simulator.start(layer: layer) }
  func restart(layer: Int?) throws(EmissionControlError) { try simulator.restart(layer: layer) }
}
