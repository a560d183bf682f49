import EmitterGPU
import EmitterRaster

/// The std140 mirror of the `RenderView` block in Shaders/include/render_view.glsl: the canvas
/// and the layer being drawn. EmitterRenderGLTests checks the offsets against reflection.
package enum RenderViewLayout {
  package static let size = 112

  package enum Member: Int, CaseIterable, Sendable {
    case canvasSize = 0, perspectiveCenter = 8, perspective = 16, layerOpacity = 20
    case preservesDepth = 24, slotBase = 28, slotCount = 32, usesDrawOrder = 36
    case layerTransformed = 40, layerTransform = 48

    package var name: String { String(describing: self) }
  }

  /// The block for one layer's draw.
  static func pack(
    view: RenderView, opacity: Float, preservesDepth: Bool, slots: Range<Int>, usesDrawOrder: Bool
  ) -> [UInt32] {
    var writer = BlockWriter(byteCount: size)
    writer.set(SIMD2<Float>(view.size), at: Member.canvasSize.rawValue)
    writer.set(view.perspectiveCenter, at: Member.perspectiveCenter.rawValue)
    writer.set(view.perspective, at: Member.perspective.rawValue)
    writer.set(opacity, at: Member.layerOpacity.rawValue)
    writer.set(UInt32(preservesDepth ? 1 : 0), at: Member.preservesDepth.rawValue)
    writer.set(UInt32(slots.lowerBound), at: Member.slotBase.rawValue)
    writer.set(UInt32(slots.count), at: Member.slotCount.rawValue)
    writer.set(UInt32(usesDrawOrder ? 1 : 0), at: Member.usesDrawOrder.rawValue)
    writer.set(UInt32(view.layerMatrix == nil ? 0 : 1), at: Member.layerTransformed.rawValue)
    for (index, value) in (view.layerMatrix?.columnMajor ?? []).enumerated() {
      writer.set(value, at: Member.layerTransform.rawValue + 4 * index)
    }
    return writer.words
  }
}
