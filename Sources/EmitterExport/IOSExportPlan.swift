import EmitterModel
import Foundation

/// A scene as the objects, assignments and comments of CAEmitterLayer code, independent of the
/// language it is printed in: only values that differ from the defaults are set, as a developer
/// would write them (the schema tables say which).
package struct IOSExportPlan: Sendable {
  package var layers: [IOSLayerPlan] = []
  /// Scene settings with no iOS equivalent, written above the function.
  var sceneNotes: [String] = []
  /// Every `not on iOS` line, scene ones first: `key.path: why`.
  package var notOnIOS: [String] = []
  /// `name (from file)` for each image the code loads by name.
  package var images: [String] = []
  /// The in-memory bitmaps the code loads by name, which code cannot hold: `emitter export
  /// --out` writes each as `name.png` beside the code. Equal bitmaps share a name.
  package var bitmaps: [(name: String, bitmap: ContentsBitmap)] = []
  var usesBehaviors = false
  var usesShapes = false
  var usesEmoji = false
  var names = VariableNames()

  package init(scene: Scene) {
    for property in Scene.schema.properties where property.value(in: scene) != property.defaultValue
    {
      let value = describe(property.value(in: scene))
      let line = "\(property.name) \(value): " + Self.sceneNoteReason(property.name)
      sceneNotes.append(line)
      notOnIOS.append(line)
    }
    for (index, layer) in scene.layers.enumerated() {
      layers.append(
        plan(
          layer, path: "layers[\(index)]",
          comment: "Layer \(index + 1)" + (layer.name.map { ": \($0)" } ?? ""), superlayer: nil))
    }
  }

  private static func sceneNoteReason(_ key: String) -> String {
    switch key {
    case "size": "the canvas the scene was laid out on; the layers take the view's bounds"
    case "backgroundColor": "EmitterKit's canvas colour; set the view's backgroundColor"
    case "canvasLayout": "EmitterKit resizes the scene; positions here are absolute points"
    case "rangeMode": "ranges are written as they are; iOS reads them as value ± range"
    case "prepopulatesOnFirstDisplay":
      "iOS 7 and later pre-populate a new layer themselves; the exported beginTime (now) turns that off"
    default: "an EmitterKit setting"
    }
  }

  // MARK: Cells (children first, so each list names variables already made)

  mutating func plan(_ cell: EmitterCell, path: String, into cells: inout [IOSObject])
    -> String
  {
    var children: [IOSValue] = []
    for (index, child) in cell.emitterCells.enumerated() {
      children.append(.variable(plan(child, path: "\(path).emitterCells[\(index)]", into: &cells)))
    }
    var object = IOSObject(
      variable: names.make(cell.name, suffix: "Cell", fallback: "particle"), kind: .cell,
      comment: "\(path)" + (cell.name.map { " (\($0))" } ?? ""))
    let drawsContents: Bool
    switch cell.contents {
    case .shape?, .emoji?: drawsContents = true
    default: drawsContents = false
    }
    for property in EmitterCell.schema.properties {
      let value = property.value(in: cell)
      guard value != property.defaultValue else { continue }
      // Drawn contents set their own scale (below); EmitterKit ignores contentsScale for them too.
      if drawsContents, property.name == "contentsScale" { continue }
      // Core Animation reads a cell's duration 0 as "no end"; in the scene it is a window
      // that never opens.
      if property.name == "duration", value == .number(0) {
        object.notOnIOS.append(
          note(
            "\(path).duration", value,
            "an emission window that never opens; iOS reads duration 0 as unlimited, so disable the cell instead"
          ))
        continue
      }
      guard let key = IOSKey.cell[property.name] else {
        object.notOnIOS.append(note("\(path).\(property.name)", value, "an EmitterKit key"))
        continue
      }
      if case .contents(let contents) = value {
        object.assignments += contentsAssignments(contents, cell: cell, path: path, object: &object)
      } else if let converted = convert(value, as: key.kind) {
        object.assignments.append(IOSAssignment(target: key.target, value: converted))
      } else {
        object.notOnIOS.append(note("\(path).\(property.name)", value, "no iOS form"))
      }
    }
    if !children.isEmpty {
      object.assignments.append(
        IOSAssignment(
          target: .property(swift: "emitterCells", objc: "emitterCells"), value: .list(children)))
    }
    cells.append(object)
    return object.variable
  }

  mutating func contentsAssignments(
    _ contents: Contents, cell: EmitterCell, path: String, object: inout IOSObject
  ) -> [IOSAssignment] {
    let target = IOSTarget.property(swift: "contents", objc: "contents")
    let scale = IOSAssignment(
      target: .property(swift: "contentsScale", objc: "contentsScale"),
      value: .cgFloat(IOSCode.drawnContentsScale))
    switch contents {
    case .image(let file):
      let name = Self.imageName(file)
      let entry = "\(name) (from \((file as NSString).lastPathComponent))"
      if !images.contains(entry) { images.append(entry) }
      return [IOSAssignment(target: target, value: .image(.named(name)))]
    case .shape(let shape, let size):
      usesShapes = true
      return [IOSAssignment(target: target, value: .image(.shape(shape, size))), scale]
    case .emoji(let text, let size):
      usesEmoji = true
      return [IOSAssignment(target: target, value: .image(.emoji(text, size: size))), scale]
    case .path(let svg):
      let name = Self.pathImageName(cellName: cell.name)
      images.append("\(name) (draw the path \(svg))")
      object.notOnIOS.append(
        note(
          "\(path).contents", nil,
          "an SVG path; draw it white into an image named \(name) and add that to the app"))
      return [IOSAssignment(target: target, value: .image(.named(name)))]
    case .bitmap(let bitmap):
      let name = bitmapName(bitmap, cellName: cell.name)
      object.notOnIOS.append(
        note(
          "\(path).contents", nil,
          "a \(bitmap.width)x\(bitmap.height) bitmap held in memory; code cannot hold it, so it"
            + " loads the image \(name) (emitter export --out writes \(name).png beside the code)"))
      return [IOSAssignment(target: target, value: .image(.named(name)))]
    }
  }

  /// The image name a bitmap is loaded by: the cell's name as an identifier plus `Bitmap`,
  /// numbered when another bitmap already has it; a bitmap seen before keeps its name.
  private mutating func bitmapName(_ bitmap: ContentsBitmap, cellName: String?) -> String {
    if let known = bitmaps.first(where: { $0.bitmap == bitmap }) { return known.name }
    let base = VariableNames.identifier(cellName, fallback: "contents") + "Bitmap"
    var name = base
    var number = 2
    while bitmaps.contains(where: { $0.name == name })
      || images.contains(where: { $0.hasPrefix(name + " ") })
    {
      name = base + "\(number)"
      number += 1
    }
    bitmaps.append((name, bitmap))
    images.append("\(name) (a \(bitmap.width)x\(bitmap.height) bitmap: \(name).png)")
    return name
  }

  /// The image a path's cell loads instead: the cell's name as an identifier plus `Path`.
  package static func pathImageName(cellName: String?) -> String {
    VariableNames.identifier(cellName, fallback: "contents") + "Path"
  }

  /// What `UIImage(named:)` finds for a scene's image file: its name without folder or `.png`.
  package static func imageName(_ file: String) -> String {
    let last = (file as NSString).lastPathComponent
    return last.lowercased().hasSuffix(".png") ? String(last.dropLast(4)) : last
  }

  // MARK: Behaviours (the private CAEmitterBehavior: every key through KVC)

  mutating func plan(_ behavior: EmitterBehavior, path: String) -> IOSObject {
    var object = IOSObject(
      variable: names.make(behavior.name, suffix: "Behavior", fallback: behavior.type.rawValue),
      kind: .behavior(type: behavior.type.rawValue),
      comment: "\(path): \(behavior.type.rawValue)" + (behavior.name.map { " (\($0))" } ?? ""))
    for property in EmitterBehavior.schema(for: behavior.type).properties
    where property.name != "type" {
      let value = property.value(in: behavior)
      guard value != property.defaultValue else { continue }
      if let converted = objectValue(value) {
        object.assignments.append(IOSAssignment(target: .key(property.name), value: converted))
      } else {
        object.notOnIOS.append(note("\(path).\(property.name)", value, "no KVC form"))
      }
    }
    return object
  }

  // MARK: Animations

  mutating func plan(_ animation: PropertyAnimation, path: String) -> IOSObject {
    var object = IOSObject(
      variable: names.make(
        animation.key ?? lastComponent(animation.keyPath), suffix: "Animation", fallback: "property"
      ),
      kind: animation.isKeyframe
        ? .keyframeAnimation(keyPath: animation.keyPath)
        : .basicAnimation(keyPath: animation.keyPath),
      comment: "\(path): \(animation.keyPath)")
    for property in PropertyAnimation.schema.properties
    where !["keyPath", "key"].contains(property.name) {
      let value = property.value(in: animation)
      guard value != property.defaultValue else { continue }
      guard let key = IOSKey.animation[property.name], let converted = convert(value, as: key.kind)
      else {
        object.notOnIOS.append(note("\(path).\(property.name)", value, "an EmitterKit key"))
        continue
      }
      object.assignments.append(IOSAssignment(target: key.target, value: converted))
    }
    for (name, value) in [
      ("fromValue", animation.fromValue), ("toValue", animation.toValue),
      ("byValue", animation.byValue),
    ]
    where value != .unset {
      if let converted = objectValue(value) {
        object.assignments.append(
          IOSAssignment(target: .property(swift: name, objc: name), value: .object(converted)))
      } else {
        object.notOnIOS.append(note("\(path).\(name)", value, "no iOS form"))
      }
    }
    if animation.isKeyframe {
      let values = animation.values.compactMap(objectValue)
      if values.count == animation.values.count {
        object.assignments.append(
          IOSAssignment(target: .property(swift: "values", objc: "values"), value: .list(values)))
      } else {
        object.notOnIOS.append(note("\(path).values", nil, "a value with no iOS form"))
      }
    }
    // Transforms that take several calls are built in variables before the animation.
    let base = object.variable
    object.assignments = object.assignments.map {
      IOSAssignment(target: $0.target, value: nameTransforms($0.value, base: base + "Value"))
    }
    return object
  }

  /// The CAAnimationGroup around `members` (planned animations of one group): its timing, as the
  /// scene keeps it in each member's `group`.
  mutating func plan(
    _ group: PropertyAnimation.Group, members: [IOSObject], key: String?, path: String
  ) -> IOSObject {
    var object = IOSObject(
      variable: names.make(key, suffix: "Group", fallback: "animation"), kind: .animationGroup,
      comment: "\(path): a group")
    for property in PropertyAnimation.Group.schema.properties {
      let value = property.value(in: group)
      guard value != property.defaultValue else { continue }
      guard let iosKey = IOSKey.animation[property.name],
        let converted = convert(value, as: iosKey.kind)
      else {
        object.notOnIOS.append(note("\(path).\(property.name)", value, "no iOS form"))
        continue
      }
      object.assignments.append(IOSAssignment(target: iosKey.target, value: converted))
    }
    object.groupedAnimations = members
    return object
  }

  private func lastComponent(_ keyPath: String) -> String {
    keyPath.split(separator: ".").last.map(String.init) ?? keyPath
  }

  // MARK: Values

  /// A property value as the iOS type `kind` names; nil when it has no such form.
  func convert(_ value: PropertyValue, as kind: IOSKey.Kind) -> IOSValue? {
    switch (kind, value) {
    case (.float, .number(let number)): .float(number)
    case (.cgFloat, .number(let number)): .cgFloat(number)
    case (.double, .number(let number)): .double(number)
    case (.uint32, .number(let number)): UInt32(exactly: number).map(IOSValue.uint32)
    case (.bool, .bool(let flag)): .bool(flag)
    case (.string, .string(let text)): .string(text)
    case (.point, .point(let point)): .point(point)
    case (.size, .size(let size)): .size(size)
    case (.rect, .rect(let rect)): .rect(rect)
    case (.color, .color(let color)): .color(color)
    case (.constant(let type, _), .string(let raw)) where raw == EmitterShape.rectangles.rawValue:
      // A private shape: no constant names it, so the string itself.
      .constant(swift: "\(type)(rawValue: \"\(raw)\")", objc: "@\"\(raw)\"")
    case (.constant(_, let prefix), .string(let raw)):
      // The property is typed, so the short form reads as a developer writes it (`.line`).
      .constant(swift: ".\(raw)", objc: prefix + capitalized(raw))
    case (.filter, .string(let raw)):
      .constant(
        swift: "CALayerContentsFilter.\(raw).rawValue", objc: "kCAFilter" + capitalized(raw))
    case (.calculationMode, .string(let raw)):
      .constant(swift: ".\(raw)", objc: "kCAAnimation" + capitalized(raw))
    case (.timingFunction, .timingFunction(let function)): .timingFunction(function)
    case (.timingFunctions, .timingFunctions(let functions)):
      .list(functions.map(IOSValue.timingFunction))
    case (.numbers, .numbers(let numbers)): .numberList(numbers)
    case (.transform, .transform(let matrix)): .transform(IOSTransform(matrix), variable: nil)
    case (.rects, .rects(let rects)): .list(rects.map { .nsValue(.rect($0)) })
    default: nil
    }
  }

  /// A value as an object for `Any` (KVC, an animation's values).
  func objectValue(_ value: PropertyValue) -> IOSValue? {
    switch value {
    case .number(let number): .number(number)
    case .bool(let flag): .bool(flag)
    case .string(let text): .string(text)
    case .point(let point): .point(point)
    case .size(let size): .size(size)
    case .rect(let rect): .rect(rect)
    case .color(let color): .color(color)
    case .vector(let vector): .vector(vector)
    case .numbers(let numbers): .list(numbers.map(IOSValue.number))
    case .colors(let colors): .list(colors.map(IOSValue.color))
    case .rects(let rects): .list(rects.map(IOSValue.rect))
    case .transform(let matrix): .transform(IOSTransform(matrix), variable: nil)
    default: nil
    }
  }

  private func capitalized(_ raw: String) -> String { raw.prefix(1).uppercased() + raw.dropFirst() }

  /// Records a `not on iOS` line for the export's list and returns it for the object's comments.
  mutating func note(_ keyPath: String, _ value: PropertyValue?, _ why: String)
    -> String
  {
    // Loading made a scene's image path absolute: the note names the file, as the export names
    // images, so the code does not depend on where the scene was read. (Other text, such as
    // the mask's text, is quoted as it is.)
    var shown = value
    if keyPath.hasSuffix(".emitterMaskImage"), case .string(let path)? = value, path.hasPrefix("/") {
      shown = .string(URL(fileURLWithPath: path).lastPathComponent)
    }
    // A ribbon's image (iOS has no trails), named by its file alone as well.
    if case .contents(.image(let path))? = value, path.hasPrefix("/") {
      shown = .contents(.image(path: URL(fileURLWithPath: path).lastPathComponent))
    }
    let line = keyPath + (shown.map { " " + describe($0) } ?? "") + ": " + why
    notOnIOS.append(line)
    return line
  }
}
