import EmitterShaders
import Foundation

/// The one place shaders come from: the GLSL of Shaders/, embedded in the binary, or a live
/// folder named by `EMITTER_SHADER_DIR` for editing shaders without rebuilding.
///
/// Paths are relative to Shaders/ ("checks/rng_check.comp", "include/random.glsl"). A program is named
/// by its files' common stem: "rng_check" links rng_check.comp, "sprite" would link sprite.vert
/// and sprite.frag. Building a program expands `#include`s (see `ExpandedShader`) and turns the
/// driver's locations into file names, so errors point into Shaders/.
public struct ShaderLibrary: Sendable {
  /// Where the sources are read from.
  package enum Origin: Sendable, Equatable, CustomStringConvertible {
    /// The copy of Shaders/ compiled into the binary (tools/embed-shaders).
    case embedded
    /// A folder on disk, read when the library is made (`standard` makes a new one each time).
    case directory(String)
    /// Sources handed to `init(sources:)`, as tests do.
    case inMemory

    /// Where the sources come from, for messages.
    package var description: String {
      switch self {
      case .embedded: "the embedded shaders"
      case .directory(let path): "the folder \(path)"
      case .inMemory: "the in-memory shaders"
      }
    }
  }

  /// The environment variable that points the standard library at a live Shaders/ folder.
  package static let overrideEnvironmentVariable = "EMITTER_SHADER_DIR"

  /// Where this library's sources come from.
  package let origin: Origin
  private let sources: [String: String]

  /// The library the renderer uses: `EMITTER_SHADER_DIR` if set, the embedded shaders otherwise.
  public static var standard: ShaderLibrary {
    if let directory = ProcessInfo.processInfo.environment[overrideEnvironmentVariable],
      !directory.isEmpty
    {
      return ShaderLibrary(directory: directory)
    }
    return embedded
  }

  /// The shaders compiled into the binary.
  package static let embedded = ShaderLibrary(origin: .embedded, sources: EmbeddedShaders.sources)

  /// A library of the given sources, keyed by path relative to Shaders/.
  package init(sources: [String: String]) {
    self.init(origin: .inMemory, sources: sources)
  }

  /// A library of every file under `directory`, read now; build a new library to see edits.
  package init(directory: String) {
    self.init(origin: .directory(directory), sources: Self.readFiles(under: directory))
  }

  private init(origin: Origin, sources: [String: String]) {
    self.origin = origin
    self.sources = sources
  }

  /// Every file path, sorted.
  package var paths: [String] { sources.keys.sorted() }

  /// The names of all programs: the stems of the stage files (.comp, .vert, .frag), sorted.
  /// Stage files sit in folders by job (simulate/, sort/, draw/, compose/, video/, checks/); a
  /// program is named by its files' name alone, so names are unique across folders.
  package var programNames: [String] {
    Set(sources.keys.filter { ShaderStage(path: $0) != nil }.map(Self.stem)).sorted()
  }

  /// The stage files that make up a program, e.g. ["checks/rng_check.comp"].
  package func stagePaths(ofProgram name: String) -> [String] {
    sources.keys.filter { ShaderStage(path: $0) != nil && Self.stem($0) == name }.sorted()
  }

  /// The text of one file, as stored (includes not expanded).
  package func source(_ path: String) -> String? {
    sources[path]
  }

  /// One stage's source with its includes spliced in and `#line` directives marking each file.
  package func expand(_ path: String) throws(ShaderError) -> ExpandedShader {
    var expander = IncludeExpander(rootPath: path) { sources[$0] }
    return try expander.expand()
  }

  /// Compiles and links the program `name` (see `programNames`), labelled with its name. On a
  /// headless context, a program already linked from the same text is returned instead
  /// (`ShaderProgramCache`): it is shared, and its `destroy()` leaves it to the context.
  /// - Throws: `ShaderError` naming the file and line at fault, with the driver's log.
  package func makeProgram(_ name: String) throws(ShaderError) -> ShaderProgram {
    let paths = stagePaths(ofProgram: name)
    guard !paths.isEmpty else {
      throw ShaderError(
        kind: .sourceNotFound, shader: name, file: name, line: nil,
        log: "no stage files named '\(name).comp', '\(name).vert' or '\(name).frag' in \(origin)")
    }
    var stages: [ExpandedShader] = []
    for path in paths {
      stages.append(try expand(path))
    }
    guard let cache = ProgramCacheRegistry.current() else {
      return try ShaderProgram(stages: stages, label: name)
    }
    return try cache.program(named: name, stages: stages) { () throws(ShaderError) in
      try ShaderProgram(stages: stages, label: name)
    }
  }

  /// The file's name without its folder and extension: `draw/sprite.frag` → `sprite`.
  private static func stem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
  }

  /// Every regular, non-hidden file under `directory`, keyed by its relative path.
  private static func readFiles(under directory: String) -> [String: String] {
    let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [:] }
    var files: [String: String] = [:]
    for case let url as URL in walker {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      let relative = url.standardizedFileURL.path.dropFirst(root.path.count + 1)
      files[String(relative)] = text
    }
    return files
  }
}
