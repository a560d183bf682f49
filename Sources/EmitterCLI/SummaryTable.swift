import EmitterKit
import Foundation

/// The human-readable report of `emitter simulate`.
struct SummaryTable {
  let summary: SnapshotSummary
  let file: String
  let frames: Int
  let fps: Double

  init(_ summary: SnapshotSummary, file: String, frames: Int, fps: Double) {
    self.summary = summary; self.file = file; self.frames = frames; self.fps = fps
  }

  var text: String {
    var lines = [
      "\(file) at t = \(format(summary.time)) s (\(frames) steps at \(format(fps)) fps): \(summary.live) live particles",
      pad(["cell", "layer", "live", "x min...max", "y min...max", "z min...max"]),
    ]
    for cell in summary.cells {
      lines.append(
        pad([cell.cell.path, "\(cell.cell.layer)", "\(cell.live)", range(cell, 0), range(cell, 1), range(cell, 2)]))
    }
    return lines.joined(separator: "\n")
  }

  private func range(_ cell: SnapshotSummary.CellSummary, _ axis: Int) -> String {
    guard let low = cell.minimum, let high = cell.maximum else { return "-" }
    return "\(format(Double(low[axis])))...\(format(Double(high[axis])))"
  }

  private func pad(_ columns: [String]) -> String {
    let widths = [24, 6, 9, 22, 22, 22]
    return zip(columns, widths).map { $0.padding(toLength: max($1, $0.count + 1), withPad: " ", startingAt: 0) }
      .joined().trimmingCharacters(in: .whitespaces)
  }

  private func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// Writes a snapshot as JSON on stdout.
enum SnapshotJSON {
  static func write(_ snapshot: ParticleSnapshot) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    FileHandle.standardOutput.write(try encoder.encode(snapshot))
    FileHandle.standardOutput.write(Data("\n".utf8))
  }
}
