import EmitterContents
import EmitterModel
import EmitterSimulation

/// Each cell's `contentsRect` as its layer's animations make it at a moment of layer time
/// (`emitterCells.NAME.contentsRect`, nested cells included). The atlas holds each cell's image
/// once; the rectangle is applied at draw time, so both renderers move, grow or flip the drawn
/// part of the image frame by frame. Times are timeline times, as for `LayerOpacities`.
package struct ContentsRectTimelines: Sendable {
  private struct Animated: Sendable {
    var cell: Int
    var timeline: LayerTimeline
    var track: LayerTimeline.Track
  }

  /// Per layer, its animated cells.
  private let animated: [[Animated]]

  package init(scene: Scene) {
    let scene = scene.flattened
    var flatIndex = 0
    animated = scene.layers.map { layer in
      let animatesRects = layer.animations.contains { $0.keyPath.hasSuffix(".contentsRect") }
      let timeline = animatesRects ? LayerTimeline(layer) : nil
      var found: [Animated] = []
      func visit(_ cells: [EmitterCell], under prefix: String) {
        for cell in cells {
          let index = flatIndex
          flatIndex += 1
          let path = cell.name.map { "\(prefix)emitterCells.\($0)" }
          if let timeline, let path,
            let track = timeline.tracks(for: [path + ".contentsRect"]).first
          {
            found.append(Animated(cell: index, timeline: timeline, track: track))
          }
          // An unnamed cell cannot be named by a key path, nor can its sub-cells.
          visit(cell.emitterCells, under: path.map { $0 + "." } ?? "\u{0}")
        }
      }
      visit(layer.emitterCells, under: "")
      return found
    }
    isEmpty = animated.allSatisfy { $0.isEmpty }
  }

  /// Whether no layer animates a `contentsRect`: set once, since the CPU renderer asks it for
  /// every layer of every frame (a scan of every layer each time made a frame's cost grow with
  /// the square of the layer indices, which fired layers keep).
  package let isEmpty: Bool

  /// The animated rectangles of layer `index`'s cells at timeline time `t`, by flat cell index.
  package func rects(ofLayer index: Int, atLayerTime t: Double) -> [(cell: Int, rect: Rect)] {
    guard animated.indices.contains(index) else { return [] }
    return animated[index].compactMap { item in
      guard case .rect(let rect)? = item.timeline.value(of: item.track, at: t) else { return nil }
      return (item.cell, rect)
    }
  }

  /// `atlas`'s entries with layer `index`'s animated rectangles at `t` applied.
  package func entries(_ atlas: ContentsAtlas, ofLayer index: Int, atLayerTime t: Double)
    -> [ContentsAtlas.Entry?]
  {
    var entries = atlas.entries
    for (cell, rect) in rects(ofLayer: index, atLayerTime: t) where entries.indices.contains(cell) {
      entries[cell] = entries[cell]?.with(contentsRect: rect)
    }
    return entries
  }
}
