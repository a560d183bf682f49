/// The demo's scene time: wall-clock time while running, frozen while paused, one frame per
/// `.` press, and a fixed frame length in recorded runs (`--frames`), so a recorded run draws
/// the frames `emitter render --frames N --fps 60` draws.
package struct SimulationClock: Sendable, Equatable {
  /// Scene time reached, seconds.
  package private(set) var time: Double = 0
  /// A fixed step per frame (recorded runs), or nil to follow the wall clock.
  package let fixedFrameLength: Double?

  /// The longest step one frame takes: a stalled frame (a window drag, a debugger) resumes
  /// where it was instead of leaping ahead.
  static let maximumFrameLength = 0.1
  /// One frame at 60 fps: what `.` advances and what recorded runs step by.
  package static let stepLength = 1.0 / 60

  package init(fixedFrameLength: Double? = nil) {
    self.fixedFrameLength = fixedFrameLength
  }

  /// Advances by one frame that took `wallSeconds` of real time, unless paused.
  package mutating func tick(wallSeconds: Double, paused: Bool) {
    guard !paused else { return }
    advance(by: fixedFrameLength ?? min(max(wallSeconds, 0), Self.maximumFrameLength))
  }

  /// One frame at 60 fps, paused or not (the `.` key).
  package mutating func step() {
    advance(by: fixedFrameLength ?? Self.stepLength)
  }

  /// Back to scene time 0 (a restart or a new scene).
  package mutating func reset() {
    time = 0
    frames = 0
  }

  /// Frames advanced since the last reset. A fixed-length clock computes time as
  /// `frames × length`, as `emitter render` does, so long runs do not accumulate rounding.
  package private(set) var frames = 0

  private mutating func advance(by seconds: Double) {
    frames += 1
    if let fixedFrameLength {
      time = Double(frames) * fixedFrameLength
    } else {
      time += seconds
    }
  }
}
