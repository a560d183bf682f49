import Dispatch
import EmitterContents
import EmitterModel
import EmitterSimulation

/// The per-frame storage of the set-up quads, shared by the threads that fill and read it.
struct QuadSetup: @unchecked Sendable {
  // @unchecked: thread k writes only entries of its own chunk, and readers start after every
  // writer has finished (`concurrentPerform` returns only then).
  let quads: UnsafeMutablePointer<RasterQuad>
  let drawn: UnsafeMutablePointer<Bool>
  /// Initialised only where `quads[i].lod` is NaN.
  let mappings: UnsafeMutablePointer<QuadMapping>

  init(count: Int) {
    quads = .allocate(capacity: count)
    drawn = .allocate(capacity: count)
    mappings = .allocate(capacity: count)
  }

  func deallocate() {
    // All three hold trivial values: nothing to deinitialise.
    quads.deallocate()
    drawn.deallocate()
    mappings.deallocate()
  }
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

  /// Sets up every particle of `order` (`RasterQuad`), chunks of the order on each thread.
  func prepare(
    _ snapshot: ParticleSnapshot, order: [Int32], segments: [Segment], into setup: QuadSetup,
    buffer: RGBABuffer
  ) {
    struct LayerContext {
      var model: EmitterLayer
      var opacity: Float
    }
    let layers = segments.map { segment in
      let layer = resolved.layers[segment.layer]
      return LayerContext(
        model: scene.layers[layer.index],
        opacity: opacities.opacity(
          ofLayer: layer.index, atLayerTime: layer.localTime(atSceneTime: snapshot.time)))
    }
    let count = order.count
    let threads = min(threadCount, max(1, count / 256))
    let chunk = (count + threads - 1) / threads
    onEveryThread(threads) { thread in
      let start = thread * chunk
      let end = min(count, start + chunk)
      guard start < end else { return }
      var segment = segments.firstIndex { $0.range.contains(start) }!
      for i in start..<end {
        while !segments[segment].range.contains(i) { segment += 1 }
        let particle = snapshot.particles[Int(order[i])]
        let context = layers[segment]
        var perPixel: QuadMapping?
        if let entry = atlas.entries[particle.cell],
          let quad = RasterQuad(
            particle, entry: entry, type: resolved.cells[particle.cell].particleType,
            layer: context.model, opacity: context.opacity, view: view, width: buffer.width,
            height: buffer.height, atlas: atlas, perPixel: &perPixel)
        {
          (setup.quads + i).initialize(to: quad)
          if let perPixel { (setup.mappings + i).initialize(to: perPixel) }
          setup.drawn[i] = true
        } else {
          setup.drawn[i] = false
        }
      }
    }
  }

  /// Lists each drawn quad, in order, in the bands of rows it touches, then draws the bands in
  /// parallel: a band's pixels get their particles in draw order from one thread.
  func rasterize(_ setup: QuadSetup, count: Int, into buffer: RGBABuffer) {
    let height = buffer.height
    // Several bands per thread, interleaved, so one busy stripe of the canvas (an emitter's
    // line) is shared out; at least 8 rows each, so few quads straddle two.
    let bandCount = threadCount == 1 ? 1 : min(max(1, height / 8), threadCount * 8)
    let bandHeight = (height + bandCount - 1) / bandCount
    var bins = [[Int32]](repeating: [], count: bandCount)
    for i in 0..<count where setup.drawn[i] {
      let quad = setup.quads[i]
      for band in (Int(quad.y0) / bandHeight)...((Int(quad.y1) - 1) / bandHeight) {
        bins[band].append(Int32(i))
      }
    }
    let threads = min(threadCount, bandCount)
    let lists = bins
    let texels = contents.texels
    let levels = contents.levels
    let imageHeight = view.pixelHeight
    let atlas = self.atlas
    onEveryThread(threads) { thread in
      texels.withUnsafeBufferPointer { texels in
        for band in stride(from: thread, to: bandCount, by: threads) {
          let rows = min(height, band * bandHeight)..<min(height, (band + 1) * bandHeight)
          for i in lists[band] {
            let index = Int(i)
            let quad = setup.quads[index]
            levels[Int(quad.layer)].withUnsafeBufferPointer { levels in
              Self.draw(
                quad, rows: rows, into: buffer, texels: texels.baseAddress!, levels: levels,
                mapping: setup.mappings + index, imageHeight: imageHeight, atlas: atlas)
            }
          }
        }
      }
    }
  }

  /// One quad's pixels in `rows`: the coverage test on (s·q, t·q, q), then the texel, tint and
  /// blend of each covered pixel.
  @inline(__always)
  static func draw(
    _ quad: RasterQuad, rows: Range<Int>, into buffer: RGBABuffer,
    texels: UnsafePointer<UInt32>, levels: UnsafeBufferPointer<PackedContents.Level>,
    mapping: UnsafePointer<QuadMapping>, imageHeight: Int, atlas: ContentsAtlas
  ) {
    let first = max(Int(quad.y0), rows.lowerBound)
    let last = min(Int(quad.y1), rows.upperBound)
    guard first < last else { return }
    let columns = Int(quad.x1 - quad.x0)
    let perPixelLOD = quad.lod.isNaN
    let entry = perPixelLOD ? atlas.entries[Int(quad.cell)] : nil
    for y in first..<last {
      let rowOrigin = quad.origin + quad.stepY * Float(y - Int(quad.y0))
      let pixels = buffer.row(y) + Int(quad.x0) * 4
      for k in 0..<columns {
        let q = rowOrigin + quad.stepX * Float(k)
        guard q.z > 0, q.x >= 0, q.x < q.z, q.y >= 0, q.y < q.z else { continue }
        let st = SIMD2(q.x, q.y) / q.z
        let uv = quad.textureOrigin + st * quad.textureSize
        var lod = quad.lod
        if perPixelLOD, let entry {
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
}
