import EmitterGPU
import EmitterRaster

/// The std140 mirror of the `RenderView` block in Shaders/include/render_view.glsl: the canvas
/// and the layer being drawn. EmitterRenderTests checks the offsets against reflection.
package enum RenderViewLayout {
  package static let size = 48

  package enum Member: Int, CaseIterable, Sendable {
    case canvasSize = 0, perspectiveCenter = 8, perspective = 16, layerOpacity = 20
    case preservesDepth = 24, slotBase = 28, slotCount = 32, usesDrawOrder = 36

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
    return writer.words
  }
}
