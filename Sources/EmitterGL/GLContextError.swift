/// No usable OpenGL context: what was tried, why each try failed, the renderer found (if a
/// context came up but was too old) and what to install.
public struct GLContextError: Error, Sendable, CustomStringConvertible {
  /// One way of getting a context and why it failed.
  public struct Attempt: Sendable, CustomStringConvertible {
    /// The display or step tried, e.g. "Mesa surfaceless (EGL_PLATFORM_SURFACELESS_MESA)".
    public let tried: String
    /// Why it failed, with the EGL error name where there is one.
    public let failure: String

    /// An attempt at `tried` that failed with `failure`.
    package init(tried: String, failure: String) {
      self.tried = tried
      self.failure = failure
    }

    /// `tried: failure`.
    public var description: String { "\(tried): \(failure)" }
  }

  /// Every way tried, in order.
  public let attempts: [Attempt]
  /// `GL_RENDERER` of a context that came up but did not qualify, if any.
  public let rendererFound: String?

  /// What to do about it.
  public static let installHint =
    "Install Mesa's EGL driver and llvmpipe (OpenGL 4.5 on the CPU): run `sudo tools/setup`, "
    + "or `sudo apt-get install libegl-mesa0 libgl1-mesa-dri`. "
    + "On a machine with a GPU, install its vendor's EGL driver (NVIDIA: libegl-nvidia0)."

  /// An error listing `attempts` and the renderer found, if any.
  package init(attempts: [Attempt], rendererFound: String?) {
    self.attempts = attempts
    self.rendererFound = rendererFound
  }

  /// Every attempt and why it failed, then `installHint`.
  public var description: String {
    let tries = attempts.map { "  - \($0)" }.joined(separator: "\n")
    return """
      GLContextError: no OpenGL \(GLVersion.minimum)+ core context could be made headless.
      Tried:
      \(tries)
      Renderer found: \(rendererFound ?? "none")
      \(Self.installHint)
      """
  }
}
