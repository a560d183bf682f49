@preconcurrency import CEpoxy

/// The EGL displays a headless context can come up on, one function per route. A route that
/// cannot be tried records why in `attempts` and returns no display.
extension HeadlessContext {
  /// How many EGL devices to look at on the device platform.
  private static let maxDevices = 16

  typealias Candidate = (HeadlessPlatform, EGLDisplay)

  /// Mesa's surfaceless platform: no window system at all.
  static func surfacelessDisplay(
    client: String?, attempts: inout [GLContextError.Attempt]
  ) -> [Candidate] {
    let platform = HeadlessPlatform.mesaSurfaceless
    guard EGL.has("EGL_EXT_platform_base", in: client),
      EGL.has("EGL_MESA_platform_surfaceless", in: client)
    else {
      attempts.append(
        .init(
          tried: "\(platform)",
          failure: "EGL lacks EGL_MESA_platform_surfaceless (is libegl-mesa0 installed?)"))
      return []
    }
    guard
      let display = epoxy_eglGetPlatformDisplayEXT!(
        EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
    else {
      attempts.append(.init(tried: "\(platform)", failure: EGL.lastError()))
      return []
    }
    return [(platform, display)]
  }

  /// The device platform: one display per GPU (or software device), first device first.
  static func deviceDisplays(
    client: String?, attempts: inout [GLContextError.Attempt]
  ) -> [Candidate] {
    let tried = "EGL device platform (EGL_PLATFORM_DEVICE_EXT)"
    guard EGL.has("EGL_EXT_platform_base", in: client),
      EGL.has("EGL_EXT_platform_device", in: client),
      EGL.has("EGL_EXT_device_enumeration", in: client)
        || EGL.has("EGL_EXT_device_base", in: client)
    else {
      attempts.append(
        .init(tried: tried, failure: "EGL lacks EGL_EXT_platform_device or device enumeration"))
      return []
    }
    var devices = [EGLDeviceEXT?](repeating: nil, count: maxDevices)
    var count: EGLint = 0
    guard epoxy_eglQueryDevicesEXT!(EGLint(maxDevices), &devices, &count) == EGLBoolean(EGL_TRUE),
      count > 0
    else {
      attempts.append(.init(tried: tried, failure: "no EGL devices (\(EGL.lastError()))"))
      return []
    }
    return (0..<Int(count)).compactMap { index in
      epoxy_eglGetPlatformDisplayEXT!(EGLenum(EGL_PLATFORM_DEVICE_EXT), devices[index], nil)
        .map { (.device(index: index), $0) }
    }
  }

  /// Whatever display the EGL vendor picks by default.
  static func defaultDisplay(
    client: String?, attempts: inout [GLContextError.Attempt]
  ) -> [Candidate] {
    guard let display = epoxy_eglGetDisplay!(nil) else {
      attempts.append(
        .init(tried: "\(HeadlessPlatform.defaultDisplay)", failure: "no default display"))
      return []
    }
    return [(.defaultDisplay, display)]
  }
}
