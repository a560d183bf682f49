// libFuzzer entry point over `emitter validate`'s check, the path users run: each input is a
// scene file's JSON text handed to `SceneCheck.check` (read, decoded, validated, held to the
// GPU path's limits, the canvas and contents budgets and the memory estimate of a render), as
// `emitter validate` and `emitter render` take a file before drawing anything.
//
// A report with problems is the expected answer to bad input; a finding is a crash, a hang
// (libFuzzer's -timeout), running out of memory (-rss_limit_mb), or a report that breaks the
// promises checked below (`SceneFuzzCheck`).
import EmitterKit
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  SceneFuzzCheck.run(Data(bytes: data, count: size))
  return 0
}

/// What every report must satisfy, whatever the bytes.
enum SceneFuzzCheck {
  /// The longest problem line: a diagnostic is at most 1,160 characters (its key path and
  /// message clipped at 480 each, with the file and position); a budget's message names a
  /// key path, sizes and a cell's name, and must stay readable too.
  static let longestLine = 2000
  /// A fixed memory limit, so a report does not depend on the machine's memory.
  static let options = SceneCheck.Options(scale: 2, strict: false, memoryLimit: 2 << 30)

  /// Outcome counts, printed at exit.
  nonisolated(unsafe) static var counts: [String: Int] = [:]
  nonisolated(unsafe) static var started = false

  static func run(_ data: Data) {
    if !started {
      started = true
      atexit {
        let line = SceneFuzzCheck.counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        FileHandle.standardError.write(Data("scene fuzz: \(line.joined(separator: ", "))\n".utf8))
      }
    }
    let report = SceneCheck.check(.json(data, folder: nil), name: "fuzz.json", options: options)
    for line in report.problems {
      check(
        line.count <= longestLine, "a problem line of \(line.count) characters: \(line.prefix(300))"
      )
      check(
        line.hasPrefix("fuzz.json"), "a problem that does not name the file: \(line.prefix(300))")
    }
    if report.isValid {
      counts["valid", default: 0] += 1
      check(report.summary != nil, "a valid scene without a summary")
      if let scene = report.scene {
        // A scene the check accepts validates clean on its own.
        let again = scene.diagnostics(file: "fuzz.json")
        check(
          again.isEmpty, "an accepted scene fails validation: \(again.first?.description ?? "")")
      } else {
        check(false, "a valid report without its scene")
      }
    } else if report.scene != nil {
      counts["over a limit or budget", default: 0] += 1
      check(report.diagnostics.isEmpty, "a scene that read, with file diagnostics")
    } else {
      counts["refused by the decoder", default: 0] += 1
      check(!report.diagnostics.isEmpty, "a refusal without a diagnostic")
      check(
        report.diagnostics.count <= SceneFileError.maximumListed,
        "\(report.diagnostics.count) diagnostics listed, more than \(SceneFileError.maximumListed)")
      // Text that is there but does not parse is placed; an empty file has no place to name.
      let blank = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
      for diagnostic in report.diagnostics where diagnostic.kind == .malformedJSON && !blank {
        check(
          diagnostic.line != nil && diagnostic.column != nil,
          "a syntax error without line and column: \(diagnostic.description)")
      }
    }
  }

  /// A broken promise is a crash, so libFuzzer keeps the input.
  static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      FileHandle.standardError.write(Data("scene fuzz: \(message())\n".utf8))
      abort()
    }
  }
}
