extension EmitterLayer {
  /// `emitterBehaviors.NAME.KEY`: the behaviour found by name, the key by that behaviour type's
  /// schema (a key another type reads is unknown here, with a suggestion among this type's).
  func behaviorProperty(_ segments: [String], keyPath: String, animatable: Bool)
    throws(KeyPathError) -> LayerPropertyReference
  {
    guard segments.count == 3 else { throw KeyPathError(keyPath: keyPath, kind: .malformed) }
    let name = segments[1]
    guard let index = emitterBehaviors.firstIndex(where: { $0.name == name }) else {
      let suggestion = nearestName(to: name, among: emitterBehaviors.compactMap(\.name))
      throw KeyPathError(keyPath: keyPath, kind: .unknownBehavior(name, suggestion: suggestion))
    }
    let schema = EmitterBehavior.schema(for: emitterBehaviors[index].type)
    let property: Property<EmitterBehavior>
    switch schema.resolvedProperty(segments[2], keyPath: keyPath, animatable: animatable) {
    case .success(let found): property = found
    case .failure(let error): throw error
    }
    return LayerPropertyReference(keyPath: keyPath, target: .behavior(index: index, property))
  }

  /// `emitterCells.CELL….emitterBehaviors.NAME.KEY`: a behaviour of the cell's own, found by name
  /// among that cell's behaviours (`segments` from `emitterBehaviors` on), its key by its type's
  /// schema, with suggestions among that cell's names and that type's keys.
  func cellBehaviorProperty(
    _ segments: [String], cellPath: [Int], keyPath: String, animatable: Bool
  ) throws(KeyPathError) -> LayerPropertyReference {
    guard segments.count == 3, let cell = cell(at: cellPath[...]) else {
      throw KeyPathError(keyPath: keyPath, kind: .malformed)
    }
    let name = segments[1]
    guard let index = cell.emitterBehaviors.firstIndex(where: { $0.name == name }) else {
      let suggestion = nearestName(to: name, among: cell.emitterBehaviors.compactMap(\.name))
      throw KeyPathError(keyPath: keyPath, kind: .unknownBehavior(name, suggestion: suggestion))
    }
    let schema = EmitterBehavior.schema(for: cell.emitterBehaviors[index].type)
    let property: Property<EmitterBehavior>
    switch schema.resolvedProperty(segments[2], keyPath: keyPath, animatable: animatable) {
    case .success(let found): property = found
    case .failure(let error): throw error
    }
    return LayerPropertyReference(
      keyPath: keyPath, target: .cellBehavior(indexPath: cellPath, index: index, property))
  }
}
