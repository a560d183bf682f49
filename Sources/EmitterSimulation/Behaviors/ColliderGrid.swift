import EmitterMaskRaster
import EmitterModel
import Synchronization

/// An `image` collider's texels, solid or free: its source drawn by `MaskRasterizer` (as the
/// mask shape's is) and each texel's alpha compared with the threshold once, so both simulators
/// walk the same bits (`Collider+ImageHit`; the GPU reads `bits` from a storage block).
package struct ColliderGrid: Sendable, Equatable {
  /// Texels across and down (0 for a source that cannot be drawn: nothing is solid).
  package var width: Int
  package var height: Int
  /// One bit per texel, row after row from the top: texel `i = x + y × width` is bit `i & 31`
  /// of word `i >> 5`.
  package var bits: [UInt32]
  /// The top-left corner of texel (0, 0) relative to the collider's `position`, points.
  package var origin: SIMD2<Double>

  /// No texels: a collider that meets nothing.
  package static let empty = ColliderGrid(width: 0, height: 0, bits: [], origin: .zero)

  package init(width: Int, height: Int, bits: [UInt32], origin: SIMD2<Double>) {
    self.width = width
    self.height = height
    self.bits = bits
    self.origin = origin
  }

  /// The texels of `raster` whose alpha (0...255 over 255) is at least `threshold`.
  init(_ raster: MaskRaster, threshold: Double) {
    width = raster.width
    height = raster.height
    origin = raster.origin
    var bits = [UInt32](repeating: 0, count: (raster.width * raster.height + 31) / 32)
    let pixels = raster.image.pixels
    for index in 0..<(raster.width * raster.height)
    where Double(pixels[4 * index + 3]) / 255 >= threshold {
      bits[index >> 5] |= 1 << UInt32(index & 31)
    }
    self.bits = bits
  }

  /// Whether texel (`x`, `y`), inside the grid, is solid.
  @inline(__always)
  package func isSolid(_ x: Int, _ y: Int) -> Bool {
    let index = x + y * width
    return bits[index >> 5] >> UInt32(index & 31) & 1 != 0
  }
}

/// Everything an image collider's grid is made from: equal keys make equal grids, so a behaviour
/// resolved again each step (its position animating, say) reuses the grid instead of drawing
/// its source again.
package struct ColliderGridKey: Hashable, Sendable {
  var source: MaskSource
  var box: SIMD2<Double>
  var scale: Double
  var threshold: Double

  package init(_ behavior: EmitterBehavior) {
    if let image = behavior.image {
      source = .image(path: image)
    } else if let text = behavior.text {
      source = .text(text, font: behavior.font, bold: behavior.bold)
    } else if let path = behavior.path {
      source = .path(path)
    } else {
      source = .none
    }
    box = SIMD2(behavior.size.width, behavior.size.height)
    scale = behavior.scale
    threshold = behavior.threshold
  }
}

extension ColliderGrid {
  /// The grids drawn lately, by key: resolving a scene draws each source once, however often
  /// its layers are resolved again. Bounded, so a scene that keeps changing sources live
  /// holds a few grids, not all it ever drew.
  private static let drawn = Mutex<[ColliderGridKey: ColliderGrid]>([:])
  private static let drawnLimit = 16

  /// The grid `key` describes. A source that cannot be drawn, or a grid with a side over
  /// `EmitterBehavior.maximumColliderSide`, leaves it empty: the collider meets nothing.
  /// `RasterSourceCheck` refuses both before a scene or a live change reaches a simulator.
  package init(_ key: ColliderGridKey) {
    if let grid = Self.drawn.withLock({ $0[key] }) {
      self = grid
      return
    }
    if let raster = try? MaskRasterizer.raster(
      of: key.source, box: key.box, scale: key.scale,
      maximumSide: EmitterBehavior.maximumColliderSide)
    {
      self.init(raster, threshold: key.threshold)
    } else {
      self = .empty
    }
    let grid = self
    Self.drawn.withLock { drawn in
      if drawn.count >= Self.drawnLimit { drawn.removeAll() }
      drawn[key] = grid
    }
  }
}
