/// Where a particle is born: on its layer's emitter shape, or at a parent particle.
package enum BirthOrigin: Sendable {
  case shape(EmitterShapeSampler)
  /// A parent's state at the child's birth; the child inherits colour and scale by multiplication
  /// and is aimed relative to the parent's direction of motion.
  case parent(position: SIMD3<Float>, velocity: SIMD3<Float>, color: SIMD4<Float>, scale: Float)
}

/// Makes a particle from its cell, identity and origin. Every random value comes from the
/// particle's counter-based key, one stream per attribute (`RandomStream`).
package enum ParticleBirth {
  package static func make(
    _ cell: ResolvedCell, serial: UInt64, slot: Int, seedWord: UInt32, halfWidth h: Float, fan: Bool = false,
    origin: BirthOrigin
  ) -> Particle {
    let random = ParticleRandom(
      key: CounterHash.particleKey(seed: seedWord, cell: UInt32(cell.indexInLayer), serial: serial))
    let position: SIMD3<Float>
    let frame: EmissionFrame
    var color = SIMD4<Float>(
      random.sample(cell.color.x, range: cell.colorRange.x, halfWidthFactor: h, .red),
      random.sample(cell.color.y, range: cell.colorRange.y, halfWidthFactor: h, .green),
      random.sample(cell.color.z, range: cell.colorRange.z, halfWidthFactor: h, .blue),
      random.sample(cell.color.w, range: cell.colorRange.w, halfWidthFactor: h, .alpha))
    var scale = random.sample(cell.scale, range: cell.scaleRange, halfWidthFactor: h, .scale)
    var spent = false
    switch origin {
    case .shape(let sampler) where sampler.shape == .mask:
      let u = random.unit(.positionU), v = random.unit(.positionV)
      let birth = sampler.maskBirth(
        serial: serial, pickBits: CounterHash.bits(key: random.key, stream: .positionPick), u: u, v: v)
      position = birth.offset
      color = color * birth.color
      spent = birth.spent
      frame = .layerAxes
    case .shape(let sampler):
      let u = random.unit(.positionU), v = random.unit(.positionV), w = random.unit(.positionW)
      position = sampler.position(
        u: u, v: v, w: w, pick: random.unit(.positionPick), radius: random.unit(.positionRadius))
      frame = sampler.frame(u: u, v: v, w: w)
    case .parent(let parentPosition, let parentVelocity, let parentColor, let parentScale):
      position = parentPosition
      frame = EmissionFrame.along(parentVelocity)
      color = color * parentColor
      scale = scale * parentScale
    }
    let direction =
      fan
      ? EmissionCone.fan(
        longitude: cell.emissionLongitude, latitude: cell.emissionLatitude, range: cell.emissionRange,
        halfWidth: h, random.unit(.directionPolar))
      : EmissionCone.direction(
        longitude: cell.emissionLongitude, latitude: cell.emissionLatitude, range: cell.emissionRange,
        halfWidth: h, polar: random.unit(.directionPolar), azimuth: random.unit(.directionAzimuth))
    let speed = random.sample(cell.velocity, range: cell.velocityRange, halfWidthFactor: h, .speed)
    let normal = EmissionCone.direction(
      longitude: cell.orientationLongitude, latitude: cell.orientationLatitude, range: cell.orientationRange,
      halfWidth: h, polar: random.unit(.orientationPolar), azimuth: random.unit(.orientationAzimuth))
    return Particle(
      cell: Int32(cell.index), serial: serial, slot: slot,
      position: position, velocity: frame.toLayer(direction) * speed, age: 0,
      // A mask's pixel that has already left (points mode) is born spent: lifetime 0.
      lifetime: spent ? 0 : random.sample(cell.lifetime, range: cell.lifetimeRange, halfWidthFactor: h, .lifetime),
      color: color, scale: scale,
      spin: random.sample(cell.spin, range: cell.spinRange, halfWidthFactor: h, .spin),
      rotation: random.sample(cell.rotation, range: cell.rotationRange, halfWidthFactor: h, .rotation),
      mass: random.sample(cell.mass, range: cell.massRange, halfWidthFactor: h, .mass),
      normal: normal)
  }
}

extension ResolvedCell {
  /// Colour at `age` without behaviours: the birth colour plus `colorSpeed × age`, clamped to 0...1.
  package func color(of particle: Particle, atAge age: Float) -> SIMD4<Float> {
    (particle.color + colorSpeed * age).clamped(lowerBound: .zero, upperBound: .one)
  }

  /// Scale at `age` without behaviours: the birth scale plus `scaleSpeed × age`, signed (a
  /// negative scale draws mirrored).
  package func scale(of particle: Particle, atAge age: Float) -> Float {
    particle.scale + scaleSpeed * age
  }
}
