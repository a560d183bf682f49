import EmitterModel
import EmitterSimulation

/// Random live changes for a scene, from a seed: the calls a user makes on a running system
/// (values set by key path on layers, cells, sub-cells and behaviours; animations added and
/// removed; emission calls), each at a frame of a run. Tests apply them live to one simulator
/// and replay its recording on another; `emitter compare` could too.
///
/// Values are drawn where a real scene would put them; some changes are refused by the
/// simulator on purpose (a lifetime that outgrows a sub-cell's numbering), and a refused change
/// must leave the simulation as it was, which is part of what the tests check.
package struct RandomLiveChanges: Sendable {
  /// One call, made after frame `frame` of a run.
  package struct Call: Sendable, CustomStringConvertible {
    package enum Kind: Sendable {
      case change(LayerChange.Action)
      /// A cell or behaviour change of the layer's mask's emitter (`ofMask`).
      case maskChange(LayerChange.Action)
      /// A change of the canvas (`insertLayer`, `removeLayer`); the call's `layer` is -1.
      case canvas(LayerChange.Action)
      case burst(count: Int, cell: String)
      case stop
      case start
    }
    package var frame: Int
    package var layer: Int
    package var kind: Kind

    /// A call of a scripted run (tests that pick their calls).
    package init(frame: Int, layer: Int, kind: Kind) {
      self.frame = frame
      self.layer = layer
      self.kind = kind
    }

    package var description: String { "after frame \(frame), layer \(layer): \(kind)" }
  }

  /// The calls for `scene` over a run of `frameCount` frames, in frame order. With `sublayers`,
  /// about one call in four inserts a layer into a layer or removes one
  /// (`RandomLiveChanges+Sublayers.swift`), and later calls address inserted layers too; with
  /// `canvas` too, some of those insert or remove top-level layers (the canvas's changes).
  /// Without them a seed draws the calls it always drew.
  package static func calls(
    for scene: Scene, frameCount: Int, count: Int, seed: UInt64, sublayers: Bool = false,
    canvas: Bool = false
  ) -> [Call] {
    var random = SplitMix64(seed: seed)
    var structure = SublayerCalls(scene: scene, seed: seed, canvas: canvas)
    var calls: [Call] = []
    for _ in 0..<count {
      if sublayers, let call = structure.draw(frameCount: frameCount) {
        calls.append(call)
        continue
      }
      let layers = sublayers ? structure.layers : scene.layers
      let layer = random.int(in: 0...(layers.count - 1))
      // A layer inserted by an earlier call is addressed after its insertion.
      let first = sublayers ? structure.firstFrames[layer] : 0
      let frame = random.int(in: first...max(first, frameCount - 2))
      calls.append(Call(frame: frame, layer: layer, kind: draw(layers[layer], size: scene.size, &random)))
    }
    return calls.enumerated().sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }
      .map(\.element)
  }

  private static func draw(_ layer: EmitterLayer, size: Size, _ random: inout SplitMix64) -> Call.Kind {
    let cells = cellPaths(layer.emitterCells, prefix: "emitterCells")
    let topLevel = layer.emitterCells.compactMap(\.name)
    switch random.int(in: 0...22) {
    case 0...2:
      let point = Point(x: random.double(in: 0...size.width), y: random.double(in: 0...size.height))
      return .change(.set(keyPath: "emitterPosition", value: .point(point)))
    case 3:
      return .change(.set(keyPath: "birthRate", value: .number(random.double(in: 0...2))))
    case 4:
      return .change(.set(keyPath: "velocity", value: .number(random.double(in: 0.5...1.5))))
    case 5:
      // The six public shapes: a fixed list, so a new shape does not change old seeds' calls.
      let shape = random.element(of: RandomSceneGenerator.shapesAndModes.map(\.shape))
      return .change(.set(keyPath: "emitterShape", value: .string(shape.rawValue)))
    case 6:
      return .change(.set(keyPath: "opacity", value: .number(random.double(in: 0...1))))
    case 7...12 where !cells.isEmpty:
      let cell = random.element(of: cells)
      let (key, value) = cellValue(isSubCell: cell.isSubCell, &random)
      return .change(.set(keyPath: "\(cell.path).\(key)", value: value))
    case 13:
      // Behaviours toggled, added and taken away while particles fly.
      switch random.int(in: 0...2) {
      case 0 where !layer.emitterBehaviors.isEmpty:
        let behavior = random.element(of: layer.emitterBehaviors)
        guard let name = behavior.name else { return .stop }
        return .change(.set(keyPath: "emitterBehaviors.\(name).enabled", value: .bool(random.int(in: 0...1) == 1)))
      case 1:
        var drag = EmitterBehavior(type: .drag, name: "liveDrag")
        drag.drag = random.double(in: 0.1...3)
        return .change(.insertBehavior(drag, at: 0))
      default:
        return .change(.removeBehavior(name: "liveDrag"))
      }
    case 14:
      var animation = PropertyAnimation.basic(
        "emitterPosition", to: Point(x: random.double(in: 0...size.width), y: random.double(in: 0...size.height)),
        duration: random.double(in: 0.1...1.5), timingFunction: .easeInEaseOut)
      animation.timing.beginTime = random.double(in: 0...0.3)
      return .change(.addAnimation(animation, key: "move"))
    case 15 where !topLevel.isEmpty:
      let name = random.element(of: topLevel)
      let animation = PropertyAnimation.basic(
        "emitterCells.\(name).birthRate", to: random.double(in: 0...60), duration: random.double(in: 0.2...2))
      return .change(.addAnimation(animation, key: "rate"))
    case 16:
      return .change(random.int(in: 0...1) == 0 ? .removeAnimation(key: "move") : .removeAllAnimations)
    case 17 where !topLevel.isEmpty:
      return .burst(count: random.int(in: 1...40), cell: random.element(of: topLevel))
    case 19...20:
      // Cells inserted (some as sub-cells), removed and replaced while particles fly; names
      // from a small set, so some calls name a cell that is there, some one that is not.
      let cell = liveCell(&random)
      if random.chance(0.3), !topLevel.isEmpty {
        var child = cell
        child.lifetime = min(child.lifetime, 1.5)
        child.birthRate = random.double(in: 1...8)
        child.emitterCells = []
        return .change(.insertCell(child, at: nil, parent: random.element(of: topLevel)))
      }
      return .change(
        .insertCell(cell, at: random.int(in: 0...layer.emitterCells.count), parent: nil))
    case 21:
      let candidates = namePaths(layer.emitterCells, prefix: nil) + liveNames
      return .change(.removeCell(path: random.element(of: candidates)))
    case 22 where random.chance(0.3):
      return .change(.setCells([liveCell(&random)], parent: nil))
    case 18:
      return .stop
    default:
      return .start
    }
  }

  /// Names of the cells the calls insert (`liveCell`).
  static let liveNames = ["live0", "live1", "live2"]

  /// A cell to insert: a plain sprite, sometimes with a sub-cell.
  private static func liveCell(_ random: inout SplitMix64) -> EmitterCell {
    var cell = EmitterCell(name: random.element(of: liveNames))
    cell.birthRate = random.favouringLow(in: 1...60)
    cell.lifetime = random.double(in: 0.3...3)
    cell.lifetimeRange = random.double(in: 0...0.5)
    cell.velocity = random.double(in: 0...250)
    cell.velocityRange = random.double(in: 0...50)
    cell.emissionRange = random.double(in: 0...6)
    cell.yAcceleration = random.double(in: -100...200)
    cell.scale = random.double(in: 0.2...1.5)
    cell.color = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 1)
    cell.contents = .shape(.circle, size: Size(width: 8, height: 8))
    if random.chance(0.3) {
      var spark = EmitterCell(name: "spark")
      spark.birthRate = random.double(in: 1...10)
      spark.lifetime = random.double(in: 0.2...1)
      spark.velocity = random.double(in: 0...100)
      spark.emissionRange = 6
      spark.contents = .shape(.circle, size: Size(width: 8, height: 8))
      cell.emitterCells = [spark]
    }
    return cell
  }

  /// Named cells' dotted name paths (`rocket`, `rocket.spark`).
  static func namePaths(_ cells: [EmitterCell], prefix: String?) -> [String] {
    cells.flatMap { cell -> [String] in
      guard let name = cell.name else { return [] }
      let path = prefix.map { "\($0).\(name)" } ?? name
      return [path] + namePaths(cell.emitterCells, prefix: path)
    }
  }

  /// Named cells' key-path prefixes, with whether each is a sub-cell.
  private static func cellPaths(_ cells: [EmitterCell], prefix: String) -> [(path: String, isSubCell: Bool)] {
    cells.flatMap { cell -> [(path: String, isSubCell: Bool)] in
      guard let name = cell.name else { return [] }
      let path = "\(prefix).\(name)"
      let own = (path: path, isSubCell: prefix.contains("."))
      return [own] + cellPaths(cell.emitterCells, prefix: "\(path).emitterCells")
    }
  }

  private static func cellValue(isSubCell: Bool, _ random: inout SplitMix64) -> (String, PropertyValue) {
    switch random.int(in: 0...9) {
    case 0 where !isSubCell: return ("birthRate", .number(random.favouringLow(in: 0...80)))
    // A sub-cell's rate respawns it: kept low, as sub-cell rates are per parent.
    case 0: return ("birthRate", .number(random.double(in: 0...12)))
    case 1: return ("velocity", .number(random.double(in: -50...250)))
    case 2: return ("yAcceleration", .number(random.double(in: -200...200)))
    case 3: return ("xAcceleration", .number(random.double(in: -100...100)))
    case 4:
      let color = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
      return ("color", .color(color))
    case 5: return ("scale", .number(random.double(in: 0...2)))
    case 6: return ("emissionLongitude", .number(random.double(in: -3...3)))
    case 7: return ("enabled", .bool(random.int(in: 0...3) != 0))
    case 8: return ("lifetime", .number(random.double(in: 0.2...4)))
    default: return ("spin", .number(random.double(in: -4...4)))
    }
  }
}

extension RandomLiveChanges.Call {
  /// Makes the call on either simulator; false when it refused it.
  package func apply(to simulator: some LiveSimulation) -> Bool {
    do {
      switch kind {
      case .change(let action):
        try simulator.change(action, layer: layer)
      case .maskChange(let action):
        try simulator.change(action, ofMask: true, layer: layer)
      case .canvas(.insertSublayer(let inserted, let index)):
        try simulator.insertLayer(inserted, at: index)
      case .canvas(.removeSublayer(let index)):
        try simulator.removeLayer(at: index)
      case .canvas(let action):
        try simulator.scheduleOnCanvas(LayerChange(action, at: simulator.time))
      case .burst(let count, let cell): try simulator.burst(count, cell: cell, layer: layer)
      case .stop: try simulator.stop(layer: layer)
      case .start: try simulator.start(layer: layer)
      }
      return true
    } catch {
      return false
    }
  }
}
