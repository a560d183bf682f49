import Foundation

extension Scene {
  /// Every problem of a scene however it was made: ranges from the schema, sibling names,
  /// nesting depth, missing images and the particle budget. Empty when the scene is valid; at
  /// most `SceneFileError.maximumListed` (a scene with more problems lists its first ones).
  ///
  /// - Parameters:
  ///   - file: names the scene in messages.
  ///   - folder: where relative image paths point; nil skips checking relative paths.
  public func diagnostics(file: String = "scene", folder: URL? = nil) -> [SceneDiagnostic] {
    var validator = SceneValidator(file: file, folder: folder)
    validator.check(self)
    return validator.diagnostics
  }

  /// Throws every problem `diagnostics(file:folder:)` finds.
  public func validate(file: String = "scene", folder: URL? = nil) throws(SceneFileError) {
    let problems = diagnostics(file: file, folder: folder)
    if !problems.isEmpty { throw SceneFileError(problems) }
  }
}

/// The checks that need the model rather than one JSON value.
struct SceneValidator {
  let file: String
  let folder: URL?
  /// The first `SceneFileError.maximumListed` problems, and a count of the rest.
  private(set) var log = DiagnosticLog()
  var diagnostics: [SceneDiagnostic] { log.listed }

  init(file: String, folder: URL?) {
    self.file = file
    self.folder = folder
  }

  mutating func check(_ scene: Scene) {
    checkProperties(of: scene, schema: Scene.schema, at: "")
    checkUniqueNames(scene.layers.map(\.name), at: "layers")
    for (index, layer) in scene.layers.enumerated() { check(layer, at: "layers[\(index)]") }
    checkCanvasChanges(of: scene)
    checkMaskLayers(of: scene)
    checkBudget(of: scene)
    checkLayerIndices(of: scene)
  }

  /// The flat indices inserted layers claim (`layerIndex`, written by recordings) must be the
  /// ones they take (`SublayerNumbering`).
  mutating func checkLayerIndices(of scene: Scene) {
    guard scene.containsLayerIndices else { return }
    for problem in scene.flattened.sublayerNumbering.problems {
      report(
        .inconsistent, at: problem.keyPath, value: "\(problem.value)",
        expected: "the flat index the layer takes", message: problem.message)
    }
  }

  mutating func check(_ layer: EmitterLayer, at keyPath: String) {
    checkProperties(of: layer, schema: EmitterLayer.schema, at: keyPath)
    checkImage(layer.contents, at: joined(keyPath, "contents"))
    if let mask = layer.mask {
      checkProperties(of: mask, schema: LayerMask.schema, at: joined(keyPath, "mask"))
      checkImage(mask.contents, at: joined(keyPath, "mask.contents"))
      if let emitter = mask.emitter { check(emitter, at: joined(keyPath, "mask")) }
    }
    check(layer.emitterCells, at: joined(keyPath, "emitterCells"), depth: 1)
    checkExtras(of: layer, at: keyPath)
    checkEmitterMask(of: layer, at: keyPath)
    let sublayersPath = joined(keyPath, "sublayers")
    if layer.sublayers.count > EmitterLayer.maximumSublayers {
      report(
        .outOfRange, at: sublayersPath, value: "\(layer.sublayers.count) sublayers",
        expected: "at most \(EmitterLayer.maximumSublayers)",
        message:
          "\(layer.sublayers.count) sublayers; a layer holds at most"
          + " \(EmitterLayer.maximumSublayers)")
    }
    checkUniqueNames(layer.sublayers.map(\.name), at: sublayersPath)
    for (index, sublayer) in layer.sublayers.enumerated() {
      check(sublayer, at: "\(sublayersPath)[\(index)]")
    }
  }

  /// Checks sibling cells at `depth` (1 for a layer's own cells) and everything below them.
  mutating func check(_ cells: [EmitterCell], at keyPath: String, depth: Int) {
    checkUniqueNames(cells.map(\.name), at: keyPath)
    for (index, cell) in cells.enumerated() {
      let cellPath = "\(keyPath)[\(index)]"
      guard depth <= Scene.maximumCellDepth else {
        report(
          .nestingTooDeep, at: cellPath, value: nil, expected: "depth <= \(Scene.maximumCellDepth)",
          message: "cells nest \(depth) deep; at most \(Scene.maximumCellDepth) levels are allowed")
        return
      }
      check(cell, at: cellPath, depth: depth)
    }
  }

  mutating func check(_ cell: EmitterCell, at keyPath: String, depth: Int) {
    checkProperties(of: cell, schema: EmitterCell.schema, at: keyPath)
    checkImage(cell.contents, at: joined(keyPath, "contents"))
    checkImage(cell.trailContents, at: joined(keyPath, "trailContents"))
    checkBehaviors(cell.emitterBehaviors, at: joined(keyPath, "emitterBehaviors"))
    if depth > 1, cell.maxParticles != 0 {
      report(
        .outOfRange, at: joined(keyPath, "maxParticles"), value: "\(cell.maxParticles)", expected: "0",
        message: "\(cell.maxParticles) is out of range; a sub-cell takes no cap (its births are counted"
          + " per parent in closed form): allowed 0")
    }
    checkBirthEvent(of: cell, at: keyPath, depth: depth)
    check(cell.emitterCells, at: joined(keyPath, "emitterCells"), depth: depth + 1)
  }

  /// `birthEvent` other than `life` is for sub-cells, whose `birthRate` is then a count per
  /// event: every parent slot reserves that many child slots.
  mutating func checkBirthEvent(of cell: EmitterCell, at keyPath: String, depth: Int) {
    guard cell.birthEvent != .life else { return }
    if depth <= 1 {
      report(
        .outOfRange, at: joined(keyPath, "birthEvent"), value: quoted(cell.birthEvent.rawValue),
        expected: "life",
        message: "\(quoted(cell.birthEvent.rawValue)) is out of range for a top-level cell, whose"
          + " particles have no parent to be born from: allowed \"life\"")
    }
    let limit = EmitterCell.maximumChildrenPerEvent
    if cell.birthRate > limit {
      report(
        .outOfRange, at: joined(keyPath, "birthRate"), value: formatNumber(cell.birthRate),
        expected: "0...\(formatNumber(limit))",
        message: "\(formatNumber(cell.birthRate)) is out of range for a sub-cell born at its"
          + " parent's \(cell.birthEvent.rawValue), where birthRate counts children per event:"
          + " allowed 0...\(formatNumber(limit))")
    }
  }

  mutating func checkProperties<Root>(
    of root: Root, schema: Schema<Root>, at keyPath: String
  ) {
    for property in schema.properties {
      for problem in property.rangeProblems(in: root) {
        report(
          problem.kind, at: joined(keyPath, property.name) + problem.subPath, value: problem.value,
          expected: problem.expected, message: problem.message)
      }
    }
  }

  /// Key paths find cells by name (`emitterCells.spark.birthRate`), so a repeated sibling name
  /// would make them ambiguous. Unnamed siblings are fine.
  mutating func checkUniqueNames(_ names: [String?], at keyPath: String) {
    var firstIndex: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      guard let name else { continue }
      guard let first = firstIndex[name] else {
        firstIndex[name] = index
        continue
      }
      report(
        .duplicateName(name), at: "\(keyPath)[\(index)].name", value: quoted(name),
        expected: "a name no sibling uses",
        message:
          "name \(quoted(name)) is already used by \(keyPath)[\(first)]; sibling names must be"
          + " unique, since key paths find them by name")
    }
  }

  mutating func checkImage(_ contents: Contents?, at keyPath: String) {
    guard case .image(let path)? = contents, !path.isEmpty else { return }
    guard path.hasPrefix("/") || folder != nil else { return }
    let resolved = folder.map { resolvedImagePath(path, against: $0) } ?? path
    let kind = FileKind(of: resolved)
    switch kind {
    case .regular: return
    case .missing:
      report(
        .missingImage(path: path), at: keyPath, value: quoted(path),
        expected: "an existing PNG file",
        message: "image \(quoted(path)) not found (looked for \(resolved))")
    default:
      report(
        .notRegularFile(path: path), at: keyPath, value: quoted(path),
        expected: "a regular PNG file",
        message: "image \(quoted(path)) (\(resolved)) is \(kind.description), not a regular file;"
          + " contents images are read only from regular files")
    }
  }

  mutating func report(
    _ kind: SceneDiagnostic.Kind, at keyPath: String, value: String?, expected: String?,
    message: String
  ) {
    let file = file
    log.add {
      SceneDiagnostic(
        file: file, keyPath: keyPath, kind: kind, value: value, expected: expected,
        message: message)
    }
  }
}
