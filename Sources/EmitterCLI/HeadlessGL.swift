import ArgumentParser
import EmitterGL
import Foundation

/// Runs GL work in the shared headless context. No usable context is exit code 2 with the
/// driver's story and what to install, as the README promises.
enum HeadlessGL {
  static func run<Result>(_ body: () throws -> Result) throws -> Result {
    try context().withCurrent(body)
  }

  /// The shared headless context, or exit code 2.
  static func context() throws -> HeadlessContext {
    do {
      return try HeadlessContext.shared()
    } catch {
      FileHandle.standardError.write(Data("emitter: \(error)\n".utf8))
      throw ExitCode(2)
    }
  }
}
