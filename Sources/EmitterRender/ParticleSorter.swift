import EmitterGL
import EmitterRaster

/// Sorts one layer's slots on the GPU for the ordered render modes: a bitonic sort of
/// (key, slot) pairs (Shaders/sort_*.comp). The keys pass writes one pair per slot, padded to a
/// power of two; work groups sort blocks of `DrawOrderLayout.sortBlock` in shared memory; wider
/// merge steps run one dispatch each. log2(n)² / 2 steps in all, no atomics, no CPU readback.
/// Owned by `ParticleRenderer`, destroyed by it.
final class ParticleSorter {
  private let keys: ShaderProgram
  private let local: ShaderProgram
  private let step: ShaderProgram
  /// The (key, slot) pairs; grows to the largest layer sorted.
  private(set) var pairs: Buffer

  init(library: ShaderLibrary) throws(ShaderError) {
    keys = try library.makeProgram("sort_keys")
    local = try library.makeProgram("sort_local")
    step = try library.makeProgram("sort_step")
    pairs = Buffer(
      .init(size: DrawOrderLayout.sortBlock * DrawOrderLayout.stride, label: "draw order"))
  }

  /// Sorts the slots `slots` by `key` into `pairs` and binds it to `SSBO_DRAW_ORDER`. The particle
  /// arrays must be bound. Returns the number of entries sorted (a power of two).
  @discardableResult
  func sort(_ slots: Range<Int>, by key: DrawOrder.SortKey) -> Int {
    let count = DrawOrderLayout.sortedCount(forSlots: slots.count)
    if count * DrawOrderLayout.stride > pairs.size {
      pairs.destroy()
      pairs = Buffer(.init(size: count * DrawOrderLayout.stride, label: "draw order"))
    }
    pairs.bind(to: .drawOrder)
    GL.withDebugGroup("sort \(slots.count) slots by \(key)") {
      keys.use()
      keys.setUniform("slotBase", UInt32(slots.lowerBound))
      keys.setUniform("slotCount", UInt32(slots.count))
      keys.setUniform("sortedCount", UInt32(count))
      keys.setUniform("sortKey", key.rawValue)
      GL.dispatchCompute(invocations: count)
      GL.memoryBarrier(.shaderStorage)
      runLocal(stage: 0, count: count)
      var stage = 2 * DrawOrderLayout.sortBlock
      while stage <= count {
        step.use()
        step.setUniform("stageK", UInt32(stage))
        step.setUniform("pairCount", UInt32(count / 2))
        var distance = stage / 2
        while distance >= DrawOrderLayout.sortBlock {
          step.setUniform("stepJ", UInt32(distance))
          GL.dispatchCompute(invocations: count / 2)
          GL.memoryBarrier(.shaderStorage)
          distance /= 2
        }
        runLocal(stage: stage, count: count)
        stage *= 2
      }
    }
    return count
  }

  private func runLocal(stage: Int, count: Int) {
    local.use()
    local.setUniform("stage", UInt32(stage))
    local.setUniform("blockCount", UInt32(count / DrawOrderLayout.sortBlock))
    GL.dispatchCompute(invocations: count / 2, groupSize: DrawOrderLayout.sortWorkGroupSize)
    GL.memoryBarrier(.shaderStorage)
  }

  /// The first `count` sorted pairs (key, slot), read back: for tests.
  func readPairs(count: Int) -> [SIMD2<UInt32>] {
    GL.memoryBarrier(.bufferUpdate)
    return pairs.read(SIMD2<UInt32>.self, count: count)
  }

  func destroy() {
    for program in [keys, local, step] { program.destroy() }
    pairs.destroy()
  }
}
