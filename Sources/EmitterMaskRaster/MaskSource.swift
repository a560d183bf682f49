import EmitterModel

/// What a layer's `mask` shape is drawn from, as one value: the key its raster is cached by.
package enum MaskSource: Hashable, Sendable {
  /// A PNG file (an absolute path once the scene is loaded).
  case image(path: String)
  /// Pixels held in memory: a layer's `contents` set to a bitmap.
  case bitmap(ContentsBitmap)
  /// One line of text in a font family, bold or not.
  case text(String, font: String, bold: Bool)
  /// A closed SVG-syntax outline, in points.
  case path(String)
  /// Another layer drawn whole (`emitterMaskLayer`): its natural size is its pixels over the
  /// pixels per point it was drawn at.
  case snapshot(LayerSnapshot)
  /// Nothing to emit from: the layer has no source and no contents a mask can use.
  case none

  /// The layer's source: `emitterMaskImage`, `emitterMaskText`, `emitterMaskPath` or
  /// `emitterMaskLayer`'s snapshot among `snapshots` (the validator allows one; a layer named
  /// without its snapshot drawn is no source), else the layer's own `contents` when it is an
  /// image, a bitmap or a path.
  package init(_ layer: EmitterLayer, snapshots: [String: LayerSnapshot] = [:]) {
    let mask = layer.emitterMask
    if let name = mask.layer {
      self = snapshots[name].map { .snapshot($0) } ?? .none
    } else if let path = mask.image {
      self = .image(path: path)
    } else if let text = mask.text {
      self = .text(text, font: mask.font, bold: mask.bold)
    } else if let path = mask.path {
      self = .path(path)
    } else {
      switch layer.contents {
      case .image(let path)?: self = .image(path: path)
      case .bitmap(let bitmap)?: self = .bitmap(bitmap)
      case .path(let path)?: self = .path(path)
      default: self = .none
      }
    }
  }
}

/// Why a mask could not be drawn; the scene validator reports the same problems with key paths.
package struct MaskRasterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, naming the value.
  package var description: String
}
