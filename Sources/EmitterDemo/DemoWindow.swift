import CGLFW
import Synchronization

/// The demo's window: GLFW with an OpenGL 4.5 core context (4.3, the compute minimum, when 4.5
/// is refused), resizable, HiDPI-aware, vsync unless a recorded run turns it off. Its
/// callbacks become `DemoInput`s (`DemoWindow+Callbacks.swift`) that `pollInputs()` hands over.
///
/// GLFW must be used from the main thread; so must the window's GL context, which stays current
/// there for the window's life. `close()` destroys the window and ends GLFW.
final class DemoWindow {
  /// The GLFW window, for an overlay's backend.
  let handle: OpaquePointer
  private let inputs = InputQueue()

  /// Opens the window and makes its context current.
  /// - Throws: `DemoWindowError` when GLFW cannot start (no display) or no 4.3+ core context.
  init(title: String, width: Int, height: Int, vsync: Bool) throws(DemoWindowError) {
    glfwSetErrorCallback { _, description in
      DemoWindow.lastError.withLock { $0 = description.map { String(cString: $0) } }
    }
    guard glfwInit() == GLFW_TRUE else { throw .noDisplay(reason: Self.takeError()) }
    var created: OpaquePointer?
    for (major, minor) in [(4, 5), (4, 3)] where created == nil {
      Self.setHints(major: major, minor: minor)
      created = glfwCreateWindow(Int32(width), Int32(height), title, nil, nil)
    }
    guard let created else {
      let reason = Self.takeError()
      glfwTerminate()
      throw .noContext(reason: reason)
    }
    handle = created
    glfwMakeContextCurrent(handle)
    glfwSwapInterval(vsync ? 1 : 0)
    installCallbacks(on: handle, queue: inputs)
  }

  /// The window's size, framebuffer and content scale now.
  var surface: DemoSurface { EmitterDemo.surface(of: handle) }

  /// Processes pending window events and returns the inputs they made, in order.
  func pollInputs() -> [DemoInput] {
    glfwPollEvents()
    var drained = inputs.drain()
    if glfwWindowShouldClose(handle) == GLFW_TRUE {
      glfwSetWindowShouldClose(handle, GLFW_FALSE)
      drained.append(.close)
    }
    return drained
  }

  /// Shows the frame drawn into the back buffer.
  func swapBuffers() {
    glfwSwapBuffers(handle)
  }

  /// Asks the window system for a new size in screen coordinates; the change arrives as a
  /// resize input once the window system has made it.
  func setSize(width: Int, height: Int) {
    glfwSetWindowSize(handle, Int32(width), Int32(height))
  }

  func setTitle(_ title: String) {
    glfwSetWindowTitle(handle, title)
  }

  /// Seconds since GLFW started: the demo's wall clock.
  static var time: Double { glfwGetTime() }

  /// Destroys the window and ends GLFW; the GL context goes with it, so the GL objects made in
  /// it must be destroyed first.
  func close() {
    glfwDestroyWindow(handle)
    glfwTerminate()
  }

  private static func setHints(major: Int, minor: Int) {
    glfwDefaultWindowHints()
    glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_API)
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, Int32(major))
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, Int32(minor))
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
    #if DEBUG
      glfwWindowHint(GLFW_OPENGL_DEBUG_CONTEXT, GLFW_TRUE)
    #endif
    glfwWindowHint(GLFW_RESIZABLE, GLFW_TRUE)
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE)
  }

  /// GLFW's last error text, from its error callback (which cannot capture context).
  private static let lastError = Mutex<String?>(nil)

  private static func takeError() -> String {
    lastError.withLock { error in
      defer { error = nil }
      return error ?? "GLFW gave no reason"
    }
  }
}

/// Why the demo window could not open.
enum DemoWindowError: Error, Sendable, Equatable, CustomStringConvertible {
  /// GLFW could not start: no X11 or Wayland display to talk to.
  case noDisplay(reason: String)
  /// The display has no OpenGL 4.3+ core context to offer.
  case noContext(reason: String)

  package var description: String {
    switch self {
    case .noDisplay(let reason):
      "cannot open a window (\(reason))"
    case .noContext(let reason):
      "the display offers no OpenGL 4.3+ core context (\(reason)); install Mesa's llvmpipe"
        + " (tools/setup) or use a GPU driver with OpenGL 4.5"
    }
  }
}
