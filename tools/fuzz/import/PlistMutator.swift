// libFuzzer's custom mutator for the importers: parses the input as a property list, changes
// its tree (hostile numbers, wrong types, cocos2d and SpriteKit keys with hostile values,
// keyed-archive references out of range or in cycles, compressed textures that are corrupt or
// inflate without end, duplicated archive objects), then writes it again as XML or binary, so
// most runs get past the parser into the importers. Inputs that do not parse get libFuzzer's
// byte mutations.
import CZlib
import Foundation

@_cdecl("LLVMFuzzerCustomMutator")
public func importFuzzCustomMutator(
  _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt
) -> Int {
  var random = FuzzRandom(seed: UInt64(seed))
  // One run in eight stays byte-level: the parser's own error paths need broken files too.
  guard random.below(8) != 0,
    let plist = try? PropertyListSerialization.propertyList(
      from: Data(bytes: data, count: size), options: [], format: nil)
  else {
    return LLVMFuzzerMutate(data, size, maxSize)
  }
  var tree = FuzzPlist.plain(plist)
  for _ in 0...random.below(3) { FuzzPlist.mutate(&tree, using: &random) }
  let format: PropertyListSerialization.PropertyListFormat =
    random.below(2) == 0 ? .xml : .binary
  guard
    let bytes = try? PropertyListSerialization.data(
      fromPropertyList: tree, format: format, options: 0),
    bytes.count <= maxSize
  else {
    return LLVMFuzzerMutate(data, size, maxSize)
  }
  bytes.withUnsafeBytes { data.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: bytes.count) }
  return bytes.count
}

/// Makes the mutator's constants before the first input, so no input's run allocates them
/// (libFuzzer would count them against that input as a leak).
@_cdecl("LLVMFuzzerInitialize")
public func importFuzzInitialize(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  _ = (FuzzPlist.bomb, FuzzPlist.notPNG, FuzzPlist.keys, ImportFuzzCheck.folder, ImportFuzzCheck.imageFolder)
  return 0
}

/// A property list tree as plain Swift values, mutated in place.
enum FuzzPlist {
  /// Keyed-archive references (binary UIDs) become `{"CF$UID": n}`, which both formats write
  /// and the importer reads, so a mutated tree always serialises.
  static func plain(_ value: Any) -> Any {
    if let index = KeyedArchive.reference(value), !(value is [String: Any]) {
      return ["CF$UID": index]
    }
    switch value {
    case let dictionary as [String: Any]: return dictionary.mapValues(plain)
    case let array as [Any]: return array.map(plain)
    default: return value
    }
  }

  /// Keys the importers read, so added entries reach the mappings rather than "unmapped".
  static let keys = [
    "maxParticles", "particleLifespan", "particleLifespanVariance", "emissionRate", "duration",
    "angle", "angleVariance", "speed", "speedVariance", "gravityx", "gravityy", "emitterType",
    "startParticleSize", "finishParticleSize", "startColorRed", "startColorAlpha",
    "rotationStart", "rotationEnd", "textureFileName", "textureImageData", "maxRadius",
    "minRadius", "rotatePerSecond", "radialAcceleration", "tangentialAcceleration",
    "blendFuncDestination", "sourcePositionVariancex", "configName",
    "particleBirthRate", "numParticlesToEmit", "particleLifetime", "particleLifetimeRange",
    "particlePosition", "particlePositionRange", "emissionAngle", "particleSpeed",
    "particleScale", "particleScaleSpeed", "particleScaleSequence", "particleColorSequence",
    "particleAlpha", "particleColor", "particleTexture", "particleSize", "particleBlendMode",
    "particleRenderOrder", "keyframeValues", "times", "NS.objects", "NS.keys", "$class",
    "$classname", "$objects", "$top", "$archiver", "CF$UID", "_particleBirthRate",
  ]

  static func hostile(_ random: inout FuzzRandom) -> Any {
    switch random.below(12) {
    case 0: return random.pick([Double.nan, .infinity, -.infinity, 1e308, -1e308, .leastNonzeroMagnitude])
    case 1: return random.pick([Int.max, Int.min, Int(Int32.max) + 1, -1, 0, 1, 2, 3])
    case 2: return random.pick(["", "1e999", "nan", "-inf", "😀", String(repeating: "x", count: 5000)])
    case 3: return ["CF$UID": random.pick([0, 1, 2, 5, 1000, -1, Int.max])]
    case 4: return ["CF$UID": random.pick([Double.nan, 1e300, -1e300, 1.5])]
    case 5: return Array(repeating: hostileLeaf(&random), count: random.pick([0, 10, 1000, 10_000]))
    case 6: return [String: Any]()
    case 7: return Data((0..<random.below(64)).map { _ in UInt8(random.below(256)) })
    case 8: return compressedTexture(&random)
    case 9: return Date(timeIntervalSince1970: 0)
    case 10: return true
    default: return ["NS.objects": [["CF$UID": 1], ["CF$UID": 0]], "$class": ["CF$UID": 0]]
    }
  }

  static func hostileLeaf(_ random: inout FuzzRandom) -> Any {
    random.pick([Double.nan, 1e308, -1, 0, 0.5] as [Any] + [["CF$UID": 1] as [String: Any], "x"])
  }

  /// A base64 `textureImageData`: a zlib stream of a few bytes, a truncated one, or one that
  /// inflates past the importer's cap (a bomb: 80 MiB of zeros in about 80 KB).
  static func compressedTexture(_ random: inout FuzzRandom) -> String {
    switch random.below(4) {
    case 0: return Data(bomb).base64EncodedString()
    case 1: return Data(bomb.prefix(random.below(bomb.count))).base64EncodedString()
    case 2: return Data(notPNG).base64EncodedString()
    default: return "not base64 !!"
    }
  }

  /// Kept as arrays, not `Data`: LeakSanitizer cannot see the pointer inside a `Data` held by a
  /// global (its enum packs tag bits into it) and would report the constant as leaked.
  static let bomb = deflate([UInt8](repeating: 0, count: 80 << 20))
  /// A stream that inflates to a PNG signature and no header.
  static let notPNG = deflate(Array("\u{89}PNG\r\n\u{1A}\n".utf8) + [UInt8](repeating: 0, count: 64))

  static func deflate(_ data: [UInt8]) -> [UInt8] {
    var length = compressBound(uLong(data.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    guard compress2(&output, &length, data, uLong(data.count), 9) == Z_OK else { return [] }
    output.removeSubrange(Int(length)...)
    return output
  }

  /// Changes one node, chosen uniformly among all.
  static func mutate(_ tree: inout Any, using random: inout FuzzRandom) {
    var count = 0
    countNodes(tree, &count)
    var index = 0
    visit(&tree, random.below(count), &index, &random)
  }

  static func countNodes(_ value: Any, _ count: inout Int) {
    count += 1
    switch value {
    case let dictionary as [String: Any]: for item in dictionary.values { countNodes(item, &count) }
    case let array as [Any]: for item in array { countNodes(item, &count) }
    default: break
    }
  }

  static func visit(_ value: inout Any, _ target: Int, _ index: inout Int, _ random: inout FuzzRandom) {
    if index == target {
      change(&value, using: &random)
      index += 1
      return
    }
    index += 1
    switch value {
    case var dictionary as [String: Any]:
      for key in dictionary.keys.sorted() where index <= target {
        var item = dictionary[key]!
        visit(&item, target, &index, &random)
        dictionary[key] = item
      }
      value = dictionary
    case var array as [Any]:
      for i in array.indices where index <= target { visit(&array[i], target, &index, &random) }
      value = array
    default: break
    }
  }

  static func change(_ value: inout Any, using random: inout FuzzRandom) {
    switch random.below(8) {
    case 0, 1: value = hostile(&random)
    case 2, 3:
      if var dictionary = value as? [String: Any] {
        dictionary[random.pick(keys)] = hostile(&random)
        value = dictionary
      } else {
        value = hostile(&random)
      }
    case 4:
      // Duplicate an element (many SKEmitterNodes, repeated references) or a member.
      if var array = value as? [Any], !array.isEmpty {
        let item = array[random.below(array.count)]
        array += Array(repeating: item, count: random.pick([1, 10, 1000]))
        value = array
      } else if var dictionary = value as? [String: Any], !dictionary.isEmpty {
        let key = dictionary.keys.sorted()[random.below(dictionary.count)]
        dictionary[random.pick(keys)] = dictionary[key]
        value = dictionary
      }
    case 5:
      if var dictionary = value as? [String: Any], !dictionary.isEmpty {
        dictionary.removeValue(forKey: dictionary.keys.sorted()[random.below(dictionary.count)])
        value = dictionary
      } else if var array = value as? [Any], !array.isEmpty {
        array.remove(at: random.below(array.count))
        value = array
      }
    case 6:
      // A number nudged, a string turned to a number.
      if let number = PropertyListReader.number(from: value) {
        value = number * random.pick([-1, 2, 1000, 1e-9, 1e12, .nan])
      } else {
        value = random.pick([0, 1, -1] as [Any])
      }
    default:
      // A reference redirected (out of range, to itself, to the top).
      if var dictionary = value as? [String: Any], dictionary["CF$UID"] != nil {
        dictionary["CF$UID"] = random.pick([0, 1, 2, 3, 4, 100, -5, Int.max] as [Any])
        value = dictionary
      } else {
        value = ["CF$UID": random.below(50)]
      }
    }
  }
}
