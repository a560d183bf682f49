import EmitterModel

/// Something drawn over the particles in the window, with its own share of the input: the
/// executable's Dear ImGui parameter panel. A protocol, so this library needs no C++ interop
/// (interop is contagious to every importer); the executable, which has it, conforms.
///
/// All calls come from the main thread with the window's context current.
package protocol DemoOverlay: AnyObject {
  /// Called once after the window opens, with its GLFW handle; the overlay installs its input
  /// callbacks then (chaining the demo's own, which are installed first).
  func attach(toWindow window: OpaquePointer)
  /// Whether the overlay took the mouse or the keyboard during the last frame: clicks and
  /// scrolls over a panel do not move the emitter, typing into it does not switch presets.
  var capturesMouse: Bool { get }
  var capturesKeyboard: Bool { get }
  /// Draws `content` (the live model's properties) into the window's back buffer after the
  /// particles. Returns what the person did this frame, as inputs: live sets
  /// (`.setValue`), and the save and record keys of its buttons. The demo applies them as it
  /// does keys, so the panel changes the running simulator live.
  func draw(_ content: PanelContent) -> [DemoInput]
  /// Releases what `attach` made, before the window closes.
  func detach()
}
