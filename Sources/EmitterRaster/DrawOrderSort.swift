/// The draw order of one layer's slots computed on the CPU, exactly `DrawOrder.order`'s: live
/// slots by key, ties by slot, then dead entries. For software GL drivers, whose buffers are host
/// memory: reading the keys and sorting them here beats any sorting network run by the driver.
///
/// Entries are 64-bit words laid out as the GPU's `uvec2(key, slot)` reads them (key in the low
/// word, slot in the high word), so the result uploads as is. Two methods, both exact:
/// - `birthRuns` (oldestFirst, oldestLast): a ring holds its particles in birth order, and ages
///   only grow with earlier births, so a cell's ring read in slot order is at most two runs
///   already in order (the ring rotated at its oldest live particle). The runs are found by one
///   scan and merged (`DrawOrderSort+BirthRuns.swift`); no comparison sort.
/// - `radix` (backToFront, and the age modes when a layer has more runs than `maximumRuns`:
///   many cells or sub-cells): a stable LSD radix sort with 8-bit digits over the 32-bit keys
///   (`DrawOrderSort+Radix.swift`). The live entries start in slot order, so ties keep it.
/// Scratch storage is kept between sorts; one value per sorter, used from one thread.
package struct DrawOrderSort: Sendable {
  /// How the last sort ordered its entries.
  package enum Method: Sendable, Equatable {
    case birthRuns, radix
  }

  /// The dead-slot entry: `DEAD_KEY` and `NO_SLOT`, after every live entry.
  package static let deadEntry = UInt64.max
  /// Above this many birth-order runs the age modes use the radix sort: merging r runs takes
  /// log2(r) passes, the radix sort at most four.
  package static let maximumRuns = 4

  /// Live entries (slot order, then sorted in place or in `scratch`).
  var entries: [UInt64] = []
  var scratch: [UInt64] = []
  /// The method of the last sort, for tests and benchmarks.
  package private(set) var lastMethod: Method?

  package init() {}

  /// The entry of `key` and `slot` as memory holds `uvec2(key, slot)`.
  @inline(__always)
  package static func entry(key: UInt32, slot: UInt32) -> UInt64 {
    UInt64(slot) << 32 | UInt64(key)
  }

  /// The entry with its key in the high word: unsigned order is (key, slot) order.
  @inline(__always)
  static func rank(_ entry: UInt64) -> UInt64 { entry << 32 | entry >> 32 }

  /// Writes the draw order of slots `base ..< base + lifetimes.count` into `output` (as many
  /// entries as slots): the live ones (age below lifetime) by `key` then slot, then
  /// `deadEntry` for each dead slot. `positionAge[i]` and `lifetimes[i]` are slot `base + i`'s.
  /// Returns the number of live entries.
  @discardableResult
  package mutating func sort(
    base: Int, positionAge: Span<SIMD4<Float>>, lifetimes: Span<Float>,
    by key: DrawOrder.SortKey, into output: inout MutableSpan<UInt64>
  ) -> Int {
    let count = lifetimes.count
    precondition(positionAge.count == count && output.count == count, "one entry per slot")
    if entries.count < count {
      entries = Array(repeating: 0, count: count)
      scratch = Array(repeating: 0, count: count)
    }
    let live = positionAge.withUnsafeBufferPointer { positionAge in
      lifetimes.withUnsafeBufferPointer { lifetimes in
        gather(base: base, positionAge: positionAge, lifetimes: lifetimes, by: key)
      }
    }
    let sorted: Bool
    switch key {
    case .backToFront:
      sorted = radixSort(live: live)
      lastMethod = .radix
    case .oldestFirst, .oldestLast:
      if let inScratch = mergeBirthRuns(live: live, descending: key == .oldestLast) {
        sorted = inScratch
        lastMethod = .birthRuns
      } else {
        sorted = radixSort(live: live)
        lastMethod = .radix
      }
    }
    let result = sorted ? scratch : entries
    result.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { output in
        _ = output.update(fromContentsOf: source[0..<live])
        output[live..<count].update(repeating: Self.deadEntry)
      }
    }
    return live
  }

  /// Fills `entries` with the live slots' entries in slot order; returns how many.
  private mutating func gather(
    base: Int, positionAge: UnsafeBufferPointer<SIMD4<Float>>,
    lifetimes: UnsafeBufferPointer<Float>, by key: DrawOrder.SortKey
  ) -> Int {
    entries.withUnsafeMutableBufferPointer { entries in
      var live = 0
      for index in 0..<lifetimes.count {
        let state = positionAge[index]
        // The shaders' test, `age < lifetime`: false for NaN as there.
        guard state.w < lifetimes[index] else { continue }
        let value = key.value(z: state.z, age: state.w)
        entries[live] = Self.entry(key: DrawOrder.orderedKey(value), slot: UInt32(base + index))
        live += 1
      }
      return live
    }
  }
}
