/// A layer of the scene drawn whole into pixels: the source of a mask shape that names it
/// (`emitterMaskLayer`), so a card with its background, border, contents and sublayers dissolves
/// into its own pixels. What it shows is the layer as the scene was loaded (its model values: no
/// animation, no particle), in its own space (its bounds over the whole image; its transform and
/// position left out, its opacity and mask applied), as `CALayer.render(in:)` draws one.
package struct LayerSnapshot: Hashable, Sendable {
  /// The pixels, premultiplied, rows from the top.
  package var image: ContentsBitmap
  /// Pixels per point the layer was drawn at: its natural size is the image over it.
  package var pixelsPerPoint: Double

  package init(image: ContentsBitmap, pixelsPerPoint: Double) {
    self.image = image
    self.pixelsPerPoint = pixelsPerPoint
  }

  /// The most bytes the distinct layers a scene's mask shapes name may take drawn (four a
  /// pixel), as embedded images are bounded: about sixteen layers of 1024 points square.
  package static let maximumTotalBytes = 256 << 20

  /// The bytes the pixels take.
  package var byteCount: Int { image.width * image.height * 4 }

  /// Pixels per point a snapshot is drawn at: two (the mask raster resamples it to its
  /// `emitterMaskScale`), fewer for a layer over 2048 points a side, so no side passes
  /// `EmitterMask.maximumSide` pixels.
  package static func pixelsPerPoint(for size: Size) -> Double {
    let side = max(size.width, size.height, 1)
    return min(2, (Double(EmitterMask.maximumSide) / side * 1024).rounded(.down) / 1024)
  }
}

extension Scene {
  /// Every layer path a mask shape names (`emitterMaskLayer`), with where: the layers of the
  /// tree and their sublayers, and the values the scene's timed changes set or the layers they
  /// insert hold. Key paths are a scene file's (`layers[0].sublayers[1].emitterMaskLayer`).
  package var maskLayerReferences: [(keyPath: String, path: String)] {
    layers.enumerated().flatMap { index, layer in
      MaskLayerReferences.in(layer, at: "layers[\(index)]")
    } + MaskLayerReferences.in(events, at: "events")
  }

  /// The layer at `path` (as `layerIndex(path:)` finds it) with its sublayers, and its size:
  /// its bounds', else its nearest superlayer's, else the canvas's.
  /// - Throws: `LiveChangeError` naming the path, as `layerIndex(path:)` does.
  package func snapshotSubject(path: String) throws(LiveChangeError) -> (layer: EmitterLayer, size: Size) {
    let flat = flattened
    let index = try flat.layerIndex(path: path)
    let lists = flat.sublayerLists
    func tree(_ index: Int) -> EmitterLayer {
      var layer = flat.layers[index]
      layer.sublayers = lists[index].map(tree)
      return layer
    }
    var size = flat.layers[index].bounds?.size
    var above = flat.superlayer(of: index)
    while size == nil, let parent = above {
      size = flat.layers[parent].bounds?.size
      above = flat.superlayer(of: parent)
    }
    return (tree(index), size ?? self.size)
  }
}

extension EmitterLayer {
  /// The layer and its sublayers as a still picture shows them: their model values alone, with
  /// no animation, cell (so no particle, an emitting mask's included), timed change or mask
  /// shape naming a layer. What a snapshot (`emitterMaskLayer`) and the classes' `render(in:)`
  /// draw.
  package var modelValuesOnly: EmitterLayer {
    var layer = self
    layer.animations = []
    layer.emitterCells = []
    layer.events = []
    layer.emitterMask.layer = nil
    layer.mask?.emitter?.emitterCells = []
    layer.mask?.emitter?.animations = []
    layer.sublayers = layer.sublayers.map(\.modelValuesOnly)
    return layer
  }
}

extension EmitterLayer {
  /// The layer as the whole of a canvas `size` points (its bounds' size): untransformed, its
  /// anchor point at the same place of the canvas, so its bounds cover it. Where a snapshot
  /// and `render(in:)` draw a layer, in its own space.
  package func placedInOwnSpace(size: Size) -> EmitterLayer {
    var layer = self
    layer.transform = .identity
    layer.position = Point(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
    return layer
  }
}

extension LayerChange.Action {
  /// The layer paths this change makes a mask shape name: the value of an `emitterMaskLayer`
  /// set, those an inserted layer's tree holds.
  package var namedMaskLayers: [String] {
    MaskLayerReferences.in([LayerChange(self, at: 0)], at: "").map(\.path)
  }
}

/// Where a scene names layers for mask shapes: one walk for files, events and live changes.
private enum MaskLayerReferences {
  static func `in`(_ layer: EmitterLayer, at keyPath: String) -> [(keyPath: String, path: String)] {
    var found = layer.emitterMask.layer.map { [(keyPath + ".emitterMaskLayer", $0)] } ?? []
    if let path = layer.mask?.emitter?.emitterMask.layer {
      found.append((keyPath + ".mask.emitterMaskLayer", path))
    }
    for (index, sublayer) in layer.sublayers.enumerated() {
      found += self.in(sublayer, at: "\(keyPath).sublayers[\(index)]")
    }
    return found + self.in(layer.events, at: keyPath + ".events")
  }

  static func `in`(_ changes: [LayerChange], at keyPath: String) -> [(keyPath: String, path: String)] {
    changes.enumerated().flatMap { index, change -> [(keyPath: String, path: String)] in
      switch change.action {
      case .set("emitterMaskLayer", .string(let path)), .set("mask.emitterMaskLayer", .string(let path)):
        [("\(keyPath)[\(index)]", path)]
      case .insertSublayer(let layer, _): self.in(layer, at: "\(keyPath)[\(index)].layer")
      case .setMask(let mask):
        mask.emitter?.emitterMask.layer.map { [("\(keyPath)[\(index)].mask", $0)] } ?? []
      default: []
      }
    }
  }
}
