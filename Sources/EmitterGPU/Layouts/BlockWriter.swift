/// Assembles the bytes of a std140 or std430 block member by member, at the offsets its layout
/// declares. Writing by offset (rather than trusting a Swift struct's memory layout) keeps the
/// padding explicit, and the layout tests compare the same offsets with the program's reflection.
struct BlockWriter {
  private(set) var words: [UInt32]

  init(byteCount: Int) {
    precondition(byteCount % 4 == 0, "blocks are made of 4-byte words")
    words = Array(repeating: 0, count: byteCount / 4)
  }

  mutating func set(_ value: UInt32, at offset: Int) { words[offset / 4] = value }
  mutating func set(_ value: Float, at offset: Int) { words[offset / 4] = value.bitPattern }

  mutating func set(_ value: SIMD3<Float>, at offset: Int) {
    for i in 0..<3 { set(value[i], at: offset + 4 * i) }
  }

  mutating func set(_ value: SIMD4<Float>, at offset: Int) {
    for i in 0..<4 { set(value[i], at: offset + 4 * i) }
  }
}
