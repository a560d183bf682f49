import EmitterTestSupport
import Foundation
import Testing

/// The Python binding (examples/python) as a developer gets it: libemitterkit.so and `emitter`
/// from this test run installed into a temporary prefix by `tools/install --no-build`, a fresh
/// venv (`python3 -m venv`), `pip install -e examples/python[test]` (an editable install, which
/// bundles nothing; Pillow, numpy and pytest from PyPI), then its pytest suite, headless (EGL).
/// The binding finds the library through pkg-config, as a user's would after `tools/install`,
/// and render() the program beside it. The wheel a user installs, with the static release inside,
/// is tools/python-wheel-check's (CI runs it after tools/package).
@Suite("The Python binding, pip-installed, its pytest suite", .tags(.tool))
struct PythonBindingTests {
  @Test("pip install -e examples/python works and its tests pass")
  func pytestSuite() throws {
    let installed = try InstalledLibrary("python", prefixSubfolder: "prefix")
    defer { installed.remove() }
    let (work, root) = (installed.work, installed.root)
    let venv = work.appendingPathComponent("venv").path
    // No bytecode or pytest cache written into the repository; the suite runs from the work
    // folder so `emitterkit` is the installed package, not a folder in the working directory.
    let script = """
      set -euo pipefail
      \(installed.installScript(withProgram: true))
      export PYTHONDONTWRITEBYTECODE=1
      unset EMITTERKIT_LIBRARY EMITTERKIT_SCENES
      python3 -m venv '\(venv)' || { echo "python3 -m venv failed: run tools/setup (Debian package python3-venv)"; exit 1; }
      '\(venv)/bin/pip' install --quiet --disable-pip-version-check -e '\(root)/examples/python[test]'
      cd '\(work.path)'
      '\(venv)/bin/python' -m pytest -p no:cacheprovider -q '\(root)/examples/python/tests'
      """
    let (status, output) = try CLibraryTests.run(script)
    #expect(status == 0, "tools/install, venv, pip or pytest failed (exit \(status)):\n\(output)")
    #expect(output.contains(" passed"), "\(output)")
    #expect(!output.contains(" failed"), "\(output)")
  }
}
