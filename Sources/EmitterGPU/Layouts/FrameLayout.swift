import EmitterModel
import EmitterSimulation

/// The std140 mirror of the `Frame` block in Shaders/include/frame.glsl: one layer's emitter
/// geometry and the step being simulated.
package enum FrameLayout {
  /// The `rectangles` shape's rects: `EmitterLayer.maximumEmitterRects` vec4s, then their running
  /// totals packed four to a vec4.
  package static let maximumRects = EmitterLayer.maximumEmitterRects
  package static let size = Member.rectTotals.offset + maximumRects * 4
  /// The bytes before the rects: all a step of any other shape uploads.
  package static let headerSize = Member.rects.offset

  package enum Member: Int, CaseIterable, Sendable {
    case emitterCenter = 0, halfWidth = 12, emitterSize = 16, stepLength = 28
    case emitterShape = 32, emitterMode = 36, seedWord = 40, emitterVelocity = 48, emissionSpread = 60
    case rectCount = 64, rects = 80, rectTotals = 4176

    /// The name the program's reflection gives the member (an array's first element).
    package var name: String {
      switch self {
      case .rects, .rectTotals: String(describing: self) + "[0]"
      default: String(describing: self)
      }
    }
    package var offset: Int { rawValue }
  }

  /// Shape and mode numbers: their order in `allCases`, as `SHAPE_*` and `MODE_*` in
  /// emitter_shape.glsl number them.
  package static func number(of shape: EmitterShape) -> UInt32 { UInt32(EmitterShape.allCases.firstIndex(of: shape)!) }
  package static func number(of mode: EmitterMode) -> UInt32 { UInt32(EmitterMode.allCases.firstIndex(of: mode)!) }

  static func pack(
    _ layer: ResolvedLayer, stepLength: Float, emitterVelocity: SIMD3<Float> = .zero
  ) -> [UInt32] {
    var writer = BlockWriter(byteCount: size)
    writer.set(layer.position, at: Member.emitterCenter.offset)
    writer.set(layer.halfWidth, at: Member.halfWidth.offset)
    writer.set(layer.size, at: Member.emitterSize.offset)
    writer.set(stepLength, at: Member.stepLength.offset)
    writer.set(number(of: layer.shape), at: Member.emitterShape.offset)
    writer.set(number(of: layer.mode), at: Member.emitterMode.offset)
    writer.set(layer.seedWord, at: Member.seedWord.offset)
    writer.set(emitterVelocity, at: Member.emitterVelocity.offset)
    writer.set(UInt32(layer.fanEmission ? 1 : 0), at: Member.emissionSpread.offset)
    let rects = layer.shape == .rectangles ? layer.rects : EmitterRectList()
    writer.set(UInt32(rects.rects.count), at: Member.rectCount.offset)
    guard !rects.rects.isEmpty else { return Array(writer.words.prefix(headerSize / 4)) }
    for (i, rect) in rects.rects.prefix(maximumRects).enumerated() {
      writer.set(rect, at: Member.rects.offset + 16 * i)
    }
    for (i, total) in rects.cumulative.prefix(maximumRects).enumerated() {
      writer.set(total, at: Member.rectTotals.offset + 4 * i)
    }
    return writer.words
  }
}
