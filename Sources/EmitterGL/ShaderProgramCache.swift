@preconcurrency import CEpoxy
import Foundation

/// The programs one headless context has linked, so that no program is compiled twice in a
/// process: every simulator and renderer made on the context shares them.
///
/// A program is keyed by its name and the exact text handed to the driver for each stage (the
/// expanded source), so an edited shader (a live `EMITTER_SHADER_DIR` folder re-read by
/// `ShaderLibrary.standard`) is a different key and is compiled afresh; the stale program
/// stays alive for whoever still holds it. Programs in the cache belong to the context and live
/// as long as it does: their `destroy()` does nothing (`ShaderProgram.isShared`).
///
/// Across processes, Mesa's on-disk shader cache (on by default, under
/// `$XDG_CACHE_HOME/mesa_shader_cache`) keeps the driver's compiled code, keyed by the source
/// as well; together they make a warm start-up link in milliseconds.
final class ShaderProgramCache: @unchecked Sendable {
  // @unchecked: `programs` is only touched while `lock` is held.

  struct Key: Hashable {
    let name: String
    let texts: [String]
  }

  private let lock = NSLock()
  private var programs: [Key: ShaderProgram] = [:]

  /// The cached program for `stages`, or the one `build` makes, kept for next time.
  func program(
    named name: String, stages: [ExpandedShader],
    build: () throws(ShaderError) -> ShaderProgram
  ) throws(ShaderError) -> ShaderProgram {
    let key = Key(name: name, texts: stages.map(\.text))
    lock.lock()
    defer { lock.unlock() }
    if let program = programs[key] { return program }
    let program = try build().shared()
    programs[key] = program
    return program
  }

  /// How many programs the cache holds: for tests.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return programs.count
  }

  /// Forgets every program: the context is being destroyed, and its programs with it.
  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    programs = [:]
  }
}

/// Which headless context is current on this thread, to find its program cache.
enum ProgramCacheRegistry {
  nonisolated(unsafe) private static var caches: [EGLContext: ShaderProgramCache] = [:]
  private static let lock = NSLock()

  static func register(_ cache: ShaderProgramCache, for context: EGLContext) {
    lock.lock()
    defer { lock.unlock() }
    caches[context] = cache
  }

  static func unregister(_ context: EGLContext) {
    lock.lock()
    defer { lock.unlock() }
    caches[context] = nil
  }

  /// The cache of the headless context current on this thread; nil for any other context (a
  /// GLX window's), whose programs are built and destroyed by their owners as before.
  static func current() -> ShaderProgramCache? {
    lock.lock()
    defer { lock.unlock() }
    // No headless context made: do not even ask EGL (the demo's window never loads it).
    guard !caches.isEmpty, let context = epoxy_eglGetCurrentContext!() else { return nil }
    return caches[context]
  }
}
