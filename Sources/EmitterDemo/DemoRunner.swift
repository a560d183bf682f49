import EmitterGL
import Foundation

/// `emitter demo`'s entry point: checks for a display, opens the window, runs the session and
/// closes everything in order (GL objects, then the window and its context).
package enum DemoRunner {
  /// Runs the demo; `overlay`, if given, is drawn over the particles (F2 shows or hides it).
  package static func run(_ options: DemoOptions, overlay: DemoOverlay? = nil) throws(DemoError) {
    let name = options.scene.displayName
    guard DisplayCheck.displayName() != nil else {
      throw .noDisplay(DisplayCheck.noDisplayMessage(scene: name))
    }
    let size = options.windowSize
    let window: DemoWindow
    do {
      let scene = try DemoSession.load(options.scene)
      window = try DemoWindow(
        title: "EmitterKit · \(name)",
        width: Int((size?.width ?? scene.size.width).rounded()),
        height: Int((size?.height ?? scene.size.height).rounded()),
        vsync: options.frames == nil)
    } catch DemoWindowError.noDisplay(let reason) {
      throw .noDisplay(DisplayCheck.noDisplayMessage(scene: name, reason: reason))
    } catch let error as DemoError {
      throw error
    } catch {
      throw .failed("emitter demo: \(error)")
    }
    defer { window.close() }
    WindowFramebuffer.adoptCurrentContext()
    overlay?.attach(toWindow: window.handle)
    defer { overlay?.detach() }
    do {
      let session = try DemoSession(window: window, options: options, overlay: overlay)
      defer { session.destroy() }
      try session.run()
    } catch let error as DemoError {
      throw error
    } catch {
      throw .failed("emitter demo: \(name): \(error)")
    }
  }
}
