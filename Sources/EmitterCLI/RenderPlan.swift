import EmitterKit

/// What `emitter render` draws and how it is written, decided before any GL: the scene times
/// of the frames, the rate the video is encoded at, and the notes printed about it (a GIF's
/// rate cap, an MP4 that cannot keep a transparent background).
struct RenderPlan {
  var output: RenderOutput
  /// Scene time of each frame drawn, seconds.
  var times: [Double]
  /// Frames per second of the video.
  var fps: Double
  /// Printed to stderr before rendering.
  var notes: [String] = []

  /// `frames` or `time` (seconds, default 3) give the clip's length at `fps`; `background` is
  /// the colour the scene is cleared to.
  init(output: RenderOutput, fps: Double, frames: Int?, time: Double?, background: Color) throws {
    self.output = output
    self.fps = fps
    let duration = frames.map { Double($0) / fps } ?? time ?? 3
    times =
      frames.map { count in (1...count).map { Double($0) / fps } }
      ?? FrameTimes.steady(fps: fps, until: duration)
    if output.encoding?.format == .gif {
      guard let timing = GIFTiming(fps: fps, duration: duration) else {
        throw RenderOutputError(
          message: "cannot write \(output.path): a GIF must be at least 0.02 s long (its shortest"
            + " frame a player honours), got \(duration) s")
      }
      times = timing.times
      self.fps = timing.rate
      self.output.encoding?.gifFinalDelay = timing.finalDelay
      if let note = timing.note(requestedFPS: fps) { notes.append(note) }
    }
    if let encoding = output.encoding, !encoding.codec.keepsAlpha, background.alpha < 1 {
      let matte = Color(red: background.red, green: background.green, blue: background.blue)
      self.output.matte = matte
      notes.append(
        "emitter: warning: \(encoding.codec.rawValue) in .\(encoding.format.rawValue) has no alpha:"
          + " the transparent background is composited over \(Self.hex(matte)) (the background's"
          + " colour; choose it with --background '#rrggbb00'); for alpha write .webm, .mov,"
          + " .webp, .apng or .png")
    }
  }

  private static func hex(_ color: Color) -> String {
    "#" + [color.red, color.green, color.blue].map { component in
      let digits = String(Int((min(max(component, 0), 1) * 255).rounded()), radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
  }
}
