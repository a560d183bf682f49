import Foundation
import Synchronization

/// A render's progress on stderr. On a terminal, `frame 12/180` rewritten in place. Anywhere
/// else (a file, a pipe, CI logs) whole lines: one when rendering starts, then one a second
/// from a timer thread, so a slow frame or ffmpeg finishing a GIF never leaves more than
/// `ProgressLines.interval` of silence, then one at the end.
final class RenderProgress: Sendable {
  private let lines: Mutex<ProgressLines>
  private let stopped = Atomic<Bool>(false)
  private let terminal: Bool
  private let write: @Sendable (String) -> Void

  init(
    total: Int, firstFrame: Int = 0, terminal: Bool = isatty(STDERR_FILENO) != 0,
    write: @escaping @Sendable (String) -> Void = { text in
      FileHandle.standardError.write(Data(text.utf8))
    }
  ) {
    self.terminal = terminal
    self.write = write
    lines = Mutex(ProgressLines(total: total, firstFrame: firstFrame, start: Self.now()))
    guard !terminal else { return }
    write(lines.withLock { $0.startLine() })
    Thread.detachNewThread { [self] in
      while !stopped.load(ordering: .acquiring) {
        usleep(200_000)
        lines.withLock { lines in
          // Checked under the lock `finish` takes, so nothing is written after the last line.
          guard !stopped.load(ordering: .acquiring), let line = lines.line(now: Self.now())
          else { return }
          write(line)
        }
      }
    }
  }

  /// `done` frames of the total are drawn.
  func update(_ done: Int) {
    let total = lines.withLock { lines in
      lines.done = done
      return lines.total
    }
    if terminal { write("\rframe \(done)/\(total)") }
  }

  /// Every frame is drawn and the output is being finished (ffmpeg writing the file).
  func finishing(_ path: String) {
    lines.withLock { $0.finishing = path }
  }

  /// Stops the timer; `succeeded` adds the closing line.
  func finish(succeeded: Bool) {
    lines.withLock { lines in
      stopped.store(true, ordering: .releasing)
      if terminal {
        write("\n")
      } else if succeeded {
        write(lines.endLine(now: Self.now()))
      }
    }
  }

  private static func now() -> Double { Date().timeIntervalSinceReferenceDate }
}

/// What `RenderProgress` prints when stderr is not a terminal, and when: pure, so the spacing
/// of lines is tested with a made-up clock.
struct ProgressLines {
  /// Seconds between lines; the timer looks five times a second, so silence stays under 2 s.
  static let interval = 1.0

  let total: Int
  /// The first frame drawn (`--from`); earlier ones are only simulated.
  let firstFrame: Int
  let start: Double
  var done = 0
  /// The output ffmpeg is finishing, once every frame is drawn.
  var finishing: String?
  private var lastLine: Double

  init(total: Int, firstFrame: Int = 0, start: Double) {
    self.total = total
    self.firstFrame = firstFrame
    self.start = start
    lastLine = start
  }

  mutating func startLine() -> String {
    guard firstFrame > 0 else {
      return "emitter: rendering \(total) frame\(total == 1 ? "" : "s")\n"
    }
    return
      "emitter: rendering frames \(firstFrame + 1)-\(total) of \(total) (the simulation runs from"
      + " frame 1)\n"
  }

  /// The line due at `now`, if a second has passed since the last one.
  mutating func line(now: Double) -> String? {
    guard now - lastLine >= Self.interval else { return nil }
    lastLine = now
    let elapsed = String(format: "%.1f s", now - start)
    if let finishing { return "emitter: finishing \(finishing) (ffmpeg), \(elapsed)\n" }
    let percent = total > 0 ? done * 100 / total : 100
    return "emitter: frame \(done)/\(total) (\(percent) %), \(elapsed)\n"
  }

  func endLine(now: Double) -> String {
    "emitter: frame \(done)/\(total) (100 %), done in \(String(format: "%.1f s", now - start))\n"
  }
}
