internal import EmitterKit

/// Where a host's GL work runs: the context a host makes current around each call that touches
/// the running system (nothing for the CPU renderer; the shared headless context for a
/// headless GL renderer; a window's own context, already current, for a window host).
package protocol HostContext {
  /// Runs `body` with the host's context current on this thread.
  func withCurrent<Result>(_ body: () throws -> Result) throws -> Result
}

/// No context: the CPU renderer, or a context the caller keeps current.
package struct CurrentContext: HostContext {
  package init() {}
  package func withCurrent<Result>(_ body: () throws -> Result) throws -> Result { try body() }
}

/// The process's shared headless EGL context, current for each call.
package struct SharedHeadlessContext: HostContext {
  package init() {}
  package func withCurrent<Result>(_ body: () throws -> Result) throws -> Result {
    try HeadlessContext.shared().withCurrent(body)
  }
}
