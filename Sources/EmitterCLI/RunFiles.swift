import Foundation

/// The files and programs `emitter run` deals with: the user's Swift files, the EmitterKit
/// checkout they are built against, and the built program.
enum RunFiles {
  /// The files exist, are Swift, and can share one target (distinct names, none `main.swift`,
  /// which the generated entry point is).
  static func check(_ files: [String]) throws {
    guard !files.isEmpty else { throw RunError("give the Swift files to run") }
    var names: [String: String] = [:]
    for file in files {
      let url = URL(fileURLWithPath: file)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue
      else { throw RunError("\(file): no such file") }
      guard url.pathExtension == "swift" else {
        throw RunError("\(file): expected a Swift file (.swift)")
      }
      guard url.lastPathComponent != "main.swift" else {
        throw RunError(
          "\(file): emitter run writes the program's main.swift; rename the file or move its"
            + " top-level code into a function")
      }
      if let other = names[url.lastPathComponent] {
        throw RunError("\(file) and \(other) have the same name; one target cannot hold both")
      }
      names[url.lastPathComponent] = file
    }
  }

  /// The EmitterKit checkout: `--package`, else `EMITTERKIT_PACKAGE`, else the first folder
  /// above the executable holding EmitterKit's Package.swift, else the checkout `emitter` was
  /// built from.
  static func emitterKit(_ option: String?) throws -> URL {
    let environment = ProcessInfo.processInfo.environment["EMITTERKIT_PACKAGE"]
    if let given = option ?? environment.flatMap({ $0.isEmpty ? nil : $0 }) {
      let url = URL(fileURLWithPath: given, isDirectory: true)
      guard isEmitterKit(url) else {
        throw RunError(
          "\(option != nil ? "--package" : "EMITTERKIT_PACKAGE") \(given): not an EmitterKit"
            + " checkout (no Package.swift naming EmitterKit)")
      }
      return url
    }
    var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
      .resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if isEmitterKit(folder) { return folder }
      folder.deleteLastPathComponent()
    }
    if isEmitterKit(checkout) { return checkout }
    throw RunError(
      "cannot find the EmitterKit checkout to build against: give --package PATH (or set"
        + " EMITTERKIT_PACKAGE)")
  }

  /// The checkout this file was compiled in: Sources/EmitterCLI/ is two folders down.
  private static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func isEmitterKit(_ folder: URL) -> Bool {
    guard
      let manifest = try? String(
        contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    else { return false }
    return manifest.contains("name: \"EmitterKit\"")
  }

  /// Runs the built program with `arguments`, its output on ours, `UIImage(named:)` looking in
  /// the folders of `resources` first.
  /// - Throws: `RunError` when it cannot start or stops with a failure status.
  static func launch(_ program: URL, arguments: [String], resources: [URL]) throws {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    var folders: [String] = []
    for file in resources where !folders.contains(file.deletingLastPathComponent().path) {
      folders.append(file.deletingLastPathComponent().path)
    }
    if let existing = environment["EMITTER_RESOURCE_PATH"], !existing.isEmpty {
      folders.append(existing)
    }
    environment["EMITTER_RESOURCE_PATH"] = folders.joined(separator: ":")
    process.environment = environment
    do {
      try process.run()
    } catch {
      throw RunError("cannot start \(program.path): \(error)")
    }
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw RunError(
        "your program stopped "
          + (process.terminationReason == .exit
            ? "with status \(process.terminationStatus)"
            : "on signal \(process.terminationStatus)") + " (its messages are above)")
    }
  }
}
