import CoreGraphics
internal import EmitterModel
import Foundation

/// Key-value coding of a layer: every key of the scene model's layer table (Core Animation's
/// and EmitterKit's), their sub-paths (`position.x`, `transform.rotation.z`), the keys the model
/// does not hold, the emitter's private `emitterBehaviors` and `emitterRects`, key paths into
/// cells and behaviours, and your own keys, stored as Core Animation stores them.
extension CALayer {
  /// Every key a layer of this class knows, for suggestions.
  var knownKeys: [String] {
    LayerKeys.names(emitter: isEmitterLayer) + Array(LayerExtraKeys.all.keys) + [
      "sublayers", "delegate", "actions", "style",
    ] + (isEmitterLayer ? ["emitterCells", "emitterBehaviors"] : [])
      + (self is CAShapeLayer ? ShapeKeys.names : [])
  }

  func setKeyValue(_ value: Any?, forKey key: String) {
    if KeyValueDiagnostics.refusesLongKey(key, value: value) { return }
    switch key {
    case "sublayers":
      guard let layers = value as? [CALayer] ?? (value == nil ? [] : nil) else {
        return KeyValueStore.wrongType(key: key, value: value, expected: "an array of CALayer")
      }
      sublayers = layers
    case "contents": setContents(value)
    case "backgroundColor", "borderColor", "shadowColor":
      guard value == nil || value is CGColor else {
        return KeyValueStore.wrongType(key: key, value: value, expected: "a CGColor")
      }
      setColor(value as? CGColor, forKey: key)
    case "shadowPath":
      guard value == nil || value is CGPath else {
        return KeyValueStore.wrongType(key: key, value: value, expected: "a CGPath")
      }
      shadowPath = value as? CGPath
    case "delegate": delegate = value as? (any CALayerDelegate)
    case "actions": actions = value as? [String: any CAAction]
    case "style": style = value as? [AnyHashable: Any]
    case "emitterCells" where self is CAEmitterLayer:
      guard let cells = value as? [CAEmitterCell] ?? (value == nil ? [] : nil) else {
        return KeyValueStore.wrongType(
          key: key, value: value, expected: "an array of CAEmitterCell")
      }
      (self as? CAEmitterLayer)?.emitterCells = value == nil ? nil : cells
    case "emitterBehaviors" where self is CAEmitterLayer:
      guard let behaviors = value as? [CAEmitterBehavior] ?? (value == nil ? [] : nil) else {
        return KeyValueStore.wrongType(
          key: key, value: value, expected: "an array of CAEmitterBehavior")
      }
      (self as? CAEmitterLayer)?.setEmitterBehaviors(behaviors)
    default:
      if let extra = LayerExtraKeys.all[key] {
        if !extra.set(self, value) {
          KeyValueStore.wrongType(key: key, value: value, expected: "the key's declared type")
        }
      } else if let row = LayerKeys.key(key, emitter: isEmitterLayer) {
        setModelKey(row, from: value)
      } else {
        KeyValueStore.storeUnknown(value, forKey: key, in: &customValues, known: knownKeys)
      }
    }
  }

  /// A model key from any form of value.
  private func setModelKey(_ row: LayerKey, from value: Any?) {
    // The mask shape's image in memory (a snapshot from `render(in:)`) travels as a data URL.
    if row.name == "emitterMaskImage", let image = value as? CGImage {
      do {
        setModel(.string(try ContentsBitmap(image: image.pixels).dataURL), forKey: row.name)
      } catch {
        KeyValueStore.wrongType(
          key: row.name, value: value, expected: "an image that can be drawn (\(error.description))")
      }
      return
    }
    switch KeyValueConversion.propertyValue(value, kind: row.property.kind, declared: row.declared)
    {
    case .success(let read):
      if case .choice = row.property.kind, case .string(let raw) = read {
        setChoice(raw, forKey: row.name)
      } else {
        setModel(read, forKey: row.name)
      }
    case .failure(let failure):
      KeyValueStore.wrongType(key: row.name, value: value, expected: failure.message)
    }
  }

  func keyValue(forKey key: String) -> Any? {
    switch key {
    case "sublayers": return sublayers
    case "superlayer": return superlayer
    case "contents": return contents
    case "backgroundColor": return backgroundColor
    case "borderColor": return borderColor
    case "shadowColor": return shadowColor
    case "shadowPath": return shadowPath
    case "delegate": return delegate
    case "actions": return actions
    case "style": return style
    case "emitterCells" where self is CAEmitterLayer: return (self as? CAEmitterLayer)?.emitterCells
    case "emitterBehaviors" where self is CAEmitterLayer:
      return (self as? CAEmitterLayer)?.behaviorList
    default:
      if let extra = LayerExtraKeys.all[key] { return extra.get(self) }
      if let row = LayerKeys.key(key, emitter: isEmitterLayer) { return modelKeyValue(row) }
      return customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }
  }

  /// A model key in its declared type (`frame` through the layer's own frame).
  func modelKeyValue(_ row: LayerKey) -> Any? {
    if row.name == "frame" { return frame }
    return KeyValueConversion.object(
      row.property.value(in: layerModel), declared: row.declared, constant: row.constant)
  }

  func setKeyPathValue(_ value: Any?, forKeyPath keyPath: String) {
    if KeyValueDiagnostics.refusesLongKey(keyPath, value: value) { return }
    let route = KeyPathRoute(keyPath)
    if route.isSingle { return setValue(value, forKey: keyPath) }
    if let row = LayerKeys.key(keyPath, emitter: isEmitterLayer) {
      return setModelKey(row, from: value)
    }
    if let emitter = self as? CAEmitterLayer, route.hasObjectStep {
      switch route.first {
      case "emitterCells":
        guard
          let cell = KeyPathRoute.cell(
            named: route.name, in: emitter.cellList ?? [], keyPath: keyPath)
        else { return }
        return cell.setValue(value, forKeyPath: route.rest)
      case "emitterBehaviors":
        guard
          let behavior = KeyPathRoute.behavior(
            named: route.name, in: emitter.behaviorList, keyPath: keyPath)
        else { return }
        return behavior.setValue(value, forKeyPath: route.rest)
      default: break
      }
    }
    if LayerKeys.all[route.first] != nil {
      let known = LayerKeys.all.keys.filter { $0.hasPrefix(route.first + ".") }
      return KeyValueDiagnostics.report(
        key: keyPath, value: value.map { String(describing: $0) },
        message: "no such sub-path; nothing was set",
        suggestion: nearestName(to: keyPath, among: known))
    }
    KeyValueStore.setPath(value, keyPath: keyPath, first: self.value(forKey: route.first))
  }

  func keyPathValue(forKeyPath keyPath: String) -> Any? {
    if KeyValueDiagnostics.refusesLongKey(keyPath, value: nil, reporting: false) { return nil }
    let route = KeyPathRoute(keyPath)
    if route.isSingle { return value(forKey: keyPath) }
    if let row = LayerKeys.key(keyPath, emitter: isEmitterLayer) { return modelKeyValue(row) }
    if let emitter = self as? CAEmitterLayer, route.hasObjectStep {
      switch route.first {
      case "emitterCells":
        return (emitter.cellList ?? []).first { $0.name == route.name }?.value(
          forKeyPath: route.rest)
      case "emitterBehaviors":
        return emitter.behaviorList.first { $0.name == route.name }?.value(forKeyPath: route.rest)
      default: break
      }
    }
    return KeyValueStore.path(keyPath, first: value(forKey: route.first))
  }
}
