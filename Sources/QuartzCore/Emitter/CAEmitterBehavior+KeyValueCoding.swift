import CoreGraphics
internal import EmitterModel
import Foundation

/// A behaviour's inputs through key-value coding, checked against its type's table (the one
/// scene files are read with), and the live path of a change.
extension CAEmitterBehavior {
  func setBehaviorValue(_ value: Any?, forKey key: String) {
    if KeyValueDiagnostics.refusesLongKey(key, value: value) { return }
    guard let behavior = model else {
      customValues[key] = value
      return
    }
    let schema = EmitterBehavior.schema(for: behavior.type)
    guard key != "type" else {
      return KeyValueDiagnostics.report(
        key: "type", message: "a behaviour's type is fixed when it is made; ignored")
    }
    guard let row = schema.property(named: key) else {
      return KeyValueStore.storeUnknown(
        value, forKey: key, in: &customValues, known: schema.knownKeys)
    }
    let read: PropertyValue
    switch KeyValueConversion.propertyValue(value, kind: row.kind, declared: .double) {
    case .success(let value): read = value
    case .failure(let failure):
      return KeyValueStore.wrongType(key: key, value: value, expected: failure.message)
    }
    if let (message, suggestion) = KeyValueConversion.choiceProblem(read, kind: row.kind) {
      return KeyValueDiagnostics.report(
        key: key, value: read.summary, message: message, suggestion: suggestion)
    }
    if let problem = row.kind.rangeProblemMessage(of: read) {
      return KeyValueDiagnostics.report(
        key: key, value: read.summary, message: "\(problem); the value is ignored")
    }
    if let problem = Self.curveProblem(read, key: key, type: behavior.type) {
      return KeyValueDiagnostics.report(
        key: key, value: read.summary, message: "\(problem); the value is ignored")
    }
    var updated = behavior
    guard row.setValue(read, in: &updated) else {
      return KeyValueStore.wrongType(key: key, value: value, expected: row.kind.description)
    }
    guard updated != behavior else { return }
    model = updated
    behaviorDidChange(
      key: key, value: read, previousName: behavior.name,
      wasLeftOut: behavior.curveKeysMissing != nil)
  }

  func behaviorValue(forKey key: String) -> Any? {
    if key == "type" { return type }
    guard let behavior = model,
      let row = EmitterBehavior.schema(for: behavior.type).property(named: key)
    else { return customValues[key] }
    return KeyValueConversion.object(row.value(in: behavior), declared: .double)
  }

  /// A changed input of a behaviour in a displayed layer: by key path when the behaviour has a
  /// name (and kept it) and is shown, otherwise the layer's behaviours are replaced as a whole
  /// (a curve left out for want of keys goes in once it has them).
  private func behaviorDidChange(
    key: String, value: PropertyValue, previousName: String?, wasLeftOut: Bool
  ) {
    for owner in owners {
      // A displayed layer's own behaviour, or one of a shown layer's mask (`mask.` paths).
      let shown: (layer: CALayer, ofMask: Bool)? =
        if let layer = owner.layer, LiveTree.isCommitted(layer) {
          (layer, false)
        } else if let masked = owner.layer?.shownMaskedLayer {
          (masked, true)
        } else {
          nil
        }
      if let (layer, ofMask) = shown {
        if key != "name", let name = previousName, !wasLeftOut {
          let keyPath = (ofMask ? "mask." : "") + "emitterBehaviors.\(name).\(key)"
          LiveChanges.record(.set(layer, keyPath: keyPath, value: value))
        } else {
          LiveChanges.record(.replaceBehaviors(layer, ofMask: ofMask))
        }
      } else if let cell = owner.cell {
        guard key != "name", let name = previousName, !wasLeftOut else {
          // No key path reaches it (or it joins the list only now): the cell's list is sent.
          cell.replaceLiveBehaviors()
          continue
        }
        for (layer, path) in cell.livePaths(throughMasks: true) {
          guard let path else {
            KeyValueDiagnostics.report(
              key: key, message: "this cell has no name (nor has a cell above it), so a"
                + " displayed layer cannot be told of the change; give the cells names")
            continue
          }
          LiveChanges.record(
            .set(layer, keyPath: "\(path).emitterBehaviors.\(name).\(key)", value: value))
        }
      }
    }
  }

  /// Why `value` cannot be an over-life curve's keys (`values`, `colors`): the scene file's
  /// rule, 1 to `maximumCurveKeys` of them; nil when it can, or the key is no curve's.
  static func curveProblem(_ value: PropertyValue, key: String, type: BehaviorType) -> String? {
    let count: Int
    switch (type, key, value) {
    case (.valueOverLife, "values", .numbers(let values)): count = values.count
    case (.colorOverLife, "colors", .colors(let colors)): count = colors.count
    default: return nil
    }
    let maximum = EmitterBehavior.maximumCurveKeys
    guard count == 0 || count > maximum else { return nil }
    return "an over-life curve needs 1 to \(maximum) keys, not \(count)"
  }

  /// The behaviour as a scene file holds it; nil for types EmitterKit does not draw, and for an
  /// over-life curve not given its keys yet (it has nothing to apply): left out, with a warning,
  /// whenever its layer is shown, first or again, so the two paths follow one rule.
  var modelForScene: EmitterBehavior? {
    guard let model else { return nil }
    guard let key = model.curveKeysMissing else { return model }
    KeyValueDiagnostics.report(
      key: model.name.map { "emitterBehaviors.\($0).\(key)" } ?? key,
      message: "a \(model.type.rawValue) behaviour without \(key) applies nothing; it is left out")
    return nil
  }
}

enum BehaviorKeys {
  /// `+[CAEmitterBehavior behaviorTypes]`: the public header's list, the runtime's additions.
  static let appleTypes = [
    "wave", "drag", "alignToMotion", "valueOverLife", "colorOverLife", "light", "attractor",
    "simpleAttractor", "valueOverDistance", "colorOverDistance",
  ]

  static func inputKeys(of type: BehaviorType?) -> [String] {
    guard let type else { return [] }
    return EmitterBehavior.schema(for: type).properties.map(\.name).filter {
      !["type", "name", "enabled"].contains($0)
    }
  }
}

extension EmitterBehavior {
  /// The key an over-life curve still lacks (`values`, `colors`) when it has none; nil for a
  /// curve with keys and for other types.
  var curveKeysMissing: String? {
    switch type {
    case .valueOverLife: values.isEmpty ? "values" : nil
    case .colorOverLife: colors.isEmpty ? "colors" : nil
    default: nil
    }
  }
}
