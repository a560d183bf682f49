/// Assembles the bytes of a std140 or std430 block member by member, at the offsets its layout
/// declares. Writing by offset (rather than trusting a Swift struct's memory layout) keeps the
/// padding explicit, and the layout tests compare the same offsets with the program's reflection.
package struct BlockWriter {
  package private(set) var words: [UInt32]

  package init(byteCount: Int) {
    precondition(byteCount % 4 == 0, "blocks are made of 4-byte words")
    words = Array(repeating: 0, count: byteCount / 4)
  }

  package mutating func set(_ value: UInt32, at offset: Int) { words[offset / 4] = value }
  package mutating func set(_ value: Float, at offset: Int) { words[offset / 4] = value.bitPattern }

  package mutating func set(_ value: SIMD2<Float>, at offset: Int) {
    for i in 0..<2 { set(value[i], at: offset + 4 * i) }
  }

  package mutating func set(_ value: SIMD3<Float>, at offset: Int) {
    for i in 0..<3 { set(value[i], at: offset + 4 * i) }
  }

  package mutating func set(_ value: SIMD4<Float>, at offset: Int) {
    for i in 0..<4 { set(value[i], at: offset + 4 * i) }
  }
}
