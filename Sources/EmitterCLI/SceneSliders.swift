import CImGui
import EmitterModel

/// The panel's widgets: one collapsing section per layer (its multipliers and emitter), and in
/// it one per top-level cell (rate, life, motion, appearance). Each slider edits the model in
/// place and reports whether anything changed this frame.
enum SceneSliders {
  static func edit(_ scene: inout Scene) -> Bool {
    var changed = false
    for index in scene.layers.indices {
      ImGui.PushID(Int32(index))
      if ImGui.CollapsingHeader(
        scene.layers[index].name ?? "layer \(index)", Int32(index == 0 ? 32 : 0))
      {
        changed = layer(&scene.layers[index], canvas: scene.size) || changed
      }
      ImGui.PopID()
    }
    return changed
  }

  private static func layer(_ layer: inout EmitterLayer, canvas: Size) -> Bool {
    var changed = false
    changed = slider("birthRate ×", &layer.birthRate, 0, 10) || changed
    changed = slider("lifetime ×", &layer.lifetime, 0, 5) || changed
    changed = slider("velocity ×", &layer.velocity, 0, 5) || changed
    changed = slider("scale ×", &layer.scale, 0, 5) || changed
    changed = slider("spin ×", &layer.spin, 0, 5) || changed
    changed = slider("position x", &layer.emitterPosition.x, 0, canvas.width) || changed
    changed = slider("position y", &layer.emitterPosition.y, 0, canvas.height) || changed
    changed = slider("size width", &layer.emitterSize.width, 0, canvas.width * 1.5) || changed
    for index in layer.emitterCells.indices {
      ImGui.PushID(Int32(index))
      if ImGui.TreeNode(layer.emitterCells[index].name ?? "cell \(index)") {
        changed = cell(&layer.emitterCells[index]) || changed
        ImGui.TreePop()
      }
      ImGui.PopID()
    }
    return changed
  }

  private static func cell(_ cell: inout EmitterCell) -> Bool {
    var changed = false
    changed = slider("birthRate", &cell.birthRate, 0, 500) || changed
    changed = slider("lifetime", &cell.lifetime, 0, 20) || changed
    changed = slider("velocity", &cell.velocity, -1000, 1000) || changed
    changed = slider("velocityRange", &cell.velocityRange, 0, 1000) || changed
    changed = slider("emissionLongitude", &cell.emissionLongitude, -Double.pi, Double.pi) || changed
    changed = slider("emissionRange", &cell.emissionRange, 0, 2 * Double.pi) || changed
    changed = slider("xAcceleration", &cell.xAcceleration, -1000, 1000) || changed
    changed = slider("yAcceleration", &cell.yAcceleration, -1000, 1000) || changed
    changed = slider("scale", &cell.scale, 0, 4) || changed
    changed = slider("scaleSpeed", &cell.scaleSpeed, -2, 4) || changed
    changed = slider("spin", &cell.spin, -20, 20) || changed
    changed = slider("spinRange", &cell.spinRange, 0, 20) || changed
    changed = slider("alphaSpeed", &cell.alphaSpeed, -2, 2) || changed
    var color: [Float] = [cell.color.red, cell.color.green, cell.color.blue, cell.color.alpha].map(
      Float.init)
    if ImGui.ColorEdit4("color", &color, 0) {
      cell.color = Color(
        red: Double(color[0]), green: Double(color[1]), blue: Double(color[2]),
        alpha: Double(color[3]))
      changed = true
    }
    return changed
  }

  /// A float slider over a Double property; true when moved this frame.
  private static func slider(
    _ label: String, _ value: inout Double, _ lower: Double, _ upper: Double
  ) -> Bool {
    var float = Float(value)
    guard ImGui.SliderFloat(label, &float, Float(lower), Float(upper), "%.3f", ImGuiSliderFlags(0))
    else { return false }
    value = Double(float)
    return true
  }
}
