import EmitterDemo
import Testing

/// `emitter demo --inputs` with hostile entries: every script either reads, with every number in
/// its range, or is refused with one line naming `--inputs`, the entry, what is wrong and the
/// allowed range; never a trap (`resize:1e300x2` trapped converting to Int before).
@Suite("demo scripts: hostile --inputs")
struct DemoScriptHostileTests {
  static let kinds = [
    "key", "click", "scroll", "resize", "set", "set@1", "set@99999999999999999999",
    "save", "add-cell", "remove-cell@-1", "add-behavior", "remove-behavior", "", "KEY", "x",
  ]
  static let numbers = [
    "1", "0", "-1", "1e300", "-1e300", "inf", "-inf", "nan", "1e-320", "16384",
    "16385", "2.5", "9223372036854775808", "", "0x10", "1_000",
  ]
  static let texts = [
    "+", "f13", "emitterCells.a.birthRate=1e999", "=", "-", "é", "\u{0}", "🎉",
    String(repeating: "a", count: 10_000),
  ]

  /// SplitMix64, seeded: the same scripts every run.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func pick(_ items: [String]) -> String { items[Int(next() % UInt64(items.count))] }
  }

  static func token(_ random: inout Random) -> String {
    let frame = random.pick(["1", "2", "0", "-3", "99999999999999999999", "x", ""])
    let kind = random.pick(kinds)
    let argument: String
    switch random.next() % 3 {
    case 0: argument = random.pick(numbers)
    case 1: argument = random.pick(numbers) + random.pick([",", "x", "X"]) + random.pick(numbers)
    default: argument = random.pick(texts)
    }
    return "\(frame)=\(kind):\(argument)"
  }

  @Test("20,000 hostile entries: each reads in range or is refused naming --inputs and the entry")
  func hostileEntries() {
    var random = Random(state: 30)
    var refused = 0
    for _ in 0..<20_000 {
      let text = Self.token(&random)
      do {
        let script = try DemoScript(parsing: text)
        for event in script.entries.map(\.event) {
          switch event {
          case .resizeWindow(let width, let height):
            #expect((1...DemoScript.largestWindowSide).contains(width), "\(text)")
            #expect((1...DemoScript.largestWindowSide).contains(height), "\(text)")
          case .input(.click(let x, let y)):
            #expect(x.isFinite && y.isFinite && abs(x) <= DemoScript.largestCoordinate, "\(text)")
          case .input(.scroll(let notches)):
            #expect(notches.isFinite, "\(text)")
          default: break
          }
        }
      } catch {
        refused += 1
        let message = error.description
        #expect(message.hasPrefix("--inputs: "), "\(message)")
        #expect(!message.contains("\n") && message.count <= 700, "\(message.prefix(300))")
      }
    }
    // Most mutants are refused; some read (a key, a click in range): both paths ran.
    #expect(refused > 1000 && refused < 20_000, "\(refused) refused")
  }

  @Test("out-of-range numbers name the entry, what they set, the value and the range")
  func ranges() {
    #expect(
      throws: DemoScriptError.outOfRange(
        token: "5=resize:1e300x2", what: "resize's width and height", value: "1e300x2",
        allowed: "1...16384 pixels a side")
    ) { try DemoScript(parsing: "5=resize:1e300x2") }
    #expect(throws: DemoScriptError.self) { try DemoScript(parsing: "5=resize:infx2") }
    #expect(throws: DemoScriptError.self) { try DemoScript(parsing: "5=click:nan,3") }
    #expect(throws: DemoScriptError.self) { try DemoScript(parsing: "5=scroll:nan") }
    let message = DemoScriptError.outOfRange(
      token: "5=click:1e9,3", what: "click's X and Y", value: "1e9,3",
      allowed: "finite window coordinates within ±1000000"
    ).description
    #expect(
      message
        == "--inputs: \"5=click:1e9,3\": click's X and Y must be finite window coordinates within ±1000000 (got 1e9,3)"
    )
  }
}
