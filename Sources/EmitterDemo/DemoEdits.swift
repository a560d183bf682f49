import EmitterModel

/// The live calls behind the demo's keys and clicks, planned from the running simulator's live
/// model (pure, so tests check them on the model and on a `CPUSimulator`).
package enum DemoEdits {
  /// How long a click's slide of the emitter takes: EmissionsTest's tap moves its fire over a
  /// second. The slide is Core Animation's implicit animation (default timing function), so a
  /// click mid-slide starts again from where the emitter shows.
  static let moveDuration = 1.0
  /// How long a re-layout's slide takes (a resized window): CA's implicit-animation default.
  package static let layoutDuration = 0.25
  /// A burst is this many seconds of each cell's births, at least one particle.
  static let burstSeconds = 0.5

  /// A click: every layer's emitter slides by the offset that brings the first layer's emitter
  /// to `point` (canvas points), so a composition of several emitters keeps its shape; named
  /// attractors slide with them. Offsets are taken between model values (where things are
  /// going), so a click mid-slide keeps the composition's shape too.
  package static func move(_ model: Scene, to point: Point) -> [LiveEdit] {
    guard let first = model.layers.first else { return [] }
    let offset = Point(x: point.x - first.emitterPosition.x, y: point.y - first.emitterPosition.y)
    func shifted(_ p: Point) -> Point { Point(x: p.x + offset.x, y: p.y + offset.y) }
    var edits: [LiveEdit] = []
    for (index, layer) in model.layers.enumerated() {
      edits.append(
        .slide(
          layer: index, keyPath: "emitterPosition", to: shifted(layer.emitterPosition),
          duration: moveDuration))
      for behavior in layer.emitterBehaviors
      where BehaviorType.positioned.contains(behavior.type) {
        guard let name = behavior.name else { continue }
        edits.append(
          .slide(
            layer: index, keyPath: "emitterBehaviors.\(name).position",
            to: shifted(behavior.position), duration: moveDuration))
      }
    }
    return edits
  }

  /// `+`/`-`: every layer's `birthRate` multiplier times `factor`, new particles only. Where an
  /// animation drives a layer's `birthRate` (the cannon's taper), the animation wins over the
  /// model value, as in Core Animation, so the named top-level cells' rates change instead.
  package static func scaleBirthRates(_ model: Scene, by factor: Double) -> [LiveEdit] {
    var edits: [LiveEdit] = []
    for (index, layer) in model.layers.enumerated() {
      if layer.animations.contains(where: { $0.keyPath == "birthRate" }) {
        for cell in layer.emitterCells {
          guard let name = cell.name else { continue }
          edits.append(
            .set(
              layer: index, keyPath: "emitterCells.\(name).birthRate",
              value: .number(cell.birthRate * factor)))
        }
      } else {
        edits.append(
          .set(layer: index, keyPath: "birthRate", value: .number(layer.birthRate * factor)))
      }
    }
    return edits
  }

  /// `B` on a continuous effect: half a second of births of every named, enabled, emitting
  /// top-level cell, at once (the emission call `burst`).
  package static func burst(_ model: Scene) -> [LiveEdit] {
    var edits: [LiveEdit] = []
    for (index, layer) in model.layers.enumerated() {
      for cell in layer.emitterCells {
        guard cell.enabled, let name = cell.name, cell.birthRate > 0 else { continue }
        let rate = cell.birthRate * max(layer.birthRate, 0)
        let count = min(max(Int((rate * burstSeconds).rounded()), 1), EmissionEvent.maximumBurst)
        edits.append(.burst(count: count, cell: name, layer: index))
      }
    }
    return edits
  }
}

extension DemoEdits {
  /// The live call behind a panel button, planned on the live model: a new cell or behaviour is
  /// named `cellN` or `dragN`, the first N from 1 no sibling uses, so it can be removed again.
  package static func structure(_ change: StructureEdit, layer: Int, model: Scene) -> LiveEdit {
    let target = model.layers.indices.contains(layer) ? model.layers[layer] : EmitterLayer()
    switch change {
    case .addCell(let parent):
      var siblings = target.emitterCells
      for name in parent?.split(separator: ".").map(String.init) ?? [] {
        siblings = siblings.first { $0.name == name }?.emitterCells ?? []
      }
      let name = freeName("cell", among: siblings.compactMap(\.name))
      return .change(layer: layer, action: .insertCell(newCell(named: name, isSubCell: parent != nil), at: nil, parent: parent))
    case .removeCell(let path):
      return .change(layer: layer, action: .removeCell(path: path))
    case .addBehavior:
      var drag = EmitterBehavior(type: .drag, name: freeName("drag", among: target.emitterBehaviors.compactMap(\.name)))
      drag.drag = 1
      return .change(layer: layer, action: .insertBehavior(drag, at: nil))
    case .removeBehavior(let name):
      return .change(layer: layer, action: .removeBehavior(name: name))
    }
  }

  /// A cell the panel adds: white circles in every direction, a second's life; a sub-cell emits
  /// a few per parent.
  static func newCell(named name: String, isSubCell: Bool) -> EmitterCell {
    var cell = EmitterCell(name: name)
    cell.birthRate = isSubCell ? 4 : 30
    cell.lifetime = isSubCell ? 0.5 : 1.5
    cell.velocity = isSubCell ? 20 : 120
    cell.emissionRange = 2 * .pi
    cell.alphaSpeed = -0.5
    cell.contents = .shape(.circle, size: Size(width: 10, height: 10))
    return cell
  }

  static func freeName(_ stem: String, among names: [String]) -> String {
    var n = 1
    while names.contains("\(stem)\(n)") { n += 1 }
    return "\(stem)\(n)"
  }
}
