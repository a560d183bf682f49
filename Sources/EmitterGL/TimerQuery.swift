@preconcurrency import CEpoxy

/// Measures how long the GPU spends on the commands between `begin()` and `end()`
/// (`GL_TIME_ELAPSED`). On llvmpipe the "GPU" is the CPU: report such numbers, never gate on
/// them. llvmpipe (Mesa 22.3) does not time compute work at all and reports about 1 ns for any
/// dispatch; time compute passes there with a wall clock around `GL.finish()`.
///
/// A plain handle: its owner calls `destroy()` on the context's thread. One query measures one
/// span at a time, and time-elapsed queries do not nest.
package struct TimerQuery: Hashable, Sendable {
  let name: GLuint
  package let label: String

  /// Creates the query object and labels it.
  package init(label: String) {
    var name: GLuint = 0
    epoxy_glCreateQueries!(GLenum(GL_TIME_ELAPSED), 1, &name)
    GL.label(GL_QUERY, name, label)
    self.name = name
    self.label = label
  }

  /// Starts timing the commands issued from now on.
  package func begin() {
    epoxy_glBeginQuery!(GLenum(GL_TIME_ELAPSED), name)
  }

  /// Stops timing.
  package func end() {
    epoxy_glEndQuery!(GLenum(GL_TIME_ELAPSED))
  }

  /// Whether the result can be read without waiting.
  var isResultAvailable: Bool {
    var available: GLuint64 = 0
    epoxy_glGetQueryObjectui64v!(name, GLenum(GL_QUERY_RESULT_AVAILABLE), &available)
    return available != 0
  }

  /// The time measured by the last `begin()`/`end()` span; waits for the GPU if need be.
  package func elapsed() -> Duration {
    var nanoseconds: GLuint64 = 0
    epoxy_glGetQueryObjectui64v!(name, GLenum(GL_QUERY_RESULT), &nanoseconds)
    return .nanoseconds(Int64(clamping: nanoseconds))
  }

  /// Deletes the GL object. The handle (and its copies) must not be used afterwards.
  package func destroy() {
    var name = name
    epoxy_glDeleteQueries!(1, &name)
  }
}

extension GL {
  /// Runs `body` and returns its result with the GPU time of the commands it issued; waits for
  /// them to finish. For benchmarks and diagnostics, not per-frame use (it stalls the pipeline).
  package static func measureGPUTime<Result>(
    _ label: String, _ body: () throws -> Result
  ) rethrows -> (result: Result, gpuTime: Duration) {
    let query = TimerQuery(label: label)
    defer { query.destroy() }
    query.begin()
    let result: Result
    do {
      result = try body()
    } catch {
      query.end()
      throw error
    }
    query.end()
    return (result, query.elapsed())
  }
}
