/// Why a key path names nothing, or nothing an animation may drive.
public struct KeyPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the key path.
  public enum Kind: Hashable, Sendable {
    /// A segment after `emitterCells.` that no sibling cell is named.
    case unknownCell(String, suggestion: String?)
    /// A segment after `emitterBehaviors.` that no behaviour of the layer is named.
    case unknownBehavior(String, suggestion: String?)
    /// A segment that names no property of the type it reaches.
    case unknownProperty(String, suggestion: String?)
    /// The property exists but cannot be animated: it does not interpolate (a name, a mode,
    /// contents) or must stay fixed while the scene runs (timing, seeds).
    case notAnimatable(String)
    /// An animation of a sub-cell's `birthRate` added or removed while the layer runs: each
    /// parent fixes the rate at its birth for its life, which only animations present from the
    /// scene's start (its file or its model) give every parent.
    case subCellRate
    /// Empty segments, or `emitterCells` / `emitterBehaviors` without a name after it.
    case malformed
    /// A key of a mask's emitter (`mask.birthRate`) on a layer whose mask emits nothing (no
    /// mask, or one without `emitterCells`).
    case maskDoesNotEmit
  }

  /// The key path as given.
  public var keyPath: String
  /// What is wrong with it.
  public var kind: Kind

  /// An error for `keyPath`.
  package init(keyPath: String, kind: Kind) {
    self.keyPath = keyPath
    self.kind = kind
  }

  /// The known key path nearest the one written: the offending segment replaced by its
  /// suggestion (`emitterCells.rockt.velocity` → `emitterCells.rocket.velocity`).
  public var nearestKeyPath: String? {
    var segments = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    switch kind {
    case .unknownCell(let name, let suggestion?), .unknownBehavior(let name, let suggestion?):
      let container = kind.isBehavior ? "emitterBehaviors" : "emitterCells"
      guard
        let index = segments.indices.dropFirst().first(where: {
          segments[$0] == name && segments[$0 - 1] == container
        })
      else { return nil }
      segments[index] = suggestion
    case .unknownProperty(_, let suggestion?):
      segments[segments.count - 1] = suggestion
    default:
      return nil
    }
    return segments.joined(separator: ".")
  }

  /// The key path, what is wrong, and the nearest valid name when there is one.
  public var description: String {
    let suggestion = nearestKeyPath.map { "; did you mean \(quoted($0))?" } ?? ""
    switch kind {
    case .unknownCell(let name, _):
      return "\(keyPath): no cell named \(quoted(name))" + suggestion
    case .unknownBehavior(let name, _):
      return "\(keyPath): no behaviour named \(quoted(name))" + suggestion
    case .unknownProperty(let name, _):
      return "\(keyPath): unknown property \(quoted(name))" + suggestion
    case .notAnimatable("frame"):
      return "\(keyPath): frame cannot be animated (Core Animation does not animate it either);"
        + " animate position and bounds (or bounds.size) instead"
    case .notAnimatable(let name):
      return
        "\(keyPath): \(quoted(name)) cannot be animated; numbers, points, sizes, rects, colours"
        + " and vectors can, except timing and seeds, and a discrete keyframe animation"
        + " (\"calculationMode\": \"discrete\") can switch enabled, emitterShape, emitterMode,"
        + " renderMode and preservesDepth"
    case .subCellRate:
      return "\(keyPath): a sub-cell's birthRate animation cannot be added or removed while the"
        + " layer runs (each parent takes the animated rate at its birth and keeps it for its"
        + " life); put the animation in the scene's animations from the start, or set the rate"
        + " live at the moments wanted (a `set` event: the sub-cell respawns with the new rate)"
    case .maskDoesNotEmit:
      return "\(keyPath): the layer's mask emits no particles (it has no emitterCells), so it"
        + " has no emitter keys to change; give the mask its emitter keys and cells in the scene"
        + " (a CAEmitterLayer mask with cells)"
    case .malformed:
      return "\(keyPath): expected `property`, `emitterCells.NAME.…property` or"
        + " `emitterBehaviors.NAME.key`"
    }
  }
}

extension KeyPathError.Kind {
  fileprivate var isBehavior: Bool {
    if case .unknownBehavior = self { return true }
    return false
  }
}
