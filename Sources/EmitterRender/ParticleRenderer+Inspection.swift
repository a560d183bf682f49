import EmitterGL
import EmitterGPU
import EmitterRaster

extension ParticleRenderer {
  /// How drawing is done where a benchmark or a test chooses; the defaults draw as users get.
  package struct Options: Sendable {
    /// Draws an instance for every prepared entry, dead slots included, as before the live
    /// list: the benchmark's baseline (`emitter bench --scene`). The same image comes out.
    package var drawsEverySlot = false
    /// How draws sort the sorted modes, instead of the driver's method: for tests that draw
    /// through every method on one driver.
    package var sortMethod: DrawOrderSortMethod?
    /// Entries per chunk of the quad pass instead of what the storage-block limit allows
    /// (`SpriteQuadLayout.chunkEntries()`): for tests of many chunks at small counts.
    package var chunkEntries: Int?

    package init() {}
  }

  /// What the last frame did, read back or drawn again, for tests and `emitter bench`: nothing
  /// here is part of drawing.
  package var inspection: Inspection { Inspection(renderer: self) }

  /// Readbacks and re-draws of a renderer's last frame (`inspection`).
  package struct Inspection {
    let renderer: ParticleRenderer

    /// Draws the quads the last `draw` prepared once more, over its image, each filled with its
    /// tint and no contents texture: the same strips from the same buffer, so what this costs is
    /// the driver's own rasterising and blending of those quads, the floor under any sprite shader
    /// (`emitter bench`'s gpu-draw-floor). Returns how many quads it drew: the last chunk's live
    /// quads (at most `SpriteQuadLayout.chunkEntries()`), so all of them only when the last layer
    /// fit one chunk. Reading that count back waits for the draw.
    @discardableResult
    package func redrawLastQuadsFlat() -> Int {
      guard let lastChunk = renderer.lastChunk else { return 0 }
      renderer.bindTargetAndBlocks()
      GL.setBlending(lastChunk.blending)
      renderer.spriteFlat.use()
      renderer.live.draw(lastChunk.command)
      GL.setBlending(.replace)
      return renderer.live.counts()[lastChunk.command]
    }

    /// The live list of the last frame drawn: for each chunk, in draw order, its layer and the
    /// number of quads it drew (read back from the GPU's indirect commands; for tests).
    package func lastLiveCounts() -> [(layer: Int, count: Int)] {
      Array(zip(renderer.live.drawLayers, renderer.live.counts())).map { (layer: $0.0, count: $0.1) }
    }

    /// The sorted (key, slot) pairs of the last sorted layer, for tests: the first `count` entries.
    func lastDrawOrder(count: Int) -> [SIMD2<UInt32>] {
      renderer.sorter.readPairs(count: count)
    }

    /// Sorts `slots` by `key` as a draw would (by `method`, or the renderer's), and returns the
    /// pairs it wrote: live ones first, then dead and padding entries (the GPU radix sort writes
    /// the live ones only, as many as it counted). For tests of the sort alone.
    package func sortedDrawOrder(
      of buffers: ParticleBuffers, slots: Range<Int>, by key: DrawOrder.SortKey,
      method: DrawOrderSortMethod? = nil
    ) -> [SIMD2<UInt32>] {
      let written = sortDrawOrder(of: buffers, slots: slots, by: key, method: method)
      let count = renderer.sorter.readSortCounts().map { min($0.livePairs, written) } ?? written
      return renderer.sorter.readPairs(count: count)
    }

    /// The live count and dispatch commands the last GPU radix sort left on the GPU, read back;
    /// nil when the last sort was another method's. For tests.
    package func lastSortCounts() -> SortCountsLayout.Counts? {
      renderer.sorter.readSortCounts()
    }

    /// Sorts `slots` by `key` as a draw would and leaves the pairs on the GPU: the sort alone, for
    /// benchmarks. Returns the number of entries written (`ParticleSorter.sort`).
    @discardableResult
    package func sortDrawOrder(
      of buffers: ParticleBuffers, slots: Range<Int>, by key: DrawOrder.SortKey,
      method: DrawOrderSortMethod? = nil
    ) -> Int {
      buffers.bind()
      return renderer.sorter.sort(slots, of: buffers, by: key, method: method)
    }

    /// How this renderer sorts the draw order (chosen by the context's renderer).
    package var drawOrderSortMethod: DrawOrderSortMethod { renderer.sorter.method }

    /// How the last sort on the CPU ordered its entries, nil before one ran: for tests.
    package var lastHostSortMethod: DrawOrderSort.Method? { renderer.sorter.lastHostMethod }

  }
}
