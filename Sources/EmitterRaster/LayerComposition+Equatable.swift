import EmitterImage

// Equality of compositions lets a renderer keep what it made for a layer without cells (whose
// image depends on its composition alone) and skip the work while the composition holds.

extension LayerClip: Equatable {
  package static func == (a: LayerClip, b: LayerClip) -> Bool {
    a.rect == b.rect && a.pixelsPerPoint == b.pixelsPerPoint
      && a.forward.0 == b.forward.0 && a.forward.1 == b.forward.1 && a.forward.2 == b.forward.2
      && a.inverse.0 == b.inverse.0 && a.inverse.1 == b.inverse.1 && a.inverse.2 == b.inverse.2
  }
}

extension LayerComposition: Equatable {
  package static func == (a: LayerComposition, b: LayerComposition) -> Bool {
    guard
      a.bounds == b.bounds, a.borderInner == b.borderInner, a.background == b.background,
      a.border == b.border, a.masks == b.masks, a.shadowTint == b.shadowTint,
      a.shadowBlur == b.shadowBlur, a.shadowOffset == b.shadowOffset, a.mask == b.mask,
      a.contentsMapping == b.contentsMapping, a.shadowPath == b.shadowPath
    else { return false }
    switch (a.contents, b.contents) {
    case (nil, nil): return true
    case let (x?, y?): return x.rect == y.rect && x.image == y.image
    default: return false
    }
  }
}
