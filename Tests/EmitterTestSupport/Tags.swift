import Testing

/// The tiers beside the pure one, as tags on the suites their names already mark (Package.swift,
/// "Tests, in tiers"): `swift test --skip 'GLTests|WindowTests|ToolTests'` runs the pure tier by
/// name; the tags let a test runner or IDE filter the same sets.
extension Tag {
  /// Needs an OpenGL 4.3+ context (llvmpipe through headless EGL without a GPU).
  @Tag public static var gl: Self
  /// Needs a window: the suite starts its own Xvfb.
  @Tag public static var window: Self
  /// Needs an outside tool: ffmpeg, a C compiler and pkg-config, pip, GTK, glslangValidator,
  /// python3's jsonschema or the built `emitter`.
  @Tag public static var tool: Self
}
