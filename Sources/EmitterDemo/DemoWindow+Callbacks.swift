import CGLFW

/// Inputs collected by GLFW's callbacks between two `pollInputs()` calls. A class, so the
/// callbacks (plain C function pointers, no captures) can reach it through the window's user
/// pointer. Used on the main thread only.
final class InputQueue {
  private var inputs: [DemoInput] = []

  func append(_ input: DemoInput) { inputs.append(input) }

  func drain() -> [DemoInput] {
    defer { inputs.removeAll() }
    return inputs
  }

  /// The queue a callback's window carries.
  static func of(_ window: OpaquePointer?) -> InputQueue? {
    guard let window, let pointer = glfwGetWindowUserPointer(window) else { return nil }
    return Unmanaged<InputQueue>.fromOpaque(pointer).takeUnretainedValue()
  }
}

/// Routes the window's key, mouse, scroll and size callbacks into `queue`, which must outlive
/// the window (the window holds it unretained).
func installCallbacks(on window: OpaquePointer, queue: InputQueue) {
  glfwSetWindowUserPointer(window, Unmanaged.passUnretained(queue).toOpaque())
  glfwSetKeyCallback(window) { window, key, _, action, mods in
    guard action == GLFW_PRESS || action == GLFW_REPEAT,
      let demoKey = DemoKeyMap.key(forGLFWKey: key, mods: mods),
      action == GLFW_PRESS || DemoKeyMap.repeats(demoKey)
    else { return }
    InputQueue.of(window)?.append(.key(demoKey))
  }
  glfwSetMouseButtonCallback(window) { window, button, action, _ in
    guard button == GLFW_MOUSE_BUTTON_LEFT, action == GLFW_PRESS else { return }
    var x = 0.0
    var y = 0.0
    glfwGetCursorPos(window, &x, &y)
    InputQueue.of(window)?.append(.click(x: x, y: y))
  }
  glfwSetScrollCallback(window) { window, _, notches in
    guard notches != 0 else { return }
    InputQueue.of(window)?.append(.scroll(notches))
  }
  glfwSetFramebufferSizeCallback(window) { window, _, _ in
    InputQueue.of(window)?.append(.resize(surface(of: window)))
  }
  glfwSetWindowContentScaleCallback(window) { window, _, _ in
    InputQueue.of(window)?.append(.resize(surface(of: window)))
  }
}

/// A window's size, framebuffer and content scale, from its raw handle (callbacks have only that).
func surface(of window: OpaquePointer?) -> DemoSurface {
  var width: Int32 = 0
  var height: Int32 = 0
  var pixelsWide: Int32 = 0
  var pixelsHigh: Int32 = 0
  var scaleX: Float = 1
  var scaleY: Float = 1
  glfwGetWindowSize(window, &width, &height)
  glfwGetFramebufferSize(window, &pixelsWide, &pixelsHigh)
  glfwGetWindowContentScale(window, &scaleX, &scaleY)
  return DemoSurface(
    windowWidth: Int(width), windowHeight: Int(height), framebufferWidth: Int(pixelsWide),
    framebufferHeight: Int(pixelsHigh), contentScale: Double(max(scaleX, 1)))
}
