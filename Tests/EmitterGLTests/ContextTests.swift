import EmitterGL
import EmitterTestSupport
import Foundation
import Testing

@Suite("Headless GL context", .serialized, .tags(.gl))
struct ContextTests {
  @Test("the shared context is OpenGL 4.3+ core and names its renderer")
  func contextIsModernCore() throws {
    let context = try HeadlessContext.shared()
    try withGL {
      print("EmitterGLTests: \(GL.summary) via \(context.platform)")
      print("EmitterGLTests: limits \(GL.limits)")
      #expect(GL.version >= GLVersion.minimum)
      #expect(GL.isCoreProfile)
      #expect(!GL.renderer.isEmpty)
      #expect(context.renderer == GL.renderer)
    }
  }

  @Test("the limits allow the one-dimensional work group size")
  func limitsAllowWorkGroupSize() throws {
    try withGL {
      let limits = GL.limits
      #expect(limits.maxComputeWorkGroupInvocations >= ShaderBindings.workGroupSize)
      #expect(limits.maxComputeWorkGroupCount.x >= 65_535)  // The GL 4.3 minimum.
    }
  }

  @Test("withCurrent nests and leaves the context free for another thread")
  func withCurrentNests() throws {
    let context = try HeadlessContext.shared()
    try context.withCurrent {
      try context.withCurrent { #expect(!GL.renderer.isEmpty) }
      #expect(!GL.renderer.isEmpty)  // Still current after the inner call returned.
    }
    let otherThreadResult = try runOnNewThread { try context.withCurrent { GL.renderer } }
    #expect(otherThreadResult == context.renderer)
  }

  @Test(
    "debug builds record GL errors through the debug callback", .enabled(if: GLDebugLog.isEnabled))
  func debugCallbackRecordsErrors() throws {
    let context = try HeadlessContext.shared()
    try context.withCurrent {
      _ = GLDebugLog.takeErrors()
      let buffer = Buffer(.init(size: 16, label: "debug-callback probe"))
      defer { buffer.destroy() }
      // Far past GL_MAX_UNIFORM_BUFFER_BINDINGS: GL_INVALID_VALUE.
      buffer.bind(as: .uniformBlock, at: 1_000_000)
      let errors = GLDebugLog.takeErrors()
      #expect(errors.count == 1)
      #expect(errors.first?.kind == .error)
    }
  }
}

/// Runs `body` on a fresh thread and waits for it, to prove a context is not tied to one thread.
private func runOnNewThread<Value: Sendable>(
  _ body: @escaping @Sendable () throws -> Value
) throws -> Value {
  let outcome = ThreadOutcome<Value>()
  let done = DispatchSemaphore(value: 0)
  Thread {
    outcome.result = Result { try body() }
    done.signal()
  }.start()
  done.wait()
  return try outcome.result!.get()
}

/// A result handed from one thread to another: written before `done.signal()`, read after `wait()`.
private final class ThreadOutcome<Value>: @unchecked Sendable {
  var result: Result<Value, any Error>?
}
