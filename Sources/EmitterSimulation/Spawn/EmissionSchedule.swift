import EmitterModel

/// One layer's emission events in time order, and what they make of its emission at any moment
/// of layer time: the gate (0...1) that multiplies its top-level birth rates, the timeline's
/// origin (moved by restarts) and the bursts.
///
/// The latest gate event at or before `t` decides the gate: none → 1 (layers emit from the
/// start, as Core Animation's do); `stop` → 0; `start`, `restart` → 1; `emit(duration, taper)`
/// → `1 - taper(elapsed / duration)` for `duration` seconds (1 without a taper), then 0.
/// Events added while running come at the current time, so they change nothing already past.
public struct EmissionSchedule: Sendable, Equatable {
  public private(set) var events: [EmissionEvent]

  public init(_ events: [EmissionEvent] = []) {
    self.events = []
    for event in events { add(event) }
  }

  /// Inserts `event` after every event at the same or an earlier time.
  public mutating func add(_ event: EmissionEvent) {
    let index = events.firstIndex { $0.time > event.time } ?? events.endIndex
    events.insert(event, at: index)
  }

  public var isEmpty: Bool { events.isEmpty }

  /// The gate event in force at `t`, if any.
  private func gateEvent(at t: Double) -> EmissionEvent? {
    events.last { $0.type != .burst && $0.time <= t }
  }

  /// The gate at layer time `t`.
  public func gate(at t: Double) -> Double {
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
  public func gateVaries(in a: Double, _ b: Double) -> Bool {
    guard let event = gateEvent(at: a), event.type == .emit, event.taper != nil else {
      return false
    }
    return a < event.time + event.duration
  }

  /// The timeline's origin at `t`: the latest restart at or before it, else 0.
  public func epoch(at t: Double) -> Double {
    events.last { $0.type == .restart && $0.time <= t }?.time ?? 0
  }

  /// Event times and emission ends in `(a, b)`, where the gate or the origin may jump.
  public func joints(in a: Double, _ b: Double) -> [Double] {
    events.flatMap { event -> [Double] in
      event.type == .emit ? [event.time, event.time + event.duration] : [event.time]
    }.filter { $0 > a && $0 < b }
  }

  /// Restart times in `(a, b)`.
  public func restarts(in a: Double, _ b: Double) -> [Double] {
    events.filter { $0.type == .restart && $0.time > a && $0.time < b }.map(\.time)
  }

  /// Bursts of the top-level cell named `cell` at times in `[a, b)`, in order.
  public func bursts(of cell: String, in a: Double, _ b: Double) -> [(time: Double, count: Int)] {
    events.filter { $0.type == .burst && $0.cell == cell && $0.time >= a && $0.time < b }
      .map { ($0.time, $0.count) }
  }

  /// Particles burst by `cell` before `t`.
  public func burstTotal(of cell: String, before t: Double) -> Double {
    events.reduce(0) {
      $1.type == .burst && $1.cell == cell && $1.time < t ? $0 + Double($1.count) : $0
    }
  }

  /// Whether emission is closed at `t` and no later event opens it again: a stop, or an emit
  /// that has run out, with nothing after.
  public func isClosedForGood(at t: Double) -> Bool {
    guard events.allSatisfy({ $0.time <= t }), let event = gateEvent(at: t) else { return false }
    switch event.type {
    case .stop: return true
    case .emit: return t >= event.time + event.duration
    default: return false
    }
  }
}
