import EmitterKit

/// When a GIF's frames are drawn and how long each shows.
///
/// A GIF stores each frame's delay in whole centiseconds, and players (browsers, ffmpeg's own
/// demuxer) show a delay of 1 cs or less as 10 cs, so 60 fps (1.67 cs a frame, which ffmpeg
/// writes as 2, 1, 2, …) plays at about a third of its speed. So a GIF is rendered at most at
/// 50 fps (2 cs a frame). Frame `k` (from 1) shows the scene at `k / rate` and starts at
/// `round(100 (k - 1) / rate)` cs, the rounding carrying each frame's error into the next
/// (ffmpeg's own timestamps at that rate); the last frame shows the clip's end and lasts until
/// `round(100 × duration)`. The delays sum to the clip's length within half a centisecond,
/// and none is under 2 cs.
struct GIFTiming: Equatable {
  /// The fastest rate whose frames last whole centiseconds of at least 2.
  static let maximumRate = 50.0
  /// The shortest delay players honour, centiseconds.
  static let shortestDelay = 2

  /// Frames per second the GIF is rendered at: the requested rate, at most 50.
  let rate: Double
  /// Scene time of each frame, seconds; the last is the clip's end.
  let times: [Double]
  /// How long each frame shows, centiseconds.
  let delays: [Int]

  /// The timing of a clip of `duration` seconds asked for at `fps`; nil when the clip is under
  /// 2 cs, too short for one frame a player honours.
  init?(fps: Double, duration: Double) {
    let end = Int((duration * 100).rounded())
    guard end >= Self.shortestDelay else { return nil }
    let rate = min(fps, Self.maximumRate)
    self.rate = rate
    var times = FrameTimes.steady(fps: rate, until: duration)
    let start = { (frame: Int) in Int((Double(frame) * 100 / rate).rounded()) }
    // A clip that ends just after a grid frame would give its last frame under 2 cs: the last
    // grid frame gives way to the end frame, which then shows a little longer.
    if times.count >= 2 && end - start(times.count - 1) < Self.shortestDelay {
      times.remove(at: times.count - 2)
    }
    self.times = times
    delays = (0..<times.count).map { (index: Int) -> Int in
      (index == times.count - 1 ? end : start(index + 1)) - start(index)
    }
  }

  /// The delay after the last frame, which ffmpeg's GIF muxer takes as `-final_delay`.
  var finalDelay: Int { delays[delays.count - 1] }

  /// Printed when the rate was capped, so nobody wonders where their frames went.
  func note(requestedFPS fps: Double) -> String? {
    guard rate < fps else { return nil }
    return "emitter: note: GIF frame delays are whole centiseconds and players show 1 cs as 10 cs,"
      + " so this GIF is rendered at \(Self.format(rate)) fps (2 cs a frame), not"
      + " \(Self.format(fps)); its length is unchanged"
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
