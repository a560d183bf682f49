import EmitterGL

/// Where the GPU radix sort's counts sit in its counts buffer (`SSBO_SORT_COUNTS`,
/// Shaders/include/sort_counts.glsl): word 0 the live pairs packed, words 1–3 the radix passes'
/// dispatch command, then per chunk of the quad pass its command and its live-list runs'
/// command. The GPU writes them all (sort_live_offsets.comp); the CPU only points indirect
/// dispatches at them, and reads them back in tests.
package enum SortCountsLayout {
  /// Word indices, as sort_counts.glsl's `SORT_COUNT_*`.
  static let livePairsWord = 0
  static let radixRunsWord = 1
  static let firstChunkWord = 4
  static let wordsPerChunk = 6

  /// Bytes for `chunks` chunks' commands.
  static func byteSize(chunks: Int) -> Int { 4 * (firstChunkWord + wordsPerChunk * chunks) }

  /// The radix histogram and scatter passes' command.
  static var radixRunsOffset: Int { 4 * radixRunsWord }

  /// Chunk `chunk`'s quad-pass command.
  static func quadsOffset(chunk: Int) -> Int { 4 * (firstChunkWord + wordsPerChunk * chunk) }

  /// Chunk `chunk`'s live-list count and scatter command.
  static func liveRunsOffset(chunk: Int) -> Int {
    quadsOffset(chunk: chunk) + GL.dispatchIndirectCommandSize
  }

  /// The counts read back: for tests.
  package struct Counts: Equatable, Sendable {
    /// Live pairs the compaction packed and the radix passes sorted.
    package var livePairs: Int
    /// Work groups of the radix histogram and scatter passes.
    var radixGroups: Int
    /// Per chunk: work groups of its quad pass, and of its live-list count and scatter passes.
    var chunkGroups: [(quads: Int, liveRuns: Int)]

    package static func == (a: Counts, b: Counts) -> Bool {
      a.livePairs == b.livePairs && a.radixGroups == b.radixGroups
        && a.chunkGroups.elementsEqual(b.chunkGroups) { $0 == $1 }
    }

    /// The counts the compaction should write for `livePairs` live pairs in `chunks` chunks of
    /// `chunkEntries` (`SpriteQuadLayout.chunkEntries()` of the context): the shaders' formulas,
    /// stated again on the CPU.
    package static func expected(livePairs: Int, chunks: Int, chunkEntries: Int) -> Counts {
      func groups(_ invocations: Int) -> Int {
        (invocations + ShaderBindings.workGroupSize - 1) / ShaderBindings.workGroupSize
      }
      let runs = (livePairs + GPURadixSort.runLength - 1) / GPURadixSort.runLength
      return Counts(
        livePairs: livePairs, radixGroups: groups(runs),
        chunkGroups: (0..<chunks).map { chunk in
          let entries = max(0, min(livePairs - chunk * chunkEntries, chunkEntries))
          let runs = (entries + LiveQuadList.runLength - 1) / LiveQuadList.runLength
          return (quads: groups(entries), liveRuns: groups(runs))
        })
    }

    /// Decodes the buffer's words; nil when they are not commands (y and z not 1).
    init?(words: [UInt32], chunks: Int) {
      func command(_ at: Int) -> Int? {
        words[at + 1] == 1 && words[at + 2] == 1 ? Int(words[at]) : nil
      }
      guard let radix = command(radixRunsWord) else { return nil }
      var chunkGroups: [(quads: Int, liveRuns: Int)] = []
      for chunk in 0..<chunks {
        let at = firstChunkWord + wordsPerChunk * chunk
        guard let quads = command(at), let liveRuns = command(at + 3) else { return nil }
        chunkGroups.append((quads, liveRuns))
      }
      self.init(livePairs: Int(words[livePairsWord]), radixGroups: radix, chunkGroups: chunkGroups)
    }

    init(livePairs: Int, radixGroups: Int, chunkGroups: [(quads: Int, liveRuns: Int)]) {
      self.livePairs = livePairs
      self.radixGroups = radixGroups
      self.chunkGroups = chunkGroups
    }
  }
}
