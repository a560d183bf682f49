import CImGui
import EmitterDemo
import EmitterModel
import Foundation

/// The panel's widgets: a collapsing section per layer, tree nodes for its behaviours and cells
/// (sub-cells nested), and one widget per property by its kind: drags for numbers (bounded by
/// the property's range), points, sizes, rects and vectors; colour editors; combos for Apple's
/// choices (`emitterShape`, `emitterMode`, `renderMode`, …); checkboxes for `enabled`. A
/// property that cannot change while the layer runs is shown disabled, its reason on hover.
/// Each edit becomes a `.setValue` input the demo applies live.
enum SceneSliders {
  static func edit(_ sections: [PanelSection]) -> [DemoInput] {
    var inputs: [DemoInput] = []
    for (index, section) in sections.enumerated() {
      ImGui.PushID(Int32(index))
      // Sublayers sit under their superlayer's header, indented by their depth in the tree.
      let indent = Float(section.depth) * 14
      if indent > 0 { ImGui.Indent(indent) }
      if ImGui.CollapsingHeader(section.title, Int32(index == 0 ? 32 : 0)) {
        inputs += contents(of: section)
      }
      if indent > 0 { ImGui.Unindent(indent) }
      ImGui.PopID()
    }
    return inputs
  }

  private static func contents(of section: PanelSection) -> [DemoInput] {
    var inputs: [DemoInput] = []
    for (index, action) in section.actions.enumerated() {
      if index > 0 { ImGui.SameLine(0, -1) }
      if ImGui.Button(action.label, ImVec2(0, 0)) {
        inputs.append(.structure(layer: section.layer, action.edit))
      }
    }
    // A layer's geometry and appearance (position, size, scale, turn, opacity, clipping,
    // shadow…) under their own node, open at first; then the emitter's keys.
    let groups = section.rowGroups
    var offset = 0
    if !groups.geometry.isEmpty {
      if ImGui.TreeNodeEx(
        "layer geometry & appearance", Int32(ImGuiTreeNodeFlags_DefaultOpen.rawValue))
      {
        inputs += rows(groups.geometry, from: 0, of: section)
        ImGui.TreePop()
      }
      offset = groups.geometry.count
    }
    inputs += rows(groups.other, from: offset, of: section)
    for (index, child) in section.children.enumerated() {
      ImGui.PushID(Int32(section.rows.count + index))
      if ImGui.TreeNode(child.title) {
        inputs += contents(of: child)
        ImGui.TreePop()
      }
      ImGui.PopID()
    }
    return inputs
  }

  /// Each row's widget, its ImGui ID counted from `first` so IDs stay unique in the section.
  private static func rows(_ rows: [PanelRow], from first: Int, of section: PanelSection)
    -> [DemoInput]
  {
    var inputs: [DemoInput] = []
    for (index, row) in rows.enumerated() {
      ImGui.PushID(Int32(first + index))
      defer { ImGui.PopID() }
      if let value = widget(for: row), let keyPath = row.keyPath {
        inputs.append(.setValue(layer: section.layer, keyPath: keyPath, value: .typed(value)))
      }
    }
    return inputs
  }

  /// Draws `row`'s widget; returns the new value when the person changed it this frame.
  private static func widget(for row: PanelRow) -> PropertyValue? {
    let disabled = row.readOnlyReason != nil
    if disabled { ImGui.BeginDisabled(true) }
    let edited = editor(for: row)
    if disabled {
      ImGui.EndDisabled()
      if let reason = row.readOnlyReason,
        ImGui.IsItemHovered(Int32(ImGuiHoveredFlags_AllowWhenDisabled.rawValue))
      {
        ImGui.BeginTooltip()
        ImGui.PushTextWrapPos(360)
        ImGui.TextUnformatted(reason, nil)
        ImGui.PopTextWrapPos()
        ImGui.EndTooltip()
      }
    }
    return disabled ? nil : edited
  }

  private static func editor(for row: PanelRow) -> PropertyValue? {
    let speed = Float(row.speed)
    switch (row.kind, row.value) {
    case (.number, .number(let number)), (.integer, .number(let number)):
      var bounds: (Float, Float) = (0, 0)
      if case .number(let range) = row.kind { bounds = limits(range) }
      var value = Float(number)
      guard
        ImGui.DragFloat(
          row.label, &value, speed, bounds.0, bounds.1, "%.3f", ImGuiSliderFlags(0))
      else {
        return nil
      }
      return .number(Double(value))
    case (.boolean, .bool(let flag)):
      var value = flag
      return ImGui.Checkbox(row.label, &value) ? .bool(value) : nil
    case (.choice(let options), .string(let current)):
      var chosen: String?
      if ImGui.BeginCombo(row.label, current, 0) {
        for option in options where ImGui.Selectable(option, option == current, 0, ImVec2(0, 0)) {
          chosen = option
        }
        ImGui.EndCombo()
      }
      return chosen.flatMap { $0 == current ? nil : .string($0) }
    case (.color, .color(let colour)):
      var values = [colour.red, colour.green, colour.blue, colour.alpha].map(Float.init)
      guard ImGui.ColorEdit4(row.label, &values, 0) else { return nil }
      return .color(
        Color(
          red: Double(values[0]), green: Double(values[1]), blue: Double(values[2]),
          alpha: Double(values[3])))
    case (.point(let range), .point(let point)):
      return drag(row.label, [point.x, point.y], speed, range).map {
        .point(Point(x: $0[0], y: $0[1]))
      }
    case (.size(let range), .size(let size)):
      return drag(row.label, [size.width, size.height], speed, range).map {
        .size(Size(width: $0[0], height: $0[1]))
      }
    case (.rect(let range), .rect(let rect)):
      return drag(
        row.label, [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], speed, range
      ).map { .rect(Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])) }
    case (.bounds, .rect(let rect)):
      // Origin anywhere; a negative size is refused by the live call with its message.
      return drag(
        row.label, [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], speed,
        NumberRange.finite
      ).map { .rect(Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])) }
    case (.vector(let range), .vector(let vector)):
      return drag(row.label, [vector.x, vector.y, vector.z], speed, range).map {
        .vector(Vector3(x: $0[0], y: $0[1], z: $0[2]))
      }
    case (.contents, _):
      return contentsEditor(for: row)
    default:
      // Lists and text: shown, not edited here.
      ImGui.TextUnformatted("\(row.label): \(summary(row.value))", nil)
      return nil
    }
  }

  /// The image path field's text, NUL-terminated (ImGui edits it in place); one for the panel.
  nonisolated(unsafe) private static var imagePath = [CChar](repeating: 0, count: 1024)

  /// A cell's contents: a combo of the built-in shapes (keeping the size), and an image path
  /// field with its button (the live call checks that the file is there).
  private static func contentsEditor(for row: PanelRow) -> PropertyValue? {
    var chosen: PropertyValue?
    if ImGui.BeginCombo(row.name, row.contentsChoice, 0) {
      for shape in PanelRow.contentsShapes
      where ImGui.Selectable(shape, shape == row.contentsChoice, 0, ImVec2(0, 0)) {
        chosen = row.contents(shape: shape)
      }
      ImGui.EndCombo()
    }
    _ = ImGui.InputText("##image", &imagePath, imagePath.count, 0, nil, nil)
    ImGui.SameLine(0, -1)
    if ImGui.Button("Use image", ImVec2(0, 0)) {
      let path = String(
        decoding: imagePath.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if !path.isEmpty { chosen = .contents(.image(path: path)) }
    }
    return chosen
  }

  /// Two to four components in one drag; the new components when changed.
  private static func drag(
    _ label: String, _ components: [Double], _ speed: Float, _ range: NumberRange
  ) -> [Double]? {
    var values = components.map(Float.init)
    let (lower, upper) = limits(range)
    let changed: Bool
    switch values.count {
    case 2:
      changed = ImGui.DragFloat2(label, &values, speed, lower, upper, "%.2f", ImGuiSliderFlags(0))
    case 3:
      changed = ImGui.DragFloat3(label, &values, speed, lower, upper, "%.2f", ImGuiSliderFlags(0))
    default:
      changed = ImGui.DragFloat4(label, &values, speed, lower, upper, "%.2f", ImGuiSliderFlags(0))
    }
    return changed ? values.map(Double.init) : nil
  }

  /// ImGui's drag bounds for a range (equal bounds mean none). Typed-in values (Ctrl+click)
  /// are not clamped: out of range, the live call refuses them with the scene file's message.
  private static func limits(_ range: NumberRange) -> (Float, Float) {
    switch (range.lower.isFinite, range.upper.isFinite) {
    case (true, true): (Float(range.lower), Float(range.upper))
    case (true, false): (Float(range.lower), .greatestFiniteMagnitude)
    case (false, true): (-.greatestFiniteMagnitude, Float(range.upper))
    case (false, false): (0, 0)
    }
  }

  private static func transformSummary(_ transform: Transform3D) -> String {
    let parts = TransformComponents(transform)
    func three(_ v: SIMD3<Double>) -> String {
      "(" + [v.x, v.y, v.z].map { String(format: "%.3g", $0) }.joined(separator: ", ") + ")"
    }
    return "scale \(three(parts.scale)), rotation \(three(parts.rotation)), translation "
      + three(parts.translation) + String(format: ", m34 %.3g", parts.perspective.z)
  }

  private static func summary(_ value: PropertyValue) -> String {
    switch value {
    case .contents(let contents): "\(contents)"
    case .string(let text): text
    case .numbers(let numbers): numbers.map { "\($0)" }.joined(separator: ", ")
    case .colors(let colors): "\(colors.count) colours"
    case .rects(let rects): "\(rects.count) rects"
    case .transform(let transform):
      // Its scale and turn have their own drags below; the matrix reads as its parts.
      transform.isIdentity ? "identity" : transformSummary(transform)
    default: "\(value)"
    }
  }
}
