import EmitterModel

/// Sub-cells whose `birthRate` animates: each parent takes the rate at its birth
/// (`SubCellRateSampling`), from the rates at its step's two ends, which the planner stores in
/// the step's table.
extension StepPlanner {
  /// Sets `rateSampling` on layer `index`'s sub-cells whose rate animates, for the step whose
  /// start's table is resolved and which ends at `t1`.
  mutating func sampleSubCellRates(layer index: Int, to t1: Double) {
    let timeline = timelines[index]
    let offsets = timeline.subCellRateOffsets
    guard !offsets.isEmpty else { return }
    var atEnd = scene
    atEnd.update(
      layer: index, to: timeline.layer(at: timelineTime(layer: index, at: t1)), scene: structure)
    var unanimated = scene
    unanimated.update(layer: index, to: timeline.model, scene: structure)
    let first = scene.layers[index].cells.lowerBound
    for offset in offsets where scene.layers[index].cells.contains(first + offset) {
      let flat = first + offset
      scene.cells[flat].rateSampling = SubCellRateSampling(
        end: Float(atEnd.cells[flat].birthRate), unanimated: Float(unanimated.cells[flat].birthRate)
      )
    }
  }
}

extension LayerTimeline {
  /// Offsets in the layer's flat cell table of the sub-cells whose `birthRate` animates.
  var subCellRateOffsets: [Int] {
    tracks.compactMap { track in
      guard case .cell(let indexPath, let property) = track.reference.target, indexPath.count > 1,
        property.name == "birthRate"
      else { return nil }
      return model.flatOffset(of: indexPath)
    }
  }
}
