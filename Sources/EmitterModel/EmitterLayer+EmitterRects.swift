extension EmitterLayer {
  /// Most rectangles `emitterRects` may hold: what the GPU's per-layer frame block carries
  /// (256 × 16 bytes of rects plus their running totals, within the 16 KiB every GL 4.5 driver
  /// gives a uniform block). `validate` and loading refuse more with this number in the message.
  public static let maximumEmitterRects = 256
}
