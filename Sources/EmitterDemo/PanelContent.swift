import EmitterModel

/// What the parameter panel shows, built from the running simulator's live model (so its
/// widgets follow click-moves and `+`): one section per layer with a row per property, and in
/// it a section per behaviour and per cell, sub-cells nested. Pure: tests check that every
/// property is there under a key path the live calls accept, without ImGui.
public struct PanelContent: Sendable {
  public var title: String
  public var sections: [PanelSection]
  /// The last refused edit's message, or where a save or recording was written.
  public var message: PanelMessage?
  /// Edits not saved yet (the title bar shows `*`).
  public var isDirty = false
  public var isRecording = false
  /// Where Ctrl+S writes.
  public var saveDestination = ""

  public init(title: String, model: Scene) {
    self.title = title
    sections = model.layers.enumerated().map { PanelSection(layer: $1, index: $0) }
  }
}

/// A line under the panel's buttons.
public struct PanelMessage: Equatable, Sendable {
  public var text: String
  public var isError: Bool

  public init(_ text: String, isError: Bool) {
    self.text = text
    self.isError = isError
  }
}

/// A layer, a behaviour or a cell, with its rows and nested sections.
public struct PanelSection: Equatable, Sendable {
  public var title: String
  public var layer: Int
  public var rows: [PanelRow]
  public var children: [PanelSection]

  init(layer: EmitterLayer, index: Int) {
    title = "layer \(index)" + (layer.name.map { " · \($0)" } ?? "")
    self.layer = index
    rows = EmitterLayer.schema.properties.compactMap { property in
      PanelRow(property.name, keyPath: property.name, kind: property.kind, in: layer)
    }
    let behaviors = layer.emitterBehaviors.enumerated().map { offset, behavior in
      PanelSection(behavior: behavior, offset: offset, in: layer, index: index)
    }
    let cells = layer.emitterCells.enumerated().map { offset, cell in
      PanelSection(cell: cell, offset: offset, prefix: "", in: layer, index: index)
    }
    children = behaviors + cells
  }

  init(behavior: EmitterBehavior, offset: Int, in layer: EmitterLayer, index: Int) {
    title = "behaviour \(behavior.name ?? "#\(offset)") (\(behavior.type.rawValue))"
    self.layer = index
    let prefix = behavior.name.map { "emitterBehaviors.\($0)." }
    rows = EmitterBehavior.schema(for: behavior.type).properties.compactMap { property in
      guard property.name != "type" else { return nil }
      return PanelRow(
        property.name, keyPath: prefix.map { $0 + property.name }, kind: property.kind,
        value: property.value(in: behavior), in: layer)
    }
    children = []
  }

  init(cell: EmitterCell, offset: Int, prefix: String, in layer: EmitterLayer, index: Int) {
    title = (prefix.isEmpty ? "cell " : "sub-cell ") + (cell.name ?? "#\(offset)")
    self.layer = index
    let path = cell.name.map { prefix + "emitterCells.\($0)." }
    rows = EmitterCell.schema.properties.compactMap { property in
      PanelRow(
        property.name, keyPath: path.map { $0 + property.name }, kind: property.kind,
        value: property.value(in: cell), in: layer)
    }
    children = cell.emitterCells.enumerated().map { child, subCell in
      PanelSection(
        cell: subCell, offset: child, prefix: path ?? "\u{0}", in: layer, index: index)
    }
  }

  /// Every row here and below, depth first.
  public var allRows: [PanelRow] { rows + children.flatMap(\.allRows) }
}

/// One property: its value and how the panel edits it.
public struct PanelRow: Equatable, Sendable {
  public var name: String
  /// Nil when no key path reaches it (an unnamed cell or behaviour).
  public var keyPath: String?
  public var kind: ValueKind
  public var value: PropertyValue
  /// Why it cannot change while the layer runs; nil when it can.
  public var readOnlyReason: String?

  /// A layer property's row; nil for `name` (the section's title shows it).
  init?(_ name: String, keyPath: String, kind: ValueKind, in layer: EmitterLayer) {
    guard name != "name" else { return nil }
    let value =
      layer.value(atKeyPath: keyPath)
      ?? EmitterLayer.schema.property(named: name)?.value(in: layer) ?? .unset
    self.init(name, keyPath: keyPath, kind: kind, value: value, in: layer)
  }

  init?(
    _ name: String, keyPath: String?, kind: ValueKind, value: PropertyValue, in layer: EmitterLayer
  ) {
    guard name != "name" else { return nil }
    self.name = name
    self.kind = kind
    self.value = value
    // A sub-cell under an unnamed cell has no key path either.
    self.keyPath = keyPath.flatMap { $0.contains("\u{0}") ? nil : $0 }
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
  public var speed: Double {
    if case .number(let range) = kind, range.lower.isFinite, range.upper.isFinite,
      range.upper - range.lower <= 10
    {
      return (range.upper - range.lower) / 200
    }
    let size = (value.components ?? [1]).map(abs).max() ?? 1
    return max(size, 1) / 100
  }
}
