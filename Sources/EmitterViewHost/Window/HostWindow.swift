import CGLFW
import Foundation
import Synchronization

/// The GLFW window a view tree is shown in: an OpenGL 4.5 core context (4.3, the compute
/// minimum, when 4.5 is refused) current on the calling thread for the window's life, and its
/// mouse and size callbacks turned into `WindowInput`s that `pollInputs()` hands over (the
/// left button is the touch; moves count while it is down).
///
/// GLFW is used from one thread, the one that made the window; `close()` destroys the window
/// and ends GLFW, so GL objects made in its context must be freed first.
final class HostWindow {
  let handle: OpaquePointer
  private let inputs = WindowInputQueue()

  /// Opens a `width` × `height`-point window titled `title`.
  /// - Throws: `WindowHostError` when there is no display or no 4.3+ core context.
  init(title: String, width: Int, height: Int, vsync: Bool) throws(WindowHostError) {
    glfwSetErrorCallback { _, description in
      HostWindow.lastError.withLock { $0 = description.map { String(cString: $0) } }
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
    inputs.install(on: handle)
  }

  /// Window size in screen coordinates and framebuffer size in pixels.
  var sizes: (window: (Int, Int), framebuffer: (Int, Int)) {
    var (w, h, fw, fh): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    glfwGetWindowSize(handle, &w, &h)
    glfwGetFramebufferSize(handle, &fw, &fh)
    return ((Int(w), Int(h)), (Int(fw), Int(fh)))
  }

  /// Pixels per point: the framebuffer over the window, or the monitor's content scale where
  /// the window system reports pixels (X11), whichever is larger.
  var pixelScale: Double {
    var scaleX: Float = 1
    var scaleY: Float = 1
    glfwGetWindowContentScale(handle, &scaleX, &scaleY)
    let (window, framebuffer) = sizes
    let ratio = window.0 > 0 ? Double(framebuffer.0) / Double(window.0) : 1
    return max(ratio, Double(max(scaleX, 1)), 1)
  }

  /// Processes window events and returns the inputs they made, in order.
  func pollInputs() -> [WindowInput] {
    glfwPollEvents()
    var drained = inputs.drain()
    if glfwWindowShouldClose(handle) == GLFW_TRUE { drained.append(.close) }
    return drained
  }

  func swapBuffers() { glfwSwapBuffers(handle) }

  /// Seconds since GLFW started.
  static var time: Double { glfwGetTime() }

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

  private static let lastError = Mutex<String?>(nil)

  private static func takeError() -> String {
    lastError.withLock { error in
      defer { error = nil }
      return error ?? "GLFW gave no reason"
    }
  }
}

/// What the window reports between two polls.
enum WindowInput: Equatable {
  /// The left button went down, moved while down, or went up, at window points.
  case pointer(PointerEvent.Phase, x: Double, y: Double)
  /// The framebuffer changed size.
  case resized
  /// The window's close button.
  case close
}

/// Inputs collected by GLFW's callbacks (plain C function pointers: they reach the queue
/// through the window's user pointer).
final class WindowInputQueue {
  private var inputs: [WindowInput] = []
  private var isDown = false

  func drain() -> [WindowInput] {
    defer { inputs.removeAll() }
    return inputs
  }

  private static func of(_ window: OpaquePointer?) -> WindowInputQueue? {
    guard let window, let pointer = glfwGetWindowUserPointer(window) else { return nil }
    return Unmanaged<WindowInputQueue>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Routes the window's callbacks here; the queue must outlive the window.
  func install(on window: OpaquePointer) {
    glfwSetWindowUserPointer(window, Unmanaged.passUnretained(self).toOpaque())
    glfwSetMouseButtonCallback(window) { window, button, action, _ in
      guard button == GLFW_MOUSE_BUTTON_LEFT, let queue = WindowInputQueue.of(window) else {
        return
      }
      var x = 0.0
      var y = 0.0
      glfwGetCursorPos(window, &x, &y)
      queue.isDown = action == GLFW_PRESS
      queue.inputs.append(.pointer(action == GLFW_PRESS ? .down : .up, x: x, y: y))
    }
    glfwSetCursorPosCallback(window) { window, x, y in
      guard let queue = WindowInputQueue.of(window), queue.isDown else { return }
      queue.inputs.append(.pointer(.move, x: x, y: y))
    }
    glfwSetFramebufferSizeCallback(window) { window, _, _ in
      WindowInputQueue.of(window)?.inputs.append(.resized)
    }
  }
}

/// Why a window could not be shown.
package enum WindowHostError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No X11 or Wayland display (GLFW could not start).
  case noDisplay(reason: String)
  /// The display offers no OpenGL 4.3+ core context.
  case noContext(reason: String)
  /// The window size asked for (points) is not 1...16384 whole points a side.
  case badSize(String)

  package var description: String {
    switch self {
    case .noDisplay(let reason):
      "cannot open a window (\(reason)); run on a display, under `xvfb-run -a`, or render"
        + " headless"
    case .noContext(let reason):
      "the display offers no OpenGL 4.3+ core context (\(reason)); install Mesa's llvmpipe"
        + " (tools/setup) or use a GPU driver with OpenGL 4.5"
    case .badSize(let size):
      "window size \(size) points: expected whole points, 1...16384 a side"
    }
  }
}
