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

  /// Why no window opens when `displayName()` is nil.
  package static let noDisplay = "no display (DISPLAY and WAYLAND_DISPLAY are not set)"

  /// The one line printed when no window can open: what is missing and the two ways on.
  static func noDisplayMessage(scene: String, reason: String? = nil) -> String {
    let why = reason.map { "cannot open a window (\($0))" } ?? noDisplay
    return "emitter demo: \(why); \(waysToSee(scene))"
  }

  /// The two ways to see `scene` without a window here: a headless render to a PNG, and the
  /// window on a virtual display.
  package static func waysToSee(_ scene: String) -> String {
    let image = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent + ".png"
    return "render headless with `emitter render \(scene) --out \(image)` or run the window on a"
      + " virtual display with `xvfb-run -a emitter demo \(scene)`"
  }
}
