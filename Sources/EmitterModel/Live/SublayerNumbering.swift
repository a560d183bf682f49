/// The flat indices layers inserted by `insertSublayer` events take: each inserted layer the
/// next free index (the flat count so far), its sublayers the ones after it, depth-first, so
/// indices never shift. A `setMask` event whose mask emits numbers its emitter's layer the same
/// way (`LayerChange.insertedLayer`).
///
/// A running system numbers a layer when the call is made (the caller can address it at
/// once) and writes the number into its recording as the event's `layerIndex`: calls on several
/// layers interleave in an order a file's layout cannot show. Reading events, an event whose
/// `layerIndex` is the next free index is numbered first; the others follow in the order the
/// file is read: the canvas's events (the scene's own `events`, inserting top-level layers),
/// then the layers in flat order, each layer's events in order, and an inserted layer's own
/// events (and its sublayers') right after it is numbered. So a hand-written file numbers its
/// insertions in reading order and a recording as its run did. A `layerIndex` that does not
/// come out so is a validation error.
package struct SublayerNumbering {
  /// An `insertSublayer` event and the flat index its layer takes.
  package struct Insertion: Equatable, Sendable {
    /// The flat index of the layer whose event it is; nil for the canvas (the scene's `events`).
    package var owner: Int?
    /// Its place in the owner's `events`.
    package var event: Int
    /// The flat index its layer takes; its sublayers take the next ones, depth-first.
    package var layerIndex: Int
    /// How many flat indices the layer and its sublayers take.
    package var count: Int
  }

  /// A `layerIndex` that is not the index its layer takes.
  package struct Problem: Equatable, Sendable {
    /// The key path of the event's `layerIndex`.
    package var keyPath: String
    package var value: Int
    package var message: String
  }

  /// The insertions in the order they were numbered.
  package private(set) var insertions: [Insertion] = []
  package private(set) var problems: [Problem] = []

  private struct Pending {
    var owner: Int?
    var event: Int
    var change: LayerChange
    var path: String
  }

  /// Numbers the insertions among `owners`' events (each a flat index, nil for the canvas, its
  /// layer (for the canvas, one holding the scene's events) and its key path for messages), and
  /// those of the layers they insert, from flat index `first`.
  package init(owners: [(index: Int?, layer: EmitterLayer, path: String)], first: Int) {
    var count = first
    // Events not numbered yet: those naming their index, by it; the rest as a stack, the next
    // in reading order on top.
    var claimed: [Int: [Pending]] = [:]
    var stack: [Pending] = []
    func found(_ layers: [(index: Int?, layer: EmitterLayer, path: String)]) {
      var reading: [Pending] = []
      for (index, layer, path) in layers {
        for (position, change) in layer.events.enumerated() {
          guard change.insertedLayer != nil else { continue }
          let pending = Pending(
            owner: index, event: position, change: change,
            path: "\(path.isEmpty ? "events" : path + ".events")[\(position)]")
          if let claim = change.layerIndex {
            claimed[claim, default: []].append(pending)
          } else {
            reading.append(pending)
          }
        }
      }
      stack += reading.reversed()
    }
    found(owners)
    while true {
      let next: Pending
      if var claims = claimed[count], !claims.isEmpty {
        next = claims.removeFirst()
        claimed[count] = claims.isEmpty ? nil : claims
      } else if let top = stack.popLast() {
        next = top
      } else {
        break
      }
      guard let layer = next.change.insertedLayer else { continue }
      let subtree = layer.flattenedSubtree
      let index = count
      insertions.append(
        Insertion(owner: next.owner, event: next.event, layerIndex: index, count: subtree.count))
      count += subtree.count
      // Claims passed over can no longer be met.
      for stale in index..<count where stale != index {
        for pending in claimed.removeValue(forKey: stale) ?? [] { report(pending, expected: nil) }
      }
      var paths = [next.path + (next.change.typeName == "setMask" ? ".mask" : ".layer")]
      var children = Array(repeating: 0, count: subtree.count)
      for entry in subtree.dropFirst() {
        let parent = entry.superlayer ?? 0
        paths.append("\(paths[parent]).sublayers[\(children[parent])]")
        children[parent] += 1
      }
      found(
        subtree.enumerated().map { (Int?(index + $0.offset), $0.element.layer, paths[$0.offset]) })
    }
    for claims in claimed.values { for pending in claims { report(pending, expected: count) } }
    problems.sort { $0.keyPath < $1.keyPath }
  }

  private mutating func report(_ pending: Pending, expected: Int?) {
    let value = pending.change.layerIndex ?? 0
    problems.append(
      Problem(
        keyPath: pending.path + ".layerIndex", value: value,
        message:
          "layer index \(value) is not the one this layer takes"
          + (expected.map { " (the next free one is \($0))" } ?? " (another layer took it)")
          + "; inserted layers take consecutive flat indices after the scene's layers, in the"
          + " order they were inserted (leave layerIndex out to number them in reading order)"))
  }

  /// The flat indices each owner's `insertSublayer` events take, by event position (the
  /// canvas's under nil).
  package var indicesByOwner: [Int?: [Int: Int]] {
    var map: [Int?: [Int: Int]] = [:]
    for insertion in insertions {
      map[insertion.owner, default: [:]][insertion.event] = insertion.layerIndex
    }
    return map
  }
}

extension Scene {
  /// The numbering of a flattened scene's `insertSublayer` events (`SublayerNumbering`): the
  /// canvas's (the scene's `events`) first, then each layer's in flat order.
  package var sublayerNumbering: SublayerNumbering {
    let paths = layerKeyPaths
    var canvas = EmitterLayer()
    canvas.events = events
    return SublayerNumbering(
      owners: [(nil, canvas, "")] + layers.indices.map { ($0, layers[$0], paths[$0]) },
      first: layers.count)
  }
}

extension Scene {
  /// Whether any `insertSublayer` event, however deep, names the index its layer takes.
  var containsLayerIndices: Bool {
    func any(_ layer: EmitterLayer) -> Bool {
      layer.sublayers.contains(where: any)
        || layer.events.contains { change in
          guard let inserted = change.insertedLayer else { return false }
          return change.layerIndex != nil || any(inserted)
        }
    }
    var canvas = EmitterLayer()
    canvas.events = events
    return any(canvas) || layers.contains(where: any)
  }
}
