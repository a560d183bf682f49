extension Scene {
  /// Entries the GPU path's behaviour block needs, enabled behaviours or not: every layer's
  /// behaviours, and for each cell with behaviours of its own a copy of its layer's followed by
  /// its own (each cell's particles read one contiguous range).
  package var behaviorBlockEntries: Int { layers.reduce(0) { $0 + $1.behaviorBlockEntries } }
}

extension EmitterLayer {
  /// This layer's share of `Scene.behaviorBlockEntries`.
  package var behaviorBlockEntries: Int {
    var count = emitterBehaviors.count
    func visit(_ cells: [EmitterCell]) {
      for cell in cells {
        if !cell.emitterBehaviors.isEmpty {
          count += emitterBehaviors.count + cell.emitterBehaviors.count
        }
        visit(cell.emitterCells)
      }
    }
    visit(emitterCells)
    return count
  }
}
