import EmitterSimulation

/// The std430 mirror of the `EmitterMask` block in Shaders/include/emitter_mask.glsl: a header
/// of eight 4-byte members, then one uvec4 per entry (pixel index, running total, colour,
/// sweep order).
package enum EmitterMaskLayout {
  package enum Member: Int, CaseIterable, Sendable {
    case maskCount = 0, maskTotal = 4, maskWidth = 8, maskColors = 12, maskOrigin = 16
    case maskPixelSize = 24, maskEntries = 32

    /// The name the program's reflection gives the member (an array's first element).
    package var name: String { self == .maskEntries ? "maskEntries[0]" : String(describing: self) }
    package var offset: Int { rawValue }
  }

  /// Bytes per entry.
  package static let entryStride = 16

  /// The block's words for `table`; an empty table still has one (unused) entry, so the buffer
  /// is never empty.
  package static func pack(_ table: EmitterMaskTable) -> [UInt32] {
    let count = table.pixels.count
    var writer = BlockWriter(byteCount: Member.maskEntries.offset + max(count, 1) * entryStride)
    writer.set(UInt32(count), at: Member.maskCount.offset)
    writer.set(table.total, at: Member.maskTotal.offset)
    writer.set(UInt32(table.width), at: Member.maskWidth.offset)
    writer.set(UInt32(table.usesColors ? 1 : 0), at: Member.maskColors.offset)
    writer.set(table.origin, at: Member.maskOrigin.offset)
    writer.set(table.pixelSize, at: Member.maskPixelSize.offset)
    for i in 0..<count {
      let base = Member.maskEntries.offset + i * entryStride
      writer.set(table.pixels[i], at: base)
      writer.set(table.cumulative[i], at: base + 4)
      writer.set(table.colors[i], at: base + 8)
      writer.set(i < table.order.count ? table.order[i] : 0, at: base + 12)
    }
    return writer.words
  }
}
