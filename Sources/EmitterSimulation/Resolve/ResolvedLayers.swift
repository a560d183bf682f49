/// A scene's resolved layers by flat index, where a *placeholder* (a layer without cells with
/// every emitter key at its default: what a layer removed live, or one whose insertion is still
/// to come, resolves to) is kept as a few words instead of a whole `ResolvedLayer`.
///
/// A removed layer keeps its flat index for the simulation's life, and `fire` makes a layer
/// per call, so an app that fires every few seconds for hours holds thousands of placeholders;
/// a `ResolvedLayer` is a few hundred bytes, and every table made from the scene (the planner's,
/// each renderer's) held one per index. Reads give the same values as an array would; a
/// placeholder is rebuilt from its words when read.
package struct ResolvedLayers: RandomAccessCollection, MutableCollection, Sendable, Equatable,
  ExpressibleByArrayLiteral
{
  /// Per flat index: where its layer is in `stored`, or, for a placeholder (-1), the words that
  /// tell it from another.
  private struct Entry: Sendable {
    var stored: Int32
    var seedWord: UInt32
    var cellStart: Int
    var halfWidth: Float
    var fanEmission: Bool
  }

  private var entries: [Entry] = []
  /// The layers that are not placeholders, in no particular order.
  private var stored: [ResolvedLayer] = []
  /// Each stored layer's flat index (to move the last into a hole when one becomes a
  /// placeholder).
  private var owners: [Int] = []

  package init() {}

  package init(_ layers: some Sequence<ResolvedLayer>) {
    for layer in layers { append(layer) }
  }

  package init(arrayLiteral layers: ResolvedLayer...) { self.init(layers) }

  package var startIndex: Int { 0 }
  package var endIndex: Int { entries.count }
  /// How many layers are held whole (not placeholders).
  package var storedCount: Int { stored.count }

  package subscript(position: Int) -> ResolvedLayer {
    get {
      let entry = entries[position]
      if entry.stored >= 0 { return stored[Int(entry.stored)] }
      return Self.placeholder(
        index: position, seedWord: entry.seedWord, cellStart: entry.cellStart,
        halfWidth: entry.halfWidth, fanEmission: entry.fanEmission)
    }
    set {
      let slot = entries[position].stored
      if let entry = Self.placeholderEntry(of: newValue, at: position) {
        if slot >= 0 { removeStored(Int(slot)) }
        entries[position] = entry
      } else if slot >= 0 {
        stored[Int(slot)] = newValue
      } else {
        entries[position].stored = Int32(stored.count)
        stored.append(newValue)
        owners.append(position)
      }
    }
  }

  package mutating func append(_ layer: ResolvedLayer) {
    let position = entries.count
    if let entry = Self.placeholderEntry(of: layer, at: position) {
      entries.append(entry)
      return
    }
    entries.append(
      Entry(
        stored: Int32(stored.count), seedWord: 0, cellStart: 0, halfWidth: 0, fanEmission: false))
    stored.append(layer)
    owners.append(position)
  }

  package static func == (lhs: ResolvedLayers, rhs: ResolvedLayers) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  /// Takes stored layer `slot` out, moving the last stored layer into its place.
  private mutating func removeStored(_ slot: Int) {
    let last = stored.count - 1
    if slot != last {
      stored[slot] = stored[last]
      owners[slot] = owners[last]
      entries[owners[slot]].stored = Int32(slot)
    }
    stored.removeLast()
    owners.removeLast()
  }

  /// `layer`'s words when it is the placeholder for flat index `position`, else nil.
  private static func placeholderEntry(of layer: ResolvedLayer, at position: Int) -> Entry? {
    guard layer.cells.isEmpty, layer.index == position else { return nil }
    let entry = Entry(
      stored: -1, seedWord: layer.seedWord, cellStart: layer.cells.lowerBound,
      halfWidth: layer.halfWidth, fanEmission: layer.fanEmission)
    let rebuilt = placeholder(
      index: position, seedWord: entry.seedWord, cellStart: entry.cellStart,
      halfWidth: entry.halfWidth, fanEmission: entry.fanEmission)
    return layer == rebuilt ? entry : nil
  }

  /// The layer a placeholder's words stand for: no cells, emitter keys at their defaults.
  private static func placeholder(
    index: Int, seedWord: UInt32, cellStart: Int, halfWidth: Float, fanEmission: Bool
  ) -> ResolvedLayer {
    var layer = ResolvedLayer(
      index: index, seedWord: seedWord, shape: .point, mode: .volume, position: .zero,
      size: .zero, halfWidth: halfWidth, cells: cellStart..<cellStart, beginTime: 0, speed: 1,
      timeOffset: 0, behaviors: [])
    layer.fanEmission = fanEmission
    return layer
  }
}
