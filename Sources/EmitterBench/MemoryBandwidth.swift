import EmitterGL

/// The machine's memory bandwidth, measured in the same run as the benchmarks it is compared
/// with: a streaming copy on the CPU, a buffer-to-buffer copy on the GPU.
package enum MemoryBandwidth {
  /// Bytes read plus bytes written per second by a 256 MiB memcpy on one thread.
  package static func cpuCopy(bytes: Int = 256 << 20, repeats: Int = 5) -> Double {
    let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer {
      source.deallocate()
      destination.deallocate()
    }
    source.initializeMemory(as: UInt8.self, repeating: 1, count: bytes)
    destination.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    let seconds = Stopwatch.median(repeats: repeats) { destination.copyMemory(from: source, byteCount: bytes) }
    return 2 * Double(bytes) / seconds
  }

  /// Bytes read plus written per second by glCopyNamedBufferSubData of `bytes`, timed by wall
  /// clock around glFinish (llvmpipe's timer queries do not time copies). Needs a current context.
  static func gpuCopy(bytes: Int = 256 << 20, repeats: Int = 5) -> Double {
    let source = Buffer(.init(size: bytes, label: "bandwidth source"))
    let destination = Buffer(.init(size: bytes, label: "bandwidth destination"))
    defer {
      source.destroy()
      destination.destroy()
    }
    source.clear()
    GL.finish()
    let seconds = Stopwatch.median(repeats: repeats) {
      destination.copy(from: source, byteCount: bytes)
      GL.finish()
    }
    return 2 * Double(bytes) / seconds
  }
}
