@preconcurrency import CEpoxy
import Foundation

/// An OpenGL 4.5 (at least 4.3) core context with no window and no surface, through EGL: for
/// tests, `emitter render` and `emitter bench`.
///
/// Displays are tried in order: Mesa's surfaceless platform (llvmpipe on a machine without a
/// GPU), the EGL device platform (how NVIDIA runs headless), then the default display. Each
/// asks for 4.5 core, then 4.3 core; debug builds also ask for a debug context and install
/// `GLDebugLog`. Renders go to framebuffer objects, so no surface is ever made.
///
/// **Thread rule.** A context is current on at most one thread at a time. Wrap GL work in
/// `withCurrent`, which takes the context's lock, makes the context current on the calling
/// thread and releases it afterwards, so tests on a thread pool can share `shared()`. A
/// program with one GL thread may instead call `makeCurrent()` once on that thread.
public final class HeadlessContext: @unchecked Sendable {
  // @unchecked: the EGL handles never change after init, EGL calls on them are thread-safe,
  // and `nesting` is only touched while `lock` is held.

  /// The display route that worked.
  public let platform: HeadlessPlatform
  /// The GL version the context reports.
  public let version: GLVersion
  /// `GL_RENDERER` of the context, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
  public let renderer: String
  /// `GL_VERSION` of the context, e.g. "4.5 (Core Profile) Mesa 22.3.6".
  public let versionString: String

  private let display: EGLDisplay
  private let context: EGLContext
  private let lock = NSRecursiveLock()
  private var nesting = 0
  /// Every program linked on this context, shared by all its owners.
  let programs = ShaderProgramCache()

  /// Creates a context, trying every route; see the type's documentation.
  /// - Throws: `GLContextError` listing each route tried and why it failed, with install advice.
  public init() throws(GLContextError) {
    let made = try Self.create()
    (platform, display, context) = (made.platform, made.display, made.context)
    (version, renderer, versionString) = (made.version, made.renderer, made.versionString)
    ProgramCacheRegistry.register(programs, for: context)
  }

  /// The process-wide context, created on first use. Its creation error, if any, is kept and
  /// thrown to every caller, so each test reports the same cause.
  public static func shared() throws(GLContextError) -> HeadlessContext {
    try sharedResult.get()
  }

  private static let sharedResult = Result { () throws(GLContextError) in try HeadlessContext() }

  /// Makes the context current on the calling thread and leaves it current.
  /// - Throws: `GLContextError` if EGL refuses, e.g. because another thread holds the context.
  public func makeCurrent() throws(GLContextError) {
    guard epoxy_eglMakeCurrent!(display, nil, nil, context) == EGLBoolean(EGL_TRUE) else {
      let error = EGL.lastError()
      let why = error == "EGL_BAD_ACCESS" ? " (the context is current on another thread)" : ""
      throw GLContextError(
        attempts: [.init(tried: "eglMakeCurrent (\(platform))", failure: error + why)],
        rendererFound: renderer)
    }
  }

  /// Detaches the context from the calling thread, so another thread can make it current.
  public func releaseCurrent() {
    _ = epoxy_eglMakeCurrent!(display, nil, nil, nil)
  }

  /// Destroys the EGL context (not the display, which EGL shares between contexts). For
  /// contexts made with `init()`; the shared one lives as long as the process.
  public func destroy() {
    ProgramCacheRegistry.unregister(context)
    programs.removeAll()
    releaseCurrent()
    _ = epoxy_eglDestroyContext!(display, context)
  }

  /// Runs `body` with the context current on the calling thread, holding a process-wide lock so
  /// no other thread uses it meanwhile; releases the context afterwards. Calls may nest.
  /// GL state (bindings, the program in use) carries over between callers, so set what a pass
  /// needs inside the call.
  public func withCurrent<Result>(_ body: () throws -> Result) throws -> Result {
    lock.lock()
    defer { lock.unlock() }
    if nesting == 0 { try makeCurrent() }
    nesting += 1
    defer {
      nesting -= 1
      if nesting == 0 { releaseCurrent() }
    }
    return try body()
  }
}

/// The EGL route a headless context came up through.
public enum HeadlessPlatform: Sendable, CustomStringConvertible {
  /// `EGL_PLATFORM_SURFACELESS_MESA`: Mesa with no window system, llvmpipe without a GPU.
  case mesaSurfaceless
  /// `EGL_PLATFORM_DEVICE_EXT` on the device with this index: NVIDIA's headless route.
  case device(index: Int)
  /// `eglGetDisplay(EGL_DEFAULT_DISPLAY)`: whatever the EGL vendor picks.
  case defaultDisplay

  /// The route, with its EGL name.
  public var description: String {
    switch self {
    case .mesaSurfaceless: "Mesa surfaceless (EGL_PLATFORM_SURFACELESS_MESA)"
    case .device(let index): "EGL device \(index) (EGL_PLATFORM_DEVICE_EXT)"
    case .defaultDisplay: "default display (eglGetDisplay(EGL_DEFAULT_DISPLAY))"
    }
  }
}
