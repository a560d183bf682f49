// How a fuzz input becomes the arguments of C API calls: bytes are read in order, each argument
// taking one selector byte that chooses a hostile value from a table (NaN, ±Inf, ±1e308, -1, 0,
// -0.0, denormals, 1e20, 1e9, INT_MAX...) or raw bytes after it (any Double's bits, any Int32).
// Every input decodes to some call sequence, so libFuzzer's mutations move between sequences
// rather than failing to parse; an exhausted input reads zeros.
import Foundation

struct CallReader {
  private let bytes: [UInt8]
  private var at = 0

  init(_ data: Data) { bytes = [UInt8](data) }

  var isAtEnd: Bool { at >= bytes.count }

  mutating func byte() -> UInt8 {
    guard at < bytes.count else { return 0 }
    defer { at += 1 }
    return bytes[at]
  }

  mutating func raw<T: FixedWidthInteger>(_: T.Type) -> T {
    var value: T = 0
    for _ in 0..<MemoryLayout<T>.size { value = value << 8 | T(truncatingIfNeeded: byte()) }
    return value
  }

  static let numbers: [Double] = [
    .nan, .infinity, -.infinity, 1e308, -1e308, -1, 0, -0.0, Double.leastNonzeroMagnitude, 1e-310,
    Double.leastNormalMagnitude, 1e20, 1e9, Double(Int32.max), 1e-6, 1, 0.5, 1.0 / 60, 2, 60,
    3600, 3600.0001, 1e5, 100, 160, 16384, 16385, Double(Int64.max), -Double(Int64.max),
  ]

  /// A number: mostly from the table, else any Double's bits.
  mutating func number() -> Double {
    let selector = Int(byte())
    if selector < 224 { return Self.numbers[selector % Self.numbers.count] }
    return Double(bitPattern: raw(UInt64.self))
  }

  static let integers: [Int32] = [
    .min, -1_000_000, -2, -1, 0, 1, 2, 3, 7, 64, 1 << 20, 1_000_000, 1_000_001, .max,
  ]

  /// An integer: mostly from the table, else any Int32.
  mutating func integer() -> Int32 {
    let selector = Int(byte())
    if selector < 224 { return Self.integers[selector % Self.integers.count] }
    return raw(Int32.self)
  }

  /// A layer index: mostly one the scene has, or -1.
  mutating func layer() -> Int32 {
    let selector = byte()
    if selector < 200 { return Int32(selector % 4) - 1 }
    return integer()
  }

  static let keyPaths = [
    "birthRate", "lifetime", "velocity", "scale", "spin", "speed", "timeOffset", "opacity",
    "emitterPosition", "emitterSize", "emitterZPosition", "emitterDepth", "renderMode",
    "emitterShape", "emitterMode", "seed", "zPosition", "cornerRadius", "shadowOpacity",
    "shadowRadius", "shadowOffset", "backgroundColor", "bounds", "position",
    "emitterCells.spark.birthRate", "emitterCells.spark.lifetime", "emitterCells.spark.scale",
    "emitterCells.spark.velocity", "emitterCells.spark.spin", "emitterCells.spark.color",
    "emitterCells.spark.contentsRect", "emitterCells.spark.contents",
    "emitterCells.spark.maxParticles", "emitterCells.spark.emissionRange",
    "emitterCells.spark.contentsFrameCount", "emitterCells.spark.scaleSpeed",
    "emitterCells.spark.alphaSpeed", "emitterCells.spark.emitterCells.trail.birthRate",
    "emitterCells.nope.birthRate", "", ".", "emitterCells..birthRate",
  ]
  static let strings = [
    "additive", "oldestFirst", "backToFront", "#ff8800", "circle", "square", "spark", "trail",
    "sparks", "sparks.halo", "halo", "x", "🎉", "\u{FFFD}", "line", "volume", "points",
  ]

  /// A string: a known key path or name, text from the input, or a long run (past the 1 KiB
  /// name bound); `invalid` bytes make it not UTF-8.
  mutating func string(_ table: [String]) -> [UInt8] {
    let selector = byte()
    switch selector {
    case 0..<160: return Array(table[Int(selector) % table.count].utf8)
    case 160..<230:
      let count = Int(byte()) % 48
      return (0..<count).map { _ in byte() }.map { $0 == 0 ? 0x2E : $0 }
    case 230..<250: return [UInt8](repeating: 0x61, count: 1025 + Int(byte()) * 64)
    default: return [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80]
    }
  }

  static let eventFormats = [
    #"{"type": "set", "keyPath": "%K", "value": %N}"#,
    #"{"type": "set", "keyPath": "%K", "value": [%N, %N], "time": %N}"#,
    #"{"type": "set", "keyPath": "%K", "value": [%N, %N, %N, %N]}"#,
    #"{"type": "burst", "cell": "spark", "count": %N}"#,
    #"{"type": "emit", "duration": %N}"#,
    #"{"type": "stop", "time": %N}"#, #"{"type": "start"}"#, #"{"type": "restart"}"#,
    #"{"type": "insertCell", "cell": {"name": "x%I", "birthRate": %N, "lifetime": %N, "contents": "circle"}, "index": %N}"#,
    #"{"type": "removeCell", "name": "%S"}"#,
    #"{"type": "setCells", "cells": [{"name": "c", "birthRate": %N, "lifetime": %N, "scale": %N, "contents": "square"}]}"#,
    #"{"type": "insertSublayer", "layer": {"name": "s%I", "speed": %N, "timeOffset": %N, "emitterCells": [{"name": "d", "birthRate": %N, "lifetime": 1}]}, "index": %N}"#,
    #"{"type": "removeSublayer", "index": %N}"#,
    #"{"type": "addAnimation", "key": "k%I", "animation": {"keyPath": "%K", "fromValue": %N, "toValue": %N, "duration": %N, "repeatCount": %N}}"#,
    #"{"type": "addAnimation", "key": "k", "animation": {"type": "keyframe", "keyPath": "%K", "values": [%N, %N, %N], "duration": %N, "speed": %N, "calculationMode": "cubic"}}"#,
    #"{"type": "removeAnimation", "key": "k"}"#, #"{"type": "removeAllAnimations"}"#,
    #"{"type": "insertBehavior", "behavior": {"type": "%S", "name": "b", "drag": %N}}"#,
    #"{"type": "setBehaviors", "behaviors": [{"type": "wave", "force": [%N, %N, %N], "frequency": %N}]}"#,
    #"{"type": "removeBehavior", "name": "b"}"#,
  ]

  /// A live call's JSON: a template filled with hostile numbers (written as JSON can hold them,
  /// and as it cannot: nan, inf), key paths and names, or raw text from the input.
  mutating func eventJSON() -> [UInt8] {
    let selector = Int(byte())
    if selector >= 240 {
      let count = Int(byte()) % 200
      return (0..<count).map { _ in byte() }.map { $0 == 0 ? 0x20 : $0 }
    }
    let format = Self.eventFormats[selector % Self.eventFormats.count]
    var text = ""
    var characters = format.makeIterator()
    while let character = characters.next() {
      guard character == "%", let code = characters.next() else {
        text.append(character)
        continue
      }
      switch code {
      case "N":
        let value = number()
        text += byte() < 32 ? "1e999" : "\(value)"
      case "I": text += "\(integer())"
      case "K": text += String(decoding: string(Self.keyPaths), as: UTF8.self)
      default: text += String(decoding: string(Self.strings), as: UTF8.self)
      }
    }
    return Array(text.utf8)
  }
}
