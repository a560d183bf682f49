import Foundation
import Testing

@testable import EmitterModel

/// The scene-file reader builds the same tree Foundation's decoder does, without its cost.
@Suite("Scene files: the JSON reader")
struct JSONTreeReaderTests {
  private static let scenes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenes")

  private static func read(_ text: String) -> JSONValue {
    let bytes = Array(text.utf8)
    #expect(JSONSyntax.firstError(in: bytes) == nil, "\(text)")
    return JSONTreeReader.read(bytes).0
  }

  @Test("every preset reads to the tree Foundation's JSONDecoder makes")
  func presetsAgree() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path)
      .filter { $0.hasSuffix(".json") }
    #expect(files.count >= 9)
    for file in files {
      let data = try Data(contentsOf: Self.scenes.appendingPathComponent(file))
      let foundation = try JSONDecoder().decode(JSONValue.self, from: data)
      #expect(JSONTreeReader.read([UInt8](data)).0 == foundation, "\(file)")
    }
  }

  @Test("escapes, surrogate pairs, literals and numbers")
  func forms() {
    let text =
      #"{"s": "a\"b\\c\/d\b\f\n\r\t\u00e9\ud83c\udf89 é", "t": true, "one": 1, "n": null, "x": -1.5e2, "e": [], "o": {}}"#
    #expect(
      Self.read(text)
        == .object([
          "s": .string("a\"b\\c/d\u{8}\u{C}\n\r\té🎉 é"), "t": .bool(true), "one": .number(1),
          "n": .null, "x": .number(-150), "e": .array([]), "o": .object([:]),
        ]))
    #expect(
      Self.read(" [ 1 , [ 2 ] , { \"a\" : [ ] } ] ")
        == .array([.number(1), .array([.number(2)]), .object(["a": .array([])])]))
  }

  @Test("numbers a Double cannot hold become indexed placeholders")
  func unrepresentable() {
    let (tree, numbers) = JSONTreeReader.read(Array("[1e999, 2, -1e-400]".utf8))
    #expect(numbers.map(\.text) == ["1e999", "-1e-400"])
    #expect(numbers.map(\.problem) == [.tooLarge, .tooSmall])
    #expect(
      tree
        == .array([.string(placeholderPrefix + "0"), .number(2), .string(placeholderPrefix + "1")]))
  }

  @Test("a number token past the longest a Double needs is refused unread, shown by its start and length")
  func tooLong() {
    let longest = "1." + String(repeating: "0", count: JSONScan.maximumNumberLength - 2)
    let (kept, keptNumbers) = JSONTreeReader.read(Array("[\(longest)]".utf8))
    #expect(keptNumbers.isEmpty && kept == .array([.number(1)]), "the longest allowed token reads")
    let digits = String(repeating: "7", count: 10_000_000)
    let (tree, numbers) = JSONTreeReader.read(Array("[\(digits)]".utf8))
    #expect(tree == .array([.string(placeholderPrefix + "0")]))
    #expect(numbers.map(\.problem) == [.tooLong])
    #expect(numbers.first?.text == "777777777777777777777777… (10000000 characters)")
    let found = SceneFileSupport.diagnostics("{\"size\": [\(digits), 10], \"layers\": []}")
    #expect(found.map(\.kind) == [.nonFiniteNumber] && found.map(\.keyPath) == ["size[0]"], "\(found)")
    let message = found.map(\.description).joined()
    #expect(message.contains("is too long: a number has at most 1100 characters"), "\(message)")
    #expect(message.count < 1_000, "the message does not carry the 10 MB token")
  }
}
