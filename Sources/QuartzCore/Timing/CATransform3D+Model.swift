internal import EmitterModel

/// The bridge to EmitterKit's `Transform3D`: the same layout and the same arithmetic, so a
/// matrix built with these functions is the one the engine draws with, bit for bit.
extension CATransform3D {
  init(model: Transform3D) { self.init(entries: model.entries) }

  var model: Transform3D { Transform3D(entries: entries)! }
}
