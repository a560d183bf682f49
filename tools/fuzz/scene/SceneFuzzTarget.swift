// libFuzzer entry point over the scene decoder and validator (`Scene.decode`): built by
// tools/fuzz/run into one module with EmitterModel's sources, so it reaches the decoder's
// internals and every line it runs is instrumented.
//
// A thrown `SceneFileError` is the expected answer to bad input; what counts as a finding is a
// crash, a hang (libFuzzer's -timeout), running out of memory (-rss_limit_mb), or an answer that
// breaks the promises checked below (`SceneFuzzCheck`).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  SceneFuzzCheck.run(Data(bytes: data, count: size))
  return 0
}

/// What every answer of the decoder must satisfy, whatever the bytes.
enum SceneFuzzCheck {
  /// The longest line one diagnostic may print: file, line:column, key path and message, each
  /// clipped by `SceneDiagnostic` (480 characters for the key path and the message).
  static let longestLine = 2 * SceneDiagnostic.maximumMessage + 200

  static func run(_ data: Data) {
    do {
      let (scene, _) = try Scene.decode(jsonData: data, file: "fuzz.json")
      // A scene the decoder accepts validates clean on its own.
      let again = scene.diagnostics(file: "fuzz.json")
      check(again.isEmpty, "an accepted scene fails validation: \(again.first?.description ?? "")")
    } catch {
      check(!error.diagnostics.isEmpty, "an error without a diagnostic")
      check(
        error.diagnostics.count <= SceneFileError.maximumListed,
        "\(error.diagnostics.count) diagnostics listed, more than \(SceneFileError.maximumListed)")
      for diagnostic in error.diagnostics {
        check(
          diagnostic.description.count <= longestLine,
          "a diagnostic line of \(diagnostic.description.count) characters")
        // Text that is there but does not parse is placed; an empty file has no place to name.
        let blank = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if diagnostic.kind == .malformedJSON, !blank {
          check(
            diagnostic.line != nil && diagnostic.column != nil,
            "a syntax error without line and column: \(diagnostic.description)")
        }
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
