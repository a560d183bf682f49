import EmitterModel

/// What the parameter panel shows, built from the running simulator's live model (so its
/// widgets follow click-moves and `+`): one section per layer with a row per property, and in
/// it a section per behaviour and per cell, sub-cells nested. Pure: tests check that every
/// property is there under a key path the live calls accept, without ImGui.
package struct PanelContent: Sendable {
  package var title: String
  package var sections: [PanelSection]
  /// The last refused edit's message, or where a save or recording was written.
  package var message: PanelMessage?
  /// Edits not saved yet (the title bar shows `*`).
  package var isDirty = false
  package var isRecording = false
  /// Where Ctrl+S writes.
  package var saveDestination = ""

  package init(title: String, model: Scene) {
    self.title = title
    let placed = Self.placedLayers(model)
    sections = model.layers.indices.map { index in
      PanelSection(
        layer: model.layers[index], placed: placed[index], index: index,
        title: Self.layerTitle(model, index), depth: Self.depth(model, index))
    }
  }
}

/// A line under the panel's buttons.
package struct PanelMessage: Equatable, Sendable {
  package var text: String
  package var isError: Bool

  package init(_ text: String, isError: Bool) {
    self.text = text
    self.isError = isError
  }
}

/// A layer, a behaviour or a cell, with its rows and nested sections. Rows and children are
/// made when asked for, so the panel pays only for the sections it has open (a large scene has
/// thousands of properties).
package struct PanelSection: Sendable {
  package var title: String
  package var layer: Int
  /// How deep in the layer tree its layer is (0: top-level), for the panel's indentation.
  package var depth = 0
  private let subject: Subject

  private enum Subject: Sendable {
    /// The layer, and the same with its default `position` and `bounds` resolved (what the
    /// geometry rows show and start a drag from).
    case layer(EmitterLayer, placed: EmitterLayer)
    case behavior(EmitterBehavior, in: EmitterLayer)
    /// `path` is the key path prefix of the cell's properties (nil when unnamed, or under an
    /// unnamed cell: no key path reaches it).
    case cell(EmitterCell, path: String?, in: EmitterLayer)
  }

  init(layer: EmitterLayer, placed: EmitterLayer, index: Int, title: String, depth: Int) {
    self.title = title
    self.layer = index
    self.depth = depth
    subject = .layer(layer, placed: placed)
  }

  private init(behavior: EmitterBehavior, offset: Int, in layer: EmitterLayer, index: Int) {
    title = "behaviour \(behavior.name ?? "#\(offset)") (\(behavior.type.rawValue))"
    self.layer = index
    subject = .behavior(behavior, in: layer)
  }

  private init(
    cell: EmitterCell, offset: Int, parentPath: String??, in layer: EmitterLayer, index: Int
  ) {
    title = (parentPath == nil ? "cell " : "sub-cell ") + (cell.name ?? "#\(offset)")
    self.layer = index
    let prefix: String? = parentPath.map { $0 ?? nil } ?? ""
    let path = prefix.flatMap { prefix in cell.name.map { prefix + "emitterCells.\($0)." } }
    subject = .cell(cell, path: path, in: layer)
  }

  /// The section's own properties, read now.
  package var rows: [PanelRow] {
    switch subject {
    case .layer(let layer, let placed):
      var rows: [PanelRow] = []
      for property in EmitterLayer.schema.properties {
        guard
          let row = PanelRow(
            property.name, keyPath: property.name, kind: property.kind, in: layer, placed: placed)
        else { continue }
        rows.append(row)
        for keyPath in Self.geometryControls[property.name] ?? [] {
          guard let kind = EmitterLayer.geometrySubPaths[keyPath]?.kind,
            let row = PanelRow(keyPath, keyPath: keyPath, kind: kind, in: layer, placed: placed)
          else { continue }
          rows.append(row)
        }
      }
      return rows
    case .behavior(let behavior, let layer):
      let prefix = behavior.name.map { "emitterBehaviors.\($0)." }
      return EmitterBehavior.schema(for: behavior.type).properties.compactMap { property in
        guard property.name != "type" else { return nil }
        return PanelRow(
          property.name, keyPath: prefix.map { $0 + property.name }, kind: property.kind,
          value: property.value(in: behavior), in: layer)
      }
    case .cell(let cell, let path, let layer):
      return EmitterCell.schema.properties.compactMap { property in
        PanelRow(
          property.name, keyPath: path.map { $0 + property.name }, kind: property.kind,
          value: property.value(in: cell), in: layer)
      }
    }
  }

  /// Whether the section is a layer's (not a behaviour's or a cell's).
  var isLayer: Bool {
    if case .layer = subject { return true }
    return false
  }

  /// A layer's behaviours then its cells; a cell's sub-cells.
  package var children: [PanelSection] {
    switch subject {
    case .layer(let layer, _):
      let behaviors = layer.emitterBehaviors.enumerated().map { offset, behavior in
        PanelSection(behavior: behavior, offset: offset, in: layer, index: self.layer)
      }
      let cells = layer.emitterCells.enumerated().map { offset, cell in
        PanelSection(cell: cell, offset: offset, parentPath: nil, in: layer, index: self.layer)
      }
      return behaviors + cells
    case .behavior:
      return []
    case .cell(let cell, let path, let layer):
      return cell.emitterCells.enumerated().map { offset, subCell in
        PanelSection(
          cell: subCell, offset: offset, parentPath: .some(path), in: layer, index: self.layer)
      }
    }
  }

  /// The section's add and remove buttons: a layer adds cells and behaviours; a named cell
  /// adds sub-cells and is removed; a named behaviour is removed.
  package var actions: [(label: String, edit: StructureEdit)] {
    switch subject {
    case .layer:
      return [("Add cell", .addCell(parent: nil)), ("Add behaviour", .addBehavior)]
    case .behavior(let behavior, _):
      return behavior.name.map { [("Remove behaviour", .removeBehavior(name: $0))] } ?? []
    case .cell(_, let path, _):
      guard let path else { return [] }
      // `emitterCells.A.emitterCells.B.` -> `A.B`
      let names = path.split(separator: ".").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      let dotted = names.joined(separator: ".")
      return [("Add sub-cell", .addCell(parent: dotted)), ("Remove cell", .removeCell(path: dotted))]
    }
  }

  /// Every row here and below, depth first.
  package var allRows: [PanelRow] { rows + children.flatMap(\.allRows) }
}

/// One property: its value and how the panel edits it.
package struct PanelRow: Equatable, Sendable {
  package var name: String
  /// What the panel shows beside the widget: the name, or for a sub-path row its last part
  /// (`bounds.size` shows as `size`, `transform.rotation` as `rotation`).
  package var label: String {
    PanelSection.geometryControls.values.contains { $0.contains(name) }
      ? String(name.split(separator: ".").last ?? Substring(name)) : name
  }
  /// Nil when no key path reaches it (an unnamed cell or behaviour).
  package var keyPath: String?
  package var kind: ValueKind
  package var value: PropertyValue
  /// Why it cannot change while the layer runs; nil when it can.
  package var readOnlyReason: String?

  /// A layer property's row, its value read from `placed` (the layer with its default
  /// geometry resolved, so `position` and `bounds.size` show where the layer is); nil for
  /// `name` (the section's title shows it).
  init?(
    _ name: String, keyPath: String, kind: ValueKind, in layer: EmitterLayer, placed: EmitterLayer
  ) {
    guard name != "name" else { return nil }
    let value =
      placed.value(atKeyPath: keyPath)
      ?? EmitterLayer.schema.property(named: name)?.value(in: placed) ?? .unset
    self.init(name, keyPath: keyPath, kind: kind, value: value, in: layer)
  }

  init?(
    _ name: String, keyPath: String?, kind: ValueKind, value: PropertyValue, in layer: EmitterLayer
  ) {
    guard name != "name" else { return nil }
    self.name = name
    self.kind = kind
    self.value = value
    self.keyPath = keyPath
    guard let path = self.keyPath else {
      readOnlyReason = "unnamed: a key path reaches only named cells and behaviours"
      return
    }
    do {
      _ = try layer.liveProperty(atKeyPath: path)
    } catch {
      readOnlyReason = error.description
    }
  }

  /// Drag speed per pixel: a 200th of a small closed range, else a hundredth of the value's size.
  package var speed: Double {
    if case .number(let range) = kind, range.lower.isFinite, range.upper.isFinite,
      range.upper - range.lower <= 10
    {
      return (range.upper - range.lower) / 200
    }
    let size = (value.components ?? [1]).map(abs).max() ?? 1
    return max(size, 1) / 100
  }
}

extension PanelRow {
  /// The contents combo's entries: each built-in shape.
  package static let contentsShapes = ContentsShape.allCases.map(\.rawValue)

  /// The entry the row's contents shows as: its shape's name, or what else it is.
  package var contentsChoice: String {
    switch value {
    case .contents(.shape(let shape, _)): shape.rawValue
    case .contents(.image): "image"
    case .contents(.emoji): "emoji"
    case .contents(.path): "path"
    case .contents(.bitmap): "bitmap"
    default: "none"
    }
  }

  /// The contents for shape `name`, at the size the row's shape has (10 pt for other contents).
  package func contents(shape name: String) -> PropertyValue? {
    guard let shape = ContentsShape(rawValue: name) else { return nil }
    var size = Size(width: 10, height: 10)
    if case .contents(.shape(_, let current)) = value { size = current }
    return .contents(.shape(shape, size: size))
  }
}
