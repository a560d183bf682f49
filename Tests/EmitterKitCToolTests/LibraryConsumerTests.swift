import EmitterTestSupport
import Foundation
import Testing

/// A program that depends on the EmitterKit library product only, as README's "Use it in your
/// program" tells a user to: a package of its own (in a temporary folder) depending on this one
/// by path, whose sources are README's Swift snippets, each group in a file with only the
/// imports the snippet shows. `swift build` must compile them against the public API (`package`
/// declarations are invisible from another package), and must not build the command line's
/// swift-argument-parser. About a minute clean on 2 cores.
@Suite("A library-only consumer package: README's Swift snippets compile with import EmitterKit", .tags(.tool))
struct LibraryConsumerTests {
  /// README's ```swift blocks, grouped: a block with its own `import` lines starts a group, a
  /// block without continues the one before (README's live-changes block goes on from the
  /// simulator block above it).
  static func snippetGroups(readme: String) -> [String] {
    var groups: [String] = []
    var rest = readme[...]
    while let open = rest.range(of: "```swift\n"),
      let close = rest[open.upperBound...].range(of: "```")
    {
      let block = String(rest[open.upperBound..<close.lowerBound])
      if groups.isEmpty || block.split(separator: "\n").contains(where: { $0.hasPrefix("import ") })
      {
        groups.append(block)
      } else {
        groups[groups.count - 1] += block
      }
      rest = rest[close.upperBound...]
    }
    return groups
  }

  /// One snippet group as a source file: its imports on top, the rest in a function whose
  /// parameters are the free values README's snippets leave to the reader.
  static func sourceFile(_ group: String, number: Int) -> String {
    let lines = group.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let imports = lines.filter { $0.hasPrefix("import ") }
    let body = lines.filter { !$0.hasPrefix("import ") }.map { "  " + $0 }
    return
      (imports + [
        "",
        "func readmeSnippet\(number)(frameSeconds: Double, pixelWidth: Int, pixelHeight: Int, tapX: Double, tapY: Double) throws {",
      ] + body + ["}", ""]).joined(separator: "\n")
  }

  @Test("README's snippets group into the simulator and the ParticleSystem programs")
  func readmeHasSnippets() throws {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let groups = Self.snippetGroups(readme: readme)
    #expect(groups.count >= 2, "\(groups)")
    #expect(groups.contains { $0.contains("CPUSimulator(") && $0.contains("setValue(") })
    #expect(groups.contains { $0.contains("ParticleSystem(") && $0.contains("draw(into:") })
  }

  @Test("swift build compiles README's snippets against the public API, without argument-parser")
  func consumerBuilds() throws {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitterkit-consumer-\(ProcessInfo.processInfo.processIdentifier)")
    let sources = folder.appendingPathComponent("Sources/readme-snippets")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "readme-consumer",
        dependencies: [.package(name: "EmitterKit", path: "\(Repository.root.path)")],
        targets: [
          .executableTarget(
            name: "readme-snippets",
            dependencies: [.product(name: "EmitterKit", package: "EmitterKit")])
        ]
      )
      """
    try manifest.write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for (index, group) in Self.snippetGroups(readme: readme).enumerated() {
      try Self.sourceFile(group, number: index + 1).write(
        to: sources.appendingPathComponent("Snippet\(index + 1).swift"), atomically: true,
        encoding: .utf8)
    }
    try "print(\"README snippets compiled\")\n".write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

    let (status, output) = try CLibraryTests.run(
      "cd '\(folder.path)' && swift build 2>&1 && echo MODULES: && ls .build/debug/Modules")
    #expect(status == 0, "the consumer did not build (exit \(status)):\n\(output)")
    // What was compiled: EmitterKit's modules, not the command line or its argument parser
    // (SwiftPM still fetches swift-argument-parser and compiles its two plugin scripts, since
    // it resolves every dependency of a package, but builds no module of it).
    let modules = output.components(separatedBy: "MODULES:").last ?? ""
    #expect(modules.contains("EmitterKit.swiftmodule"), "\(output)")
    #expect(!modules.contains("ArgumentParser"), "argument-parser was built:\n\(output)")
    #expect(!modules.contains("EmitterCLI"), "the emitter tool was built:\n\(output)")
  }
}
