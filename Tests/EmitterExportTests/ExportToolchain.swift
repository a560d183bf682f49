import Foundation

/// Runs the toolchain's compilers from the tests: swiftc builds the generated Swift against the
/// UIKit stub, clang parses the generated Objective-C against a stub header.
enum ExportToolchain {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// A fresh folder under the temporary directory.
  static func temporaryFolder(_ label: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("EmitterExportTests-\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs `tool` (found on PATH) with `arguments`; its exit status and everything it printed.
  static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The generated Swift without its `import UIKit` line, so it joins the stub's module; nil
  /// when the line is not there exactly once.
  static func withoutUIKitImport(_ code: String) -> String? {
    let lines = code.components(separatedBy: "\n")
    guard lines.filter({ $0 == "import UIKit" }).count == 1 else { return nil }
    return lines.map { $0 == "import UIKit" ? "// import UIKit (the stub is in this module)" : $0 }
      .joined(separator: "\n")
  }
}
