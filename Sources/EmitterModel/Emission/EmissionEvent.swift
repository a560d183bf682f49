/// A scheduled change to a layer's emission, at a moment of its layer time: the clean start,
/// stop and burst that CAEmitterLayer makes hard (a burst is a huge birth rate for a tiny
/// duration there; stopping and restarting is a birth-rate toggle that back-fills a flurry).
///
/// The simulators' `burst`, `emit(for:)`, `stop`, `start` and `restart` calls add the same
/// events at the current time, so a scene file and a Swift program schedule the same thing.
/// Semantics (docs/SEMANTICS.md, "Emission control"): events change a gate in 0...1 that
/// multiplies the birth rates of the layer's top-level cells; sub-cells keep emitting from the
/// particles already alive, which live out their lifetimes.
public struct EmissionEvent: Hashable, Sendable {
  /// What happens: burst, emit, stop, start or restart.
  public var type: EmissionEventType
  /// Layer time (seconds) at which it happens.
  public var time: Double = 0
  /// `burst`: the top-level cell to emit from, by name.
  public var cell: String?
  /// `burst`: how many particles are born at `time`.
  public var count: Int = 1
  /// `emit`: how long emission stays open, seconds.
  public var duration: Double = 1
  /// `emit`: the rate falls as `1 - taper(elapsed / duration)`; nil keeps it full until the end.
  public var taper: MediaTimingFunction?

  /// An event of `type` at layer time `time`, with the other fields at their defaults.
  public init(_ type: EmissionEventType, at time: Double) {
    self.type = type
    self.time = time
  }

  /// `count` particles of top-level cell `cell` at `time`, on top of its steady rate.
  public static func burst(_ count: Int, cell: String, at time: Double) -> EmissionEvent {
    var event = EmissionEvent(.burst, at: time)
    event.cell = cell
    event.count = count
    return event
  }

  /// Emission for `duration` seconds from `time`, tapering by `taper`, then closed.
  public static func emit(for duration: Double, taper: MediaTimingFunction? = nil, at time: Double)
    -> EmissionEvent
  {
    var event = EmissionEvent(.emit, at: time)
    event.duration = duration
    event.taper = taper
    return event
  }

  /// Largest `count` one burst may ask for (a cell's maximum birth rate for a second).
  public static let maximumBurst = Int(EmitterCell.maximumBirthRate)
}

/// The kinds of emission event, as a scene file's `type` spells them.
public enum EmissionEventType: String, CaseIterable, Sendable, Codable {
  /// Emit `count` particles now from one top-level cell.
  case burst
  /// Open emission for `duration`, tapering, then close it.
  case emit
  /// Close emission: no new top-level births; live particles (and their sub-cells) live out.
  case stop
  /// Open emission again where the layer's animations and cell windows are.
  case start
  /// Open emission and start the layer's animations and cell windows from 0 again.
  case restart
}

extension EmissionEvent {
  /// One schema per type: the keys that type reads.
  package static func schema(for type: EmissionEventType) -> Schema<EmissionEvent> {
    schemas[type] ?? schemas[.stop]!
  }

  private static let schemas: [EmissionEventType: Schema<EmissionEvent>] = Dictionary(
    uniqueKeysWithValues: EmissionEventType.allCases.map { type in
      (
        type,
        Schema(
          "EmissionEvent (\(type.rawValue))", prototype: EmissionEvent(type, at: 0),
          childrenKey: nil, properties: common + keys(of: type))
      )
    })

  private static let common: [Property<EmissionEvent>] = [
    Property(
      "type", \.type, .choice(of: EmissionEventType.self),
      doc: "burst, emit, stop, start or restart.",
      note: "An EmitterKit addition: scripted emission on the layer's timeline."),
    Property(
      "time", \.time, .number(.finite), unit: "seconds",
      doc: "When the event happens on the layer's clock."),
  ]

  private static func keys(of type: EmissionEventType) -> [Property<EmissionEvent>] {
    switch type {
    case .burst:
      return [
        Property("cell", \.cell, .text, doc: "Name of the top-level cell that bursts."),
        Property(
          "count", \.count, .integer(1...maximumBurst), unit: "particles",
          doc: "How many particles the burst makes at once."),
      ]
    case .emit:
      return [
        Property(
          "duration", \.duration, .number(.positive), unit: "seconds",
          doc: "How long emission stays open before it closes."),
        Property(
          "taper", \.taper, .timingFunction,
          doc: "How the emission rate falls off over the duration."),
      ]
    case .stop, .start, .restart:
      return []
    }
  }
}

extension EmissionEventType: PropertyValueConvertible {}
