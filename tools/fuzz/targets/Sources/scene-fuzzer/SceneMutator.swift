// libFuzzer's custom mutator for scene files: parses the input as JSON and changes its tree
// (hostile numbers, strings where numbers go, deep nesting, long arrays, known keys with wrong
// values, subtrees copied elsewhere), then writes valid JSON again, so most runs get past the
// parser into decoding, validation and the budgets. Inputs that do not parse get libFuzzer's byte
// mutations.
import Foundation
import FuzzSupport

@_cdecl("LLVMFuzzerCustomMutator")
public func sceneFuzzCustomMutator(
  _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt
) -> Int {
  var random = FuzzRandom(seed: UInt64(seed))
  // One run in eight stays byte-level: the parser's own error paths need broken text too.
  guard random.below(8) != 0,
    var node = FuzzJSON.parse(UnsafeBufferPointer(start: data, count: size))
  else {
    return LLVMFuzzerMutate(data, size, maxSize)
  }
  for _ in 0...random.below(3) { node.mutate(using: &random) }
  let bytes = Array(node.text.utf8)
  guard bytes.count <= maxSize else { return LLVMFuzzerMutate(data, size, maxSize) }
  bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: bytes.count) }
  return bytes.count
}

/// A JSON tree whose numbers keep their text, so the mutator can write what a Double cannot
/// hold (`1e999`, 30-digit integers) and the decoder meets it as a file would have it.
indirect enum FuzzJSON {
  case literal(String)  // null, true, false, a number's text
  case string(String)
  case array([FuzzJSON])
  case object([(String, FuzzJSON)])

  var text: String {
    switch self {
    case .literal(let text): return text
    case .string(let text): return Self.quoted(text)
    case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
    }
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default:
        if scalar.value < 0x20 {
          out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Keys the scene format knows, so added members reach decoding rather than "unknown key".
  static let keys = [
    "layers", "emitterCells", "animations", "emissionEvents", "emitterBehaviors", "birthRate",
    "lifetime", "lifetimeRange", "velocity", "scale", "scaleSpeed", "spin", "alphaSpeed",
    "emitterPosition", "emitterSize", "emitterShape", "emitterMode", "renderMode", "size",
    "contents", "shape", "image", "emoji", "color", "values", "keyTimes", "keyPath", "duration",
    "repeatCount", "beginTime", "speed", "timeOffset", "autoreverses", "calculationMode",
    "timingFunction", "timingFunctions", "fromValue", "toValue", "byValue", "type", "time",
    "cell", "count", "name", "seed", "canvasLayout", "backgroundColor", "fillMode", "position",
    "force", "frequency", "radius", "stiffness", "falloff", "drag", "enabled", "zPosition",
  ]

  /// Values a file controls that have hurt before: out-of-range and unrepresentable numbers,
  /// strings spelling numbers, huge sizes.
  static let hostile = [
    "1e999", "-1e999", "1e308", "-1e308", "4.9e-324", "-0", "0", "1", "-1", "2147483648",
    "9223372036854775808", "123456789012345678901234567890", "1e7", "100000", "3.4e38",
    "\"NaN\"", "\"Infinity\"", "\"-inf\"", "\"\"", "null", "true", "[]", "{}",
    "[100000, 100000]", "[1e30, 1e30]", "[0, 0]", "[-1, -1]",
  ]

  /// Numbers a file may well hold, at the ends of plausible ranges: most keys accept them, so a
  /// mutant keeps validating and reaches the GPU limits, the budgets and the memory estimate
  /// (where the traps were) instead of stopping at the decoder.
  static let plausible = [
    "1000", "100000", "1e6", "1e7", "1e8", "3600", "86400", "0.001", "1e-6", "10000", "2048",
    "16384", "0.5", "65536",
  ]

  mutating func mutate(using random: inout FuzzRandom) {
    var count = 0
    countNodes(&count)
    let target = random.below(count)
    var index = 0
    visit(target, &index, &random)
  }

  private func countNodes(_ count: inout Int) {
    count += 1
    switch self {
    case .array(let items): for item in items { item.countNodes(&count) }
    case .object(let members): for member in members { member.1.countNodes(&count) }
    default: break
    }
  }

  private mutating func visit(_ target: Int, _ index: inout Int, _ random: inout FuzzRandom) {
    if index == target {
      change(using: &random)
      index += 1
      return
    }
    index += 1
    switch self {
    case .array(var items):
      for i in items.indices where index <= target { items[i].visit(target, &index, &random) }
      self = .array(items)
    case .object(var members):
      for i in members.indices where index <= target { members[i].1.visit(target, &index, &random) }
      self = .object(members)
    default: break
    }
  }

  private mutating func change(using random: inout FuzzRandom) {
    switch random.below(14) {
    case 10, 11, 12:
      // A plausible extreme where a number is, or a known key given one.
      if case .object(var members) = self, random.below(2) == 0 {
        members.append((random.pick(Self.keys), .literal(random.pick(Self.plausible))))
        self = .object(members)
      } else if case .literal(let text) = self, Double(text) != nil {
        self = .literal(random.pick(Self.plausible))
      } else {
        self = .literal(random.pick(Self.plausible))
      }
    case 0, 1: self = .literal(random.pick(Self.hostile))
    case 2:
      // A long array: 10^2 ... 10^4 numbers, or copies of this node (the unit tests take
      // 10^5 and 10^6; here speed buys more inputs).
      let length = random.pick([100, 1000, 10_000])
      let item: FuzzJSON = random.below(2) == 0 ? .literal(random.pick(Self.hostile)) : self
      self = .array(Array(repeating: item, count: item.text.count > 64 ? 100 : length))
    case 3:
      // Deep nesting, written as text: the tree stays shallow, so the mutator never recurses
      // deeper than the decoder's own nesting limit.
      let depth = random.pick([10, 100, 1000, 10_000])
      let (open, close) = random.below(2) == 0 ? ("[", "]") : ("{\"a\":", "}")
      self = .literal(
        String(repeating: open, count: depth) + text + String(repeating: close, count: depth))
    case 4:
      self = .string(
        random.pick(["circle", "square", "😀", "a\u{0}b", "é", String(repeating: "x", count: 10_000)]))
    case 5, 6:
      if case .object(var members) = self {
        let key = random.below(4) == 0 ? "birthRat" : random.pick(Self.keys)
        members.append((key, .literal(random.pick(Self.hostile))))
        self = .object(members)
      } else {
        self = .literal(random.pick(Self.hostile))
      }
    case 7:
      switch self {
      case .array(var items) where !items.isEmpty:
        items.remove(at: random.below(items.count))
        self = .array(items)
      case .object(var members) where !members.isEmpty:
        members.remove(at: random.below(members.count))
        self = .object(members)
      default: self = .literal("null")
      }
    case 8:
      // Duplicate a member or element (duplicate keys, repeated cells).
      switch self {
      case .array(var items) where !items.isEmpty:
        items.append(items[random.below(items.count)])
        self = .array(items)
      case .object(var members) where !members.isEmpty:
        members.append(members[random.below(members.count)])
        self = .object(members)
      default: self = .array([self, self])
      }
    case 13:
      // Copies of an element: many layers, cells, animations or events, each still valid.
      if case .array(let items) = self, let item = items.first {
        self = .array(items + Array(repeating: item, count: random.pick([10, 100, 1000])))
      } else {
        self = .literal(random.pick(Self.plausible))
      }
    default:
      // A number nudged, or a container swapped for another type.
      if case .literal(let text) = self, let number = Double(text) {
        self = .literal("\(number * random.pick([-1, 2, 1000, 1e-9, 1e12]))")
      } else {
        self = random.pick([.literal("0"), .string("1"), .array([]), .object([])])
      }
    }
  }
}
