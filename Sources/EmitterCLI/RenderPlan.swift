import EmitterKit

/// What `emitter render` draws and how it is written, decided before any GL: the scene times
/// of the frames, the rate the video is encoded at, and the notes printed about it (a GIF's
/// rate cap, an MP4 that cannot keep a transparent background).
struct RenderPlan {
  var output: RenderOutput
  /// Scene time of each frame of the clip up to the last one drawn, seconds: the simulation
  /// steps through all of them.
  var times: [Double]
  /// Index of the first frame drawn (`--from`, `--frame-range`; 0 without them).
  var firstFrame = 0
  /// Frames in the whole clip, so frame files are named alike in every part of it.
  var clipFrameCount: Int
  /// Frames per second of the video.
  var fps: Double
  /// Printed to stderr before rendering.
  var notes: [String] = []

  /// `frames` or `time` (seconds, default 3) give the clip's length at `fps`; `from` draws
  /// only the frames after that scene time and `frameRange` only those frames of the clip
  /// (numbered from 1); `background` is the colour the scene is cleared to.
  init(
    output: RenderOutput, fps: Double, frames: Int?, time: Double?, from: Double? = nil,
    frameRange: ClosedRange<Int>? = nil, background: Color
  ) throws {
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
    clipFrameCount = times.count
    if let from {
      guard let first = times.firstIndex(where: { $0 > from }), from >= 0 else {
        throw RenderOutputError(
          message: "--from must be in [0, \(duration)) seconds, before the clip's end (got \(from))"
        )
      }
      firstFrame = first
    }
    if let frameRange {
      guard frameRange.lowerBound >= 1, frameRange.upperBound <= times.count else {
        throw RenderOutputError(
          message: "--frame-range \(frameRange.lowerBound)-\(frameRange.upperBound) is outside the"
            + " clip's frames 1-\(times.count)")
      }
      firstFrame = max(firstFrame, frameRange.lowerBound - 1)
      times.removeLast(times.count - frameRange.upperBound)
      guard firstFrame < times.count else {
        throw RenderOutputError(
          message: "--from and --frame-range leave no frame to draw (frames"
            + " \(frameRange.lowerBound)-\(frameRange.upperBound) all end by --from)")
      }
      if output.encoding?.format == .gif, let timing = GIFTiming(fps: fps, duration: duration) {
        self.output.encoding?.gifFinalDelay = timing.delays[times.count - 1]
      }
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
    "#"
      + [color.red, color.green, color.blue].map { component in
        let digits = String(Int((min(max(component, 0), 1) * 255).rounded()), radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }
}
