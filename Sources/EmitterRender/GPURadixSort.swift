import EmitterGL

/// The GPU's stable LSD radix sort of (key, slot) pairs: four passes of 8-bit digits over the
/// 32-bit keys, each a histogram per run, one work group's prefix sum and a stable scatter
/// (Shaders/radix_*.comp, radix_sort.glsl), no atomics. Sorts the live pairs `LiveKeyList` packed
/// in slot order, so equal keys keep slot order: `DrawOrder.order` exactly. Their count stays on
/// the GPU: the histogram and scatter passes are dispatched from the command the compaction
/// wrote (`SortCountsLayout`), and each pass reads the count. For hardware drivers (a software
/// driver sorts the mapped keys on the CPU: `DrawOrderSortMethod`). Owned by `ParticleSorter`,
/// destroyed by it.
final class GPURadixSort {
  /// Pairs one invocation of the histogram and scatter passes walks, in order.
  static let runLength = 512
  /// Digits per pass (8 bits) and passes (32-bit keys).
  static let digits = 256
  static let passes = 4

  private let histogram: ShaderProgram
  private let offsets: ShaderProgram
  private let scatter: ShaderProgram
  /// Digit-major counts per run; grows to the largest sort.
  private var counts: Buffer
  /// Where odd passes move the pairs; grows to the largest sort.
  private var scratch: Buffer

  init(library: ShaderLibrary) throws(ShaderError) {
    histogram = try library.makeProgram("radix_histogram")
    offsets = try library.makeProgram("radix_offsets")
    scatter = try library.makeProgram("radix_scatter")
    counts = Buffer(.init(size: Self.digits * 4, label: "radix counts"))
    scratch = Buffer(.init(size: DrawOrderLayout.stride, label: "radix scratch"))
  }

  /// Sorts the live pairs at the start of `pairs` by key, stably, in place (the four passes end
  /// where they began), and leaves `pairs` bound to `SSBO_DRAW_ORDER`. How many there are is in
  /// `counts` (bound at `SSBO_SORT_COUNTS`), at most `capacity`, which sizes the scratch
  /// buffers. The pairs and counts must have been written and made visible.
  func sort(_ pairs: Buffer, capacity count: Int, counts sortCounts: Buffer) {
    guard count > 1 else { return }
    let runCount = (count + Self.runLength - 1) / Self.runLength
    if runCount * Self.digits * 4 > counts.size {
      counts.destroy()
      counts = Buffer(.init(size: runCount * Self.digits * 4, label: "radix counts"))
    }
    if count * DrawOrderLayout.stride > scratch.size {
      scratch.destroy()
      scratch = Buffer(.init(size: count * DrawOrderLayout.stride, label: "radix scratch"))
    }
    counts.bind(to: .radixCounts)
    var source = pairs
    var destination = scratch
    GL.withDebugGroup("radix sort of at most \(count) pairs") {
      for pass in 0..<Self.passes {
        source.bind(to: .drawOrder)
        destination.bind(to: .radixOutput)
        for program in [histogram, offsets, scatter] {
          program.use()
          program.setUniform("runLength", UInt32(Self.runLength))
          program.setUniform("shift", UInt32(8 * pass))
          if program == offsets {
            GL.dispatchCompute(groups: 1)
          } else {
            GL.dispatchComputeIndirect(
              commands: sortCounts, byteOffset: SortCountsLayout.radixRunsOffset)
          }
          GL.memoryBarrier(.shaderStorage)
        }
        swap(&source, &destination)
      }
    }
    pairs.bind(to: .drawOrder)
  }

  func destroy() {
    for program in [histogram, offsets, scatter] { program.destroy() }
    counts.destroy()
    scratch.destroy()
  }
}
