@preconcurrency import CEpoxy
import Glibc

extension GL {
  /// Whether a GL context is current on this thread, through EGL or GLX: what a library drawing
  /// into its host's context checks before its first GL call, since a GL call without one
  /// crashes inside the driver rather than failing.
  package static var hasCurrentContext: Bool { currentContextIdentity != nil }

  /// The current context's EGL or GLX handle as a number, nil when none is current: what tells
  /// one context from another, so an object made in one is never used in another (vertex
  /// arrays and framebuffers are not shared even between sharing contexts).
  package static var currentContextIdentity: UInt? {
    if epoxy_has_egl(), let current = epoxy_eglGetCurrentContext, let context = current() {
      return UInt(bitPattern: Int(bitPattern: context))
    }
    // GLX (GLFW and SDL on X11): asked through the already loaded libGLX, never loading it.
    for library in ["libGLX.so.0", "libGL.so.1"] {
      guard let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD) else { continue }
      defer { dlclose(handle) }
      guard let symbol = dlsym(handle, "glXGetCurrentContext") else { continue }
      typealias Current = @convention(c) () -> UnsafeMutableRawPointer?
      if let context = unsafeBitCast(symbol, to: Current.self)() {
        return UInt(bitPattern: Int(bitPattern: context))
      }
    }
    return nil
  }
}
