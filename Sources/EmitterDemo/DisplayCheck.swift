import Foundation

/// Whether a window can open here, decided before GLFW is touched: GLFW needs an X11 or Wayland
/// display, and without one the demo says so in one line and points to what works instead.
package enum DisplayCheck {
  /// The variable that names the display, when one is set (`DISPLAY` or `WAYLAND_DISPLAY`).
  package static func displayName(
    in environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> String?
  {
    for key in ["WAYLAND_DISPLAY", "DISPLAY"] {
      if let value = environment[key], !value.isEmpty { return "\(key)=\(value)" }
    }
    return nil
  }

  /// The one line printed when there is no display: what is missing and the two ways on.
  static func noDisplayMessage(scene: String, reason: String? = nil) -> String {
    let why = reason.map { "cannot open a window (\($0))" } ?? "no display (DISPLAY is not set)"
    let image = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent + ".png"
    return "emitter demo: \(why); render headless with `emitter render \(scene) --out \(image)`"
      + " or run the window on a virtual display with `xvfb-run -a emitter demo \(scene)`"
  }
}
