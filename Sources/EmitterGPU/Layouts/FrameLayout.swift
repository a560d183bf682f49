import EmitterModel
import EmitterSimulation

/// The std140 mirror of the `Frame` block in Shaders/include/frame.glsl: one layer's emitter
/// geometry and the step being simulated.
package enum FrameLayout {
  package static let size = 64

  package enum Member: Int, CaseIterable, Sendable {
    case emitterCenter = 0, halfWidth = 12, emitterSize = 16, stepLength = 28
    case emitterShape = 32, emitterMode = 36, seedWord = 40, emitterVelocity = 48, emissionSpread = 60

    package var name: String { String(describing: self) }
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
    return writer.words
  }
}
