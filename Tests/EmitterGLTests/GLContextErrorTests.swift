import EmitterGL
import EmitterTestSupport
import Testing

/// The context error is read by a person with no GL on their machine: it must say what was
/// tried and what to install.
@Suite("GLContextError explains itself", .tags(.gl))
struct GLContextErrorTests {
  @Test("the description lists each attempt, the renderer found and the install command")
  func descriptionIsActionable() {
    let error = GLContextError(
      attempts: [
        .init(
          tried: "\(HeadlessPlatform.mesaSurfaceless)",
          failure: "eglInitialize: EGL_NOT_INITIALIZED"),
        .init(tried: "\(HeadlessPlatform.defaultDisplay)", failure: "no default display"),
      ],
      rendererFound: nil)
    let text = error.description
    #expect(text.contains("EGL_PLATFORM_SURFACELESS_MESA"))
    #expect(text.contains("EGL_NOT_INITIALIZED"))
    #expect(text.contains("Renderer found: none"))
    #expect(text.contains("tools/setup"))
    #expect(text.contains("libegl-mesa0 libgl1-mesa-dri"))
  }
}
