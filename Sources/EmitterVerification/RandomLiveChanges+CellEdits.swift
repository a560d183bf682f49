import EmitterModel
import EmitterSimulation

/// Random live edits of cells that keep them where they are: a cell's own behaviours replaced
/// (a drag, a wave, or none) and cells renamed (and renamed back), among a seed's other calls.
extension RandomLiveChanges {
  /// A renamed cell's name: its own with this suffix.
  static let renameSuffix = "Renamed"

  /// `calls(for:frameCount:count:seed:)` with about `count / 3` cell edits more, drawn from a
  /// generator of their own so the other calls stay the ones the seed always drew. Edits name
  /// the scene's cells; a rename toggles (a cell renamed is renamed back by the next rename of
  /// it), so the seed's other calls that name a renamed cell by its old path are refused
  /// meanwhile, as both simulators must agree.
  package static func callsWithCellEdits(
    for scene: Scene, frameCount: Int, count: Int, seed: UInt64
  ) -> [Call] {
    var random = SplitMix64(seed: seed ^ 0xCE11_ED17)
    var renamed: [Int: Set<String>] = [:]
    var edits: [Call] = []
    // Drawn in frame order, so each rename's toggle follows the ones made before it.
    let frames = (0..<max(1, count / 3)).map { _ in random.int(in: 0...max(0, frameCount - 2)) }
    for frame in frames.sorted() {
      let layer = random.int(in: 0...(scene.layers.count - 1))
      let paths = namePaths(scene.layers[layer].emitterCells, prefix: nil)
      guard !paths.isEmpty else { continue }
      // The path as the edits so far leave it: each renamed ancestor under its new name.
      let original = random.element(of: paths)
      let names = original.split(separator: ".").map(String.init)
      var current: [String] = []
      for index in names.indices {
        let prefix = names[...index].joined(separator: ".")
        let isRenamed = renamed[layer, default: []].contains(prefix)
        current.append(isRenamed ? names[index] + renameSuffix : names[index])
      }
      let path = current.joined(separator: ".")
      switch random.int(in: 0...3) {
      case 0:
        var drag = EmitterBehavior(type: .drag, name: "cellDrag")
        drag.drag = random.double(in: 0.2...4)
        edits.append(
          Call(frame: frame, layer: layer, kind: .change(.setBehaviors([drag], cell: path))))
      case 1:
        var wave = EmitterBehavior(type: .wave, name: "cellWave")
        wave.force = Vector3(
          x: random.double(in: -80...80), y: random.double(in: -80...80), z: 0)
        wave.frequency = random.double(in: 0...3)
        edits.append(
          Call(frame: frame, layer: layer, kind: .change(.setBehaviors([wave], cell: path))))
      case 2:
        edits.append(Call(frame: frame, layer: layer, kind: .change(.setBehaviors([], cell: path))))
      default:
        let name = names.last!
        let isRenamed = renamed[layer, default: []].contains(original)
        let newName = isRenamed ? name : name + renameSuffix
        if isRenamed {
          renamed[layer]?.remove(original)
        } else {
          renamed[layer, default: []].insert(original)
        }
        edits.append(
          Call(frame: frame, layer: layer, kind: .change(.renameCell(path: path, to: newName))))
      }
    }
    let base = calls(for: scene, frameCount: frameCount, count: count, seed: seed)
    // Stable by frame: the seed's own calls first within a frame.
    return (base + edits).enumerated()
      .sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)
  }
}
