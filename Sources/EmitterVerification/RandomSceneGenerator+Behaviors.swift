import EmitterModel
import EmitterSimulation

extension RandomSceneGenerator {
  /// The scene of `seed` with behaviours, animations and emission events drawn on top of it,
  /// from a second generator: `scene(seed:)` itself is unchanged, so its regression seeds keep
  /// their scenes. Each layer gets up to four behaviours of any type, up to four animations (the
  /// layer's birth rate and position, a top-level cell's acceleration, velocity or lifetime, a
  /// behaviour's key), and sometimes a burst, a stop or a restart; some top-level cells get one
  /// or two behaviours of their own. Every scene validates; rates
  /// at most double and lifetimes grow by half at most, so pools stay near `limits`.
  package func animatedScene(seed: UInt64) -> Scene {
    var scene = self.scene(seed: seed)
    var draw = BehaviorDraw(random: SplitMix64(seed: seed ^ 0x5EED_BE4A_1105))
    for index in scene.layers.indices {
      draw.decorate(&scene.layers[index], canvas: scene.size)
    }
    // Behaviours of cells' own, from a third generator, so the draws above stay as they were.
    var cellDraw = BehaviorDraw(random: SplitMix64(seed: seed ^ 0xCE11_BE4A_2026))
    for index in scene.layers.indices {
      for cell in scene.layers[index].emitterCells.indices where cellDraw.random.chance(0.3) {
        scene.layers[index].emitterCells[cell].emitterBehaviors =
          (0..<cellDraw.random.int(in: 1...2)).map {
            var behavior = cellDraw.behavior(index: $0, canvas: scene.size)
            behavior.name = "c\($0)"
            return behavior
          }
      }
    }
    drawRateCurves(into: &scene, seed: seed)
    drawMotionCurves(into: &scene, seed: seed)
    drawSubCellRateAnimations(into: &scene, seed: seed)
    drawTurbulence(into: &scene, seed: seed)
    drawCollisions(into: &scene, seed: seed)
    drawMasks(into: &scene, seed: seed)
    drawBirthEvents(into: &scene, seed: seed)
    drawTrails(into: &scene, seed: seed)
    drawAnimationGroups(into: &scene, seed: seed)
    return scene
  }

  /// One top-level cell with sub-cells in four gets an animation of a sub-cell's `birthRate`
  /// (keyframes between half and twice its rate, so pools stay near `limits`), each parent
  /// taking the rate at its birth; from a sixth generator, so the draws above stay as they were.
  func drawSubCellRateAnimations(into scene: inout Scene, seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0x5B_CE11_2A7E_2026)
    for layer in scene.layers.indices {
      for cell in scene.layers[layer].emitterCells where !cell.emitterCells.isEmpty {
        guard random.chance(0.25), let name = cell.name else { continue }
        let child = random.element(of: cell.emitterCells)
        guard let childName = child.name else { continue }
        let values = (0..<random.int(in: 2...3)).map { _ in child.birthRate * random.double(in: 0.5...2) }
        var animation = PropertyAnimation.keyframes(
          "emitterCells.\(name).emitterCells.\(childName).birthRate", values: values,
          duration: random.double(in: 0.5...3))
        animation.timing.beginTime = random.chance(0.5) ? 0 : random.double(in: 0...1)
        animation.timingFunction = random.element(of: MediaTimingFunction.Name.allCases).function
        animation.timing.autoreverses = random.chance(0.3)
        animation.timing.fillMode = random.element(of: FillMode.allCases)
        animation.isRemovedOnCompletion = random.chance(0.5)
        scene.layers[layer].animations.append(animation)
      }
    }
  }

  /// One value curve in four (the layer's or a cell's own) drives a position or velocity
  /// component instead, with values in that component's units, from a fifth generator, so the
  /// draws above stay as they were.
  func drawMotionCurves(into scene: inout Scene, seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0x7E10_C17E_2026)
    let canvas = scene.size
    func redraw(_ behaviors: inout [EmitterBehavior]) {
      for index in behaviors.indices where behaviors[index].type == .valueOverLife {
        let target = random.element(of: [
          OverLifeKeyPath.positionX, .positionY, .positionZ, .velocityX, .velocityY, .velocityZ,
        ])
        guard random.chance(0.25), !behaviors[index].keyPath.isRate, behaviors[index].keyPath != .mass
        else { continue }
        let additive = random.chance(0.5)
        let extent: ClosedRange<Double> =
          switch (target, additive) {
          case (.positionX, false): 0...canvas.width
          case (.positionY, false): 0...canvas.height
          case (.positionZ, false): -100...100
          case (_, true) where !target.isVelocity: -60...60
          default: -300...300
          }
        behaviors[index].keyPath = target
        behaviors[index].additive = additive
        behaviors[index].values = behaviors[index].values.map { _ in random.double(in: extent) }
      }
    }
    for layer in scene.layers.indices {
      redraw(&scene.layers[layer].emitterBehaviors)
      for cell in scene.layers[layer].emitterCells.indices {
        redraw(&scene.layers[layer].emitterCells[cell].emitterBehaviors)
      }
    }
  }

  /// One over-life curve in three (the layer's or a cell's own) drives `spin` or `scaleSpeed`
  /// instead, from a fourth generator, so the draws above stay as they were.
  func drawRateCurves(into scene: inout Scene, seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0x0A7E_C0A5_2026)
    func redraw(_ behaviors: inout [EmitterBehavior]) {
      for index in behaviors.indices where behaviors[index].type == .valueOverLife {
        let target = random.element(of: [OverLifeKeyPath.spin, .scaleSpeed, .mass])
        if random.chance(1.0 / 3) { behaviors[index].keyPath = target }
      }
    }
    for layer in scene.layers.indices {
      redraw(&scene.layers[layer].emitterBehaviors)
      for cell in scene.layers[layer].emitterCells.indices {
        redraw(&scene.layers[layer].emitterCells[cell].emitterBehaviors)
      }
    }
  }
}

/// The drawing of behaviours, animations and events for one scene.
struct BehaviorDraw {
  var random: SplitMix64

  mutating func decorate(_ layer: inout EmitterLayer, canvas: Size) {
    layer.emitterBehaviors = (0..<random.int(in: 0...4)).map { behavior(index: $0, canvas: canvas) }
    var animations: [PropertyAnimation] = []
    for _ in 0..<random.int(in: 0...4) {
      if let animation = animation(for: layer, canvas: canvas) { animations.append(animation) }
    }
    layer.animations = animations
    let names = layer.emitterCells.compactMap(\.name)
    if random.chance(0.3), let name = names.first {
      layer.emissionEvents.append(
        .burst(random.int(in: 1...200), cell: name, at: random.double(in: 0...2)))
    }
    if random.chance(0.2) {
      let stop = random.double(in: 0.3...1.5)
      layer.emissionEvents.append(EmissionEvent(.stop, at: stop))
      layer.emissionEvents.append(
        EmissionEvent(random.chance(0.5) ? .restart : .start, at: stop + random.double(in: 0.2...1))
      )
    }
  }

  mutating func behavior(index: Int, canvas: Size) -> EmitterBehavior {
    // The types before radialAcceleration and orbit only, so the seeds regression tests pin keep their
    // scenes; BehaviorGPUTests covers radialAcceleration alone and with every other behaviour.
    let type = random.element(
      of: BehaviorType.allCases.filter {
        ![.radialAcceleration, .orbit, .turbulence, .collision].contains($0)
      })
    var b = EmitterBehavior(type: type, name: "b\(index)")
    switch type {
    case .wave:
      b.force = Vector3(
        x: random.double(in: -300...300), y: random.double(in: -300...300),
        z: random.double(in: -50...50))
      b.frequency = random.chance(0.2) ? 0 : random.double(in: 0.1...4)
    case .drag:
      b.drag = random.double(in: 0...3)
    case .attractor, .simpleAttractor:
      b.attractorType = random.element(of: AttractorType.allCases)
      b.position = Point(
        x: random.double(in: 0...canvas.width), y: random.double(in: 0...canvas.height))
      b.zPosition = random.double(in: -100...100)
      b.radius = random.favouringLow(in: 0...200)
      b.stiffness = random.double(in: -2...20)
      b.falloff = random.double(in: -200...50)
      b.falloffDistance = random.chance(0.5) ? .infinity : random.double(in: 10...300)
      b.orientationLongitude = random.double(in: -3...3)
      b.orientationLatitude = random.double(in: -1.5...1.5)
    case .radialAcceleration:
      b.position = Point(
        x: random.double(in: 0...canvas.width), y: random.double(in: 0...canvas.height))
      b.radialAcceleration = random.double(in: -200...200)
      b.tangentialAcceleration = random.double(in: -200...200)
    case .orbit:
      b.position = Point(
        x: random.double(in: 0...canvas.width), y: random.double(in: 0...canvas.height))
      b.angularSpeed = random.double(in: -6...6)
      b.endRadius = random.double(in: 0...300)
    case .turbulence:
      drawTurbulenceKeys(&b)
    case .collision:
      drawCollisionKeys(&b, canvas: canvas)
    case .alignToMotion:
      b.rotation = random.double(in: -1...1)
    case .valueOverLife:
      // The six value targets: a fixed list, so new targets do not change old seeds' draws
      // (`RateCurveDraw` turns some curves into rate curves from its own stream).
      b.keyPath = random.element(of: [OverLifeKeyPath.scale, .rotation, .red, .green, .blue, .alpha])
      let keys = random.int(in: 1...EmitterBehavior.maximumCurveKeys)
      b.values = (0..<keys).map { _ in random.double(in: -1...2) }
      b.locations = random.chance(0.5) ? [] : increasing(keys)
      b.additive = random.chance(0.5)
    case .colorOverLife:
      let keys = random.int(in: 1...EmitterBehavior.maximumCurveKeys)
      b.colors = (0..<keys).map { _ in
        Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
      }
      b.locations = random.chance(0.5) ? [] : increasing(keys)
    }
    b.enabled = !random.chance(0.1)
    return b
  }

  /// `count` non-decreasing numbers in 0...1.
  mutating func increasing(_ count: Int) -> [Double] {
    (0..<count).map { _ in random.unit() }.sorted()
  }

  /// A random animation of something the layer has, or nil when it has nothing of that kind.
  mutating func animation(for layer: EmitterLayer, canvas: Size) -> PropertyAnimation? {
    let cell = layer.emitterCells.randomElementName(&random)
    let behavior = layer.emitterBehaviors.first {
      $0.type == .attractor || $0.type == .drag || $0.type == .wave
    }
    var animation: PropertyAnimation
    switch random.int(in: 0...5) {
    case 0:
      animation = .keyframes(
        "birthRate", values: [1.0, random.double(in: 0...2), random.double(in: 0...1)],
        duration: random.double(in: 0.5...3))
    case 1:
      animation = .basic(
        "emitterPosition",
        to: Point(x: random.double(in: 0...canvas.width), y: random.double(in: 0...canvas.height)),
        duration: random.double(in: 0.5...3))
    case 2:
      guard let cell else { return nil }
      animation = .keyframes(
        "emitterCells.\(cell).yAcceleration", values: [0.0, random.double(in: -500...2000)],
        keyTimes: [random.double(in: 0...0.3), 1], duration: random.double(in: 0.5...4))
    case 3:
      guard let cell else { return nil }
      animation = .basic(
        "emitterCells.\(cell).velocity", by: random.double(in: -100...200),
        duration: random.double(in: 0.5...3))
    case 4:
      guard let cell, let lifetime = layer.emitterCells.first(where: { $0.name == cell })?.lifetime
      else { return nil }
      animation = .basic(
        "emitterCells.\(cell).lifetime", to: lifetime * random.double(in: 0.5...1.5),
        duration: random.double(in: 0.5...3))
    default:
      guard let behavior, let name = behavior.name else { return nil }
      let key =
        behavior.type == .attractor ? "stiffness" : behavior.type == .drag ? "drag" : "frequency"
      animation = .basic(
        "emitterBehaviors.\(name).\(key)", from: 0.0, to: random.double(in: 0...10),
        duration: random.double(in: 0.3...3))
    }
    animation.timing.beginTime = random.chance(0.5) ? 0 : random.double(in: 0...1.5)
    animation.timingFunction = random.element(of: MediaTimingFunction.Name.allCases).function
    animation.timing.autoreverses = random.chance(0.3)
    animation.timing.repeatCount = random.chance(0.3) ? Double(random.int(in: 1...3)) : 0
    animation.timing.fillMode = random.element(of: FillMode.allCases)
    animation.isRemovedOnCompletion = random.chance(0.5)
    return animation
  }
}

extension Array where Element == EmitterCell {
  /// The name of a random named cell, if any.
  fileprivate func randomElementName(_ random: inout SplitMix64) -> String? {
    let names = compactMap(\.name)
    return names.isEmpty ? nil : random.element(of: names)
  }
}
