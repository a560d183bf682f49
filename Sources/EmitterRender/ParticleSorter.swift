import EmitterGL
import EmitterGPU
import EmitterRaster

/// Sorts one layer's slots for the ordered render modes into (key, slot) pairs, one way of three
/// (`DrawOrderSortMethod`): on a software driver, on the CPU over the particle buffers (host
/// memory there): birth-order runs for the age modes, a radix sort for back to front
/// (`DrawOrderSort`); elsewhere the live slots' pairs packed in slot order (`LiveKeyList`) and a
/// stable radix sort of those on the GPU (`GPURadixSort`), whose count only the GPU learns; or,
/// asked for, the bitonic sort (Shaders/sort_*.comp):
/// the keys pass padded to a power of two; work groups sort blocks of
/// `DrawOrderLayout.sortBlock` in shared memory; wider merge steps run one dispatch each,
/// log2(n)² / 2 steps in all. No atomics, no CPU readback on the GPU. All three give
/// `DrawOrder.order`'s order exactly. Owned by `ParticleRenderer`, destroyed by it.
final class ParticleSorter {
  private let keys: ShaderProgram
  private let local: ShaderProgram
  private let step: ShaderProgram
  private let radix: GPURadixSort
  private let liveKeys: LiveKeyList
  /// How `sort` sorts unless told otherwise: chosen by the context's renderer.
  let method: DrawOrderSortMethod
  /// The (key, slot) pairs; grows to the largest layer sorted.
  private(set) var pairs: Buffer
  /// The CPU sort and its copies of the keys' arrays, kept between sorts.
  private var hostSort = DrawOrderSort()
  private var positionAges: [SIMD4<Float>] = []
  private var lifetimes: [Float] = []
  private var hostPairs: [UInt64] = []
  /// How many of the last sort's entries are live, when the sort counted them (on the CPU);
  /// nil after the GPU's sort. The live entries come first.
  private(set) var lastLiveEntries: Int?
  /// Whether the last sort was the GPU radix sort, whose live entries (the only ones it wrote)
  /// are counted in `sortCounts` alone: the passes after it read that count and are dispatched
  /// from its commands (`SortCountsLayout`).
  private(set) var countsOnGPU = false

  init(library: ShaderLibrary) throws(ShaderError) {
    keys = try library.makeProgram("sort_keys")
    local = try library.makeProgram("sort_local")
    step = try library.makeProgram("sort_step")
    radix = try GPURadixSort(library: library)
    liveKeys = try LiveKeyList(library: library)
    method = DrawOrderSortMethod(renderer: GL.renderer)
    pairs = Buffer(
      .init(
        size: DrawOrderLayout.sortBlock * DrawOrderLayout.stride, access: [.dynamic],
        label: "draw order"))
  }

  /// The GPU radix sort's live count and dispatch commands (`SortCountsLayout`).
  var sortCounts: Buffer { liveKeys.counts }

  /// The counts the last GPU radix sort wrote, read back (nil after another method): for tests.
  func readSortCounts() -> SortCountsLayout.Counts? {
    countsOnGPU ? liveKeys.readCounts() : nil
  }

  /// How the last host sort ordered its entries (nil before one ran): for tests.
  var lastHostMethod: DrawOrderSort.Method? { hostSort.lastMethod }

  /// Sorts the slots `slots` of `buffers` by `key` into `pairs` and binds it to
  /// `SSBO_DRAW_ORDER`, by `method` or else this sorter's. The particle arrays must be bound.
  /// `chunkEntries`: the quad pass's chunk, for which the GPU radix sort writes commands.
  /// Returns the number of entries written: one per slot on the CPU, a power of two for the
  /// bitonic sort (live entries first, dead and padding ones after); for the radix sort, which
  /// writes the live ones only and leaves their count on the GPU (`countsOnGPU`), the slots, an
  /// upper bound.
  @discardableResult
  func sort(
    _ slots: Range<Int>, of buffers: ParticleBuffers, by key: DrawOrder.SortKey,
    method: DrawOrderSortMethod? = nil, chunkEntries: Int = SpriteQuadLayout.chunkEntries()
  ) -> Int {
    countsOnGPU = false
    return switch method ?? self.method {
    case .host: sortOnHost(slots, of: buffers, by: key)
    case .gpuBitonic: sortOnGPU(slots, by: key)
    case .gpuRadix: sortOnGPURadix(slots, by: key, chunkEntries: chunkEntries)
    }
  }

  private func ensurePairs(_ count: Int) {
    if count * DrawOrderLayout.stride > pairs.size {
      pairs.destroy()
      pairs = Buffer(
        .init(size: count * DrawOrderLayout.stride, access: [.dynamic], label: "draw order"))
    }
    pairs.bind(to: .drawOrder)
  }

  /// Reads the slots' positions, ages and lifetimes back, sorts them on the CPU and uploads the
  /// pairs: on a software driver both copies are memcpys.
  private func sortOnHost(
    _ slots: Range<Int>, of buffers: ParticleBuffers, by key: DrawOrder.SortKey
  ) -> Int {
    let count = slots.count
    ensurePairs(max(count, 1))
    lastLiveEntries = 0
    guard count > 0 else { return 0 }
    lastLiveEntries = GL.withDebugGroup("sort \(count) slots by \(key) on the CPU") {
      if positionAges.count < count {
        positionAges = Array(repeating: .zero, count: count)
        lifetimes = Array(repeating: 0, count: count)
        hostPairs = Array(repeating: 0, count: count)
      }
      // The integrate pass's writes are visible to the reads below.
      GL.memoryBarrier(.bufferUpdate)
      return Self.sortOnHost(
        slots, of: buffers, by: key, with: &hostSort, positions: &positionAges,
        lifetimes: &lifetimes, pairs: &hostPairs, into: pairs)
    }
    return count
  }

  /// The host sort's steps over the kept arrays (at least `slots.count` long each). Returns
  /// the number of live entries.
  private static func sortOnHost(
    _ slots: Range<Int>, of buffers: ParticleBuffers, by key: DrawOrder.SortKey,
    with sort: inout DrawOrderSort, positions: inout [SIMD4<Float>], lifetimes: inout [Float],
    pairs: inout [UInt64], into buffer: Buffer
  ) -> Int {
    let count = slots.count
    var allPositions = positions.mutableSpan
    var allLifetimes = lifetimes.mutableSpan
    var allPairs = pairs.mutableSpan
    var positions = allPositions.extracting(0..<count)
    var lifetimes = allLifetimes.extracting(0..<count)
    var output = allPairs.extracting(0..<count)
    buffers[.positionAge].read(
      into: &positions,
      fromByteOffset: slots.lowerBound * ParticleStateLayout.Array.positionAge.stride)
    buffers[.lifetimes].read(
      into: &lifetimes,
      fromByteOffset: slots.lowerBound * ParticleStateLayout.Array.lifetimes.stride)
    let live = sort.sort(
      base: slots.lowerBound, positionAge: positions.span, lifetimes: lifetimes.span, by: key,
      into: &output)
    buffer.write(output.span)
    return live
  }

  private func sortOnGPU(_ slots: Range<Int>, by key: DrawOrder.SortKey) -> Int {
    lastLiveEntries = nil
    let count = DrawOrderLayout.sortedCount(forSlots: slots.count)
    ensurePairs(count)
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

  /// The live slots' pairs packed in slot order, then the radix sort of those: their count
  /// stays on the GPU, with commands for the radix passes and for each chunk of the quad pass
  /// (`chunkEntries` each) and its live list.
  private func sortOnGPURadix(
    _ slots: Range<Int>, by key: DrawOrder.SortKey, chunkEntries: Int
  ) -> Int {
    lastLiveEntries = nil
    let count = slots.count
    ensurePairs(max(count, 1))
    guard count > 0 else { return 0 }
    countsOnGPU = true
    GL.withDebugGroup("radix sort of \(count) slots' live pairs by \(key)") {
      liveKeys.compact(slots, by: key, chunkEntries: chunkEntries)
      radix.sort(pairs, capacity: count, counts: liveKeys.counts)
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
    radix.destroy()
    liveKeys.destroy()
    pairs.destroy()
  }
}
