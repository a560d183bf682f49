/// Checks of a layer's live-change events (`events`): each must apply to the layer as the events
/// before it leave it, with the messages a live call gets, and times may not be negative.
extension SceneValidator {
  mutating func checkChanges(of layer: EmitterLayer, at keyPath: String) {
    var state = layer
    // Sublayer events depend on the sublayers' names alone, kept apart (no copy per event).
    var sublayerNames = layer.sublayers.map(\.name)
    state.sublayers = []
    // Cells renamed by earlier events, so a later one naming an old path says so.
    var renames: [(from: String, to: String)] = []
    for (index, written) in layer.events.enumerated() {
      let path = joined(keyPath, "events") + "[\(index)]"
      // The event's images as the file means them, relative to its folder (as loading stores
      // them), not to the working directory a live call's are.
      let change = folder.map { folder in
        written.mappingImagePaths { resolvedImagePath($0, against: folder) }
      } ?? written
      guard change.time.isFinite, change.time >= 0 else {
        report(
          .outOfRange, at: joined(path, "time"), value: "\(change.time)", expected: ">= 0",
          message: "an event's time is a layer time of 0 or later, not \(change.time)")
        continue
      }
      do {
        if change.changesSublayers {
          try EmitterLayer.applySublayerChange(change.action, toNames: &sublayerNames)
        } else {
          state = try state.applying(change, at: change.time)
          if case .renameCell(let path, let name) = change.action {
            renames.append((path, EmitterLayer.renamedCellPath(path, to: name)))
          }
        }
      } catch {
        let error = error.notingRenames(renames)
        report(
          .inconsistent, at: path, value: error.value, expected: error.expected ?? "a live change",
          message: error.description)
      }
    }
  }
}
