import EmitterModel
import EmitterSimulation

extension ComparisonTolerance {
  /// The largest deviation allowed for each attribute when `reference` is the expected snapshot
  /// of a scene of `scale`: the relative tolerances turned into absolute numbers.
  ///
  ///     position  positionPerKilopoint × max(1, max(canvas, |p|max) / 1000)
  ///     velocity  velocityPerKilopointPerSecond × max(1, |v|max / 1000)
  ///     age       timeRelative × max(1, age max)           (lifetime likewise)
  ///     color     colorAbsolute
  ///     scale     scaleRelative × max(1, |scale|max)       (mass likewise, with massRelative)
  ///     rotation  rotationRelative × max(1, |rotation|max, spin max × age max)
  ///                 + spin max × the age limit
  ///     normal    normalAbsolute
  ///     trail     as position, over the trail's extent too
  package func limits(reference: ParticleSnapshot, scale: ComparisonScale) -> [ParticleAttribute:
    Double]
  {
    var largest = [ParticleAttribute: Double]()
    for attribute in ParticleAttribute.allCases {
      largest[attribute] = reference.particles.reduce(0) { max($0, attribute.magnitude(of: $1)) }
    }
    func atLeastOne(_ attribute: ParticleAttribute) -> Double { max(1, largest[attribute] ?? 0) }

    let sceneExtent = max(scale.canvasExtent, largest[.position] ?? 0)
    let ageLimit = timeRelative * atLeastOne(.age)
    let spinTimesAge = scale.maximumSpin * (largest[.age] ?? 0)
    return [
      .position: positionPerKilopoint * max(1, sceneExtent / 1000),
      .velocity: velocityPerKilopointPerSecond * max(1, (largest[.velocity] ?? 0) / 1000),
      .age: ageLimit,
      .lifetime: timeRelative * atLeastOne(.lifetime),
      .color: colorAbsolute,
      .scale: scaleRelative * atLeastOne(.scale),
      .rotation: rotationRelative * max(atLeastOne(.rotation), spinTimesAge) + scale.maximumSpin
        * ageLimit,
      .normal: normalAbsolute,
      .mass: massRelative * atLeastOne(.mass),
      // Trail samples lie on chords between positions: the position's limit, over the trail's
      // extent too (sample ages are multiples of the interval, exact on both sides).
      .trail: positionPerKilopoint * max(1, max(sceneExtent, largest[.trail] ?? 0) / 1000),
    ]
  }
}
