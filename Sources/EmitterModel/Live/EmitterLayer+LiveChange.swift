import Foundation

/// Applying a live change to a layer's model, checked as a scene file is: the key path must name
/// something that may change while the layer runs, and the value must have its form and range.
extension EmitterLayer {
  /// Properties that do not interpolate but may still change on a running layer (Core
  /// Animation's discrete properties people toggle at run time). Everything an animation can
  /// drive may change too.
  static let liveDiscreteProperties: Set<String> = [
    "enabled", "emitterShape", "emitterMode", "renderMode", "preservesDepth", "masksToBounds",
    "contentsGravity", "hidden", "usesDepth", "collider", "response", "bold", "emitterMaskBold",
    "emitterMaskColors",
  ]

  /// Properties a running layer may set but not animate: a cell's `contents` and
  /// `trailContents` (the renderer rasterises the new contents when it next draws), its sprite-sheet keys (the renderer
  /// reads them from its contents block, made again when they change), and the layer's
  /// `emitterRects` (Telegram's spoiler dust sets them as the text lays out; new births use them),
  /// a turbulence's `octaves` (a whole number: the field changes at once), `mask` set to
  /// null (the mask removed), and the mask shape's source and sweep (`emitterMaskText` and the
  /// rest: the mask is drawn again, new births use it), a layer's `shadowPath` (its raster is
  /// made again; CA animates it only between paths of one element count, which is not kept),
  /// a sub-cell's `birthEvent` (it respawns the sub-cell, as a new `birthRate` does), and an
  /// image collider's source, box, scale and threshold (its grid is drawn again).
  static let liveSetOnlyProperties: Set<String> = [
    "birthEvent", "contents", "trailContents", "contentsFrameCount", "contentsFramesPerRow", "contentsFramesPerSecond",
    "contentsFrameMode", "emitterRects", "contentsScale", "octaves", "mask", "emitterMaskImage",
    "emitterMaskText", "emitterMaskFont", "emitterMaskPath", "emitterMaskLayer", "emitterMaskScale",
    "emitterMaskSweepAngle", "emitterMaskSweepNoise", "shadowPath",
    "image", "text", "font", "path", "size", "scale", "threshold",
  ]

  /// A layer's own timing keys that fold its timeline (`timelineFold`): set live, the new fold
  /// applies from the change's moment (a cell's keys of the same names do not change live).
  package static let timelineFoldKeys: Set<String> = [
    "duration", "repeatCount", "repeatDuration", "autoreverses", "fillMode", "repeatBeginTime",
  ]

  /// The property at `keyPath` if a running layer may change it.
  package func liveProperty(atKeyPath keyPath: String) throws(LiveChangeError)
    -> LayerPropertyReference
  {
    let last = keyPath.split(separator: ".").last.map(String.init) ?? keyPath
    if last == "emitterBehaviors" && !keyPath.contains("emitterCells") {
      throw LiveChangeError(
        keyPath: keyPath,
        message:
          "\(keyPath): behaviours are inserted, removed or replaced by their own changes, not set"
          + " by key path: insertBehavior, removeBehavior or setBehaviors (events of those types"
          + " in a scene file)")
    }
    if last == "emitterBehaviors" {
      throw LiveChangeError(
        keyPath: keyPath,
        message:
          "\(keyPath): a cell's behaviours are replaced by their own change, not set by key"
          + " path: setBehaviors with the cell's name path (a \"setBehaviors\" event with"
          + " \"cell\" in a scene file)")
    }
    if last == "name", Self.cellNamePath(keyPath) != nil {
      throw LiveChangeError(
        keyPath: keyPath,
        message:
          "\(keyPath): a cell is renamed by its own change, not set by key path: renameCell"
          + " (a \"renameCell\" event in a scene file)")
    }
    if last == "emitterCells" {
      throw LiveChangeError(
        keyPath: keyPath,
        message:
          "\(keyPath): cells are inserted, removed or replaced by their own changes, not set by"
          + " key path: insertCell, removeCell or setCells (events of those types in a scene file)")
    }
    let reference: LayerPropertyReference
    do {
      reference = try property(atKeyPath: keyPath, animatable: false)
    } catch {
      throw LiveChangeError(
        keyPath: keyPath, expected: error.nearestKeyPath, message: error.description)
    }
    let name = String(keyPath.split(separator: ".").last ?? "")
    let settable =
      reference.propertyIsAnimatable || Self.liveDiscreteProperties.contains(name)
      || Self.liveSetOnlyProperties.contains(name)
      || (keyPath == name && Self.timelineFoldKeys.contains(name))
    guard settable else {
      let allowed = Self.liveDiscreteProperties.sorted().joined(separator: ", ")
      throw LiveChangeError(
        keyPath: keyPath,
        message:
          "\(keyPath): \(quoted(name)) cannot change while the layer runs; numbers, points, sizes,"
          + " rects, colours and vectors can (except timing and seeds), and \(allowed), a"
          + " cell's contents and its sprite-sheet keys")
    }
    return reference
  }

  /// The layer with `value` stored at `keyPath`, or the reason it cannot be.
  package func settingValue(_ value: PropertyValue, forKeyPath keyPath: String)
    throws(LiveChangeError) -> EmitterLayer
  {
    let reference = try liveProperty(atKeyPath: keyPath)
    if Self.frameKeyPaths[keyPath] != nil, let problem = frameProblem(forKeyPath: keyPath) {
      throw LiveChangeError(
        keyPath: keyPath, value: value.jsonValue.summary, expected: "a layer without a transform",
        message: problem)
    }
    let kind = reference.kind
    let written = value.jsonValue.summary
    if case .wholeMask = reference.target, value != .unset {
      throw LiveChangeError(
        keyPath: keyPath, value: written, expected: "null",
        message: "mask: only null (no mask) is set as a whole, not \(written); a mask is given"
          + " or changed by its keys, mask.KEY")
    }
    if case .choice(let options) = kind, case .string(let text) = value, !options.contains(text) {
      let suggestion = nearestName(to: text, among: options).map { "; did you mean \(quoted($0))?" }
      throw LiveChangeError(
        keyPath: keyPath, value: written, expected: kind.description,
        message: "\(keyPath): expected \(kind.description), got \(written)" + (suggestion ?? ""))
    }
    var value = value
    if case .contents(.image(let path)) = value {
      value = .contents(.image(path: try Self.existingImage(path, keyPath: keyPath)))
    }
    // An image collider's or a mask shape's source: refused here when missing, not met as an
    // empty grid.
    if Self.takesImagePath(keyPath), case .string(let path) = value, !path.isEmpty {
      value = .string(try Self.existingImage(path, keyPath: keyPath))
    }
    var layer = self
    guard reference.setValue(value, in: &layer) else {
      throw LiveChangeError(
        keyPath: keyPath, value: written, expected: kind.description,
        message: "\(keyPath): expected \(kind.description), got \(written)")
    }
    if let problem = kind.rangeProblems(of: value).first {
      throw LiveChangeError(
        keyPath: keyPath + problem.subPath, value: problem.value, expected: problem.expected,
        message: "\(keyPath + problem.subPath): \(problem.message)")
    }
    return layer
  }

  /// Whether a `set` at `keyPath` takes an image file's path as a string (an image collider's
  /// `image`, a layer's `emitterMaskImage`): such a path is found, checked and written as a
  /// `contents` image's is.
  package static func takesImagePath(_ keyPath: String) -> Bool {
    let components = keyPath.split(separator: ".")
    return components.last == "emitterMaskImage"
      || (components.last == "image" && components.contains("emitterBehaviors"))
  }

  /// An image set live: relative to the working directory, made absolute (a recording then
  /// replays from anywhere); it must be a readable regular file now, not when it is drawn. A PNG
  /// data URL (an image in memory) is kept as it is once it decodes.
  package static func existingImage(_ path: String, keyPath: String) throws(LiveChangeError) -> String {
    if ContentsBitmap.isDataURL(path) {
      do {
        _ = try ContentsBitmap(dataURL: path)
      } catch {
        throw LiveChangeError(
          keyPath: keyPath, value: "a data URL",
          expected: ContentsBitmap.imageSourceForms,
          message: "\(keyPath): \(error)")
      }
      return path
    }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      !isFolder.boolValue
    else {
      throw LiveChangeError(
        keyPath: keyPath, value: quoted(path), expected: "an existing PNG file",
        message: "\(keyPath): image \(quoted(path)) not found (looked for \(url.path))")
    }
    return url.path
  }

  /// The layer with `animation` added at timeline time `now` (its `beginTime` counts from
  /// there), replacing any earlier animation with the same key; or the reason it cannot be.
  func addingAnimation(_ animation: PropertyAnimation, forKey key: String?, at now: Double)
    throws(LiveChangeError) -> EmitterLayer
  {
    let replaced = key.map { key in animations.filter { $0.key == key } } ?? []
    try Self.refuseSubCellRateAnimations([animation] + replaced)
    var validator = SceneValidator(file: "", folder: nil)
    validator.check(animation, in: self, at: "")
    if let problem = validator.diagnostics.first {
      let path = problem.keyPath.isEmpty ? animation.keyPath : problem.keyPath
      throw LiveChangeError(
        keyPath: animation.keyPath, value: problem.value, expected: problem.expected,
        message: "animation of \(quoted(animation.keyPath)), \(path): \(problem.message)")
    }
    var layer = self
    var added = animation
    added.key = key
    added.layerBeginTime += now
    if let key { layer.animations.removeAll { $0.key == key } }
    layer.animations.append(added)
    return layer
  }

  /// The layer with the change applied at timeline time `now`, or the reason it cannot be.
  package func applying(_ action: LayerChange.Action, at now: Double) throws(LiveChangeError)
    -> EmitterLayer
  {
    switch action {
    case .set(let keyPath, _) where Self.subCellRespawnPath(keyPath) != nil:
      return try applyingCellChange(action, at: now).layer
    case .set(let keyPath, let value):
      let layer = try settingValue(value, forKeyPath: keyPath)
      // A top-level cell's birthEvent (sub-cells' respawn above): only `life` is allowed.
      let parts = keyPath.split(separator: ".")
      if parts.count == 3, parts[0] == "emitterCells", parts[2] == "birthEvent",
        let cell = layer.emitterCells.first(where: { $0.name == String(parts[1]) && !$0.isRetired })
      {
        try Self.checkBirthEvent(of: cell, depth: 1, at: "emitterCells.\(parts[1])")
      }
      return layer
    case .addAnimation(let animation, let key):
      return try addingAnimation(animation, forKey: key, at: now)
    case .removeAnimation(let key):
      try Self.refuseSubCellRateAnimations(animations.filter { $0.key == key })
      var layer = self
      layer.animations.removeAll { $0.key == key }
      return layer
    case .removeAllAnimations:
      try Self.refuseSubCellRateAnimations(animations)
      var layer = self
      layer.animations.removeAll()
      return layer
    case .insertBehavior(let behavior, let index):
      var behaviors = emitterBehaviors
      let position = index ?? behaviors.count
      guard (0...behaviors.count).contains(position) else {
        throw LiveChangeError(
          keyPath: "emitterBehaviors", value: "\(position)", expected: "0...\(behaviors.count)",
          message:
            "emitterBehaviors: no place \(position) to insert at; the layer has \(behaviors.count)"
            + " behaviours (0...\(behaviors.count))")
      }
      behaviors.insert(behavior, at: position)
      return try settingBehaviors(behaviors)
    case .removeBehavior(let name):
      guard let index = emitterBehaviors.firstIndex(where: { $0.name == name }) else {
        let suggestion = nearestName(to: name, among: emitterBehaviors.compactMap(\.name))
        throw LiveChangeError(
          keyPath: "emitterBehaviors.\(name)", value: quoted(name), expected: suggestion.map(quoted),
          message:
            "emitterBehaviors.\(name): no behaviour named \(quoted(name))"
            + (suggestion.map { "; did you mean \(quoted($0))?" } ?? ""))
      }
      var behaviors = emitterBehaviors
      behaviors.remove(at: index)
      return try settingBehaviors(behaviors)
    case .setBehaviors(let behaviors, nil):
      return try settingBehaviors(behaviors)
    case .setBehaviors(let behaviors, let cell?):
      return try settingBehaviors(behaviors, ofCell: cell)
    case .renameCell(let path, let name):
      return try renamingCell(at: path, to: name)
    case .insertCell, .removeCell, .setCells:
      return try applyingCellChange(action, at: now).layer
    case .insertSublayer, .removeSublayer:
      return try applyingSublayerChange(action) ?? self
    case .setMask(let mask):
      try Self.checkMask(mask)
      var layer = self
      layer.mask = mask
      return layer
    case .setTiming:
      throw LiveChangeError(
        keyPath: "setTiming", expected: "a canvas change",
        message: "setTiming: a layer's clock is changed on the canvas, in scene time (the scene's"
          + " events, ParticleSystem.setTiming), since a stopped clock could not carry it")
    }
  }

  /// Refuses a mask set whole (`setMask`) that a scene file's layer could not hold: its keys,
  /// its emitter's and its cells' ranges, with the key path under `mask`.
  static func checkMask(_ mask: LayerMask) throws(LiveChangeError) {
    var holder = EmitterLayer()
    holder.mask = mask
    try refuseInvalid(holder, at: "")
  }

  /// Throws the first problem the scene validator finds in `layer`, checked as a scene file's
  /// layer at `keyPath`, as a live change's error naming its key path, value and range.
  static func refuseInvalid(_ layer: EmitterLayer, at keyPath: String) throws(LiveChangeError) {
    var validator = SceneValidator(file: "", folder: nil)
    validator.check(layer, at: keyPath)
    if let problem = validator.diagnostics.first {
      throw LiveChangeError(
        keyPath: problem.keyPath, value: problem.value, expected: problem.expected,
        message: "\(problem.keyPath): \(problem.message)")
    }
  }

  /// The layer with `behaviors` as its `emitterBehaviors`, checked as a scene file's are (keys
  /// and ranges of each type, over-life curves, names unique).
  func settingBehaviors(_ behaviors: [EmitterBehavior]) throws(LiveChangeError)
    -> EmitterLayer
  {
    var layer = self
    layer.emitterBehaviors = behaviors
    var check = layer
    check.animations = []
    check.emissionEvents = []
    check.events = []
    var validator = SceneValidator(file: "", folder: nil)
    validator.checkExtras(of: check, at: "")
    if let problem = validator.diagnostics.first {
      throw LiveChangeError(
        keyPath: problem.keyPath, value: problem.value, expected: problem.expected,
        message: "\(problem.keyPath): \(problem.message)")
    }
    return layer
  }
}

extension LayerPropertyReference {
  /// Whether the property interpolates and may be animated (the schema row's own answer).
  package var propertyIsAnimatable: Bool {
    switch target {
    case .layer(let property): property.isAnimatable
    case .cell(_, let property): property.isAnimatable
    case .behavior(_, let property): property.isAnimatable
    case .cellBehavior(_, _, let property): property.isAnimatable
    case .mask(let property): property.isAnimatable
    case .wholeMask: false
    case .maskEmitter(let reference): reference.propertyIsAnimatable
    }
  }
}

extension EmitterLayer {
  /// The property `animation` drives: an animatable one, or, for a discrete keyframe animation,
  /// also a boolean or mode a running layer may change (`enabled`, `emitterShape`, `renderMode`…),
  /// which then switches from value to value at the key times.
  package func animatedProperty(for animation: PropertyAnimation) throws(KeyPathError)
    -> LayerPropertyReference
  {
    do {
      return try property(atKeyPath: animation.keyPath)
    } catch {
      guard case .notAnimatable(let name) = error.kind, animation.isKeyframe,
        animation.calculationMode == .discrete, Self.liveDiscreteProperties.contains(name)
      else { throw error }
      return try property(atKeyPath: animation.keyPath, animatable: false)
    }
  }
}

extension EmitterLayer {
  /// Refuses a live change that adds or removes an animation of a sub-cell's `birthRate`: each
  /// parent takes that rate at its birth and keeps it (docs/SEMANTICS.md, Sub-cells), so the
  /// animation must be there from the scene's start for every parent to have one.
  static func refuseSubCellRateAnimations(_ animations: [PropertyAnimation])
    throws(LiveChangeError)
  {
    guard let animation = animations.first(where: { subCellRatePath($0.keyPath) != nil }) else {
      return
    }
    let problem = KeyPathError(keyPath: animation.keyPath, kind: .subCellRate)
    throw LiveChangeError(
      keyPath: animation.keyPath, expected: "an animation present from the scene's start",
      message: problem.description)
  }
}
