internal import CoreGraphics
import Foundation

/// A recorded run of a hosted window: `frames` frames of exactly 1/60 s of media time each (the
/// clock pinned at each frame's time, whatever the wall clock does), events delivered at the
/// frames they name (frame 1 is the first after the window appears), and the last frame written
/// to `screenshot`. The same run headless gives the same frames.
package struct HostScript: Sendable, Equatable {
  /// Something that happens at a frame.
  package enum Event: Sendable, Equatable {
    /// A pointer event at a point of the window (points, top-left origin).
    case pointer(PointerEvent.Phase, CGPoint)
    /// The window is resized to a size in points.
    case resize(CGSize)
  }

  /// Frames to run.
  package var frames: Int
  /// Where to write the last frame (PNG), if anywhere.
  package var screenshot: URL?
  /// Events by frame number, in the order they happen within a frame.
  package var events: [Int: [Event]]

  package init(frames: Int, screenshot: URL? = nil, events: [Int: [Event]] = [:]) {
    self.frames = frames
    self.screenshot = screenshot
    self.events = events
  }

  /// Frames per second of media time.
  package static let framesPerSecond = 60.0

  /// Parses events written as `FRAME=KIND:ARGUMENTS`, separated by spaces: `tap:X,Y` (down and
  /// up in the same frame), `down:X,Y`, `move:X,Y`, `up:X,Y`, `cancel:X,Y`, `resize:W,H`.
  /// - Throws: `HostScriptError` naming the item, what is wrong and what is allowed.
  package static func events(parsing text: String) throws(HostScriptError) -> [Int: [Event]] {
    var events: [Int: [Event]] = [:]
    for item in text.split(separator: " ", omittingEmptySubsequences: true) {
      let parts = item.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, let frame = Int(parts[0]), frame >= 1 else {
        throw HostScriptError(item: String(item), problem: "expected FRAME=KIND:X,Y with FRAME ≥ 1")
      }
      let action = parts[1].split(separator: ":", maxSplits: 1)
      let numbers =
        action.count == 2 ? action[1].split(separator: ",").compactMap { Double($0) } : []
      guard action.count == 2, numbers.count == 2, numbers.allSatisfy(\.isFinite) else {
        throw HostScriptError(item: String(item), problem: "expected two numbers after the kind")
      }
      let point = CGPoint(x: numbers[0], y: numbers[1])
      let kind = String(action[0])
      switch kind {
      case "tap": events[frame, default: []] += [.pointer(.down, point), .pointer(.up, point)]
      case "resize":
        guard numbers[0] >= 1, numbers[1] >= 1 else {
          throw HostScriptError(item: String(item), problem: "a size is at least 1 × 1 point")
        }
        events[frame, default: []].append(.resize(CGSize(width: numbers[0], height: numbers[1])))
      default:
        guard let phase = PointerEvent.Phase(rawValue: kind) else {
          throw HostScriptError(
            item: String(item),
            problem: "unknown kind \"\(kind)\"; expected tap, down, move, up, cancel or resize")
        }
        events[frame, default: []].append(.pointer(phase, point))
      }
    }
    return events
  }
}

/// A script item that could not be read: the item, what is wrong and what is allowed.
package struct HostScriptError: Error, CustomStringConvertible, Equatable {
  package var item: String
  package var problem: String
  package var description: String { "script item \"\(item)\": \(problem)" }
}
