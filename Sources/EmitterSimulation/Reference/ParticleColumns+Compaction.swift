/// Where an integrate pass found particles that died: how many, the first and the last index.
/// Chunks of one pass merge in any order, so a parallel pass reports what a serial one does.
struct Deaths: Sendable, Equatable {
  var count = 0
  var first = Int.max
  var last = Int.min

  mutating func note(_ index: Int) {
    count += 1
    first = min(first, index)
    last = max(last, index)
  }

  static func + (lhs: Deaths, rhs: Deaths) -> Deaths {
    Deaths(count: lhs.count + rhs.count, first: min(lhs.first, rhs.first), last: max(lhs.last, rhs.last))
  }
}

/// Removing the dead in place, keeping the survivors in spawn order.
extension ParticleColumns {
  /// Removes the particles an integrate pass found dead. A dead prefix only moves `start`;
  /// otherwise the survivors on the shorter side of the dead ones slide over them.
  mutating func removeDead(_ deaths: Deaths) {
    guard deaths.count > 0 else { return }
    if deaths.first == start && deaths.last - deaths.first + 1 == deaths.count {
      start += deaths.count
    } else if end - deaths.first <= deaths.last + 1 - start {
      closeGapsDownward(from: deaths.first)
    } else {
      closeGapsUpward(from: deaths.last)
    }
    shedDeadPrefix()
  }

  /// Survivors after the first dead particle move down over the dead; the tail is cut.
  private mutating func closeGapsDownward(from first: Int) {
    var write = first
    for index in first..<end where isAlive(index) {
      move(index, to: write)
      write += 1
    }
    let cut = write..<end
    positions.removeSubrange(cut)
    velocities.removeSubrange(cut)
    ages.removeSubrange(cut)
    lifetimes.removeSubrange(cut)
    records.removeSubrange(cut)
    if keepsTrails { trails.removeSubrange(cut.lowerBound * TrailSampling.capacity..<trails.count) }
  }

  /// Survivors before the last dead particle move up over the dead; `start` follows them.
  private mutating func closeGapsUpward(from last: Int) {
    var write = last
    for index in stride(from: last - 1, through: start, by: -1) where isAlive(index) {
      move(index, to: write)
      write -= 1
    }
    start = write + 1
  }

  private mutating func move(_ index: Int, to destination: Int) {
    positions[destination] = positions[index]
    velocities[destination] = velocities[index]
    ages[destination] = ages[index]
    lifetimes[destination] = lifetimes[index]
    records[destination] = records[index]
    if keepsTrails {
      let ring = TrailSampling.capacity
      for i in 0..<ring { trails[destination * ring + i] = trails[index * ring + i] }
    }
  }

  /// Drops the dead prefix once it is at least as long as the live part: each survivor moves
  /// once per as many deaths as there are survivors, whatever the step rate.
  private mutating func shedDeadPrefix() {
    guard start > 0, start >= count else { return }
    let dead = 0..<start
    positions.removeSubrange(dead)
    velocities.removeSubrange(dead)
    ages.removeSubrange(dead)
    lifetimes.removeSubrange(dead)
    records.removeSubrange(dead)
    if keepsTrails { trails.removeSubrange(0..<dead.upperBound * TrailSampling.capacity) }
    start = 0
  }
}
