/// Every layer of a flattened scene placed on the canvas (`Scene.layerGeometries`), by flat
/// index, where a layer placed as a top-level layer at its defaults is (the identity over the
/// canvas: what a layer removed live, which keeps its index, is placed as) costs a word.
///
/// A `LayerGeometry` is about two hundred bytes; an app that fires a burst every few seconds for
/// hours holds thousands of removed indices, and the renderers keep a table of these per model.
package struct LayerGeometries: RandomAccessCollection, Sendable, Equatable {
  /// Per flat index, where its geometry is in `stored`; -1 for `canvasDefault`.
  private var entries: [Int32] = []
  private var stored: [LayerGeometry] = []
  /// A default top-level layer's geometry on this canvas.
  private let canvasDefault: LayerGeometry

  /// No layers yet, on a canvas of `canvas`.
  package init(canvas: Rect) {
    canvasDefault = LayerGeometry(
      canvasFromLayer: .identity, bounds: canvas, eyeDistance: nil, inheritedOpacity: 1,
      isHidden: false)
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { entries.count }

  package subscript(position: Int) -> LayerGeometry {
    let entry = entries[position]
    return entry < 0 ? canvasDefault : stored[Int(entry)]
  }

  package mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

  package mutating func append(_ geometry: LayerGeometry) {
    if geometry == canvasDefault {
      entries.append(-1)
    } else {
      entries.append(Int32(stored.count))
      stored.append(geometry)
    }
  }

  package static func == (lhs: LayerGeometries, rhs: LayerGeometries) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
