extension ParticleDesignerImport.Mapping {
  /// Size, colour and rotation: a start value with a variance, interpolated to a finish value
  /// over each particle's life.
  mutating func buildAppearance(_ r: inout PropertyListReader, extent: Double) {
    let startSize = r.number("startParticleSize", in: 0...1e6) ?? 0
    let startSizeVariance = abs(r.number("startParticleSizeVariance") ?? 0)
    // -1 (kCCParticleStartSizeEqualToEndSize) keeps the start size.
    let finishSize = r.number("finishParticleSize").flatMap { $0 < 0 ? nil : $0 } ?? startSize
    cell.scale = startSize / extent
    cell.scaleRange = startSizeVariance / extent
    overLife(.scale, from: 0, to: (finishSize - startSize) / extent)
    unmapped("finishParticleSizeVariance", r.number("finishParticleSizeVariance"), "a finish value per particle; the mean finish applies to all")

    let channels: [(String, OverLifeKeyPath, WritableKeyPath<Color, Double>, WritableKeyPath<EmitterCell, Double>)] = [
      ("Red", .red, \.red, \.redRange), ("Green", .green, \.green, \.greenRange),
      ("Blue", .blue, \.blue, \.blueRange), ("Alpha", .alpha, \.alpha, \.alphaRange),
    ]
    for (name, target, component, range) in channels {
      let start = r.number("startColor" + name, in: 0...1) ?? 1
      let finish = r.number("finishColor" + name, in: 0...1) ?? start
      cell.color[keyPath: component] = start
      cell[keyPath: range] = abs(r.number("startColorVariance" + name, in: -1...1) ?? 0)
      overLife(target, from: 0, to: finish - start)
      unmapped("finishColorVariance" + name, r.number("finishColorVariance" + name), "a finish value per particle; the mean finish applies to all")
    }

    // cocos2d turns particles clockwise for positive degrees, as EmitterKit's radians do on screen.
    let rotationStart = r.number("rotationStart") ?? 0
    let rotationEnd = r.number("rotationEnd") ?? rotationStart
    cell.rotation = ParticleDesignerImport.radians(rotationStart)
    cell.rotationRange = abs(ParticleDesignerImport.radians(r.number("rotationStartVariance") ?? 0))
    overLife(.rotation, from: 0, to: ParticleDesignerImport.radians(rotationEnd - rotationStart))
    unmapped("rotationEndVariance", r.number("rotationEndVariance"), "a finish value per particle; the mean finish applies to all")
  }

  /// An additive curve over normalised age from `start` to `end`, when it changes anything.
  mutating func overLife(_ target: OverLifeKeyPath, from start: Double, to end: Double) {
    guard end != start else { return }
    var behavior = EmitterBehavior(type: .valueOverLife, name: target.rawValue + "OverLife")
    behavior.keyPath = target
    behavior.values = [start, end]
    behavior.additive = true
    layer.emitterBehaviors.append(behavior)
  }

  /// Radial mode: particles circle the emitter, an `orbit` behaviour. cocos2d puts a particle at
  /// `-(cos a, sin a) × r` (y up) from the emitter, `a` turning at `rotatePerSecond` and `r`
  /// moving from `maxRadius` at birth to `minRadius` at death: on screen that is the angle
  /// `pi - a`, turning at `-rotatePerSecond`. The start angle and radius are the birth direction
  /// and speed (`Orbit`): longitude `pi - angle`, velocity `maxRadius ± maxRadiusVariance`.
  mutating func buildRadialMode(_ r: inout PropertyListReader) {
    let angle = r.number("angle") ?? 0
    cell.emissionLongitude = .pi - ParticleDesignerImport.radians(angle)
    cell.velocity = r.number("maxRadius") ?? 0
    cell.velocityRange = abs(r.number("maxRadiusVariance") ?? 0)
    var orbit = EmitterBehavior(type: .orbit, name: "orbit")
    orbit.position = layer.emitterPosition
    orbit.angularSpeed = -ParticleDesignerImport.radians(r.number("rotatePerSecond") ?? 0)
    orbit.endRadius = r.number("minRadius") ?? 0
    layer.emitterBehaviors.append(orbit)
    unmapped("minRadiusVariance", r.number("minRadiusVariance"), "an end radius per particle; the mean applies to all")
    unmapped("rotatePerSecondVariance", r.number("rotatePerSecondVariance"), "a turn rate per particle; the mean applies to all")
    // cocos2d places radial-mode particles from the emitter itself: the position variance and
    // the rectangle it makes do not apply.
    layer.emitterShape = .point
    layer.emitterSize = .zero
  }
}
