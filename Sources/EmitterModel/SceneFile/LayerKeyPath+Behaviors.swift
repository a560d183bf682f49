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
    let property = try schema.resolvedProperty(
      segments[2], keyPath: keyPath, animatable: animatable)
    return LayerPropertyReference(keyPath: keyPath, target: .behavior(index: index, property))
  }
}
