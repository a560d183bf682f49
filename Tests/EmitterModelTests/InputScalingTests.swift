import Foundation
import Testing

@testable import EmitterModel

/// No input runs longer than its work (issue 18): each class of large input is checked by
/// counting the operations spent on it, never by timing.
@Suite("Scene files: work bounded by the input")
struct InputScalingTests {
  @Test("keyframe lookup is a binary search: 10^6 key times cost at most 21 comparisons")
  func keyframeLookup() {
    let count = 1_000_000
    let times = (0..<count).map { Double($0) / Double(count - 1) }
    var worst = 0
    for f in [-1, 0, 1e-7, 0.25, 0.5, 0.999_999_9, 1, 2] {
      var probes = 0
      let found = KeyframeInterpolation.lastIndex(in: times, atOrBefore: f, probes: &probes)
      #expect(found == times.lastIndex(where: { $0 <= f }), "f = \(f)")
      worst = max(worst, probes)
    }
    #expect(worst <= 21, "\(worst) comparisons for \(count) key times")
  }

  @Test("the binary search agrees with a linear one, repeated key times included")
  func keyframeLookupAgrees() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let count = Int.random(in: 1...12, using: &generator)
      let times = (0..<count).map { _ in Double(Int.random(in: 0...4, using: &generator)) / 4 }
        .sorted()
      for f in stride(from: -0.125, through: 1.125, by: 0.125) {
        var probes = 0
        #expect(
          KeyframeInterpolation.lastIndex(in: times, atOrBefore: f, probes: &probes)
            == times.lastIndex(where: { $0 <= f }), "\(times) at \(f)")
      }
    }
  }

  @Test("a 10^6-keyframe animation evaluates to the same values as the straight-line formula")
  func millionKeyframes() {
    let count = 1_000_000
    // A sawtooth: value i is i mod 7, so every segment is known in closed form.
    let values = (0..<count).map { Double($0 % 7) }
    var animation = PropertyAnimation.keyframes("birthRate", values: values, duration: 1)
    animation.timing.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    let evaluator = animation.evaluator(modelValue: .number(0))
    for f in [0.1, 0.3333, 0.75, 0.999_999] {
      let position = f * Double(count - 1)
      let i = Int(position.rounded(.down))
      let expected = values[i] + (values[i + 1] - values[i]) * (position - Double(i))
      let got = evaluator.value(atLayerTime: f, underlying: .number(0))?.components?.first ?? .nan
      #expect(abs(got - expected) < 1e-6, "at \(f): \(got), expected \(expected)")
    }
  }

  // MARK: - Diagnostics

  private func error(_ json: String) -> SceneFileError? {
    do {
      _ = try SceneFileSupport.scene(json)
      return nil
    } catch {
      return error
    }
  }

  @Test("a lifetime replaced by a 100000-element array is one short wrong-type diagnostic")
  func wrongTypeArray() throws {
    let array = "[" + (0..<100_000).map(String.init).joined(separator: ",") + "]"
    let found = try #require(error(SceneFileSupport.cellScene(#""lifetime": "# + array)))
    #expect(found.diagnostics.count == 1 && found.omittedCount == 0)
    #expect(found.diagnostics.first?.kind == .wrongType)
    #expect(found.diagnostics.first?.value == "an array of 100000")
    #expect(found.description.count < 200)
  }

  @Test("100000 unrepresentable numbers: 50 listed with line and column, the rest counted")
  func manyNumbers() throws {
    let array = "[" + Array(repeating: "1e999", count: 100_000).joined(separator: ",") + "]"
    let found = try #require(error(SceneFileSupport.cellScene(#""lifetime": "# + array)))
    #expect(found.diagnostics.count == SceneFileError.maximumListed)
    #expect(found.omittedCount == 100_000 - SceneFileError.maximumListed)
    #expect(found.diagnostics.allSatisfy { $0.kind == .nonFiniteNumber && $0.line == 1 })
    let lines = found.description.split(separator: "\n")
    #expect(lines.count == SceneFileError.maximumListed + 1)
    #expect(lines.last?.contains("and 99950 more problems") == true)
  }

  @Test("20000 unknown keys and 20000 bursts naming no cell stop at 50 listed")
  func manyProblems() throws {
    let count = 20_000
    let keys = (0..<count).map { #""unknown\#($0)": 1"# }.joined(separator: ", ")
    let unknown = try #require(error(SceneFileSupport.cellScene(keys)))
    #expect(unknown.diagnostics.count == 50 && unknown.omittedCount == count - 50)
    let bursts = Array(repeating: #"{"type": "burst", "cell": "nobody", "count": 1}"#, count: count)
    let events = try #require(
      error(
        SceneFileSupport.cellScene(
          #""name": "c""#,
          layerMembers: #""emissionEvents": ["# + bursts.joined(separator: ",") + "]")))
    #expect(events.diagnostics.count == 50 && events.omittedCount == count - 50)
    #expect(events.description.split(separator: "\n").count == 51)
  }

  @Test("a 10 MB unknown key is quoted by a 60-character prefix and costs no suggestion search")
  func hugeKey() throws {
    let key = String(repeating: "birthRate", count: 1_200_000)  // 10.8 MB
    var cost = SuggestionCost()
    #expect(nearestName(to: key, among: EmitterCell.schema.knownKeys, cost: &cost) == nil)
    let longest = EmitterCell.schema.knownKeys.map(\.count).max() ?? 0
    #expect(cost.charactersRead <= longest + 4)
    #expect(cost.comparisons == 0 && cost.cells == 0)
    let found = try #require(error(SceneFileSupport.cellScene("\"\(key)\": 1")))
    let diagnostic = try #require(found.diagnostics.first)
    #expect(diagnostic.value?.count == SceneDiagnostic.maximumExcerpt + 3)  // quotes, "…"
    #expect(diagnostic.description.count < 200)
  }

  @Test("suggestions compare only candidates whose length allows a match")
  func suggestionWork() {
    var cost = SuggestionCost()
    let keys = EmitterCell.schema.knownKeys
    #expect(nearestName(to: "lifetme", among: keys, cost: &cost) == "lifetime")
    let possible = keys.filter { abs($0.count - 7) <= 2 }.count
    #expect(cost.comparisons == possible && possible < keys.count)
    #expect(cost.cells <= possible * 7 * 10)
  }

  @Test("no diagnostic line grows with the value: messages and key paths are clipped")
  func clippedLines() {
    let long = String(repeating: "é", count: 100_000)
    let diagnostic = SceneDiagnostic(
      file: "f.json", keyPath: long, kind: .wrongType, value: long, expected: long, message: long)
    #expect(diagnostic.value?.count == SceneDiagnostic.maximumExcerpt + 3 + 1)
    #expect(diagnostic.description.count <= 6 + 2 * (SceneDiagnostic.maximumMessage + 1) + 4)
  }

  // MARK: - JSON syntax

  @Test("every syntax error and invalid UTF-8 is placed at a line and column")
  func syntaxPositions() {
    let cases: [(bytes: [UInt8], line: Int, column: Int)] = [
      (Array(#"{"a": tru}"#.utf8), 1, 10),
      (Array("{\n  \"a\": 1,\n}".utf8), 3, 1),
      (Array(#"{"a": "\ud800"}"#.utf8), 1, 8),
      (Array("{\n \"a\": ".utf8) + [0xFF] + Array("}".utf8), 2, 7),
      (Array("{\n \"é\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), 2, 8),
      (Array(#"{"a": 1} x"#.utf8), 1, 10),
      (Array(#"{"a": 01}"#.utf8), 1, 8),
      (Array(#"{"a":"\u12"}"#.utf8), 1, 7),
      (Array("[1, 2".utf8), 1, 6),
      (Array("{\"a\": \"x".utf8) + [0x01] + Array("\"}".utf8), 1, 9),
    ]
    for (bytes, line, column) in cases {
      let found = SceneFileSupport.diagnostics(bytes: bytes)
      #expect(found.count == 1, "\(String(decoding: bytes, as: UTF8.self))")
      #expect(found.first?.kind == .malformedJSON)
      #expect(
        found.first.map { ($0.line, $0.column) } ?? (nil, nil) == (line, column),
        "\(String(decoding: bytes, as: UTF8.self)): \(found.first?.description ?? "")")
    }
  }

  @Test("a syntax error at the end of a 2 MB file is placed exactly")
  func syntaxPositionInLargeFile() {
    let rows = (0..<100_000).map { "  \"k\($0)\": 1," }.joined(separator: "\n")
    let bytes = Array(("{\n" + rows + "\n  \"last\": ]\n}").utf8)
    let found = SceneFileSupport.diagnostics(bytes: bytes)
    #expect(found.first.map { ($0.line, $0.column) } ?? (nil, nil) == (100_002, 11))
  }
}
