import Foundation

/// Model -> JSON tree -> text. Defaults are omitted, so a written scene file holds exactly what
/// differs from Apple's defaults, as a hand-written one would.
extension Schema {
  /// The non-default properties of `root` as JSON members.
  func encodedMembers(of root: Root) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    for property in properties {
      if let value = property.encodedValue(in: root) { members[property.name] = value }
    }
    return members
  }
}

extension EmitterCell {
  var jsonValue: JSONValue {
    var members = Self.schema.encodedMembers(of: self)
    if !emitterCells.isEmpty { members["emitterCells"] = .array(emitterCells.map(\.jsonValue)) }
    if !emitterBehaviors.isEmpty {
      members["emitterBehaviors"] = .array(emitterBehaviors.map(\.jsonValue))
    }
    return .object(members)
  }
}

extension EmitterLayer {
  var jsonValue: JSONValue {
    var members = Self.schema.encodedMembers(of: self)
    if !emitterCells.isEmpty { members["emitterCells"] = .array(emitterCells.map(\.jsonValue)) }
    if !emitterBehaviors.isEmpty {
      members["emitterBehaviors"] = .array(emitterBehaviors.map(\.jsonValue))
    }
    if !animations.isEmpty { members["animations"] = .array(animations.map(\.jsonValue)) }
    if !emissionEvents.isEmpty { members["emissionEvents"] = .array(emissionEvents.map(\.jsonValue)) }
    if !events.isEmpty {
      // Changes of a mask's emitter keys after a `setMask` are written as the layer's own.
      members["events"] = .array(LayerChange.loweringMaskEmitterEvents(events).map(\.jsonValue))
    }
    if !sublayers.isEmpty { members["sublayers"] = .array(sublayers.map(\.jsonValue)) }
    // A mask at its defaults is still a mask (it masks everything out): written as {}.
    if let mask { members["mask"] = .object(mask.encodedMembers) }
    return .object(members)
  }
}

extension Scene {
  var jsonValue: JSONValue {
    var members = Self.schema.encodedMembers(of: self)
    // A flattened scene (a simulator's model) is written as the tree it came from.
    let layers = superlayers.isEmpty && topLevelOrder == nil ? layers : unflattened.layers
    if !layers.isEmpty { members["layers"] = .array(layers.map(\.jsonValue)) }
    if !events.isEmpty { members["events"] = .array(events.map(\.jsonValue)) }
    return .object(members)
  }

  /// The scene as a scene file: UTF-8 JSON, keys sorted, two-space indents, short arrays of
  /// numbers on one line, properties at their default omitted.
  ///
  /// Image paths are written as held; pass the folder the file will live in to write paths
  /// under it relative to it again (loading made them absolute). A `schemaReference` becomes a
  /// top-level `"$schema"` naming the JSON Schema, so an editor opening the file completes and
  /// checks its keys (files `emitter presets export` and `emitter new` write); loading ignores it.
  public func jsonData(imagesRelativeTo folder: URL? = nil, schemaReference: String? = nil) -> Data
  {
    let scene = folder.map(relativizingImagePaths) ?? self
    var json = scene.jsonValue
    if let schemaReference {
      var members = json.objectMembers
      members[Self.schemaReferenceKey] = .string(schemaReference)
      json = .object(members)
    }
    return Data((json.prettyPrinted() + "\n").utf8)
  }
}

// MARK: - Image paths
//
// Loading makes relative image paths absolute, so the renderer finds them from any working
// directory; writing can make them relative again.

extension Scene {
  /// The scene with relative image paths resolved against `folder`.
  func resolvingImagePaths(against folder: URL) -> Scene {
    mappingImagePaths { resolvedImagePath($0, against: folder) }
  }

  /// The scene with image paths under `folder` written relative to it.
  func relativizingImagePaths(to folder: URL) -> Scene {
    let prefix = folder.standardizedFileURL.path + "/"
    return mappingImagePaths { path in
      path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
  }

  /// The scene with each cell's (and sub-cell's) image path replaced by `transform`'s.
  package func mappingImagePaths(_ transform: (String) -> String) -> Scene {
    var scene = self
    scene.layers = layers.map { $0.mappingImagePaths(transform) }
    // A top-level layer the canvas's events insert too.
    scene.events = events.map { $0.mappingImagePaths(transform) }
    return scene
  }
}

/// `path` as a scene file in `folder` means it: relative to the folder, made absolute; an
/// absolute or empty path, or a PNG data URL (an image in the file itself), as it is.
func resolvedImagePath(_ path: String, against folder: URL) -> String {
  path.isEmpty || path.hasPrefix("/") || ContentsBitmap.isDataURL(path)
    ? path : folder.appendingPathComponent(path).standardizedFileURL.path
}

extension EmitterLayer {
  fileprivate func mappingImagePaths(_ transform: (String) -> String) -> EmitterLayer {
    var layer = self
    if case .image(let path)? = contents { layer.contents = .image(path: transform(path)) }
    layer.mask = mask?.mappingImagePaths(transform)
    layer.emitterMask.image = emitterMask.image.map(transform)
    layer.emitterBehaviors = emitterBehaviors.map { $0.mappingImagePaths(transform) }
    layer.emitterCells = emitterCells.map { $0.mappingImagePaths(transform) }
    layer.sublayers = sublayers.map { $0.mappingImagePaths(transform) }
    // A layer an event inserts is read and written with the file's paths too.
    layer.events = events.map { $0.mappingImagePaths(transform) }
    return layer
  }
}

extension LayerMask {
  /// The mask with its contents' and its emitter's image paths replaced by `transform`'s.
  fileprivate func mappingImagePaths(_ transform: (String) -> String) -> LayerMask {
    var mask = self
    if case .image(let path)? = contents { mask.contents = .image(path: transform(path)) }
    mask.emitter = emitter?.mappingImagePaths(transform)
    return mask
  }
}

extension LayerChange {
  /// The change with the image paths it brings replaced by `transform`'s, so an event's images
  /// are found as the file's are: an image `set` (`contents`, `trailContents`, an image
  /// collider's `image`, `emitterMaskImage`), and those of the layer, mask, cells or behaviours
  /// an `insertSublayer`, `setMask`, `insertCell`, `setCells`, `insertBehavior` or
  /// `setBehaviors` brings; any other change as it is.
  package func mappingImagePaths(_ transform: (String) -> String) -> LayerChange {
    var change = self
    switch action {
    case .set(let keyPath, .contents(.image(let path))):
      change.action = .set(keyPath: keyPath, value: .contents(.image(path: transform(path))))
    case .set(let keyPath, .string(let path)) where EmitterLayer.takesImagePath(keyPath):
      change.action = .set(keyPath: keyPath, value: .string(transform(path)))
    case .insertSublayer(let inserted, let position):
      change.action = .insertSublayer(inserted.mappingImagePaths(transform), at: position)
    case .setMask(let mask):
      change.action = .setMask(mask.mappingImagePaths(transform))
    case .insertCell(let cell, let index, let parent):
      change.action = .insertCell(cell.mappingImagePaths(transform), at: index, parent: parent)
    case .setCells(let cells, let parent):
      change.action = .setCells(cells.map { $0.mappingImagePaths(transform) }, parent: parent)
    case .insertBehavior(let behavior, let index):
      change.action = .insertBehavior(behavior.mappingImagePaths(transform), at: index)
    case .setBehaviors(let behaviors, let cell):
      change.action = .setBehaviors(behaviors.map { $0.mappingImagePaths(transform) }, cell: cell)
    default: break
    }
    return change
  }
}

extension EmitterCell {
  fileprivate func mappingImagePaths(_ transform: (String) -> String) -> EmitterCell {
    var cell = self
    if case .image(let path)? = contents { cell.contents = .image(path: transform(path)) }
    if case .image(let path)? = trailContents { cell.trailContents = .image(path: transform(path)) }
    cell.emitterBehaviors = emitterBehaviors.map { $0.mappingImagePaths(transform) }
    cell.emitterCells = emitterCells.map { $0.mappingImagePaths(transform) }
    return cell
  }
}

extension EmitterBehavior {
  /// An image collider's source path replaced by `transform`'s.
  fileprivate func mappingImagePaths(_ transform: (String) -> String) -> EmitterBehavior {
    var behavior = self
    behavior.image = image.map(transform)
    return behavior
  }
}

extension JSONValue {
  /// Pretty JSON text. Written here rather than by `JSONEncoder` so the layout (inline short
  /// arrays, integral numbers without ".0") is the same on every platform and stays diffable.
  func prettyPrinted(indent: String = "") -> String {
    switch self {
    case .array(let items) where items.isEmpty: return "[]"
    case .array(let items) where items.count <= 8 && items.allSatisfy(\.isScalar):
      return "[" + items.map { $0.prettyPrinted() }.joined(separator: ", ") + "]"
    case .array(let items):
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.prettyPrinted(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let members) where members.isEmpty: return "{}"
    case .object(let members):
      let inner = indent + "  "
      let lines = members.keys.sorted().map { key in
        inner + jsonQuoted(key) + ": " + (members[key] ?? .null).prettyPrinted(indent: inner)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    case .number(let number) where !number.isFinite:
      return jsonQuoted(formatNumber(number))
    case .number(let number): return formatNumber(number)
    case .string(let text): return jsonQuoted(text)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }
}
