internal import EmitterModel
import Foundation

/// Key-value coding of a cell: every key of the model's cell table (Apple's public and private
/// keys, and EmitterKit's `maxParticles`), `emitterCells`, `emitterBehaviors`, and your own.
extension CAEmitterCell {
  func setCellValue(_ value: Any?, forKey key: String) {
    if KeyValueDiagnostics.refusesLongKey(key, value: value) { return }
    switch key {
    case "emitterCells":
      guard let cells = value as? [CAEmitterCell] ?? (value == nil ? [] : nil) else {
        return KeyValueStore.wrongType(
          key: key, value: value, expected: "an array of CAEmitterCell")
      }
      setSubcells(value == nil ? nil : cells)
    case "emitterBehaviors":
      guard let behaviors = value as? [CAEmitterBehavior] ?? (value == nil ? [] : nil) else {
        return KeyValueStore.wrongType(
          key: key, value: value, expected: "an array of CAEmitterBehavior")
      }
      setCellBehaviors(behaviors)
    case "contents", "trailContents": setCellContents(value, forKey: key)
    case "color":
      guard value == nil || value is CGColor else {
        return KeyValueStore.wrongType(key: key, value: value, expected: "a CGColor")
      }
      setCellColor(value as? CGColor)
    case "style": style = value as? [AnyHashable: Any]
    default:
      guard let row = CellKeys.all[key] else {
        return KeyValueStore.storeUnknown(
          value, forKey: key, in: &customValues, known: CellKeys.names)
      }
      switch KeyValueConversion.propertyValue(
        value, kind: row.property.kind, declared: row.declared)
      {
      case .success(var read):
        if key == "duration", read == .number(0) { read = .number(.infinity) }
        setCell(read, forKey: key)
      case .failure(let failure):
        KeyValueStore.wrongType(key: key, value: value, expected: failure.message)
      }
    }
  }

  func cellValue(forKey key: String) -> Any? {
    switch key {
    case "emitterCells": return subcellList
    case "emitterBehaviors": return behaviorList
    case "contents": return contents
    case "trailContents": return objects.trailContents
    case "color": return color
    case "style": return style
    default:
      if let row = CellKeys.all[key] {
        return CellKeys.object(row.property.value(in: model), key: row)
      }
      return customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }
  }

  func setCellKeyPathValue(_ value: Any?, forKeyPath keyPath: String) {
    if KeyValueDiagnostics.refusesLongKey(keyPath, value: value) { return }
    let route = KeyPathRoute(keyPath)
    switch route.first {
    case "emitterCells" where route.hasObjectStep:
      guard let cell = KeyPathRoute.cell(named: route.name, in: subcellList ?? [], keyPath: keyPath)
      else { return }
      cell.setValue(value, forKeyPath: route.rest)
    case "emitterBehaviors" where route.hasObjectStep:
      guard
        let behavior = KeyPathRoute.behavior(named: route.name, in: behaviorList, keyPath: keyPath)
      else { return }
      behavior.setValue(value, forKeyPath: route.rest)
    default:
      if route.isSingle { return setValue(value, forKey: keyPath) }
      KeyValueStore.setPath(value, keyPath: keyPath, first: self.value(forKey: route.first))
    }
  }

  func cellKeyPathValue(forKeyPath keyPath: String) -> Any? {
    if KeyValueDiagnostics.refusesLongKey(keyPath, value: nil, reporting: false) { return nil }
    let route = KeyPathRoute(keyPath)
    switch route.first {
    case "emitterCells" where route.hasObjectStep:
      return (subcellList ?? []).first { $0.name == route.name }?.value(forKeyPath: route.rest)
    case "emitterBehaviors" where route.hasObjectStep:
      return behaviorList.first { $0.name == route.name }?.value(forKeyPath: route.rest)
    default:
      if route.isSingle { return value(forKey: keyPath) }
      return KeyValueStore.path(keyPath, first: value(forKey: route.first))
    }
  }
}
