import EmitterImage
import EmitterTestSupport
import Foundation
import Testing

/// README's first screen ("Start") as its readers run it: the command-line block with the built
/// `emitter` on PATH, the C block compiled against the installed library as the line above it
/// says, each in an empty folder, and what they write looked at. The Swift block is compiled by
/// `LibraryConsumerTests`, the Python block by `ReadmePythonFirstScreenTests`, the GTK lines by
/// `GTK4ExampleTests`.
@Suite("README's first screen: the command line and C blocks, as written", .tags(.tool))
struct ReadmeFirstScreenTests {
  /// README's "Start" section.
  static func firstScreen() throws -> String {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "## Start\n"), "README has no Start section")
    let end = readme[start.upperBound...].range(of: "\n## ")?.lowerBound ?? readme.endIndex
    return String(readme[start.upperBound..<end])
  }

  /// The code blocks fenced as ```LANGUAGE in `text`, in order.
  static func blocks(_ language: String, in text: String) -> [String] {
    var found: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "```\(language)\n"),
      let close = rest[open.upperBound...].range(of: "```")
    {
      found.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return found
  }

  /// A fresh empty folder for a block to run in.
  static func emptyFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitterkit-readme-\(name)-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// How many of `image`'s pixels are neither white nor clear: confetti drawn.
  static func colouredPixels(_ pixels: [UInt8]) -> Int {
    stride(from: 0, to: pixels.count, by: 4).filter { i in
      pixels[i + 3] > 0 && (pixels[i] < 240 || pixels[i + 1] < 240 || pixels[i + 2] < 240)
    }.count
  }

  @Test("the command-line block renders confetti to a PNG and a WebM with alpha")
  func commandLine() throws {
    let commands = try #require(Self.blocks("sh", in: Self.firstScreen()).first { $0.contains("emitter render") })
    let folder = try Self.emptyFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      set -euo pipefail
      export PATH='\(CLibraryTests.binPath.path)':"$PATH"
      cd '\(folder.path)'
      \(commands)
      ffprobe -v error -select_streams v:0 -show_entries stream=codec_name:stream_tags=alpha_mode \\
        -of default=noprint_wrappers=1 confetti.webm
      """
    let (status, output) = try CLibraryTests.run(script)
    try #require(status == 0, "README's commands failed (exit \(status)):\n\(output)")
    let image = try PNGFile.read(folder.appendingPathComponent("confetti.png").path)
    #expect(Self.colouredPixels(image.pixels) > 2_000, "confetti.png shows no confetti")
    #expect(output.contains("codec_name=vp9") && output.contains("TAG:alpha_mode=1"), "\(output)")
  }

  @Test("the C block compiles with the line above it, runs, and writes confetti to a PAM image")
  func cProgram() throws {
    let source = try #require(Self.blocks("c", in: Self.firstScreen()).first)
    let installed = try InstalledLibrary("readme-c", prefixSubfolder: "prefix")
    defer { installed.remove() }
    let folder = installed.work.appendingPathComponent("first")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try source.write(to: folder.appendingPathComponent("first.c"), atomically: true, encoding: .utf8)
    let script = """
      set -euo pipefail
      \(installed.installScript)
      unset EMITTERKIT_LIBRARY EMITTER_SCENES
      cd '\(folder.path)'
      compiler="${CC:-cc}"
      "$compiler" -std=c11 -Wall -Wextra -Werror first.c $(pkg-config --cflags --libs emitterkit) -o first
      ./first
      """
    let (status, output) = try CLibraryTests.run(script)
    try #require(status == 0, "README's C program failed (exit \(status)):\n\(output)")
    let pam = try Data(contentsOf: folder.appendingPathComponent("confetti.pam"))
    let header = "P7\nWIDTH 390\nHEIGHT 844\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
    #expect(pam.starts(with: Data(header.utf8)), "confetti-cannon is 390 x 844 points, drawn at 1")
    let pixels = [UInt8](pam.dropFirst(header.utf8.count))
    #expect(pixels.count == 390 * 844 * 4)
    #expect(Self.colouredPixels(pixels) > 2_000, "confetti.pam shows no confetti")
  }
}

/// README's first-screen Python block, run as written in a fresh venv with the binding
/// pip-installed over the installed library, as the line above it says (`EMITTERKIT_BUNDLE=none`;
/// the wheel with the library inside is tools/python-wheel-check's, in CI). Apart from
/// `ReadmeFirstScreenTests` so the sanitizer tier, whose instrumented library Python cannot load,
/// skips it alone.
@Suite("README's first screen: the Python block, as written", .tags(.tool))
struct ReadmePythonFirstScreenTests {
  @Test("the Python block renders confetti to an MP4")
  func python() throws {
    let source = try #require(ReadmeFirstScreenTests.blocks("python", in: ReadmeFirstScreenTests.firstScreen()).first)
    let installed = try InstalledLibrary("readme-python", prefixSubfolder: "prefix")
    defer { installed.remove() }
    let folder = installed.work.appendingPathComponent("first")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try source.write(to: folder.appendingPathComponent("first.py"), atomically: true, encoding: .utf8)
    let venv = installed.work.appendingPathComponent("venv").path
    let script = """
      set -euo pipefail
      \(installed.installScript)
      unset EMITTERKIT_LIBRARY EMITTER_SCENES
      export PYTHONDONTWRITEBYTECODE=1
      # The wheel carries `emitter`; the binding alone (EMITTERKIT_BUNDLE=none) finds this
      # build's on PATH, as it finds the .deb's.
      export PATH='\(CLibraryTests.binPath.path)':"$PATH"
      python3 -m venv '\(venv)' || { echo "python3 -m venv failed: run tools/setup (python3-venv)"; exit 1; }
      cp -R '\(installed.root)/examples/python' '\(installed.work.path)/python-package'
      EMITTERKIT_BUNDLE=none '\(venv)/bin/pip' install --quiet --disable-pip-version-check '\(installed.work.path)/python-package'
      cd '\(folder.path)'
      '\(venv)/bin/python' first.py 2> /dev/null
      ffprobe -v error -select_streams v:0 -count_frames \\
        -show_entries stream=codec_name,width,height,nb_read_frames -of default=noprint_wrappers=1 confetti.mp4
      """
    let (status, output) = try CLibraryTests.run(script)
    try #require(status == 0, "README's Python block failed (exit \(status)):\n\(output)")
    // The clip is the command line's default: 3 s at 60 fps of the scene's 390 x 844 points at 1x.
    for field in ["codec_name=h264", "width=390", "height=844", "nb_read_frames=180"] {
      #expect(output.contains(field), "confetti.mp4: \(field)\n\(output)")
    }
  }
}
