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

  /// Radial mode: particles circle the emitter.
  mutating func buildRadialMode(_ r: inout PropertyListReader) {
    r.problem(
      "emitterType", value: "1", expected: "0 (gravity mode)",
      why: "radial mode (particles orbiting the emitter) is not imported yet")
  }
}
