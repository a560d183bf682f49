// libFuzzer entry point over the C API (tools/fuzz/run --target capi): each input is a
// sequence of calls with hostile arguments (CAPICallSequence, CallReader: linked here from
// Tests/EmitterKitCToolTests/CAPIFuzz, where CAPIFuzzRegressionTests replays the kept inputs
// with the same code) over a CPU system and, when the input asks, a GL system in a headless EGL
// context made once. A breach of the header's contract (an unknown status, an empty or
// unbounded message) traps, so libFuzzer keeps the input like a crash.
import CEmitterKitAPI
import EmitterKitC
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func capiFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  CAPIFuzz.prepare()
  CAPICallSequence.run(Data(bytes: data, count: size), glContext: CAPIFuzz.context)
  if let violation = CAPICallSequence.violations.first { fatalError(violation) }
  return 0
}

enum CAPIFuzz {
  nonisolated(unsafe) static var context: OpaquePointer?
  nonisolated(unsafe) static var prepared = false

  /// The headless context, made once (CPU systems only without one), and the counts at exit.
  static func prepare() {
    guard !prepared else { return }
    prepared = true
    if ekContextCreateHeadless(&context) != EK_OK {
      FileHandle.standardError.write(
        Data(
          "capi fuzz: no headless GL context (CPU systems only): \(String(cString: ekLastErrorMessage()!))\n"
            .utf8))
      context = nil
    }
    atexit {
      let line = CAPICallSequence.counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
      FileHandle.standardError.write(Data("capi fuzz: \(line.joined(separator: ", "))\n".utf8))
    }
  }
}
