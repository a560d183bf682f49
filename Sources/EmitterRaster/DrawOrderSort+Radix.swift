extension DrawOrderSort {
  /// Sorts `entries[0..<live]` by key, stably (ties keep their order: slot order), with four
  /// passes of 8-bit digits from the least significant; a pass whose digit is the same for every
  /// entry is skipped. All four digit histograms come from one counting pass. Returns whether the
  /// result ended in `scratch` (an odd number of passes ran) rather than `entries`.
  mutating func radixSort(live: Int) -> Bool {
    guard live > 1 else { return false }
    var counts = [Int](repeating: 0, count: 4 * 256)
    entries.withUnsafeBufferPointer { entries in
      counts.withUnsafeMutableBufferPointer { counts in
        for entry in entries[0..<live] {
          let key = Int(truncatingIfNeeded: entry)
          counts[key & 0xFF] += 1
          counts[256 + (key >> 8) & 0xFF] += 1
          counts[512 + (key >> 16) & 0xFF] += 1
          counts[768 + (key >> 24) & 0xFF] += 1
        }
      }
    }
    var inScratch = false
    for digit in 0..<4 {
      let histogram = counts[(digit * 256)..<(digit * 256 + 256)]
      if histogram.contains(live) { continue }  // one bucket holds every entry: order kept
      var offsets = [Int](repeating: 0, count: 256)
      var sum = 0
      for (bucket, count) in histogram.enumerated() {
        offsets[bucket] = sum
        sum += count
      }
      let shift = UInt64(digit * 8)
      if inScratch {
        Self.scatter(from: scratch, into: &entries, live: live, shift: shift, offsets: &offsets)
      } else {
        Self.scatter(from: entries, into: &scratch, live: live, shift: shift, offsets: &offsets)
      }
      inScratch.toggle()
    }
    return inScratch
  }

  /// One stable counting-sort pass on the digit at `shift`.
  private static func scatter(
    from source: [UInt64], into destination: inout [UInt64], live: Int, shift: UInt64,
    offsets: inout [Int]
  ) {
    source.withUnsafeBufferPointer { source in
      destination.withUnsafeMutableBufferPointer { destination in
        offsets.withUnsafeMutableBufferPointer { offsets in
          for entry in source[0..<live] {
            let bucket = Int(truncatingIfNeeded: (entry &>> shift) & 0xFF)
            destination[offsets[bucket]] = entry
            offsets[bucket] += 1
          }
        }
      }
    }
  }
}
