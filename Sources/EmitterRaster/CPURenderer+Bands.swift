import Dispatch
import EmitterContents
import EmitterModel
import EmitterSimulation
import EmitterSpanKernel
import Foundation
import Synchronization

/// The storage of the set-up quads, kept from frame to frame (a frame's 100k quads are
/// megabytes: allocating them anew each frame costs more in page faults than drawing them).
/// One draw uses it at a time (`lock`); copies of a renderer share it.
final class QuadSetup: @unchecked Sendable {
  // @unchecked: between `lock` and `unlock` one draw owns it; within a draw, each chunk of
  // entries is written by the one thread that took it, and readers start after every writer
  // has finished (`concurrentPerform` returns only then).
  private(set) var quads: UnsafeMutablePointer<RasterQuad>
  /// Each quad's rows, y0..<y1 (empty where it draws nothing): what binning reads, apart
  /// from the large quads.
  private(set) var rows: UnsafeMutablePointer<SIMD2<Int32>>
  /// Initialised only where `quads[i].lod` is NaN.
  private(set) var mappings: UnsafeMutablePointer<QuadMapping>
  private(set) var capacity = 0
  /// Each band's quads (by snapshot index), in draw order.
  var bins: [[Int32]] = []
  /// This frame's contents entry of each flat cell: the atlas's, with its layer's animated
  /// `contentsRect` at the frame's time where one animates.
  var entries: [ContentsAtlas.Entry?] = []
  let lock = NSLock()

  init() {
    quads = .allocate(capacity: 1)
    rows = .allocate(capacity: 1)
    mappings = .allocate(capacity: 1)
    capacity = 1
  }

  /// Room for `count` quads; the contents are not kept.
  func reserve(_ count: Int) {
    guard count > capacity else { return }
    release()
    capacity = max(count, capacity * 3 / 2)
    quads = .allocate(capacity: capacity)
    rows = .allocate(capacity: capacity)
    mappings = .allocate(capacity: capacity)
  }

  private func release() {
    // All three hold trivial values: nothing to deinitialise.
    quads.deallocate()
    rows.deallocate()
    mappings.deallocate()
  }

  deinit { release() }
}

extension CPURenderer {
  /// Runs `body(0..<threads)` on `threads` threads, or inline for one.
  func onEveryThread(_ threads: Int, _ body: @Sendable (Int) -> Void) {
    if threads == 1 {
      body(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: threads, execute: body)
    }
  }

  /// Sets up every particle of `snapshot` that draws (`RasterQuad`, by its snapshot index),
  /// chunks of the snapshot on every thread, and returns the draw order (`drawOrder`): the
  /// order is one thread's work (a pass over the records, a merge) that the set-up does not
  /// need, so one thread works it out while the others set up, then sets up with them.
  func prepare(_ snapshot: ParticleSnapshot, into setup: QuadSetup, buffer: RGBABuffer) -> (
    order: [Int32], runs: [LayerRun]
  ) {
    // What a quad needs of its layer, and no more: copying the whole `EmitterLayer` for each
    // particle retained and released every one of its references.
    struct LayerContext {
      var preservesDepth: Bool
      var additive: Bool
      var opacity: Float
      var projection: ParticleQuad.Projection
    }
    var frameEntries = atlas.entries
    let geometries = drawing.placements.geometries(atTimelineTimes: { [resolved] index in
      snapshot.timelineTimes?[index] ?? resolved.layers[index].localTime(atSceneTime: snapshot.time)
    })
    // Every layer's, by its position in `resolved.layers` (hidden ones' particles are set up
    // too, and left out of the order).
    let layers = resolved.layers.map { layer in
      // At the layer's timeline time, as the GL renderer and the reference do: a `restart`
      // starts its animations (opacity's and contentsRect's) over.
      let layerTime =
        snapshot.timelineTimes?[layer.index] ?? layer.localTime(atSceneTime: snapshot.time)
      if !drawing.contentsRects.isEmpty {
        let animated = drawing.contentsRects.entries(atlas, ofLayer: layer.index, atLayerTime: layerTime)
        for cell in layer.cells { frameEntries[cell] = animated[cell] }
      }
      let geometry = geometries[layer.index]
      let model = scene.layers[layer.index]
      return LayerContext(
        preservesDepth: model.preservesDepth, additive: model.renderMode == .additive,
        opacity: layerOpacity
          ?? drawing.opacities.opacity(ofLayer: layer.index, atLayerTime: layerTime)
          * Float(geometry.inheritedOpacity),
        projection: ParticleQuad.Projection(view.forLayer(geometry)))
    }
    setup.entries = frameEntries
    let entries = frameEntries
    let drawnLayer = drawnLayerOfCell()
    let count = snapshot.particles.count
    // The view's height in pixels (GL's window rows, for the level of detail), rounded once.
    let imageHeight = view.pixelHeight
    // Each cell's type, read once: a cell's resolved record copied per particle retained and
    // released every reference in it.
    let particleTypes = resolved.cells.map(\.particleType)
    let threads = min(threadCount, max(1, count / 256))
    // Chunks taken by threads as they come free: the snapshot runs oldest first, and the
    // oldest particles (fallen off the canvas, faded out) cost next to nothing, so equal
    // halves of it were far from equal work.
    let chunk = 1024
    let chunkCount = (count + chunk - 1) / chunk
    let nextChunk = Atomic(0)
    let order = OrderBox()
    onEveryThread(threads) { thread in
      if thread == 0 { (order.value, order.runs) = drawOrder(snapshot, drawnLayer: drawnLayer) }
      while case let taken = nextChunk.add(1, ordering: .relaxed).oldValue, taken < chunkCount {
        for i in (taken * chunk)..<min(count, (taken + 1) * chunk) {
          let particle = snapshot.particles[i]
          let cell = particle.cell
          guard cell >= 0, cell < drawnLayer.count, drawnLayer[cell] >= 0,
            let entry = entries[cell]
          else {
            setup.rows[i] = .zero
            continue
          }
          let context = layers[drawnLayer[cell]]
          if let quad = RasterQuad(
            particle, entry: entry, type: particleTypes[cell],
            preservesDepth: context.preservesDepth, additive: context.additive,
            opacity: context.opacity, projection: context.projection,
            width: buffer.width, height: buffer.height, imageHeight: imageHeight, atlas: atlas,
            perPixel: setup.mappings + i)
          {
            (setup.quads + i).initialize(to: quad)
            setup.rows[i] = SIMD2(quad.y0, quad.y1)
          } else {
            setup.rows[i] = .zero
          }
        }
      }
    }
    return (order.value, order.runs)
  }

  /// The draw order, written by the thread that works it out and read after every thread has
  /// finished (`onEveryThread` returns only then).
  private final class OrderBox: @unchecked Sendable {
    var value: [Int32] = []
    var runs: [LayerRun] = []
  }

  /// Lists each drawn quad, in order, in the bands of rows it touches, then draws the bands in
  /// parallel: a band's pixels get their particles in draw order from one thread.
  func rasterize(_ setup: QuadSetup, order: [Int32], into buffer: RGBABuffer) {
    let height = buffer.height
    // Several bands per thread, taken as threads come free, so one busy stripe of the canvas
    // (an emitter's line) is shared out; at least 8 rows each, so few quads straddle two.
    // (16 per thread measured no better than 8.)
    let bandCount = threadCount == 1 ? 1 : min(max(1, height / 8), threadCount * 8)
    let bandHeight = (height + bandCount - 1) / bandCount
    var bins = setup.bins
    setup.bins = []
    if bins.count != bandCount { bins = [[Int32]](repeating: [], count: bandCount) }
    for band in bins.indices { bins[band].removeAll(keepingCapacity: true) }
    defer { setup.bins = bins }
    for i in order {
      let rows = setup.rows[Int(i)]
      guard rows.x < rows.y else { continue }
      for band in (Int(rows.x) / bandHeight)...((Int(rows.y) - 1) / bandHeight) {
        bins[band].append(i)
      }
    }
    let threads = min(threadCount, bandCount)
    let lists = bins
    let texels = contents.texels
    // Every layer's levels in one array, read through one pointer: a quad's own array taken
    // from `levels[layer]` cost a retain and a release per quad.
    let flatLevels = contents.levels.flatMap { $0 }
    let levelStarts = contents.levels.reduce(into: [0]) { $0.append($0.last! + $1.count) }
    let imageHeight = view.pixelHeight
    let atlas = self.atlas
    let entries = setup.entries
    let path = pixelPath
    let kernel = spanKernel
    // Each thread takes the next band not yet taken: the canvas's busy stripes (where the
    // emitter is, where the rain is densest) end up shared, whatever their place.
    let nextBand = Atomic(0)
    onEveryThread(threads) { _ in
      texels.withUnsafeBufferPointer { texels in
        flatLevels.withUnsafeBufferPointer { allLevels in
          entries.withUnsafeBufferPointer { entries in
            while case let band = nextBand.add(1, ordering: .relaxed).oldValue, band < bandCount {
              let rows = min(height, band * bandHeight)..<min(height, (band + 1) * bandHeight)
              let list = lists[band]
              for (position, i) in list.enumerated() {
                // A band's quads lie far apart in the set-up (a 16th of them, each 112 bytes,
                // over megabytes): each was a cache miss, a tenth of the frame, until the one
                // a few places ahead was fetched while this one draws.
                if position + Self.quadsFetchedAhead < list.count {
                  emitter_span_prefetch(setup.quads + Int(list[position + Self.quadsFetchedAhead]))
                }
                let index = Int(i)
                let quad = setup.quads[index]
                let layer = Int(quad.layer)
                Self.draw(
                  quad, rows: rows, into: buffer, texels: texels.baseAddress!,
                  levels: UnsafeBufferPointer(
                    rebasing: allLevels[levelStarts[layer]..<levelStarts[layer + 1]]),
                  mapping: setup.mappings + index, imageHeight: imageHeight, atlas: atlas,
                  entries: entries, path: path, kernel: kernel)
              }
            }
          }
        }
      }
    }
  }

  /// How many places ahead in a band's list a quad is fetched into the cache.
  static let quadsFetchedAhead = 4

  /// One quad's pixels in `rows`: by the span kernel (`CPURenderer+Lanes`), or, where the level
  /// of detail varies per pixel, one at a time over each row's span (`span`): the coverage
  /// test on (s·q, t·q, q), the texel, tint and blend. Texels are filtered in float: 8-bit
  /// filter weights (llvmpipe's) were tried and measured 0.27/255 off on average on
  /// colored-smoke and 6/255 on fire, over the render tolerance.
  @inline(__always)
  static func draw(
    _ quad: RasterQuad, rows: Range<Int>, into buffer: RGBABuffer,
    texels: UnsafePointer<UInt32>, levels: UnsafeBufferPointer<PackedContents.Level>,
    mapping: UnsafePointer<QuadMapping>, imageHeight: Int, atlas: ContentsAtlas,
    entries: UnsafeBufferPointer<ContentsAtlas.Entry?>, path: PixelPath, kernel: SpanKernel
  ) {
    let first = max(Int(quad.y0), rows.lowerBound)
    let last = min(Int(quad.y1), rows.upperBound)
    guard first < last else { return }
    let columns = Int(quad.x1 - quad.x0)
    let perPixelLOD = quad.lod.isNaN
    if !perPixelLOD && path != .perPixel {
      let filter = PackedContents.LevelFilter(
        levelCount: levels.count, lod: quad.lod, filters: quad.filters)
      // No perspective across the quad: q is the same on every pixel.
      let affine = path == .lanes && quad.stepX.z == 0 && quad.stepY.z == 0
      var spanQuad = spanQuad(quad, filter: filter, affine: affine, kernel: kernel)
      emitter_span_draw_rows(
        &spanQuad, first - Int(quad.y0), last - Int(quad.y0), columns,
        buffer.row(Int(quad.y0)) + Int(quad.x0) * 4, buffer.bytesPerRow, texels,
        levels.baseAddress!)
      return
    }
    for y in first..<last {
      let rowOrigin = quad.origin + quad.stepY * Float(y - Int(quad.y0))
      let pixels = buffer.row(y) + Int(quad.x0) * 4
      let (start, end) = span(rowOrigin, quad.stepX, columns: columns)
      guard start < end else { continue }
      for k in start..<end {
        let q = rowOrigin + quad.stepX * Float(k)
        guard q.z > 0, q.x >= 0, q.x < q.z, q.y >= 0, q.y < q.z else { continue }
        let st = SIMD2(q.x, q.y) / q.z
        let uv = quad.textureOrigin + st * quad.textureSize
        var lod = quad.lod
        if perPixelLOD, let entry = entries[Int(quad.cell)] {
          lod = mapping.pointee.levelOfDetail(
            x: Int(quad.x0) + k, y: y, imageHeight: imageHeight, entry: entry, atlas: atlas)
        }
        let texel = PackedContents.sample(
          texels, levels.baseAddress!, levelCount: levels.count, uv: uv, lod: lod,
          filters: quad.filters)
        PixelBlending.blend(texel * quad.tint, into: pixels + k * 4, additive: quad.additive)
      }
    }
  }

  /// The columns `start..<end` of a row (from its first pixel, whose values are `origin`, each
  /// next one `step` further) outside which the coverage conditions fail: the span kernel's
  /// bounds (`emitter_span_columns`), so the one-pixel loop visits the pixels the lanes do.
  package static func span(_ origin: SIMD4<Float>, _ step: SIMD4<Float>, columns: Int)
    -> (Int, Int)
  {
    var (start, end) = (0, 0)
    emitter_span_columns(
      origin.x, origin.y, origin.z, step.x, step.y, step.z, columns, &start, &end)
    return (start, end)
  }
}
