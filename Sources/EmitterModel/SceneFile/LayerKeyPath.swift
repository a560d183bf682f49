/// A layer property, or a property of one of its cells or behaviours, found by a Core Animation
/// key path: `birthRate`, `emitterPosition`, `emitterCells.fire.birthRate`,
/// `emitterCells.rocket.emitterCells.spark.velocity`, `emitterBehaviors.attractor.stiffness`,
/// `emitterCells.dust.emitterBehaviors.fade.values` (a cell's own behaviour).
///
/// Resolution goes through the same schema tables as scene files, so every name a scene file
/// accepts is a name an animation can drive. Cells are found by name once, at resolution; the
/// reference then holds their indices, which stay valid while the cell tree keeps its shape.
package struct LayerPropertyReference: Sendable {
  package enum Target: Sendable {
    case layer(Property<EmitterLayer>)
    /// `indexPath` indexes `emitterCells` from the layer down to the cell.
    case cell(indexPath: [Int], Property<EmitterCell>)
    /// `index` indexes the layer's `emitterBehaviors`.
    case behavior(index: Int, Property<EmitterBehavior>)
    /// `index` indexes the `emitterBehaviors` of the cell at `indexPath`.
    case cellBehavior(indexPath: [Int], index: Int, Property<EmitterBehavior>)
    /// A key of the layer's `mask` (`mask.cornerRadius`); setting one on a layer without a
    /// mask gives it one with the defaults first.
    case mask(Property<LayerMask>)
    /// The layer's `mask` as a whole: only taken away (set to null, CALayer's `mask = nil`);
    /// a mask is given by setting its keys.
    case wholeMask
    /// A key of the mask's emitter (`mask.birthRate`, `mask.emitterCells.spark.birthRate`):
    /// the same key path without `mask.`, resolved against `mask.emitter`.
    indirect case maskEmitter(LayerPropertyReference)
  }

  /// The key path as written.
  package let keyPath: String
  package let target: Target

  package var kind: ValueKind {
    switch target {
    case .layer(let property): property.kind
    case .cell(_, let property): property.kind
    case .behavior(_, let property): property.kind
    case .cellBehavior(_, _, let property): property.kind
    case .mask(let property): property.kind
    case .wholeMask: .text
    case .maskEmitter(let reference): reference.kind
    }
  }

  /// The current value; nil when the cell no longer exists.
  package func value(in layer: EmitterLayer) -> PropertyValue? {
    switch target {
    case .layer(let property):
      return property.value(in: layer)
    case .cell(let indexPath, let property):
      guard let cell = layer.cell(at: indexPath[...]) else { return nil }
      return property.value(in: cell)
    case .behavior(let index, let property):
      guard layer.emitterBehaviors.indices.contains(index) else { return nil }
      return property.value(in: layer.emitterBehaviors[index])
    case .cellBehavior(let indexPath, let index, let property):
      guard let cell = layer.cell(at: indexPath[...]), cell.emitterBehaviors.indices.contains(index)
      else { return nil }
      return property.value(in: cell.emitterBehaviors[index])
    case .mask(let property):
      return property.value(in: layer.mask ?? LayerMask())
    case .wholeMask:
      return layer.mask == nil ? .unset : .string("mask")
    case .maskEmitter(let reference):
      return layer.mask?.emitter.flatMap(reference.value(in:))
    }
  }

  /// Stores a value; false when the cell no longer exists or the value has the wrong form.
  /// Ranges are not checked: an animation's values were checked when its scene was read.
  @discardableResult
  package func setValue(_ value: PropertyValue, in layer: inout EmitterLayer) -> Bool {
    switch target {
    case .layer(let property):
      return property.setValue(value, in: &layer)
    case .cell(let indexPath, let property):
      return EmitterCell.update(&layer.emitterCells, at: indexPath[...]) {
        property.setValue(value, in: &$0)
      }
    case .behavior(let index, let property):
      guard layer.emitterBehaviors.indices.contains(index) else { return false }
      return property.setValue(value, in: &layer.emitterBehaviors[index])
    case .cellBehavior(let indexPath, let index, let property):
      return EmitterCell.update(&layer.emitterCells, at: indexPath[...]) { cell in
        guard cell.emitterBehaviors.indices.contains(index) else { return false }
        return property.setValue(value, in: &cell.emitterBehaviors[index])
      }
    case .mask(let property):
      var mask = layer.mask ?? LayerMask()
      guard property.setValue(value, in: &mask) else { return false }
      layer.mask = mask
      return true
    case .wholeMask:
      guard value == .unset else { return false }
      layer.mask = nil
      return true
    case .maskEmitter(let reference):
      guard var emitter = layer.mask?.emitter, reference.setValue(value, in: &emitter) else {
        return false
      }
      layer.mask?.emitter = emitter
      return true
    }
  }
}

extension EmitterLayer {
  /// Resolves a key path against this layer's cell names.
  /// - Parameter animatable: when true (the default), properties that cannot interpolate fail.
  package func property(atKeyPath keyPath: String, animatable: Bool = true) throws(KeyPathError)
    -> LayerPropertyReference
  {
    let segments = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !segments.contains(where: \.isEmpty) else {
      throw KeyPathError(keyPath: keyPath, kind: .malformed)
    }
    if segments.first == "emitterBehaviors" {
      return try behaviorProperty(segments, keyPath: keyPath, animatable: animatable)
    }
    if keyPath == "mask" {
      if animatable { throw KeyPathError(keyPath: keyPath, kind: .notAnimatable("mask")) }
      return LayerPropertyReference(keyPath: keyPath, target: .wholeMask)
    }
    if segments.first == "mask", segments.count > 1, LayerMask.emitterKeys.contains(segments[1]) {
      return try maskEmitterProperty(atKeyPath: keyPath, animatable: animatable)
    }
    if segments.first == "mask", segments.count > 2 {
      // A mask's geometry sub-paths (`mask.position.x`), as a layer's.
      let subPath = segments.dropFirst().joined(separator: ".")
      guard let property = LayerMask.geometrySubPaths[subPath] else {
        let known = LayerMask.geometrySubPaths.keys.sorted()
        let suggestion = nearestName(to: subPath, among: known).map { "mask." + $0 }
        throw KeyPathError(keyPath: keyPath, kind: .unknownProperty(keyPath, suggestion: suggestion))
      }
      return LayerPropertyReference(keyPath: keyPath, target: .mask(property))
    }
    if segments.first == "mask" {
      switch LayerMask.schema.resolvedProperty(segments[1], keyPath: keyPath, animatable: animatable)
      {
      case .success(let property):
        return LayerPropertyReference(keyPath: keyPath, target: .mask(property))
      case .failure(let error): throw error
      }
    }
    if segments.first == "frame" {
      // CA animates position and bounds, never frame (a view of them, not a property).
      if animatable { throw KeyPathError(keyPath: keyPath, kind: .notAnimatable("frame")) }
      guard let property = Self.frameKeyPaths[keyPath] else {
        let suggestion = nearestName(to: keyPath, among: Self.frameKeyPaths.keys.sorted())
        throw KeyPathError(
          keyPath: keyPath, kind: .unknownProperty(keyPath, suggestion: suggestion))
      }
      return LayerPropertyReference(keyPath: keyPath, target: .layer(property))
    }
    if segments.count > 1, segments.first != "emitterCells" {
      // CA's geometry sub-paths (`transform.scale`, `position.x`, …).
      guard let property = Self.geometrySubPaths[keyPath] else {
        let root = segments[0]
        let known = Self.geometrySubPaths.keys.filter { $0.hasPrefix(root + ".") }.sorted()
        let suggestion = nearestName(to: keyPath, among: known)
        throw KeyPathError(
          keyPath: keyPath, kind: .unknownProperty(keyPath, suggestion: suggestion))
      }
      return LayerPropertyReference(keyPath: keyPath, target: .layer(property))
    }
    var indexPath: [Int] = []
    var siblings = emitterCells
    var rest = segments[...]
    while rest.count > 1, rest.first == "emitterCells" {
      let name = rest.dropFirst().first ?? ""
      guard let index = siblings.firstIndex(where: { $0.name == name }) else {
        let suggestion = nearestName(to: name, among: siblings.compactMap(\.name))
        throw KeyPathError(keyPath: keyPath, kind: .unknownCell(name, suggestion: suggestion))
      }
      indexPath.append(index)
      siblings = siblings[index].emitterCells
      rest = rest.dropFirst(2)
    }
    if !indexPath.isEmpty, rest.first == "emitterBehaviors" {
      return try cellBehaviorProperty(
        Array(rest), cellPath: indexPath, keyPath: keyPath, animatable: animatable)
    }
    guard rest.count == 1, let name = rest.first else {
      throw KeyPathError(keyPath: keyPath, kind: .malformed)
    }
    let target: LayerPropertyReference.Target
    if indexPath.isEmpty {
      switch Self.schema.resolvedProperty(name, keyPath: keyPath, animatable: animatable) {
      case .success(let property): target = .layer(property)
      case .failure(let error): throw error
      }
    } else {
      switch EmitterCell.schema.resolvedProperty(name, keyPath: keyPath, animatable: animatable) {
      case .success(let property): target = .cell(indexPath: indexPath, property)
      case .failure(let error): throw error
      }
    }
    return LayerPropertyReference(keyPath: keyPath, target: target)
  }

  func cell(at indexPath: ArraySlice<Int>) -> EmitterCell? {
    var cells = emitterCells
    var cell: EmitterCell?
    for index in indexPath {
      guard cells.indices.contains(index) else { return nil }
      cell = cells[index]
      cells = cells[index].emitterCells
    }
    return cell
  }
}

extension EmitterCell {
  /// Applies `body` to the cell at `indexPath` inside `cells`, in place.
  static func update(
    _ cells: inout [EmitterCell], at indexPath: ArraySlice<Int>,
    _ body: (inout EmitterCell) -> Bool
  ) -> Bool {
    guard let index = indexPath.first, cells.indices.contains(index) else { return false }
    if indexPath.count == 1 { return body(&cells[index]) }
    return update(&cells[index].emitterCells, at: indexPath.dropFirst(), body)
  }
}

extension Schema {
  /// The property called `name`, or why `keyPath` cannot use it.
  ///
  /// A `Result` rather than `throws(KeyPathError)`: Swift 6.3's optimiser miscompiled this generic
  /// function with a typed throw and a generic result (release builds took a found property for
  /// a throw and read a garbage error, so a live `emitterPosition` set trapped in `emitter demo`
  /// and `emitter bench`), so the error travels as a value and callers throw it.
  func resolvedProperty(_ name: String, keyPath: String, animatable: Bool)
    -> Result<Property<Root>, KeyPathError>
  {
    guard let property = property(named: name) else {
      let suggestion = nearestName(to: name, among: properties.map(\.name))
      return .failure(
        KeyPathError(keyPath: keyPath, kind: .unknownProperty(name, suggestion: suggestion)))
    }
    guard property.isAnimatable || !animatable else {
      return .failure(KeyPathError(keyPath: keyPath, kind: .notAnimatable(name)))
    }
    return .success(property)
  }
}
