import EmitterModel
import Foundation
import Testing

/// Random damage to a valid scene file: each case must either decode or throw `SceneFileError`
/// with at least one diagnostic, never trap or hang; and whatever decodes must survive its own
/// encoding unchanged. Seeded, so a failure replays: the failing seed and case are in the message.
@Suite("Scene files: fuzzing")
struct SceneFileFuzzTests {
  static let cases = 2500

  @Test("mutated scene files decode or fail cleanly", arguments: [UInt64(0x5EED), 0xC0FFEE])
  func mutations(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let original = Array(SceneFileSupport.fireworks.utf8)
    var decoded = 0
    for index in 0..<Self.cases {
      var bytes = original
      for _ in 0...Int.random(in: 0...2, using: &random) { mutate(&bytes, using: &random) }
      do {
        let scene = try Scene(jsonData: Data(bytes), file: "fuzz.json")
        decoded += 1
        let again = try Scene(jsonData: scene.jsonData(), file: "fuzz.json")
        #expect(again == scene, "seed \(seed), case \(index): round trip changed the scene")
      } catch {
        #expect(
          !error.diagnostics.isEmpty, "seed \(seed), case \(index): an error without diagnostics")
      }
    }
    // Guards the fuzzer itself: were every case rejected, it would only be testing the parser.
    #expect(decoded > Self.cases / 50, "seed \(seed): only \(decoded) mutants decoded")
  }

  /// Truncates, flips a bit, deletes a run, duplicates a run, or splices in a JSON-ish token.
  private func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
    guard !bytes.isEmpty else { return }
    let at = Int.random(in: 0..<bytes.count, using: &random)
    let length = min(bytes.count - at, Int.random(in: 1...8, using: &random))
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      bytes.removeSubrange(at...)
    case 1:
      bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
    case 2:
      bytes.removeSubrange(at..<at + length)
    case 3:
      bytes.insert(contentsOf: bytes[at..<at + length], at: at)
    default:
      let tokens = [
        "-", "1e999", "\"", "{", "]", ",", "null", "true", "-0.5", "\"infinity\"", "9e15",
        "\\u0000", "🎉",
      ]
      bytes.insert(contentsOf: Array(tokens.randomElement(using: &random)!.utf8), at: at)
    }
  }
}
