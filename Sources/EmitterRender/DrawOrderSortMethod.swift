/// Where `ParticleRenderer` sorts the draw order of the sorted render modes.
package enum DrawOrderSortMethod: String, CaseIterable, Sendable {
  /// On the CPU, over the particle buffers read back (`DrawOrderSort`): for software drivers,
  /// whose buffers are host memory, so the read-back and upload are copies in memory.
  case host
  /// A bitonic sort in compute shaders (Shaders/sort_*.comp), padded to a power of two: the
  /// hardware drivers' sort before the radix sort, kept for comparison.
  case gpuBitonic = "gpu-bitonic"
  /// A stable LSD radix sort in compute shaders (`GPURadixSort`, Shaders/radix_*.comp): for
  /// hardware drivers.
  case gpuRadix = "gpu-radix"

  /// The method for a context whose `GL_RENDERER` is `renderer`: `host` on Mesa's software
  /// rasterisers (llvmpipe, softpipe), where it measured 80 to 320 times faster than the
  /// bitonic sort at 100k and 1M (docs/BENCHMARKS.md), else `gpuRadix`.
  package init(renderer: String) {
    let name = renderer.lowercased()
    self = name.contains("llvmpipe") || name.contains("softpipe") ? .host : .gpuRadix
  }
}
