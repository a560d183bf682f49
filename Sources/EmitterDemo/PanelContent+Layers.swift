import EmitterModel

/// The layer tree in the panel: each layer of the flattened model is a section, titled by its
/// name path (`layer 4 · card.stars`, the form live calls and `ek_system_layer_index` take) and
/// indented by its depth; its geometry rows show the resolved defaults.
extension PanelContent {
  /// Each layer with its default `position` and `bounds` filled in from its superlayer's (the
  /// canvas for a top-level layer), as drawing resolves them; parents come first in a
  /// flattened model, so one pass does it.
  static func placedLayers(_ model: Scene) -> [EmitterLayer] {
    let canvas = Rect(x: 0, y: 0, width: model.size.width, height: model.size.height)
    var placed: [EmitterLayer] = []
    placed.reserveCapacity(model.layers.count)
    for (index, layer) in model.layers.enumerated() {
      let superBounds = model.superlayer(of: index).map { placed[$0].bounds ?? canvas } ?? canvas
      placed.append(layer.resolvingGeometry(in: superBounds))
    }
    return placed
  }

  /// `layer N · a.b` when the layer and its superlayers are named; otherwise its own name (if
  /// any) and the superlayer's index.
  static func layerTitle(_ model: Scene, _ index: Int) -> String {
    var names: [String?] = []
    var current: Int? = index
    while let layer = current {
      names.insert(model.layers[layer].name, at: 0)
      current = model.superlayer(of: layer)
    }
    let named = names.compactMap { $0 }
    if named.count == names.count { return "layer \(index) · " + named.joined(separator: ".") }
    let own = model.layers[index].name.map { " · \($0)" } ?? ""
    return "layer \(index)" + own + (model.superlayer(of: index).map { " (in layer \($0))" } ?? "")
  }

  /// 0 for a top-level layer, 1 for its sublayers, …
  static func depth(_ model: Scene, _ index: Int) -> Int {
    var depth = 0
    var current = model.superlayer(of: index)
    while let layer = current {
      depth += 1
      current = model.superlayer(of: layer)
    }
    return depth
  }
}

extension PanelSection {
  /// CALayer's own keys (geometry and appearance), which the panel groups under their own
  /// open node at the top of a layer's section; the CAEmitterLayer keys and timing follow.
  static let layerGeometryAndAppearance: Set<String> = [
    "position", "bounds", "bounds.size", "anchorPoint", "zPosition", "transform",
    "transform.scale", "transform.rotation", "sublayerTransform", "hidden", "opacity",
    "masksToBounds", "cornerRadius", "borderWidth", "borderColor", "backgroundColor", "contents",
    "contentsGravity", "contentsScale", "shadowColor", "shadowOpacity", "shadowRadius",
    "shadowOffset",
  ]

  /// A layer's rows split into CALayer's geometry and appearance and the rest, each in `rows`
  /// order; for a behaviour or a cell, no geometry rows and all its rows.
  package var rowGroups: (geometry: [PanelRow], other: [PanelRow]) {
    let rows = self.rows
    guard isLayer else { return ([], rows) }
    let geometry = rows.filter { Self.layerGeometryAndAppearance.contains($0.name) }
    return (geometry, rows.filter { !Self.layerGeometryAndAppearance.contains($0.name) })
  }

  /// Sub-path rows shown after a layer property's own row: the size of its bounds, and the
  /// scale and turn (about z) of its transform, each a drag the live calls take by key path.
  static let geometryControls: [String: [String]] = [
    "bounds": ["bounds.size"], "transform": ["transform.scale", "transform.rotation"],
  ]
}
