import EmitterGL

/// The live list: after sprite_quads.comp has prepared a chunk of entries, the quads that draw
/// something are packed, in entry order, into `quads`, and the GPU writes the chunk's indirect
/// draw command with their count, so the draw runs the vertex stage for live quads only. In
/// iMessage-style scenes slots outnumber live particles 26 to 1, and llvmpipe shades vertices on
/// one thread: a dead slot's instance cost as much there as a live one's.
///
/// Three passes (Shaders/live_*.comp), no atomics, so the draw order is the entries' order:
/// count per run of `runLength` entries, an exclusive prefix sum over the runs' counts in one
/// work group (which also writes the command), and a scatter. Owned by `ParticleRenderer`,
/// destroyed by it.
final class LiveQuadList {
  /// Entries one invocation of the count and scatter passes walks, in order.
  static let runLength = 64

  private let countPass: ShaderProgram
  private let offsetsPass: ShaderProgram
  private let scatterPass: ShaderProgram
  /// The packed quads of the last chunk; grows to the largest chunk.
  private(set) var quads: Buffer
  /// Per run: its count, then its first index in `quads`.
  private var runs: Buffer
  /// One indirect command per chunk drawn since `beginFrame()`; grows, keeping earlier ones.
  private var draws: Buffer
  /// The layer of each command written since `beginFrame()`.
  private(set) var drawLayers: [Int] = []

  init(library: ShaderLibrary) throws(ShaderError) {
    countPass = try library.makeProgram("live_count")
    offsetsPass = try library.makeProgram("live_offsets")
    scatterPass = try library.makeProgram("live_scatter")
    quads = Buffer(.init(size: SpriteQuadLayout.stride, label: "live quads"))
    runs = Buffer(.init(size: 4, label: "live runs"))
    draws = Buffer(.init(size: 16 * GL.drawArraysIndirectCommandSize, label: "live draws"))
  }

  /// Forgets the previous frame's commands.
  func beginFrame() {
    drawLayers.removeAll(keepingCapacity: true)
  }

  /// Packs the drawn quads among the first `entries` of `prepared` (bound at
  /// `SSBO_SPRITE_QUADS`, written and made visible by the quad pass) into `quads` and writes a
  /// command for them; returns the command's index. Leaves `prepared` bound. With `sorted`, the
  /// chunk holds the GPU radix sort's live pairs from `entryBase`, at most `entries` of them,
  /// counted in `counts` (bound at `SSBO_SORT_COUNTS`): the count and scatter passes are
  /// dispatched from its chunk's command.
  func compact(
    _ prepared: Buffer, entries: Int, layer: Int,
    sorted: (counts: Buffer, chunk: Int, entryBase: Int)? = nil
  ) -> Int {
    let index = drawLayers.count
    drawLayers.append(layer)
    ensureCapacity(entries: entries, commands: index + 1)
    prepared.bind(to: .spriteQuads)
    quads.bind(to: .liveQuads)
    runs.bind(to: .liveRuns)
    draws.bind(to: .liveDraws)
    let runCount = (entries + Self.runLength - 1) / Self.runLength
    for program in [countPass, offsetsPass, scatterPass] {
      program.use()
      program.setUniform("entryCount", UInt32(entries))
      program.setUniform("runLength", UInt32(Self.runLength))
      program.setUniform("countFromSort", UInt32(sorted == nil ? 0 : 1))
      program.setUniform("entryBase", UInt32(sorted?.entryBase ?? 0))
      if program == offsetsPass {
        program.setUniform("drawIndex", UInt32(index))
        GL.dispatchCompute(groups: 1)
      } else if let sorted {
        GL.dispatchComputeIndirect(
          commands: sorted.counts, byteOffset: SortCountsLayout.liveRunsOffset(chunk: sorted.chunk))
      } else {
        GL.dispatchCompute(invocations: runCount)
      }
      GL.memoryBarrier(program == scatterPass ? [.shaderStorage, .command] : .shaderStorage)
    }
    return index
  }

  /// Draws command `index` with the program in use: one four-vertex strip per packed quad, read
  /// from `quads` at `SSBO_SPRITE_QUADS`.
  func draw(_ index: Int) {
    quads.bind(to: .spriteQuads)
    GL.drawTriangleStripsIndirect(
      commands: draws, byteOffset: index * GL.drawArraysIndirectCommandSize)
  }

  /// The live quads of each command since `beginFrame()`, read back (tests and the benchmark's
  /// floor; the draw itself never reads them).
  func counts() -> [Int] {
    guard !drawLayers.isEmpty else { return [] }
    GL.memoryBarrier(.bufferUpdate)
    let words = draws.read(UInt32.self, count: drawLayers.count * 4)
    return drawLayers.indices.map { Int(words[4 * $0 + 1]) }
  }

  private func ensureCapacity(entries: Int, commands: Int) {
    if entries * SpriteQuadLayout.stride > quads.size {
      quads.destroy()
      quads = Buffer(.init(size: entries * SpriteQuadLayout.stride, label: "live quads"))
    }
    let runBytes = max(1, (entries + Self.runLength - 1) / Self.runLength) * 4
    if runBytes > runs.size {
      runs.destroy()
      runs = Buffer(.init(size: runBytes, label: "live runs"))
    }
    let commandBytes = commands * GL.drawArraysIndirectCommandSize
    if commandBytes > draws.size {
      // Earlier commands of this frame stay readable (`counts()`).
      let larger = Buffer(.init(size: 2 * commandBytes, label: "live draws"))
      GL.memoryBarrier(.bufferUpdate)
      larger.copy(from: draws, byteCount: draws.size)
      draws.destroy()
      draws = larger
    }
  }

  func destroy() {
    for program in [countPass, offsetsPass, scatterPass] { program.destroy() }
    for buffer in [quads, runs, draws] { buffer.destroy() }
  }
}
