// Shared by the fuzz targets' mutators (the scene-fuzzer here; tools/fuzz/import, which
// tools/fuzz/run compiles with this file into one module): libFuzzer's own byte mutation and a
// seeded random source.

/// libFuzzer's byte-level mutation of `data` in place; the new size.
@_silgen_name("LLVMFuzzerMutate")
public func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int)
  -> Int

/// SplitMix64 from the mutator's seed.
public struct FuzzRandom {
  var state: UInt64
  public init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// 0..<n.
  public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
