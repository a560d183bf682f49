import EmitterSpanKernel

/// The CPU renderer's inner loop in groups of SIMD lanes (8 or 16): coverage, texels, tint and
/// blend, drawn by the C span kernel (EmitterSpanKernel) with the instruction set this
/// processor has. Each row's span of candidate pixels is packed into lanes after the last
/// row's, so a small sprite's short rows share groups.
extension CPURenderer {
  /// How a band draws a quad's pixels; `lanes` unless a test compares the others with it.
  package enum PixelPath: Sendable, CaseIterable {
    /// The span kernel; quads without perspective multiply by 1/q instead of dividing.
    case lanes
    /// The span kernel, dividing by q on every pixel (the affine fast path off).
    case lanesDividing
    /// One pixel at a time (what quads whose level of detail varies per pixel always take).
    case perPixel
  }

  /// The instruction set the span kernel draws with. Both give the same bytes (the same float
  /// operations in the same order, no fused multiply-adds); AVX2 is faster where it exists.
  package enum SpanKernel: Sendable, Hashable, CaseIterable {
    /// x86-64's baseline (SSE2), or portable C elsewhere.
    case baseline
    /// Sixteen lanes in two registers, gathered texel and pixel reads.
    case avx2

    /// The fastest kernel this processor runs.
    package static let best: SpanKernel =
      emitter_span_best_kernel() == EmitterSpanKernelAVX2 ? .avx2 : .baseline

    var c: EmitterSpanKernel {
      switch self {
      case .baseline: EmitterSpanKernelBaseline
      case .avx2: EmitterSpanKernelAVX2
      }
    }
  }

  /// The spans of rows `firstRow..<firstRow + 8` of a quad whose first row starts at `origin`
  /// (each next row `rowStep` further, each next pixel `columnStep`), as `kernel` bounds eight
  /// rows at once: for tests, which check they are `span`'s, row by row.
  package static func spansOfEightRows(
    from firstRow: Int, origin: SIMD4<Float>, rowStep: SIMD4<Float>, columnStep: SIMD4<Float>,
    columns: Int, kernel: SpanKernel
  ) -> [(start: Int, end: Int)] {
    var quad = EmitterSpanQuad()
    (quad.originX, quad.originY, quad.originZ) = (origin.x, origin.y, origin.z)
    (quad.rowX, quad.rowY, quad.rowZ) = (rowStep.x, rowStep.y, rowStep.z)
    (quad.columnX, quad.columnY, quad.columnZ) = (columnStep.x, columnStep.y, columnStep.z)
    quad.kernel = kernel.c
    var starts = [Int](repeating: 0, count: 8)
    var ends = [Int](repeating: 0, count: 8)
    emitter_span_rows(&quad, firstRow, columns, &starts, &ends)
    return (0..<8).map { (starts[$0], ends[$0]) }
  }

  /// What the span kernel needs of `quad`, drawn through `filter` with `kernel`.
  static func spanQuad(
    _ quad: RasterQuad, filter: PackedContents.LevelFilter, affine: Bool, kernel: SpanKernel
  ) -> EmitterSpanQuad {
    EmitterSpanQuad(
      originX: quad.origin.x, originY: quad.origin.y, originZ: quad.origin.z,
      columnX: quad.stepX.x, columnY: quad.stepX.y, columnZ: quad.stepX.z,
      rowX: quad.stepY.x, rowY: quad.stepY.y, rowZ: quad.stepY.z,
      tintR: quad.tint.x, tintG: quad.tint.y, tintB: quad.tint.z, tintA: quad.tint.w,
      textureOriginX: quad.textureOrigin.x, textureOriginY: quad.textureOrigin.y,
      textureSizeX: quad.textureSize.x, textureSizeY: quad.textureSize.y,
      nearest: filter.nearest, level: filter.level, next: filter.next, fraction: filter.fraction,
      additive: quad.additive, affine: affine, reciprocalZ: 1 / quad.origin.z, kernel: kernel.c)
  }
}
