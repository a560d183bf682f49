import EmitterMaskRaster
import EmitterModel

/// Everything a layer's mask table is made from: equal keys make equal tables, so a layer
/// re-resolved each step keeps the table it has instead of drawing its source again.
package struct EmitterMaskKey: Hashable, Sendable {
  var source: MaskSource
  var box: SIMD2<Double>
  var scale: Double
  var contentsScale: Double
  var mode: EmitterMode
  var colors: Bool
  var sweepAngle: Double
  var sweepNoise: Double
  var seed: UInt32

  /// The key of `layer`'s table; `snapshots` holds the layers a mask may name
  /// (`Scene.layerSnapshots`).
  package init(_ layer: EmitterLayer, seed: UInt32, snapshots: [String: LayerSnapshot] = [:]) {
    source = MaskSource(layer, snapshots: snapshots)
    box = SIMD2(layer.emitterSize.width, layer.emitterSize.height)
    scale = layer.emitterMask.scale
    contentsScale = layer.contentsScale
    mode = layer.emitterMode
    colors = layer.emitterMask.colors
    sweepAngle = layer.emitterMask.sweepAngle
    sweepNoise = layer.emitterMask.sweepNoise
    self.seed = seed
  }
}

extension EmitterMaskTable {
  /// The table `key` describes. A source that cannot be drawn (`RasterSourceCheck` refuses it
  /// first, with its key path) leaves the table empty: births at the centre, as a point emitter.
  package init(_ key: EmitterMaskKey) {
    let raster =
      (try? MaskRasterizer.raster(
        of: key.source, box: key.box, scale: key.scale, contentsScale: key.contentsScale)) ?? .empty
    self.init(
      raster, mode: key.mode, colors: key.colors,
      sweep: (key.sweepAngle, key.sweepNoise, key.seed))
  }
}
