import ArgumentParser
import EmitterGL
import Foundation

/// Runs GL work in the shared headless context. No usable context is exit code 2 with the
/// driver's story and what to install, as the README promises.
enum HeadlessGL {
  static func run<Result>(_ body: () throws -> Result) throws -> Result {
    let context: HeadlessContext
    do {
      context = try HeadlessContext.shared()
    } catch {
      FileHandle.standardError.write(Data("emitter: \(error)\n".utf8))
      throw ExitCode(2)
    }
    return try context.withCurrent(body)
  }
}
