import EmitterModel

/// One layer's emission events in time order, and what they make of its emission at any moment
/// of layer time: the gate (0...1) that multiplies its top-level birth rates, the timeline's
/// origin (moved by restarts) and the bursts.
///
/// The latest gate event at or before `t` decides the gate: none → 1 (layers emit from the
/// start, as Core Animation's do); `stop` → 0; `start`, `restart` → 1; `emit(duration, taper)`
/// → `1 - taper(elapsed / duration)` for `duration` seconds (1 without a taper), then 0.
/// Events added while running come at the current time, so they change nothing already past.
///
/// Every query is a binary search over time-ordered tables kept beside the events (gate events,
/// restart times, joint times, each burst cell's running totals): a file or a run with many
/// events plans its steps in time logarithmic in their number, not linear.
package struct EmissionSchedule: Sendable, Equatable {
  package private(set) var events: [EmissionEvent]
  /// The events that set the gate (all but bursts), in time order.
  private var gateEvents: [EmissionEvent] = []
  private var restartTimes: [Double] = []
  /// Restarts of a superlayer's timeline, in this layer's time: they restart this layer's
  /// timeline too (`restartTimes`), not its emission (no gate event).
  private var inheritedRestartTimes: [Double] = []
  /// Event times and emit ends, sorted: where the gate or the origin may jump.
  private var jointTimes: [Double] = []
  /// Per burst cell: burst times in order and the particles burst up to and including each.
  private var burstTimes: [String: [Double]] = [:]
  private var burstTotals: [String: [Double]] = [:]

  package init(_ events: [EmissionEvent] = []) {
    let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
    self.events = []
    for (_, event) in ordered { add(event) }
  }

  /// Inserts `event` after every event at the same or an earlier time.
  package mutating func add(_ event: EmissionEvent) {
    events.insert(event, at: Self.insertionIndex(of: event.time, in: events, by: \.time))
    switch event.type {
    case .burst:
      let cell = event.cell ?? ""
      var times = burstTimes[cell] ?? []
      var totals = burstTotals[cell] ?? []
      let index = Self.insertionIndex(of: event.time, in: times, by: \.self)
      let before = index > 0 ? totals[index - 1] : 0
      times.insert(event.time, at: index)
      totals.insert(before + Double(event.count), at: index)
      for later in totals.indices.dropFirst(index + 1) { totals[later] += Double(event.count) }
      burstTimes[cell] = times
      burstTotals[cell] = totals
    default:
      gateEvents.insert(event, at: Self.insertionIndex(of: event.time, in: gateEvents, by: \.time))
      if event.type == .restart {
        restartTimes.insert(
          event.time, at: Self.insertionIndex(of: event.time, in: restartTimes, by: \.self))
      }
    }
    for joint in event.type == .emit ? [event.time, event.time + event.duration] : [event.time] {
      jointTimes.insert(joint, at: Self.insertionIndex(of: joint, in: jointTimes, by: \.self))
    }
  }

  package var isEmpty: Bool { events.isEmpty && inheritedRestartTimes.isEmpty }

  /// Restarts the timeline at `t`, as a superlayer's restart does its sublayers': the origin
  /// moves there; the gate is the layer's own.
  package mutating func addInheritedRestart(at t: Double) {
    for times in [\Self.inheritedRestartTimes, \Self.restartTimes, \Self.jointTimes] {
      let index = Self.insertionIndex(of: t, in: self[keyPath: times], by: \.self)
      self[keyPath: times].insert(t, at: index)
    }
  }

  /// Whether the timeline restarts after `t` (a restart of the layer's or a superlayer's).
  package func restartsAfter(_ t: Double) -> Bool { (restartTimes.last ?? -.infinity) > t }

  /// Every restart of the timeline, its own and its superlayers', in order.
  package var allRestarts: [Double] { restartTimes }

  /// The schedule with the bursts of top-level cell `old` at `t` or later given to `new`: a
  /// live `renameCell` at `t`, so a burst scheduled ahead follows the cell it named, as key
  /// paths do. Earlier bursts keep the name they were born under.
  package func renamingBursts(of old: String, to new: String, from t: Double) -> EmissionSchedule {
    var renamed = EmissionSchedule(
      events.map { event in
        guard event.type == .burst, event.cell == old, event.time >= t else { return event }
        var moved = event
        moved.cell = new
        return moved
      })
    for time in inheritedRestartTimes { renamed.addInheritedRestart(at: time) }
    return renamed
  }

  /// The gate event in force at `t`, if any.
  private func gateEvent(at t: Double) -> EmissionEvent? {
    let index = Self.upperBound(of: t, in: gateEvents, by: \.time)
    return index > 0 ? gateEvents[index - 1] : nil
  }

  /// The gate at layer time `t`.
  package func gate(at t: Double) -> Double {
    guard let event = gateEvent(at: t) else { return 1 }
    switch event.type {
    case .stop: return 0
    case .start, .restart, .burst: return 1
    case .emit:
      let elapsed = t - event.time
      guard elapsed < event.duration else { return 0 }
      return event.taper.map { 1 - $0.value(at: elapsed / event.duration) } ?? 1
    }
  }

  /// Whether the gate can change inside `(a, b)` other than at an event: an emit's taper.
  func gateVaries(in a: Double, _ b: Double) -> Bool {
    guard let event = gateEvent(at: a), event.type == .emit, event.taper != nil else {
      return false
    }
    return a < event.time + event.duration
  }

  /// The timeline's origin at `t`: the latest restart at or before it, else 0.
  func epoch(at t: Double) -> Double {
    let index = Self.upperBound(of: t, in: restartTimes, by: \.self)
    return index > 0 ? restartTimes[index - 1] : 0
  }

  /// Event times and emission ends in `(a, b)`, where the gate or the origin may jump.
  package func joints(in a: Double, _ b: Double) -> [Double] {
    Array(Self.open(a, b, in: jointTimes))
  }

  /// The first event time or emission end in `(a, b)`, if any.
  func firstJoint(in a: Double, _ b: Double) -> Double? {
    let index = Self.upperBound(of: a, in: jointTimes, by: \.self)
    return index < jointTimes.count && jointTimes[index] < b ? jointTimes[index] : nil
  }

  /// Restart times in `(a, b)`.
  package func restarts(in a: Double, _ b: Double) -> [Double] {
    Array(Self.open(a, b, in: restartTimes))
  }

  /// Bursts of the top-level cell named `cell` at times in `[a, b)`, in order.
  package func bursts(of cell: String, in a: Double, _ b: Double) -> [(time: Double, count: Int)] {
    guard let times = burstTimes[cell], let totals = burstTotals[cell] else { return [] }
    let first = Self.lowerBound(of: a, in: times)
    let end = Self.lowerBound(of: b, in: times)
    return (first..<end).map { i in (times[i], Int(totals[i] - (i > 0 ? totals[i - 1] : 0))) }
  }

  /// Particles burst by `cell` before `t`.
  func burstTotal(of cell: String, before t: Double) -> Double {
    guard let times = burstTimes[cell], let totals = burstTotals[cell] else { return 0 }
    let index = Self.lowerBound(of: t, in: times)
    return index > 0 ? totals[index - 1] : 0
  }

  /// Whether emission is closed at `t` and no later event opens it again: a stop, or an emit
  /// that has run out, with nothing after.
  func isClosedForGood(at t: Double) -> Bool {
    guard (events.last?.time ?? -.infinity) <= t, let event = gateEvent(at: t) else { return false }
    switch event.type {
    case .stop: return true
    case .emit: return t >= event.time + event.duration
    default: return false
    }
  }

  // MARK: - Binary searches over time-ordered tables

  /// The first index whose value is greater than `t` (after every equal one).
  private static func upperBound<Element>(of t: Double, in items: [Element], by time: (Element) -> Double) -> Int {
    var (low, high) = (0, items.count)
    while low < high {
      let middle = (low + high) / 2
      if time(items[middle]) <= t { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Where an item at `t` goes: after every item at the same or an earlier time; at once the
  /// end for calls made now, which come after everything already there.
  private static func insertionIndex<Element>(
    of t: Double, in items: [Element], by time: (Element) -> Double
  ) -> Int {
    guard let last = items.last, t < time(last) else { return items.count }
    return upperBound(of: t, in: items, by: time)
  }

  /// The first index whose value is at least `t`.
  private static func lowerBound(of t: Double, in times: [Double]) -> Int {
    var (low, high) = (0, times.count)
    while low < high {
      let middle = (low + high) / 2
      if times[middle] < t { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The values strictly between `a` and `b`.
  private static func open(_ a: Double, _ b: Double, in times: [Double]) -> ArraySlice<Double> {
    let first = upperBound(of: a, in: times, by: \.self)
    let end = max(first, lowerBound(of: b, in: times))
    return times[first..<end]
  }
}
