extension DrawOrderSort {
  /// Orders `entries[0..<live]` (slot order) from the rings' birth order, or returns nil when
  /// the layer holds more than `maximumRuns` runs. A run is a stretch of slots whose keys go one
  /// way: up for oldestFirst (key -age: the oldest, smallest key, first in birth order), down for
  /// oldestLast. Each ring read in slot order is at most two of them: from its oldest live slot
  /// to its end, and its start before that. Down runs are reversed a block of equal keys at a
  /// time, so ties stay in slot order; then the runs are merged by (key, slot). Returns whether
  /// the result ended in `scratch`.
  mutating func mergeBirthRuns(live: Int, descending: Bool) -> Bool? {
    guard live > 1 else { return false }
    // Run starts, then `live` as the end of the last run.
    var bounds = [0]
    let tooMany = entries.withUnsafeBufferPointer { entries in
      var previous = UInt32(truncatingIfNeeded: entries[0])
      for index in 1..<live {
        let key = UInt32(truncatingIfNeeded: entries[index])
        if descending ? key > previous : key < previous {
          if bounds.count == Self.maximumRuns { return true }
          bounds.append(index)
        }
        previous = key
      }
      return false
    }
    if tooMany { return nil }
    bounds.append(live)
    if descending {
      entries.withUnsafeMutableBufferPointer { entries in
        for run in 0..<(bounds.count - 1) {
          Self.reverseKeepingTies(entries, bounds[run]..<bounds[run + 1])
        }
      }
    }
    // Bottom-up merges of neighbouring runs, between `entries` and `scratch`.
    var inScratch = false
    while bounds.count > 2 {
      var merged = [0]
      var run = 0
      while run + 1 < bounds.count {
        let end = run + 2 < bounds.count ? bounds[run + 2] : bounds[run + 1]
        if inScratch {
          Self.merge(scratch, into: &entries, bounds[run], bounds[run + 1], end)
        } else {
          Self.merge(entries, into: &scratch, bounds[run], bounds[run + 1], end)
        }
        merged.append(end)
        run += 2
      }
      bounds = merged
      inScratch.toggle()
    }
    return inScratch
  }

  /// Reverses a run whose keys never rise so they never fall, keeping each block of equal keys
  /// in slot order: reverse the whole run, then each equal-key block back.
  private static func reverseKeepingTies(
    _ entries: UnsafeMutableBufferPointer<UInt64>, _ run: Range<Int>
  ) {
    entries[run].reverse()
    var start = run.lowerBound
    while start < run.upperBound {
      let key = UInt32(truncatingIfNeeded: entries[start])
      var end = start + 1
      while end < run.upperBound && UInt32(truncatingIfNeeded: entries[end]) == key { end += 1 }
      if end - start > 1 { entries[start..<end].reverse() }
      start = end
    }
  }

  /// Merges the sorted `source[lower..<middle]` and `source[middle..<upper]` into the same
  /// range of `destination`, by (key, slot); a range with no second half is copied.
  private static func merge(
    _ source: [UInt64], into destination: inout [UInt64], _ lower: Int, _ middle: Int, _ upper: Int
  ) {
    source.withUnsafeBufferPointer { source in
      destination.withUnsafeMutableBufferPointer { destination in
        var left = lower
        var right = middle
        var out = lower
        while left < middle && right < upper {
          if rank(source[right]) < rank(source[left]) {
            destination[out] = source[right]
            right += 1
          } else {
            destination[out] = source[left]
            left += 1
          }
          out += 1
        }
        while left < middle {
          destination[out] = source[left]
          left += 1
          out += 1
        }
        while right < upper {
          destination[out] = source[right]
          right += 1
          out += 1
        }
      }
    }
  }
}
