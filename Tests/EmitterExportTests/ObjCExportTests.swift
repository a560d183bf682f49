import EmitterExport
import EmitterModel
import Foundation
import Testing

/// The generated Objective-C parses and type-checks with the toolchain's clang (ARC, blocks,
/// -Wall -Werror) against a stub of the SDK headers (Fixtures/ObjCStub/UIKit/UIKit.h), and
/// carries the same numbers, in the same order, as the Swift (which ExportRoundTripTests runs).
@Suite("Objective-C export")
struct ObjCExportTests {
  @Test("every preset and the coverage scene parse with clang against the stub headers")
  func parses() throws {
    let folder = try ExportToolchain.temporaryFolder("objc")
    defer { try? FileManager.default.removeItem(at: folder) }
    let headers = ExportToolchain.fixtures.appendingPathComponent("ObjCStub").path
    var files: [String] = []
    for item in try ExportCases.all() {
      let code = IOSCode(scene: item.scene, language: .objc, source: item.name + ".json")
      try code.text.write(
        to: folder.appendingPathComponent(item.name + ".m"), atomically: true, encoding: .utf8)
      files.append(item.name + ".m")
    }
    // One file per run: each defines the same EKMakeEmitterLayers.
    for file in files {
      let result = try ExportToolchain.run(
        "clang",
        [
          "-fsyntax-only", "-x", "objective-c", "-fobjc-arc", "-fblocks", "-fobjc-runtime=ios-14.0",
          "-Wall", "-Werror", "-I", headers, file,
        ],
        in: folder)
      #expect(
        result.status == 0, "\(file) does not parse against the stub headers:\n\(result.output)")
    }
  }

  /// Number literals of the layer function's body, comments left out (variable names such as
  /// `lineCell2` are not numbers: a digit must not follow a letter).
  static func numbers(in code: String, from start: String) throws -> [String] {
    let body = try #require(code.range(of: start)).upperBound
    let end = try #require(code.range(of: "return layers", range: body..<code.endIndex)).lowerBound
    let lines = code[body..<end].split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    let pattern = try NSRegularExpression(
      pattern: #"(?<![A-Za-z0-9_.])-?[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?"#)
    return lines.flatMap { line -> [String] in
      let text = String(line)
      return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
        String(text[Range($0.range, in: text)!])
      }
    }
  }

  @Test("the Objective-C sets the same numbers as the Swift, in the same order")
  func sameNumbers() throws {
    for item in try ExportCases.all() {
      let swift = IOSCode(scene: item.scene, language: .swift, source: item.name).text
      let objc = IOSCode(scene: item.scene, language: .objc, source: item.name).text
      let swiftNumbers = try Self.numbers(in: swift, from: "-> [CAEmitterLayer] {")
      let objcNumbers = try Self.numbers(in: objc, from: "(UIView *view) {")
      #expect(!swiftNumbers.isEmpty, "\(item.name)")
      #expect(swiftNumbers == objcNumbers, "\(item.name)")
    }
  }
}
