@preconcurrency import CEpoxy

/// Finding a display and making a context on it; every failure is recorded as an attempt.
extension HeadlessContext {
  struct Made {
    let platform: HeadlessPlatform
    let display: EGLDisplay
    let context: EGLContext
    let version: GLVersion
    let renderer: String
    let versionString: String
  }

  /// `EGL_DONT_CARE`, a cast macro Swift does not import.
  private static let eglDontCare: EGLint = -1

  /// Context versions to ask for, best first.
  private static let requestedVersions = [GLVersion.preferred, GLVersion.minimum]

  static func create() throws(GLContextError) -> Made {
    var attempts: [GLContextError.Attempt] = []
    var rendererFound: String?
    let client = EGL.string(nil, EGL_EXTENSIONS)
    // Routes in order; each is asked for its displays only when the ones before it failed.
    let routes = [surfacelessDisplay, deviceDisplays, defaultDisplay]
    for route in routes {
      for (platform, display) in route(client, &attempts) {
        switch makeContext(on: display, platform: platform, rendererFound: &rendererFound) {
        case .made(let made): return made
        case .refused(let why):
          attempts.append(.init(tried: "\(platform)", failure: why))
          _ = epoxy_eglTerminate!(display)
        }
      }
    }
    throw GLContextError(attempts: attempts, rendererFound: rendererFound)
  }

  private enum Outcome {
    case made(Made)
    case refused(String)
  }

  /// Initialises `display` and makes a qualifying core context on it, or says why not.
  private static func makeContext(
    on display: EGLDisplay, platform: HeadlessPlatform, rendererFound: inout String?
  ) -> Outcome {
    var eglMajor: EGLint = 0
    var eglMinor: EGLint = 0
    guard epoxy_eglInitialize!(display, &eglMajor, &eglMinor) == EGLBoolean(EGL_TRUE) else {
      return .refused("eglInitialize: \(EGL.lastError())")
    }
    let extensions = EGL.string(display, EGL_EXTENSIONS)
    guard EGL.has("EGL_KHR_surfaceless_context", in: extensions) else {
      return .refused("no EGL_KHR_surfaceless_context: cannot make current without a surface")
    }
    guard epoxy_eglBindAPI!(EGLenum(EGL_OPENGL_API)) == EGLBoolean(EGL_TRUE) else {
      return .refused("eglBindAPI(EGL_OPENGL_API): \(EGL.lastError()) (no desktop OpenGL)")
    }
    let config: EGLConfig?
    switch chooseConfig(display, extensions: extensions) {
    case .notNeeded: config = nil
    case .found(let found): config = found
    case .unavailable: return .refused("eglChooseConfig: no OpenGL config (\(EGL.lastError()))")
    }
    let debugAttributes = debugContextAttributes(eglVersion: (eglMajor, eglMinor), extensions)
    var refusals: [String] = []
    for version in requestedVersions {
      for debug in debugAttributes.map({ [$0, []] }) ?? [[]] {
        let request = "\(version) core\(debug.isEmpty ? "" : " debug")"
        let attributes = contextAttributes(version, extra: debug)
        guard let context = epoxy_eglCreateContext!(display, config, nil, attributes) else {
          refusals.append("\(request): \(EGL.lastError())")
          continue
        }
        switch qualify(context, display, platform, rendererFound: &rendererFound) {
        case .made(let made): return .made(made)
        case .refused(let why):
          _ = epoxy_eglDestroyContext!(display, context)
          refusals.append("\(request): \(why)")
        }
      }
    }
    return .refused("no context: " + refusals.joined(separator: "; "))
  }

  private enum ConfigChoice {
    /// The display takes `EGL_NO_CONFIG_KHR` (`EGL_KHR_no_config_context`).
    case notNeeded
    case found(EGLConfig?)
    case unavailable
  }

  /// A config for OpenGL rendering with any surface type, where the display needs one.
  private static func chooseConfig(_ display: EGLDisplay, extensions: String?) -> ConfigChoice {
    if EGL.has("EGL_KHR_no_config_context", in: extensions) { return .notNeeded }
    let attributes: [EGLint] = [
      EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_SURFACE_TYPE, eglDontCare, EGL_NONE,
    ]
    var config: EGLConfig?
    var count: EGLint = 0
    guard epoxy_eglChooseConfig!(display, attributes, &config, 1, &count) == EGLBoolean(EGL_TRUE),
      count > 0
    else { return .unavailable }
    return .found(config)
  }

  private static func contextAttributes(_ version: GLVersion, extra: [EGLint]) -> [EGLint] {
    [
      EGL_CONTEXT_MAJOR_VERSION, EGLint(version.major),
      EGL_CONTEXT_MINOR_VERSION, EGLint(version.minor),
      EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
    ] + extra + [EGL_NONE]
  }

  /// The attributes that ask for a debug context, in debug builds where the display can: EGL
  /// 1.5 names it directly, EGL 1.4 (Mesa reports 1.4 for some drivers) through
  /// `EGL_KHR_create_context`'s flags.
  private static func debugContextAttributes(
    eglVersion: (EGLint, EGLint), _ extensions: String?
  ) -> [EGLint]? {
    guard GLDebugLog.isEnabled else { return nil }
    if eglVersion >= (1, 5) { return [EGL_CONTEXT_OPENGL_DEBUG, EGL_TRUE] }
    if EGL.has("EGL_KHR_create_context", in: extensions) {
      return [EGL_CONTEXT_FLAGS_KHR, EGL_CONTEXT_OPENGL_DEBUG_BIT_KHR]
    }
    return nil
  }

  /// Makes `context` current and checks it is core and at least the minimum version; on
  /// success installs the debug log. Releases it either way, so any thread can take it.
  private static func qualify(
    _ context: EGLContext, _ display: EGLDisplay, _ platform: HeadlessPlatform,
    rendererFound: inout String?
  ) -> Outcome {
    guard epoxy_eglMakeCurrent!(display, nil, nil, context) == EGLBoolean(EGL_TRUE) else {
      return .refused("eglMakeCurrent without a surface: \(EGL.lastError())")
    }
    defer { _ = epoxy_eglMakeCurrent!(display, nil, nil, nil) }
    let version = GL.version
    rendererFound = "\(GL.renderer) (\(GL.versionString))"
    guard version >= GLVersion.minimum, GL.isCoreProfile else {
      return .refused("got \(rendererFound ?? "?"), below \(GLVersion.minimum) core")
    }
    GLDebugLog.install()
    return .made(
      Made(
        platform: platform, display: display, context: context, version: version,
        renderer: GL.renderer, versionString: GL.versionString))
  }
}
