internal import EmitterModel

/// How a layer's Core Animation clock maps onto the engine's: the engine runs every layer's
/// clock from scene time `t` (seconds since the host started, `media − start`) as
/// `(t − beginTime) × speed + timeOffset`, while Core Animation runs a sublayer's clock from its
/// superlayer's. `shift` is the constant difference `CA local − engine local`, which turns an
/// animation's or a top-level cell's `beginTime` (CA local time) into the engine's.
struct LayerClock: Sendable {
  /// The engine's timing of the layer, in scene time.
  var beginTime: Double
  var speed: Double
  var timeOffset: Double
  /// Core Animation's local time minus the engine's.
  var shift: Double
  /// The timing in the superlayer's engine time, as a layer inserted live is given it (the
  /// engine moves it into scene time itself): the begin time the rule below chose, and Core
  /// Animation's speed and offset.
  var relativeBeginTime: Double = 0
  var relativeSpeed: Double = 1
  var relativeTimeOffset: Double = 0

  /// The clock of media time itself (a root's parent, or the canvas): engine time is scene
  /// time, Core Animation's is media time.
  static func media(start: Double) -> LayerClock {
    LayerClock(beginTime: 0, speed: 1, timeOffset: 0, shift: start)
  }

  /// Seconds of the layer's time that would be simulated before it shows at scene time
  /// `display` (a clock that began before the host): a prewarm.
  func prewarm(at display: Double) -> Double {
    max(0, display - beginTime) * max(0, speed)
  }

  /// The engine's local time at scene time `t`, as the engine computes it
  /// (`ResolvedLayer.localTime(atSceneTime:)`: 0 before the layer begins, speed and offset
  /// taken no lower than 0), operation for operation, so a change scheduled at it is exactly
  /// the layer's current time.
  func engineTime(at t: Double) -> Double {
    max(0, t - beginTime) * max(0, speed) + (t >= beginTime ? max(0, timeOffset) : 0)
  }

  /// The CALayer keys that make a clock.
  static let keys: Set<String> = ["beginTime", "speed", "timeOffset"]

  /// The clock of a layer under this one whose Core Animation timing became (`b`, `s`, `o`) at
  /// scene time `now`, while shown: from `now`, Core Animation's local time `(parent − b) × s + o`
  /// as the engine runs it (`(t − beginTime) × speed + timeOffset`, not below 0), the layer's
  /// `shift` kept so its animations and cells keep their times. Before `now` the engine ran the
  /// old clock; a layer whose new time is still negative begins when it reaches 0.
  func retimedChild(
    beginTime b: Double, speed s: Double, timeOffset o: Double, shift: Double, at now: Double
  ) -> LayerClock {
    let local = (engineTime(at: now) + self.shift - b) * s + o - shift
    let speed = max(0, self.speed) * s
    var clock = LayerClock(
      beginTime: now, speed: speed, timeOffset: local, shift: shift, relativeBeginTime: b,
      relativeSpeed: s, relativeTimeOffset: o)
    if local < 0 {
      clock.timeOffset = 0
      if speed > 0 { clock.beginTime = now - local / speed }
    }
    return clock
  }

  /// Whether two clocks run the engine's local time alike.
  func runsLike(_ other: LayerClock) -> Bool {
    beginTime == other.beginTime && speed == other.speed && timeOffset == other.timeOffset
  }

  /// The clock of a layer with Core Animation timing (`b`, `s`, `o`) under this one, first
  /// displayed at scene time `display`.
  ///
  /// Core Animation's `(parent − b) × s + o` is kept exactly, except for a layer whose
  /// `beginTime` is 0 under a clock that started before the host (media time, or a layer
  /// itself left at 0): on iOS its time would be the time since boot, an emitter running for
  /// hours (the back-fill of ca-semantics §6). EmitterKit starts such a layer where it is first
  /// displayed, as `beginTime = CACurrentMediaTime()` (the universal iOS workaround) would.
  func child(
    beginTime b: Double, speed s: Double, timeOffset o: Double, displayedAt display: Double,
    startingAtDisplay: Bool = false
  ) -> LayerClock {
    let parentAtDisplay = engineTime(at: display)
    let start = (startingAtDisplay || (b == 0 && shift != 0)) ? parentAtDisplay : b - shift
    let parentSpeed = speed == 0 ? 1 : speed
    return LayerClock(
      beginTime: beginTime + (start - timeOffset) / parentSpeed, speed: speed * s, timeOffset: o,
      shift: (shift - b + start) * s, relativeBeginTime: start, relativeSpeed: s,
      relativeTimeOffset: o)
  }
}

extension LayerClock {
  /// A layer's top-level `cells` on the engine's clock: each `beginTime`, in Core Animation's
  /// local time of the layer, moved by `shift`. Sub-cells count from their parent's birth and
  /// keep theirs.
  func engineCells(_ cells: [EmitterCell]) -> [EmitterCell] {
    guard shift != 0 else { return cells }
    return cells.map { cell in
      var moved = cell
      moved.timing.beginTime -= shift
      return moved
    }
  }

  /// A layer's `mask` on the engine's clock: the mask's emitter runs on the masked layer's
  /// clock (this one), so its top-level cells are moved as the layer's own are.
  func engineMask(_ mask: LayerMask?) -> LayerMask? {
    guard var mask, var emitter = mask.emitter else { return mask }
    emitter.emitterCells = engineCells(emitter.emitterCells)
    mask.emitter = emitter
    return mask
  }
}
