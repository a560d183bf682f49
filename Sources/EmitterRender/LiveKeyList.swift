import EmitterGL
import EmitterRaster

/// The GPU radix sort's input: one (key, slot) pair per live slot of a layer, packed in slot
/// order into the buffer bound at `SSBO_DRAW_ORDER`, so the radix passes, the quad pass and the
/// live list walk live particles only (slots outnumber them 26 to 1 in imessage-confetti, 9 to 1
/// in confetti-cannon). The same three passes as `LiveQuadList` (Shaders/sort_live_*.comp,
/// live_keys.glsl), no atomics: a count per run of `runLength` slots, one work group's exclusive
/// prefix sum, which also writes the live count and the dispatch commands sized from it into
/// `counts` (`SortCountsLayout`), and a scatter writing each run's pairs in slot order. The CPU
/// never reads the count: the passes after it are dispatched indirectly. Owned by
/// `ParticleSorter`, destroyed by it.
final class LiveKeyList {
  /// Slots one invocation of the count and scatter passes walks, in order.
  static let runLength = 64

  private let countPass: ShaderProgram
  private let offsetsPass: ShaderProgram
  private let keysPass: ShaderProgram
  /// Per run: its live slots, then its first pair; grows to the largest layer.
  private var runs: Buffer
  /// The live count and the commands (`SortCountsLayout`); grows to the most chunks.
  private(set) var counts: Buffer
  /// Chunks of the quad pass that the last `compact` wrote commands for.
  private(set) var lastChunkCount = 0

  init(library: ShaderLibrary) throws(ShaderError) {
    countPass = try library.makeProgram("sort_live_count")
    offsetsPass = try library.makeProgram("sort_live_offsets")
    keysPass = try library.makeProgram("sort_live_keys")
    runs = Buffer(.init(size: 4, label: "sort live runs"))
    counts = Buffer(.init(size: SortCountsLayout.byteSize(chunks: 1), label: "sort counts"))
  }

  /// Packs the live slots of `slots` as (key, slot) pairs by `key` into the buffer bound at
  /// `SSBO_DRAW_ORDER` (at least `slots.count` pairs long), and writes the count and the
  /// commands for the radix passes and for `chunks` chunks of `chunkEntries` entries. Leaves
  /// `counts` bound at `SSBO_SORT_COUNTS`, written and visible to shaders and commands. The
  /// particle arrays must be bound.
  func compact(_ slots: Range<Int>, by key: DrawOrder.SortKey, chunkEntries: Int) {
    let chunks = max(1, (slots.count + chunkEntries - 1) / chunkEntries)
    lastChunkCount = chunks
    let runCount = (slots.count + Self.runLength - 1) / Self.runLength
    if max(1, runCount) * 4 > runs.size {
      runs.destroy()
      runs = Buffer(.init(size: runCount * 4, label: "sort live runs"))
    }
    if SortCountsLayout.byteSize(chunks: chunks) > counts.size {
      counts.destroy()
      counts = Buffer(.init(size: SortCountsLayout.byteSize(chunks: chunks), label: "sort counts"))
    }
    // An earlier layer's passes and commands have read the counts and runs before these passes
    // rewrite them.
    GL.memoryBarrier([.shaderStorage, .command])
    runs.bind(to: .liveRuns)
    counts.bind(to: .sortCounts)
    for program in [countPass, offsetsPass, keysPass] {
      program.use()
      program.setUniform("slotBase", UInt32(slots.lowerBound))
      program.setUniform("slotCount", UInt32(slots.count))
      program.setUniform("runLength", UInt32(Self.runLength))
      if program == offsetsPass {
        program.setUniform("radixRunLength", UInt32(GPURadixSort.runLength))
        program.setUniform("chunkEntries", UInt32(chunkEntries))
        program.setUniform("chunkCount", UInt32(chunks))
        program.setUniform("liveRunLength", UInt32(LiveQuadList.runLength))
        GL.dispatchCompute(groups: 1)
      } else {
        if program == keysPass { program.setUniform("sortKey", key.rawValue) }
        GL.dispatchCompute(invocations: runCount)
      }
      GL.memoryBarrier(program == countPass ? .shaderStorage : [.shaderStorage, .command])
    }
  }

  /// The counts the last `compact` wrote, read back: for tests (the draw never reads them).
  func readCounts() -> SortCountsLayout.Counts? {
    GL.memoryBarrier(.bufferUpdate)
    let words = counts.read(
      UInt32.self, count: SortCountsLayout.byteSize(chunks: lastChunkCount) / 4)
    return SortCountsLayout.Counts(words: words, chunks: lastChunkCount)
  }

  func destroy() {
    for program in [countPass, offsetsPass, keysPass] { program.destroy() }
    runs.destroy()
    counts.destroy()
  }
}
