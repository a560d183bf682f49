import EmitterTestSupport
import Foundation
import Testing

/// The built library installed into a temporary prefix, as a user's `tools/install` would put it:
/// what every example test starts from. `remove()` deletes the folder.
struct InstalledLibrary {
  let work: URL
  /// Where `tools/install` puts lib/, include/ and lib/pkgconfig/.
  let prefix: String
  let root = Repository.root.path

  /// Checks the library was built (`swift build --build-tests` builds every product) and names a
  /// fresh work folder `emitterkit-NAME-PID`; the prefix is `subfolder` inside it, or the folder.
  init(_ name: String, prefixSubfolder subfolder: String? = nil) throws {
    let library = CLibraryTests.binPath.appendingPathComponent("libemitterkit.so")
    try #require(
      FileManager.default.fileExists(atPath: library.path),
      "no \(library.path): build the library with `swift build --build-tests`")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitterkit-\(name)-\(getpid())")
    work = folder
    prefix = subfolder.map { folder.appendingPathComponent($0).path } ?? folder.path
  }

  /// Bash lines that install the library into `prefix` and point pkg-config at it.
  var installScript: String { installScript(withProgram: false) }

  /// `installScript`, with the built `emitter` program and the presets beside the library when
  /// `withProgram` (what Python's render() runs).
  func installScript(withProgram: Bool) -> String {
    """
    '\(root)/tools/install' --no-build\(withProgram ? "" : " --library-only") --bin-path '\(CLibraryTests.binPath.path)' --prefix '\(prefix)'
    export PKG_CONFIG_PATH='\(prefix)/lib/pkgconfig'
    """
  }

  /// Bash lines that compile the C program Tests/c/`source` against the installed library into
  /// `program`, warnings as errors, with `flags` (more pkg-config packages, libraries).
  func compileScript(_ source: String, to program: String, flags: String = "") -> String {
    Self.compileScript(root: root, source: source, program: program, flags: flags)
  }

  /// `compileScript` for a library installed some other way (pkg-config pointed at it).
  static func compileScript(root: String, source: String, program: String, flags: String = "")
    -> String
  {
    """
    compiler="${CC:-$(command -v cc || command -v clang || true)}"
    [[ -n "$compiler" ]] || { echo "no C compiler: set CC, or install gcc"; exit 1; }
    "$compiler" -std=c11 -Wall -Wextra -Werror -o '\(program)' '\(root)/Tests/c/\(source)' \\
      $(pkg-config --cflags --libs emitterkit) \(flags)
    """
  }

  /// Installs the library, compiles Tests/c/`source` against it with `-lm` and runs it with
  /// `arguments`, killed after `seconds`; returns its exit status and output.
  func runProgram(_ source: String, arguments: String, killedAfter seconds: Int) throws
    -> (Int32, String)
  {
    let program = work.appendingPathComponent((source as NSString).deletingPathExtension).path
    return try CLibraryTests.run(
      """
      set -euo pipefail
      \(installScript)
      \(compileScript(source, to: program, flags: "-lm"))
      timeout --signal=KILL \(seconds) '\(program)' \(arguments)
      """)
  }

  func remove() { try? FileManager.default.removeItem(at: work) }
}
