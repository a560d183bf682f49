import Foundation

/// Builds a `RunPackage` with `swift build`, and turns a failure into the compiler's messages
/// about the user's files, under the user's paths.
extension RunPackage {
  /// Runs `swift build` for the package's product; progress goes to stderr at most every 10 s
  /// while a long (first) build runs.
  /// - Throws: `RunError` with the diagnostics when the build fails.
  func build(files: [URL], entry: RunEntry) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "build", "--package-path", folder.path, "--product", Self.product,
      "--configuration", configuration,
    ]
    // In the package's folder, PWD too: EmitterKit's manifest builds itself plain where it is a
    // dependency (a build not run in its own folder).
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PWD"] = folder.path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      throw RunError("cannot run `swift build` (is the Swift toolchain on PATH?): \(error)")
    }
    var output = Data()
    var lastNote = Date()
    let handle = pipe.fileHandleForReading
    while case let chunk = handle.availableData, !chunk.isEmpty {
      output.append(chunk)
      guard Date().timeIntervalSince(lastNote) >= 10,
        let step = String(decoding: chunk, as: UTF8.self).split(separator: "\n")
          .last(where: { $0.hasPrefix("[") })
      else { continue }
      lastNote = Date()
      FileHandle.standardError.write(Data("emitter run: building \(step.prefix(100))\n".utf8))
    }
    process.waitUntilExit()
    guard process.terminationStatus != 0 else { return }
    let text = String(decoding: output, as: UTF8.self)
    throw RunError(
      "the Swift did not compile:\n" + diagnostics(in: text, files: files, entry: entry))
  }

  /// The compiler's errors (with their notes and source lines), each once, paths in the
  /// package's copy replaced by the user's; the output's tail when none is found (a package
  /// that did not resolve).
  func diagnostics(in output: String, files: [URL], entry: RunEntry) -> String {
    var paths: [(String, String)] = files.map {
      (sources.appendingPathComponent($0.lastPathComponent).path, $0.path)
    }
    paths.append(
      (
        sources.appendingPathComponent("main.swift").path,
        "<emitter run's main.swift for \(entry.subject.option)"
          + (entry.call.map { " --call '\($0)'" } ?? "") + ">"
      ))
    let header = #/^(/[^:]+):\d+:\d+: (?<kind>error|warning|note): /#
    var blocks: [String] = []
    var current: [String] = []
    var inError = false
    func finish() {
      if inError, !current.isEmpty {
        let block = current.joined(separator: "\n")
        if !blocks.contains(block) { blocks.append(block) }
      }
      current = []
    }
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let match = line.prefixMatch(of: header) {
        // A note belongs to the error before it; a warning starts a block that is not shown.
        if match.output.kind == "note" && inError {
          current.append(String(line))
          continue
        }
        finish()
        inError = match.output.kind == "error"
        current = [String(line)]
      } else if line.contains("|"), !current.isEmpty {
        current.append(String(line))
      } else {
        finish()
        inError = false
      }
    }
    finish()
    var text =
      blocks.isEmpty
      ? output.split(separator: "\n").suffix(30).joined(separator: "\n")
      : blocks.joined(separator: "\n")
    for (copy, original) in paths {
      text = text.replacingOccurrences(of: copy, with: original)
    }
    return text
  }
}
