
/// A small seeded generator for test inputs (random scenes, frame times): SplitMix64, a 64-bit
/// counter stepped by the golden ratio and mixed by two xor-shift-multiplies (Steele, Lea and
/// Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014).
///
/// Deliberately not the particle hash (`CounterHash`): scene generation must not share, and so
/// correlate with, the random numbers the simulators draw. The helpers below never call the
/// standard library's `random(in:using:)`, whose algorithm may change between Swift releases;
/// a seed that found a bug must make the same scene on every toolchain and platform, so they use
/// integer operations and exactly rounded arithmetic only.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1): the top 53 bits, exact in a Double.
  package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// Uniform in `range` (the upper bound itself is never drawn unless the range is one value).
  package mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// In `range`, favouring the low end: `lower + span × u²` (median at a quarter of the span),
  /// so small rates and sizes are common without starving large ones. Only exactly rounded
  /// arithmetic, no libm, so every platform draws the same value.
  package mutating func favouringLow(in range: ClosedRange<Double>) -> Double {
    let u = unit()
    return range.lowerBound + (range.upperBound - range.lowerBound) * (u * u)
  }

  /// Uniform in `range`; the modulo's bias is below 2^-50 for ranges this generator is used for.
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    let count = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % count)
  }

  /// True with probability `probability`.
  package mutating func chance(_ probability: Double) -> Bool { unit() < probability }

  /// One element of a non-empty collection.
  package mutating func element<C: RandomAccessCollection>(of collection: C) -> C.Element
  where C.Index == Int {
    collection[collection.startIndex + int(in: 0...(collection.count - 1))]
  }

  /// A seed word for a scene or a layer.
  package mutating func word() -> UInt32 { UInt32(truncatingIfNeeded: next() >> 32) }
}
