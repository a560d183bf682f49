/// The std430 mirror of the `DrawOrder` block in Shaders/include/draw_order.glsl and the sort's
/// work group shape in Shaders/sort/sort_local.comp. The key encoding lives in `DrawOrder`
/// (EmitterRaster), shared with the CPU reference.
package enum DrawOrderLayout {
  /// One `uvec2` (key, slot) per entry.
  package static let stride = 8
  /// `SORT_WORKGROUP_SIZE`: invocations of sort_local.comp's work groups.
  package static let sortWorkGroupSize = 256
  /// `SORT_BLOCK`: entries one work group sorts in shared memory.
  package static let sortBlock = 2 * sortWorkGroupSize

  /// Entries sorted for `slotCount` slots: the next power of two, at least one block.
  package static func sortedCount(forSlots slotCount: Int) -> Int {
    var count = sortBlock
    while count < slotCount { count *= 2 }
    return count
  }

  /// Passes over all `sortedCount` pairs a sort makes (`ParticleSorter`): the keys pass, the
  /// first in-block sort, then per merge stage its global steps and one in-block pass.
  package static func passes(sortedCount count: Int) -> Int {
    var passes = 2
    var stage = 2 * sortBlock
    while stage <= count {
      var distance = stage / 2
      while distance >= sortBlock {
        passes += 1
        distance /= 2
      }
      passes += 1
      stage *= 2
    }
    return passes
  }
}
